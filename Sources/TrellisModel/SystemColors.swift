/// UIKit's named colors: its fixed colors (`UIColor.red` …) and its system (dynamic) colors with their light and dark
/// values, as Apple publishes them. Scenes name them (`background: systemBlue`); the renderer's chrome and tables and
/// the default tint draw with them.
public enum SystemColors {
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// Name → color in the light appearance (and in both, for the names `dark` leaves out).
    public static let light: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0),
        "white": Color(red: 1, green: 1, blue: 1),
        "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0),
        "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "cyan": Color(red: 0, green: 1, blue: 1),
        "magenta": Color(red: 1, green: 0, blue: 1),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "clear": Color.clear,
        "systemRed": rgb(255, 59, 48),
        "systemOrange": rgb(255, 149, 0),
        "systemYellow": rgb(255, 204, 0),
        "systemGreen": rgb(52, 199, 89),
        "systemMint": rgb(0, 199, 190),
        "systemTeal": rgb(48, 176, 199),
        "systemCyan": rgb(50, 173, 230),
        "systemBlue": rgb(0, 122, 255),
        "systemIndigo": rgb(88, 86, 214),
        "systemPurple": rgb(175, 82, 222),
        "systemPink": rgb(255, 45, 85),
        "systemBrown": rgb(162, 132, 94),
        "systemGray": rgb(142, 142, 147),
        "systemGray2": rgb(174, 174, 178),
        "systemGray3": rgb(199, 199, 204),
        "systemGray4": rgb(209, 209, 214),
        "systemGray5": rgb(229, 229, 234),
        "systemGray6": rgb(242, 242, 247),
        "systemBackground": rgb(255, 255, 255),
        "secondarySystemBackground": rgb(242, 242, 247),
        "tertiarySystemBackground": rgb(255, 255, 255),
        "systemGroupedBackground": rgb(242, 242, 247),
        "secondarySystemGroupedBackground": rgb(255, 255, 255),
        "label": rgb(0, 0, 0),
        "secondaryLabel": rgb(60, 60, 67, 0.6),
        "tertiaryLabel": rgb(60, 60, 67, 0.3),
        "quaternaryLabel": rgb(60, 60, 67, 0.18),
        "separator": rgb(60, 60, 67, 0.29),
        "opaqueSeparator": rgb(198, 198, 200),
        "link": rgb(0, 122, 255),
        "tertiarySystemGroupedBackground": rgb(242, 242, 247),
        "systemFill": rgb(120, 120, 128, 0.2),
        "secondarySystemFill": rgb(120, 120, 128, 0.16),
        "tertiarySystemFill": rgb(118, 118, 128, 0.12),
        "quaternarySystemFill": rgb(116, 116, 128, 0.08),
        "placeholderText": rgb(60, 60, 67, 0.3),
    ]

    /// The dark-mode values of the dynamic system colors (what `resolvedColor(with:)` gives for
    /// `userInterfaceStyle: .dark`, base level, as Apple's color tables and logged resolutions publish them);
    /// names missing here are the same in both modes.
    public static let dark: [String: Color] = [
        "systemRed": rgb(255, 69, 58),
        "systemOrange": rgb(255, 159, 10),
        "systemYellow": rgb(255, 214, 10),
        "systemGreen": rgb(48, 209, 88),
        "systemMint": rgb(99, 230, 226),
        "systemTeal": rgb(64, 200, 224),
        "systemCyan": rgb(100, 210, 255),
        "systemBlue": rgb(10, 132, 255),
        "systemIndigo": rgb(94, 92, 230),
        "systemPurple": rgb(191, 90, 242),
        "systemPink": rgb(255, 55, 95),
        "systemBrown": rgb(172, 142, 104),
        "systemGray2": rgb(99, 99, 102),
        "systemGray3": rgb(72, 72, 74),
        "systemGray4": rgb(58, 58, 60),
        "systemGray5": rgb(44, 44, 46),
        "systemGray6": rgb(28, 28, 30),
        "systemBackground": rgb(0, 0, 0),
        "secondarySystemBackground": rgb(28, 28, 30),
        "tertiarySystemBackground": rgb(44, 44, 46),
        "systemGroupedBackground": rgb(0, 0, 0),
        "secondarySystemGroupedBackground": rgb(28, 28, 30),
        "tertiarySystemGroupedBackground": rgb(44, 44, 46),
        "label": rgb(255, 255, 255),
        "secondaryLabel": rgb(235, 235, 245, 0.6),
        "tertiaryLabel": rgb(235, 235, 245, 0.3),
        "quaternaryLabel": rgb(235, 235, 245, 0.16),
        "placeholderText": rgb(235, 235, 245, 0.3),
        "separator": rgb(84, 84, 88, 0.6),
        "opaqueSeparator": rgb(56, 56, 58),
        "link": rgb(9, 132, 255),
        "systemFill": rgb(120, 120, 128, 0.36),
        "secondarySystemFill": rgb(120, 120, 128, 0.32),
        "tertiarySystemFill": rgb(118, 118, 128, 0.24),
        "quaternarySystemFill": rgb(118, 118, 128, 0.18),
    ]

    /// The color a name stands for in an appearance, or nil for a name UIKit does not have.
    public static func named(_ name: String, appearance: Appearance) -> Color? {
        if appearance == .dark, let color = dark[name] { return color }
        return light[name]
    }
}
