/// The side margins Xcode 11 gives the content view of a table cell that is a top-level object of a xib.
///
/// A cell laid out by a table takes its content view's side margins from the table (16 pt in cells up to 375 pt
/// wide, 20 in wider ones: IBSceneBuilder+Views). A xib's top-level cell has no table, and Xcode 11 (toolsVersion
/// 14800–16999, Xcode 11.0 to 11.7) lays it out with 15-pt side margins on a canvas narrower than 414 pt and 20 from
/// 414 up, whatever the cell's own width (the values of UIKit's default separator inset on those phones before
/// iOS 11; why Xcode 11 alone uses them is not known). Measured on public xibs: Xcode 11.0 saves of a 320-pt and a 387-pt cell on the
/// 375 × 667 canvas store content pinned to the content view's leading and trailing margins 15 pt inside it
/// (openfoodfacts' AllergensAddTableViewCell, NutritionTableRowTableViewCell), an Xcode 11.5 save of a 331-pt cell
/// on the 414 × 896 canvas 20 pt inside it (woocommerce's IssueRefundTableViewCell); the top and bottom stay 11.
/// Xcode 10 (a 375-pt cell) and Xcode 12–13 (320-pt cells on 375 and 414 canvases) store 16, and an Xcode 11.3
/// storyboard's prototype cell in a table on the 375-pt canvas 16: those keep the table's rule.
/// Xcode 11.3 (toolsVersion 15700–15999) keeps the table's rule on the 414-pt canvas too, the cell's width deciding:
/// four 320-pt cells of two apps store content pinned to the content view's side margins 16 pt inside it (Onion
/// Browser's SecurityLevelCell and CircuitNodeCell, 15702; QuickBlox's ActionCell and UserTableViewCell, 15705), where
/// the canvas rule gives 20. Xcode 11.4 and 11.5 do the same with a 320-pt cell (dashwallet's
/// DWContactListTableViewCell, 16096, stores its margin-pinned view 16 pt in on the 414-pt canvas), while their 331-pt
/// cell above keeps 20: from Xcode 11.3 on, only cells up to 320 pt wide take the table's rule there, as in Xcode 12 on
/// (IBCanvasCellMargins). Narrower canvases of Xcode 11.3 to 11.7 are not measured and keep 15.
enum IBXibCellMargins {
    /// The toolsVersions of Xcode 11.3 to 11.7.
    static let xcode113On = 15700..<17000

    /// The side margin, or nil where the table's rule applies.
    static func side(topLevel: Bool, cellWidth: Double?, context: IBDocumentContext) -> Double? {
        guard topLevel, (14800..<17000).contains(context.toolsVersion), !context.canvas.isPad else { return nil }
        let wide = min(context.canvas.size.width, context.canvas.size.height) >= 414
        if wide && xcode113On.contains(context.toolsVersion) && (cellWidth ?? 0) <= 320 { return nil }
        return wide ? 20 : 15
    }
}
