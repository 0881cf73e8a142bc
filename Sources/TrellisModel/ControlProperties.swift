/// The look of a `button` entry: UIButton(type: .system) or one of UIButton.Configuration's styles.
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
    /// The legacy system button (UIButton(type: .system)): a tinted title, no background.
    case system
    /// UIButton.Configuration.plain(), .filled(), .tinted(), .gray(), .bordered().
    case plain, filled, tinted, gray, bordered
}

/// UISearchBar.Style: `prominent` (Apple's documentation: a translucent background and an opaque search field; the
/// default style draws so) or `minimal` (no background and a translucent search field).
public enum SearchBarStyle: String, Sendable, Hashable, CaseIterable { case prominent, minimal }

/// UIActivityIndicatorView.Style: `medium` (20 points) or `large` (37 points).
public enum ActivityIndicatorSize: String, Sendable, Hashable, CaseIterable { case medium, large }

/// The system colours a control draws with, resolved for the scene's appearance when the scene is read.
public struct ControlPalette: Sendable, Hashable {
    public var label: Color
    public var secondaryLabel: Color
    public var placeholder: Color
    public var systemFill: Color
    public var secondaryFill: Color
    public var tertiaryFill: Color
    public var separator: Color
    public var opaqueSeparator: Color
    public var background: Color
    /// A switch's default on colour (systemGreen).
    public var switchOn: Color
    /// The selected segment of a segmented control (white in light mode, systemGray… in dark).
    public var selectedSegment: Color
    /// The thumbs of switches and sliders (white in both appearances).
    public var thumb: Color
    /// A prominent search bar's background: the bars' colour (249, 249, 249 in light mode, 29, 29, 31 in dark), opaque.
    public var bar = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)
    public init(label: Color, secondaryLabel: Color, placeholder: Color, systemFill: Color, secondaryFill: Color,
                tertiaryFill: Color, separator: Color, opaqueSeparator: Color, background: Color, switchOn: Color,
                selectedSegment: Color, thumb: Color) {
        self.label = label; self.secondaryLabel = secondaryLabel; self.placeholder = placeholder
        self.systemFill = systemFill; self.secondaryFill = secondaryFill; self.tertiaryFill = tertiaryFill
        self.separator = separator; self.opaqueSeparator = opaqueSeparator; self.background = background
        self.switchOn = switchOn; self.selectedSegment = selectedSegment; self.thumb = thumb
    }
}

/// The keys of the control kinds (`button`, `switch`, `slider`, `segmentedControl`, `stepper`, `progress`,
/// `activityIndicator`, `pageControl`, `textField`, `textView`, `searchBar`, `separator`); each kind reads the ones it has.
public struct ControlProperties: Sendable, Hashable {
    /// A button's title, a text field's, text view's or search bar's text.
    public var title: String = ""
    /// The title's or text's font (a Pango description).
    public var font: String
    /// A button's image (a PNG), left of its title.
    public var image: ImageProperties? = nil
    public var buttonStyle: ButtonStyle = .system
    /// A switch's state (`on:`).
    public var isOn: Bool = false
    /// A switch's on colour (`onTint:`); nil is systemGreen.
    public var onTint: Color? = nil
    /// A slider's value, a progress view's progress, a stepper's value.
    public var value: Double = 0
    public var minimum: Double = 0
    public var maximum: Double = 1
    /// A segmented control's segment titles.
    public var segments: [String] = []
    /// A segmented control's selected segment, a page control's current page (from 0).
    public var selected: Int = 0
    /// A page control's number of pages.
    public var pages: Int = 3
    /// A text field's or search bar's placeholder.
    public var placeholder: String = ""
    /// A search bar's style (`style:`; Interface Builder's `searchBarStyle`).
    public var searchBarStyle: SearchBarStyle = .prominent
    /// A text view's isScrollEnabled: a scrolling text view has no intrinsic size.
    public var scrollable: Bool = true
    public var indicatorSize: ActivityIndicatorSize = .medium
    /// A segmented control's selected title font (UIKit draws it semibold).
    public var selectedFont: String? = nil
    /// A separator's axis: a horizontal separator is a hairline tall, a vertical one a hairline wide.
    public var axis: Axis = .horizontal
    /// A text colour set by the scene (`color:`); nil is the control's default.
    public var color: Color? = nil
    public var palette: ControlPalette

    public init(font: String, palette: ControlPalette) { self.font = font; self.palette = palette }
}
