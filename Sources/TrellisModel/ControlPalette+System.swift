extension ControlPalette {
    /// The palette UIKit's controls draw with in `appearance`, from UIKit's system colors (``SystemColors``).
    public static func system(_ appearance: Appearance) -> ControlPalette {
        func named(_ name: String) -> Color { SystemColors.named(name, appearance: appearance) ?? .black }
        var palette = ControlPalette(
            label: named("label"), secondaryLabel: named("secondaryLabel"), placeholder: named("placeholderText"),
            systemFill: named("systemFill"), secondaryFill: named("secondarySystemFill"), tertiaryFill: named("tertiarySystemFill"),
            separator: named("separator"), opaqueSeparator: named("opaqueSeparator"), background: named("systemBackground"),
            switchOn: named("systemGreen"),
            // The selected segment: white in light mode, systemGray2's dark value (99, 99, 102) in dark mode.
            selectedSegment: appearance == .dark ? named("systemGray2") : .white,
            thumb: .white)
        if appearance == .dark { palette.bar = Color(red: 29 / 255, green: 29 / 255, blue: 31 / 255) }
        return palette
    }
}
