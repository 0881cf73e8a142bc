import TrellisModel

/// Which horizontal pin Interface Builder's canvas drops when a row of views inside a cell cannot fit it: the trailing
/// one, keeping the leading pin, as it keeps a chain's top pin and drops the bottom one (``IBBottomPinYields``).
///
/// Measured on the 2,480 documents of corpora-s13..s21 (twenty-first session, h21conflict: every unflagged scene with
/// an unsatisfiable set, each written member of the set removed in turn and the scene laid out again). Where the
/// stored frames pick one member and the set has a view's leading and trailing pins to its superview, Xcode dropped the
/// trailing pin in every document, whichever was written last:
/// - beamtan FoodRecipe-iOS-App, PopularRecipeCollectionViewCell.xib (Xcode 15.3 plug-in): a view 220 wide of its
///   own pinned to both sides of a 247-pt collection cell's content view, stored at x = 0, 220 wide; the leading pin
///   is written last, and Trellis dropped it and put the view at x = 27.
/// - neoighodaro food-delivery-ios-app (Xcode 9.4, 13771): in a 375-pt table cell, an 80-pt image on the leading
///   margin, a name label 8 after it with `width >= 271` and 8 past the trailing margin; stored with the label from
///   x = 104, 271 wide, ending 8 pt beyond where the trailing pin puts it; Trellis dropped the image's leading pin,
///   written last, and put the image and both labels beside it 8 pt left of their stored places.
/// - Agreeing where the trailing pin is written last (Trellis was right already): NiravPatel Chat ChatMessageCell.xib
///   (Xcode 10.1: a label `width <= 250` pinned 32 from each side of a 326-pt cell, stored at x = 32),
///   Igor-bite ChatAppTinkoff MessageTableViewCell.xib (Xcode 12.4: a view `width <= 0.75 × cell` pinned 10 from each
///   side, stored at x = 10) and islamhakim97 Store-Search SearchResultCell.xib (Xcode 13); in those, dropping the
///   leading pin instead moves 1–3 views.
/// No scene on disk fits a leading pin dropped over a trailing one. A trailing pin is ranked after every member the
/// other rules mark (``LayoutConstraint/yieldsAfterMarked``), so their choices stand (outside cells, hoptown gotip's
/// stored frames fit its centring pin dropped better than its trailing margin pin). Not settled: Taimuras ITranslator's
/// storyboard collection cell (Xcode 12.4) drops two labels' own widths of 300 and keeps both pins, which neither
/// pin rule gives. Outside cells the sets of this kind on disk are indifferent or stale, and no cell saved before
/// Xcode 9.4 holds one, so the rule is kept to cells from Xcode 9 (toolsVersion 13000); it changes nothing when the
/// constraints can be satisfied.
enum IBTrailingPinYields {
    /// Xcode 9.0's first tools version.
    static let firstToolsVersion = 13000

    /// Marks every required `trailing == trailing` pin between a view inside a cell's content view `cellContents`
    /// and its direct superview (edges, margins or safe area).
    static func mark(_ constraints: inout [LayoutConstraint], parents: [String: String], cellContents: Set<String>,
                     toolsVersion: Int) {
        guard toolsVersion >= firstToolsVersion, !cellContents.isEmpty else { return }
        for index in constraints.indices {
            guard let pin = IBBottomPinYields.edgePin(constraints[index], parents: parents), pin.edge == .trailing,
                  IBCellOwnSizeYields.isInside(pin.view, cellContents, parents: parents) else { continue }
            constraints[index].yieldsAfterMarked = true
        }
    }
}
