import TrellisModel

/// The colors the chrome and table drawing use, in light or dark mode: UIKit's system colors with their published
/// values (``SystemColors``) and the bar material, which Apple does not publish.
struct ChromePalette {
    let appearance: Appearance

    private func pick(_ light: Color, _ dark: Color) -> Color { appearance == .dark ? dark : light }
    /// A system color by its UIKit name (every name used here is in the table).
    private func system(_ name: String) -> Color { SystemColors.named(name, appearance: appearance) ?? .black }
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// `label`: the status bar's glyphs (a dark status bar over light content), titles and cell text.
    var label: Color { system("label") }
    /// `secondaryLabel`: detail text, section headers and footers.
    var secondaryLabel: Color { system("secondaryLabel") }
    /// `systemBlue`, the default tint.
    var systemBlue: Color { system("systemBlue") }
    /// `systemGray`: unselected tab bar items.
    var systemGray: Color { system("systemGray") }
    /// `systemGray3`: the disclosure chevron of a cell.
    var systemGray3: Color { system("systemGray3") }
    /// `separator`: cell separators.
    var separator: Color { system("separator") }
    /// `systemBackground`: a plain table's cells.
    var systemBackground: Color { system("systemBackground") }
    /// `systemGroupedBackground`: behind a grouped table's sections.
    var groupedBackground: Color { system("systemGroupedBackground") }
    /// `secondarySystemGroupedBackground`: a grouped table's cells.
    var groupedCellBackground: Color { system("secondarySystemGroupedBackground") }
    /// The bars' fill over the blurred backdrop, standing in for `systemChromeMaterial`: Apple publishes no values;
    /// a near-white (near-black) at 80% lets the blurred content show through as on a phone.
    var barMaterial: Color { pick(Self.rgb(249, 249, 249, 0.8), Self.rgb(29, 29, 31, 0.8)) }
    /// The bars' hairline (UIBarAppearance's shadow): black at 30% in light mode, white at 15% in dark mode.
    var barHairline: Color { pick(Color(red: 0, green: 0, blue: 0, alpha: 0.3), Color(red: 1, green: 1, blue: 1, alpha: 0.15)) }
}
