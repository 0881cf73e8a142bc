import TrellisModel

/// The side margins Xcode 14 and later give a root view between 376 and 413 pt wide: 16, not the 20 of wider screens.
///
/// ``SystemLayoutMargins`` gives 20 above 375 pt, which tables on the 390 × 844 canvas bear out (their cells' content
/// 20 pt in, Xcode 12 to 16.1). A root `view` 393 pt wide — the canvas of the iPhone 14 Pro to 16 (`retina6_12`,
/// Xcode 14 on) — is laid out with 16 at the sides instead. Measured on public documents: an Xcode 14.2 storyboard's
/// 393 × 852 controller root stores a stack pinned to its leading and trailing margins at x = 16, 361 wide (a Clima
/// course fork, MichaelPNZ); five xibs of one app, saved by Xcode 16.0 beta (23077.2), an Xcode with the 15.3 plug-in
/// (32700.99.1234) and Xcode 26 (24506), store content pinned to 393-pt top-level views' side margins 16 pt in — three
/// freeform cell-like views of 68 to 135 pt, a 119-pt switch row and a File's Owner's 393 × 852 view whose scroll view
/// and bottom bar preserve its margins (XITRIX/iTorrent's RssFeedCell, PRStorageCell, RssChannelItemCell, PRSwitchView,
/// CellularToggleSetupViewController); and an Xcode 14.1 save (21225) of a 391 × 300 freeform view on the 414 × 896
/// canvas, its own margins 0, stores a stack pinned to its side margins at x = 16, 359 wide (covpass-ios's
/// ParagraphView). So the view's width decides, and 414 is the first width with 20, as for freeform controllers
/// (IBFreeformMargins). No root of 376 to 413 pt storing 20 is known in Xcode 13 or later; the 390-pt iPhone 12
/// measured 20 on iOS 14, and Xcode 12–13 tables of 390 pt give their cells 20 (a table's rule, not changed here).
/// Roots 390 and 402 pt wide are not measured in Xcode 14+ and take the rule; tables keep the table's rule, and roots
/// that follow the readable width or turn the system minimum off are left as they are.
///
/// Before Xcode 14 the rule holds for a root narrower than its canvas: Stopp Corona's ContactTableViewCell.xib
/// (Xcode 11.4, toolsVersion 16096), a 384 × 64 top-level view on the 414 × 896 canvas, stores a checkbox pinned to its
/// leading margin at x = 16 and a label pinned to its trailing margin ending at 368 = 384 − 16 (a held-out document,
/// fourth set, 1 Dec 2026).
///
/// Xcode 13 (toolsVersion 19000–20999) gives a root as wide as the 390-pt canvas the 16 too (measured blind,
/// twenty-second session: four saves of a course's athlete form by four people, Xcode 13.2 (19455, 19529) and 13.3
/// (20037 twice) on the 390 × 844 canvas (`retina6_0`), none flagged, store a stack pinned 30 pt inside the root's
/// leading and trailing margins at x = 46 = 16 + 30, 298 wide, where 20-pt margins give 50 and 290 (20 frames); Xcode
/// 14.2, 14.3 and 16.0 saves of the same form store the same 46 / 298, Xcode 10 saves on 414 pt 50 = 20 + 30). Xcode 12
/// (below 19000) is not measured with a canvas-wide root of 376 to 413 pt and keeps the 20 of
/// SystemLayoutMargins; no other document of the session's corpora (about 270) changes.
enum IBNarrowRootMargins {
    /// The root widths the rule covers: above the 16-pt limit of earlier Xcode, below the first 20-pt width.
    static let widths = 376.0..<414.0

    /// The first toolsVersion whose canvas-wide roots of those widths have 16 (the measured saves are 19455 to
    /// 20037; Xcode 12's 17701 and 18122 are not measured).
    static let firstCanvasWideToolsVersion = 19000

    /// Gives such a `view` root of an Xcode 13+ document, or one narrower than its canvas in an earlier document,
    /// 16-pt side margins in place of the system minimum's 20.
    static func apply(to scene: inout Scene, root: IBSceneRoot, width: Double, canvasWidth: Double, toolsVersion: Int) {
        guard toolsVersion >= firstCanvasWideToolsVersion || width < canvasWidth, Self.widths.contains(width),
              root.element.name == "view", scene.respectsSystemMinimumMargins,
              root.element.flag("layoutMarginsFollowReadableWidth") != true else { return }
        scene.margins.left = max(scene.margins.left, 16)
        scene.margins.right = max(scene.margins.right, 16)
        scene.respectsSystemMinimumMargins = false
    }
}
