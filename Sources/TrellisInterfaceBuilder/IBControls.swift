import TrellisModel

/// The attributes of Interface Builder's control elements (`switch`, `slider`, `segmentedControl`, `stepper`,
/// `progressView`, `activityIndicatorView`, `pageControl`, a rounded-rect `textField`, `textView`, `searchBar`) read into the
/// scene model's ``ControlProperties``, so they are drawn as the YAML control kinds are.
///
/// Xcode leaves out an attribute that has UIKit's default value, so every absent attribute is UIKit's default: a
/// switch is off (`UISwitch.isOn` false), a slider's value 0 in 0…1, a stepper's 0 in 0…100 (UIStepper's documented
/// defaults), no segment selected (`UISegmentedControl.noSegment`), a progress of 0, page 0 of 0.
struct IBControls {
    let resources: IBResources

    /// The largest number of segments or pages taken (the YAML reader's limit).
    static let maximumItems = 1000

    /// The properties of `element` drawn as `kind`; nil for kinds that are not controls.
    func properties(_ element: XMLElement, kind: ViewKind) -> ControlProperties? {
        guard kind.isControl else { return nil }
        var control = ControlProperties(font: IBText.font(nil, defaultSize: 17), palette: Self.palette)
        switch kind {
        case .switch:
            control.isOn = element.flag("on") ?? false
            control.onTint = color(element, "onTintColor")
        case .slider:
            readRange(element, min: "minValue", max: "maxValue", defaultMaximum: 1, into: &control)
        case .stepper:
            readRange(element, min: "minimumValue", max: "maximumValue", defaultMaximum: 100, into: &control)
        case .segmentedControl:
            readSegments(element, into: &control)
        case .progress:
            control.value = min(1, max(0, element.number("progress") ?? 0))
        case .activityIndicator:
            // iOS 13's `medium`/`large`; the older `gray` and `white` are the medium size, `whiteLarge` the large.
            control.indicatorSize = ["large", "whiteLarge"].contains(element["style"] ?? "") ? .large : .medium
            control.color = color(element, "color")
        case .pageControl:
            control.pages = Int(min(Double(Self.maximumItems), max(0, element.number("numberOfPages") ?? 0)))
            control.selected = Int(min(Double(max(0, control.pages - 1)), max(0, element.number("currentPage") ?? 0)))
        case .textField, .textView:
            // Interface Builder's default font for both is the 14-point system font.
            control.font = IBText.font(element.child("fontDescription", key: "fontDescription"), defaultSize: 14)
            control.title = kind == .textView ? IBText.text(element) : element["text"] ?? ""
            if kind == .textField { control.placeholder = element["placeholder"] ?? "" }
            control.scrollable = element.flag("scrollEnabled") ?? true
            control.color = color(element, "textColor")
        case .searchBar:
            // `searchBarStyle="minimal"`; Xcode leaves out the default (prominent), and a search bar without a
            // placeholder shows UISearchTextField's "Search".
            control.title = element["text"] ?? ""
            control.placeholder = element["placeholder"] ?? "Search"
            control.searchBarStyle = element["searchBarStyle"] == "minimal" ? .minimal : .prominent
        case .button, .separator, .view, .scroll, .label, .image, .stack:
            break
        }
        return control
    }

    private func color(_ element: XMLElement, _ key: String) -> Color? {
        element.child("color", key: key).flatMap { resources.color($0) }
    }

    /// A slider's or stepper's value and range; the value is pinned to the range, as UISlider and UIStepper do.
    private func readRange(_ element: XMLElement, min minKey: String, max maxKey: String, defaultMaximum: Double,
                           into control: inout ControlProperties) {
        control.minimum = element.number(minKey) ?? 0
        control.maximum = max(control.minimum, element.number(maxKey) ?? defaultMaximum)
        control.value = min(max(element.number("value") ?? control.minimum, control.minimum), control.maximum)
    }

    /// `<segments><segment title="First"/>…</segments>` and `selectedSegmentIndex` (absent: none selected, −1).
    private func readSegments(_ element: XMLElement, into control: inout ControlProperties) {
        // UISegmentedControl's titles are the 13-point system font, the selected one semibold (iOS 13 on).
        control.font = IBText.font(nil, defaultSize: 13)
        control.selectedFont = "\(systemFontFamily) \(FontWeight.semibold.pangoName) 13"
        let segments = element.child("segments")?.children("segment") ?? []
        control.segments = segments.prefix(Self.maximumItems).map { $0["title"] ?? "" }
        let selected = element.number("selectedSegmentIndex") ?? -1
        control.selected = selected >= 0 && Int(selected) < control.segments.count ? Int(selected) : -1
    }

    /// UIKit's system colours for the light appearance, which Interface Builder documents are read in.
    static let palette = ControlPalette.system(.light)
}
