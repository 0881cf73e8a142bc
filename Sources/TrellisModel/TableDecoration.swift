/// The styles of a table view (UITableView.Style).
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
    /// Cells across the whole width, on systemBackground.
    case plain
    /// Sections across the whole width on systemGroupedBackground, a hairline above and below each.
    case grouped
    /// Sections inset by the layout margins with rounded corners (radius 10) on systemGroupedBackground.
    case insetGrouped
}

/// What the renderer draws for a view that a `table` entry made, beyond its background and subviews.
public enum TableDecoration: Sendable, Hashable {
    /// A cell: a one-pixel separator of the color along its bottom, from its text's leading edge to its trailing
    /// edge (UITableView's separatorInset follows the text); nil for none (a section's last cell).
    case cell(separator: Color?, textID: String)
    /// A grouped section: hairlines of the color across its top and bottom edges.
    case groupedSection(separator: Color)
    /// The disclosure indicator (a chevron) at the trailing edge of its bounds.
    case disclosure(Color)
    /// The checkmark accessory at the trailing edge of its bounds.
    case checkmark(Color)
    /// An icon drawn in the color inside its bounds (a Settings-style tile's glyph).
    case icon(BarIcon, Color)
}
