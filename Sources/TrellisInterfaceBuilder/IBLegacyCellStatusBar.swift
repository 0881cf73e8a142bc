/// Xcode 9 and 10 (toolsVersion 13000–14799) simulate the status bar over a xib's top-level root only when the root's
/// size is inferred, as a controller's view is; a root with a size of its own (a freeform view, IBXibViewSafeArea)
/// keeps none. A top-level collection cell or reusable view never has an inferred size (Interface Builder offers it no
/// simulated metrics: its frame is its item size), so it keeps no status bar either, also when it is wider than the
/// screen and so gets the device's whole top and bottom insets otherwise (IBXibViewSafeArea.isWideReusableView).
/// Measured: SergeiMeza's Messenger-iOS (Xcode 9.2, toolsVersion 14109, 375 × 667 canvas) stores two 391 × 112
/// collection cells whose content is placed on their safe areas as if no inset were there: a label pinned 16 pt below
/// the safe area's top at y = 16 (not 36 under a 20-pt status bar), and an image view 75 tall centred on the safe
/// area at y = 19 (18.5 with no inset, 28.5 under the status bar), a stack centred at 0.75 × that centre at 33 (32.5,
/// 40). A freeform top-level view wider than that canvas, another project's (HunterArley CG_CustomXibView, Xcode 9.4,
/// 417 × 224), stores its labels pinned to its safe area's top at y = 0, as Trellis already lays it out. Table cells
/// do not reach this (they are not laid out in a window of the screen), nor do cells that fit on a notched canvas,
/// whose top inset is the sensor housing whatever the status bar (IBFittingCellSafeArea).
/// Xcode 9.0 and 9.1 collection cells are the exception (xcode91CellShowsStatusBar, one document).
enum IBLegacyCellStatusBar {
    /// Whether `element` is a top-level collection cell or reusable view: a root with a size of its own.
    static func hasOwnSize(_ element: XMLElement) -> Bool {
        ["collectionReusableView", "collectionViewCell"].contains(element.name)
    }

    /// The toolsVersions of Xcode 9.0 and 9.1, whose top-level collection cells keep the status bar.
    static let xcode91Cells = 13000..<13600

    /// Whether `element`, a top-level collection cell of Xcode 9.0 or 9.1 (toolsVersion 13000–13599), keeps the
    /// status bar over it as a root whose size is inferred does, unlike the later Xcode 9 cell above. ONE DOCUMENT
    /// (an extension, said so): trust-wallet's OnboardingPage.xib (Xcode 9.1, toolsVersion 13529, unflagged), a
    /// 449 × 553 collection cell on the 375 × 667 canvas, stores a 0-wide view pinned to the cell's top margin at
    /// y = 20 and one pinned to its bottom margin ending at 553, the two tied to equal heights (104 each): a top
    /// inset of 20 over a root's 0-pt top margin (IBReusableViewMargins) and no bottom inset. Without the status bar
    /// the top one would be at 0; the view is wider than the screen, so it gets the device's whole insets
    /// (IBXibViewSafeArea.isWideReusableView). Reusable views of these versions are not measured and keep none.
    static func xcode91CellShowsStatusBar(_ element: XMLElement, toolsVersion: Int) -> Bool {
        element.name == "collectionViewCell" && xcode91Cells.contains(toolsVersion)
    }
}
