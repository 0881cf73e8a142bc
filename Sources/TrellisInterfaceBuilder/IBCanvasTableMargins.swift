import TrellisModel

/// The side margin Xcode 11 to 16.1 give the cells of a storyboard table placed inside a controller's view on a phone
/// canvas wider than 375 pt when the table itself is 375 pt wide or narrower.
///
/// ``IBTableCellMargins`` lets the table's width decide (16 up to 375 pt, 20 wider), which is the canvas's rule for a
/// table filling the screen. A narrower table placed in a view does not get the narrow width's 16: its cells keep the
/// canvas's 20, as a xib's top-level cell wider than 320 pt does from Xcode 12 on (``IBCanvasCellMargins``, three xibs
/// of two apps: 350- and 351-pt cells on 414 × 896 store their content 20 pt in, a 489-pt cell on 375 × 667 16 pt in).
/// Measured on a storyboard: Tuwaiq-1000-Swift-01's Chat-App (Xcode 13.1, toolsVersion 19455, retina6_1) places a
/// 374-pt table at x = 20 in a 414 × 896 controller's view; its 374-pt prototype cell (no accessory) stores a label
/// pinned to the content view's leading margin + 8 at x = 28 and trailing margin − 8 at 346, and a second label at
/// leading margin + 20 at x = 40: side margins of 20 where the table's width would give 16. A second app, another
/// person's: hmustafabolat's TechCareer FoodStore (Xcode 15, toolsVersion 22154, retina6_1) places a 374-pt cart table
/// at x = 20 on 414 × 896; its cell stores a button pinned to the content view's trailing margin, and a label
/// trailing-aligned with it, ending at 354 = 374 − 20, not 358, and a label 71 pt before the button ending at 235. No
/// document of the corpora shows the other way. The 393-pt canvas does the same (measured blind, seventeenth session, one
/// project: Aminochka4's Advanced-IOS-25, Xcode 16.1, 23504, places a 361-pt table at x = 16 on 393 × 852; its cell
/// stores an image pinned to the content view's leading margin at x = 20, and two labels 12 pt after it at 182, not
/// 16 and 178), so the canvas counts from the width where UIKit's wide margins start (over 375 pt), not from 414; no
/// other document of 1,200 moves. Xcode 11 (toolsVersion 14800–16999) does the same on its 414-pt canvas (measured
/// blind, eighteenth session, two projects: FaisalBabkoor's MemeMe-2.0, Xcode 11.2, 15400, places a 374-pt table at
/// x = 20 on 414 × 896 and stores an image view pinned to its prototype cell's leading margin + 1 at x = 21, not 17;
/// felipefhenriques' ProjetoDiario2 Home.storyboard, Xcode 11.4, 16096, places a 374-pt table at x = 20 on 414 × 896
/// and stores its Subtitle-style cell's two labels, which UIKit puts at the content view's leading margin, at x = 20,
/// not 16), as an Xcode 11 xib's top-level cell takes 20 on the 414-pt canvas whatever its width
/// (``IBXibCellMargins``). Xcode 16.2 changed the cells of tables up to 390 pt to 16 (``IBXcode162CellMargins``),
/// iPads, landscape, freeform roots (``IBFreeformMargins``), tables of 320 pt and less, and Xcode 10 (whose tables in
/// a view have 15, ``IBLegacyCellMargins``) are not measured: they keep the table's width.
enum IBCanvasTableMargins {
    /// The side margin of the cells of `table` (a `tableView` element that is not the scene's root), or nil where the
    /// table's width decides.
    static func side(table: XMLElement, isRoot: Bool, root: IBSceneRoot, context: IBDocumentContext) -> Double? {
        if let narrow = narrowCanvasSide(table: table, root: root, context: context) { return narrow }
        guard table.name == "tableView", !isRoot, context.isStoryboard,
              (14800..<23700).contains(context.toolsVersion),
              let width = IBGeometry.rect(table)?.width, width > 320,
              width <= SystemLayoutMargins.narrowWidthLimit, !root.isFreeform,
              let rootWidth = IBGeometry.rect(root.element)?.width else { return nil }
        let canvas = context.canvas
        guard !canvas.isPad, canvas.size.width < canvas.size.height, canvas.size.width > SystemLayoutMargins.narrowWidthLimit,
              rootWidth > SystemLayoutMargins.narrowWidthLimit else { return nil }
        return 20
    }

    /// The other way round: a table wider than a narrow phone canvas (375 pt or less, portrait) gives its cells the
    /// canvas's 16, not the 20 of its own width, as UIKit's minimum margins follow the screen (a declared
    /// one-document extension). Measured: chat21's chat21-ios-demo Chat.storyboard (toolsVersion 14109, Xcode 9.3,
    /// `retina4_7`, not flagged) embeds the messages table controller in a container pinned 4 pt outside the
    /// margins, 383 × 559, and its four prototype cells store their content pinned to the content view's side margins
    /// 16 pt in: a date label at leading margin + 7 at x = 23, 337 wide, not 27 and 329 (9 frames of four cells). A
    /// freeform root keeps its own rule (``IBFreeformMargins``).
    static func narrowCanvasSide(table: XMLElement, root: IBSceneRoot, context: IBDocumentContext) -> Double? {
        let canvas = context.canvas
        guard table.name == "tableView", !canvas.isPad, !root.isFreeform, canvas.size.width < canvas.size.height,
              canvas.size.width <= SystemLayoutMargins.narrowWidthLimit,
              let width = IBGeometry.rect(table)?.width, width > SystemLayoutMargins.narrowWidthLimit else { return nil }
        return SystemLayoutMargins.side(forWidth: canvas.size.width)
    }
}
