import TrellisModel

/// The colors the chrome and table drawing use, in light or dark mode: UIKit's system colors with their published
/// values (the same as NamedColors' table) and the bar material, which Apple does not publish.
struct ChromePalette {
    let appearance: Appearance

    private func pick(_ light: Color, _ dark: Color) -> Color { appearance == .dark ? dark : light }
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// `label`: the status bar's glyphs (a dark status bar over light content), titles and cell text.
    var label: Color { pick(.black, .white) }
    /// `secondaryLabel`: detail text, section headers and footers.
    var secondaryLabel: Color { pick(Self.rgb(60, 60, 67, 0.6), Self.rgb(235, 235, 245, 0.6)) }
    /// `systemBlue`, the default tint.
    var systemBlue: Color { pick(Self.rgb(0, 122, 255), Self.rgb(10, 132, 255)) }
    /// `systemGray`: unselected tab bar items.
    var systemGray: Color { Self.rgb(142, 142, 147) }
    /// `systemGray3`: the disclosure chevron of a cell.
    var systemGray3: Color { pick(Self.rgb(199, 199, 204), Self.rgb(72, 72, 74)) }
    /// `separator`: cell separators.
    var separator: Color { pick(Self.rgb(60, 60, 67, 0.29), Self.rgb(84, 84, 88, 0.6)) }
    /// `systemBackground`: a plain table's cells.
    var systemBackground: Color { pick(.white, .black) }
    /// `systemGroupedBackground`: behind a grouped table's sections.
    var groupedBackground: Color { pick(Self.rgb(242, 242, 247), .black) }
    /// `secondarySystemGroupedBackground`: a grouped table's cells.
    var groupedCellBackground: Color { pick(.white, Self.rgb(28, 28, 30)) }
    /// The bars' fill over the blurred backdrop, standing in for `systemChromeMaterial`: Apple publishes no values;
    /// a near-white (near-black) at 80% lets the blurred content show through as on a phone.
    var barMaterial: Color { pick(Self.rgb(249, 249, 249, 0.8), Self.rgb(29, 29, 31, 0.8)) }
    /// The bars' hairline (UIBarAppearance's shadow): black at 30% in light mode, white at 15% in dark mode.
    var barHairline: Color { pick(Color(red: 0, green: 0, blue: 0, alpha: 0.3), Color(red: 1, green: 1, blue: 1, alpha: 0.15)) }
}
