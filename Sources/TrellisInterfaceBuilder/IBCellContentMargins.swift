import TrellisModel

/// The layout margins of a table cell's content view that preserves its superview's margins and sets its own.
///
/// The table gives a cell's content view its margins (11 pt at the top and bottom, 16 or 20 at the sides:
/// IBViewMargins) whatever the document writes there. A content view marked `preservesSuperviewLayoutMargins` with
/// margins of its own keeps the larger of the two on each edge, as UIKit documents for that property (the
/// superview's margins are used where they are larger than the view's own). Measured on public xibs of Xcode 10–12:
/// corona-warn-app's ExposureDetectionGuideCell (own 16 all round) stores a label pinned to the top margin 16 pt
/// down; its RiskLegendDotBodyCell (own 8/16) and Loop's BolusProgressTableViewCell (own 8/15/8/8) store 11 at the
/// top and 20 at the sides; a content view that does not preserve them keeps the table's (ExposureSubmissionStepCell,
/// own 0/16/8/16, stores 11 and 20).
enum IBCellContentMargins {
    /// `table` (the margins the table sets), raised to `element`'s own where it preserves its superview's margins.
    static func preserving(_ table: Insets, element: XMLElement) -> Insets {
        guard element.flag("preservesSuperviewLayoutMargins") == true, let own = IBGeometry.margins(element) else { return table }
        return Insets(top: max(own.top, table.top), left: max(own.left, table.left),
                      bottom: max(own.bottom, table.bottom), right: max(own.right, table.right))
    }
}
