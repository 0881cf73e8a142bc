/// UIKit's sizes for its controls: the intrinsic content sizes the layout uses and the metrics the renderer draws.
///
/// Each number names its source. Apple documents few of them; the others are what UIKit reports when measured
/// (`intrinsicContentSize`, view-hierarchy dumps, Interface Builder's default frames) as published by others, and
/// where nothing was found, Trellis's choice, said so.
public enum ControlMetrics {
    /// UISwitch: 51 × 31 whatever its frame (Apple's UISwitch documentation: the size of the frame passed to
    /// init(frame:) is ignored; the 51 × 31 internal view in view-hierarchy dumps, c4ios.com "Hacking UISwitch").
    public static let switchSize = Size(width: 51, height: 31)
    /// The switch's thumb: a 27-point circle 2 points inside the track (31 − 2 × 2).
    public static let switchThumbDiameter = 27.0
    /// UISlider's intrinsic height (no intrinsic width): 31 points, issue #12's figure. Apple documents none, and the
    /// published measurements differ by iOS version (34 points on iOS 8.1: markmeretzky.com "Sliders").
    public static let sliderHeight = 31.0
    /// The slider's track: 4 points thick with round ends; its thumb a 28-point circle.
    public static let sliderTrackThickness = 4.0
    public static let sliderThumbDiameter = 28.0
    /// UISegmentedControl's intrinsic height since iOS 13's redesign: 32 points (not in Apple's documentation).
    public static let segmentedHeight = 32.0
    /// The space each segment adds to its widest title (Trellis's reading of Interface Builder's default control,
    /// "First"/"Second" at 121 points; UIKit does not document it).
    public static let segmentPadding = 16.0
    /// UIStepper: 94 × 32 since iOS 13's redesign (94 × 29 before; not in Apple's documentation).
    public static let stepperSize = Size(width: 94, height: 32)
    /// UIProgressView (default style): 4 points tall since iOS 14 (2 before, markmeretzky.com "Progress"), no
    /// intrinsic width.
    public static let progressHeight = 4.0
    /// UIActivityIndicatorView.Style.medium and .large: 20 and 37 points square, the sizes of the older .gray and
    /// .whiteLarge styles they replaced (widely measured; Apple's documentation names the styles, not their sizes).
    public static func activityIndicatorSide(_ size: ActivityIndicatorSize) -> Double { size == .large ? 37 : 20 }
    /// UIPageControl: each page's indicator is a 7-point dot in a 16-point slot, 26 points tall, 4 points at each end
    /// (Trellis's reading of iOS 14 page controls; UIKit does not document them).
    public static let pageDotDiameter = 7.0
    public static let pageSlot = 16.0
    public static let pageControlHeight = 26.0
    public static let pageControlEndPadding = 4.0
    /// UITextField.BorderStyle.roundedRect: 34 points tall with Interface Builder's 14-point system font, the text
    /// 7 points from each side; corner radius 5.
    public static let textFieldHeight = 34.0
    public static let textFieldPadding = 7.0
    public static let textFieldRadius = 5.0
    /// UISearchBar: 56 points tall, no intrinsic width (its intrinsicContentSize since iOS 11, 44 before; widely
    /// measured, and Interface Builder's default frame for a new search bar). Its search field is 8 points in from each
    /// side (UISearchBar's subviews as measured by itworkman.com, "the left and right margins are fixed to 8") and
    /// centred vertically, 36 points tall with corners of 10 since iOS 13 (Trellis's reading; 28 before), the
    /// magnifying glass 8 points in and the text 30 points in from the field's leading edge.
    public static let searchBarHeight = 56.0
    public static let searchFieldInset = 8.0
    public static let searchFieldHeight = 36.0
    public static let searchFieldRadius = 10.0
    public static let searchGlassInset = 8.0
    public static let searchTextInset = 30.0
    /// UITextView: textContainerInset (8, 0, 8, 0) and NSTextContainer.lineFragmentPadding 5 (both Apple's documented
    /// defaults).
    public static let textViewInsets = Insets(top: 8, left: 5, bottom: 8, right: 5)
    /// The legacy system button adds 6 points above and below its title (the title label's frame inside the button in
    /// Xcode's view debugger: an 18-point system font's 21-point label in a 33-point button, Stack Overflow 70778238).
    public static let systemButtonVerticalPadding = 6.0
    /// UIButton.Configuration's contentInsets at the default (medium) button size: 7 above and below, 12 at the sides
    /// (Trellis's values: Apple does not publish them; with a body-style title they give a button about 34 points
    /// tall, 20.33 + 14 in San Francisco).
    public static let configurationInsets = Insets(top: 7, left: 12, bottom: 7, right: 12)
    /// The corner radius of a medium configuration button's background (cornerStyle .dynamic; Trellis's value).
    public static let configurationCornerRadius = 6.0

    /// A control's intrinsic content size, each axis nil where the control has none: text measured with `measurer`,
    /// a hairline separator 1 pixel at `scale`.
    public static func intrinsicSize(of view: ViewNode, measurer: any TextMeasurer, scale: Double) -> (width: Double?, height: Double?) {
        guard let control = view.control else { return (nil, nil) }
        func text(_ string: String, _ font: String) -> Size {
            string.isEmpty ? .zero : measurer.measure(string, font: font, width: nil, lines: 1, lineBreak: .clip).size
        }
        switch view.kind {
        case .button: return buttonSize(control, title: text(control.title, control.font))
        case .switch: return (switchSize.width, switchSize.height)
        case .slider: return (nil, sliderHeight)
        case .segmentedControl:
            let widest = control.segments.map { title in
                max(text(title, control.font).width, text(title, control.selectedFont ?? control.font).width)
            }.max() ?? 0
            return (Double(control.segments.count) * (widest + segmentPadding), segmentedHeight)
        case .stepper: return (stepperSize.width, stepperSize.height)
        case .progress: return (nil, progressHeight)
        case .activityIndicator:
            let side = activityIndicatorSide(control.indicatorSize)
            return (side, side)
        case .pageControl:
            return (Double(control.pages) * pageSlot + 2 * pageControlEndPadding, pageControlHeight)
        case .textField:
            let shown = max(text(control.title, control.font).width, text(control.placeholder, control.font).width)
            let line = text("Ag", control.font).height
            return (shown + 2 * textFieldPadding, max(textFieldHeight, line + 2 * textFieldPadding))
        case .searchBar: return (nil, searchBarHeight)
        case .separator:
            let hairline = 1 / max(scale, 0.01)
            return control.axis == .horizontal ? (nil, hairline) : (hairline, nil)
        case .textView, .view, .scroll, .label, .image, .stack:
            return (nil, nil)  // a text view is measured as wrapped text (LabelProperties.textInsets)
        }
    }

    /// A button: its title (and image, left of the title) plus the style's padding.
    static func buttonSize(_ control: ControlProperties, title: Size) -> (width: Double?, height: Double?) {
        let image = control.image?.pointSize ?? .zero
        let content = Size(width: title.width + image.width, height: max(title.height, image.height))
        if control.buttonStyle == .system {
            let padded = title.height > 0 ? title.height + 2 * systemButtonVerticalPadding : 0
            return (content.width, max(padded, image.height))
        }
        let insets = configurationInsets
        return (content.width + insets.left + insets.right, content.height + insets.top + insets.bottom)
    }
}
