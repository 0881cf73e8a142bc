import TrellisModel

/// The keys of the control kinds (UIButton, UISwitch, UISlider, … see docs/scene-format.md, Controls).
struct ControlReader: SceneReaderPart {
    let context: SceneReadContext

    /// The keys each control kind takes besides the keys of every kind.
    static let kindKeys: [ViewKind: [String]] = [
        .button: ["title", "style", "font", "image", "color"],
        .switch: ["on", "onTint"],
        .slider: ["value", "min", "max"],
        .segmentedControl: ["segments", "selected", "font"],
        .stepper: ["value", "min", "max"],
        .progress: ["progress"],
        .activityIndicator: ["style", "color"],
        .pageControl: ["pages", "current"],
        .textField: ["text", "placeholder", "font", "color"],
        .textView: ["text", "font", "color", "scrollable"],
        .searchBar: ["text", "placeholder", "style", "color"],
        .separator: ["axis", "color"],
    ]

    /// The largest number of segments or pages accepted.
    static let maximumItems = 1000
}

extension ControlReader {
    /// Reads the keys of a control entry into `view.control` (and a non-scrolling text view's text into `view.label`,
    /// which the layout measures as wrapped text).
    func readControlKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        var control = ControlProperties(font: Self.systemFont(size: 17), palette: palette)
        if [.switch, .stepper, .activityIndicator].contains(view.kind), keys["hugging"] == nil {
            // Controls of a fixed size hug it at 750 on both axes (Interface Builder's default for them), so a stack
            // stretches its other views first.
            view.hugging = AxisPriorities(750)
        }
        switch view.kind {
        case .button: readButton(keys, into: &control)
        case .switch:
            // UISwitch's alignment rectangle is 2 points narrower than its frame at the right (the same insets the
            // Interface Builder importer gives UISwitch), so a stack aligns its visible edge.
            view.alignmentInsets = Insets(top: 0, left: 0, bottom: 0, right: 2)
            if let node = keys["on"], let value = bool(node, "on") { control.isOn = value }
            if let node = keys["onTint"], let value = color(node, "onTint") { control.onTint = value }
        case .slider:
            // Interface Builder's new slider: 0…1 at 0.5.
            readRange(keys, into: &control, defaultValue: 0.5, defaultMaximum: 1)
        case .stepper:
            // UIStepper's documented defaults: minimumValue 0, maximumValue 100, value 0.
            readRange(keys, into: &control, defaultValue: 0, defaultMaximum: 100)
        case .segmentedControl: readSegments(keys, into: &control)
        case .progress:
            control.value = 0.5
            if let node = keys["progress"], let value = number(node, "progress", in: 0...1, expected: "a progress from 0 to 1") {
                control.value = value
            }
        case .activityIndicator:
            if let node = keys["style"], let value = choice(node, "style", ActivityIndicatorSize.allCases) { control.indicatorSize = value }
        case .pageControl: readPages(keys, into: &control)
        case .textField, .textView: readText(keys, into: &control)
        case .searchBar: readSearchBar(keys, into: &control)
        case .separator:
            if let node = keys["axis"], let value = choice(node, "axis", [Axis.horizontal, .vertical]) { control.axis = value }
        case .view, .scroll, .label, .image, .stack: return
        }
        for key in ["title", "text", "placeholder"] {
            if let node = keys[key], let text = node.scalar, TextLimits.bounded(text).shortened {
                warning(.textTooLong, "the \(key) of '\(view.id)' is longer than a control lays out (\(TextLimits.maximumScalars) "
                        + "characters, \(TextLimits.maximumCombiningRun) combining marks in a row); the rest is left out", at: node.mark)
            }
        }
        if let node = keys["color"], let value = color(node, "color") { control.color = value }
        if let node = keys["font"], let font = fonts.font(node) { control.font = font }
        if view.kind == .textView { textViewBody(keys, control, into: &view) }
        // A text field has its text's baselines (baseline constraints, baseline-aligned stacks), as in a document.
        if view.kind == .textField { view.label = control.textFieldBaselineText }
        view.control = control
    }

    /// A text view is systemBackground unless the scene says otherwise; one that does not scroll is measured as its
    /// wrapped text inside UITextView's insets, as a multi-line label is.
    private func textViewBody(_ keys: [String: YAMLNode], _ control: ControlProperties, into view: inout ViewNode) {
        if keys["background"] == nil { view.background = control.palette.background }
        guard !control.scrollable else { return }
        var label = LabelProperties(text: control.title)
        label.font = control.font
        label.lines = 0
        label.lineBreak = .wordWrap
        label.textInsets = ControlMetrics.textViewInsets
        view.label = label
    }

    private func readButton(_ keys: [String: YAMLNode], into control: inout ControlProperties) {
        if let node = keys["title"], let title = string(node, "title") { control.title = title }
        if let node = keys["style"], let style = choice(node, "style", ButtonStyle.allCases) { control.buttonStyle = style }
        // The legacy system button's title is the 15-point system font (Interface Builder's default); a configuration
        // button's is the body text style, which follows Dynamic Type.
        control.font = control.buttonStyle == .system ? Self.systemFont(size: 15)
            : Self.systemFont(size: TextStyle.body.metrics(at: contentSize).size)
        if let node = keys["image"] {
            // `image: icon.png`, or `image: {src: icon.png, renderingMode: original}`.
            var holder = ViewNode(.image, id: "image")
            let imageKeys = node.mapping.map { checkKeys($0, allowed: ["src", "renderingMode"], in: "image") } ?? ["src": node]
            kinds.readImageKeys(imageKeys, into: &holder, at: node.mark)
            control.image = holder.image
        }
    }

    private func readRange(_ keys: [String: YAMLNode], into control: inout ControlProperties, defaultValue: Double,
                           defaultMaximum: Double) {
        let finite = -1e9...1e9
        if let node = keys["min"], let value = number(node, "min", in: finite, expected: "a number") { control.minimum = value }
        control.maximum = max(control.minimum, defaultMaximum)
        if let node = keys["max"], let value = number(node, "max", in: finite, expected: "a number") {
            if value < control.minimum {
                error(.badValue, "max: \(formatLayoutNumber(value)) is below min (\(formatLayoutNumber(control.minimum)))", at: node.mark)
            } else {
                control.maximum = value
            }
        }
        control.value = min(max(defaultValue, control.minimum), control.maximum)
        if let node = keys["value"], let value = number(node, "value", in: finite, expected: "a number") {
            // UISlider and UIStepper pin a value outside the range to its nearer end.
            control.value = min(max(value, control.minimum), control.maximum)
        }
    }

    private func readSegments(_ keys: [String: YAMLNode], into control: inout ControlProperties) {
        control.font = Self.systemFont(size: 13)
        control.selectedFont = FontReader.description(family: systemFontFamily, weight: .semibold, size: 13)
        if let node = keys["segments"] {
            if let items = node.sequence, !items.isEmpty, items.count <= Self.maximumItems {
                control.segments = items.compactMap { string($0, "segments") }
            } else {
                error(.badValue, "segments: expected a list of 1 to \(Self.maximumItems) titles, found \(node.kindDescription)", at: node.mark)
            }
        } else {
            control.segments = ["First", "Second"]  // Interface Builder's new segmented control
        }
        if let node = keys["selected"],
           let value = wholeNumber(node, "selected", in: -1...max(0, control.segments.count - 1),
                                   expected: "a segment index from 0 (or -1 for none)") {
            control.selected = value
        }
    }

    private func readPages(_ keys: [String: YAMLNode], into control: inout ControlProperties) {
        if let node = keys["pages"],
           let value = wholeNumber(node, "pages", in: 0...Self.maximumItems, expected: "a number of pages from 0 to \(Self.maximumItems)") {
            control.pages = value
        }
        if let node = keys["current"],
           let value = wholeNumber(node, "current", in: 0...max(0, control.pages - 1), expected: "a page index from 0") {
            control.selected = value
        }
    }

    private func readText(_ keys: [String: YAMLNode], into control: inout ControlProperties) {
        control.font = Self.systemFont(size: 14)  // Interface Builder's default for text fields and text views
        if let node = keys["text"], let text = string(node, "text") { control.title = node.isNull ? "" : text }
        if let node = keys["placeholder"], let text = string(node, "placeholder") { control.placeholder = text }
        if let node = keys["scrollable"], let value = bool(node, "scrollable") { control.scrollable = value }
    }

    /// A search bar: its text and placeholder in the 17-point system font; UISearchTextField shows "Search" until a
    /// placeholder is set.
    private func readSearchBar(_ keys: [String: YAMLNode], into control: inout ControlProperties) {
        readText(keys, into: &control)
        control.font = Self.systemFont(size: 17)
        if keys["placeholder"] == nil { control.placeholder = "Search" }
        if let node = keys["style"], let style = choice(node, "style", SearchBarStyle.allCases) { control.searchBarStyle = style }
    }

    /// The system font at a size, regular weight.
    static func systemFont(size: Double) -> String {
        FontReader.description(family: systemFontFamily, weight: .regular, size: size)
    }

    /// The system colours controls draw with, for the scene's appearance.
    var palette: ControlPalette { .system(appearance) }
}
