import TrellisModel

/// From Xcode 14.3 (toolsVersion 21700 on) a xib's freeform top-level view shorter than a notched phone's portrait
/// canvas is laid out again, as in Xcode 9 and 10 (IBLegacyOwnWindow), in a window of its own size: the device's whole
/// bottom inset (the home indicator's 34 pt) at its bottom, not only the part of the screen's insets it would overlap
/// at the screen's top-left corner. Its top inset is the same either way (the view starts under the sensor housing).
///
/// Measured on two documents of two projects, each a freeform view on the 414 × 896 canvas with content pinned to its
/// safe area's bottom, neither flagged by Xcode:
/// - Mprogrammer2020's UIkit-App NavigationView.xib (Xcode 14.3, toolsVersion 21701): a 414 × 160 view stores a bar
///   pinned to the view's top and the safe area's bottom 126 tall, ending at 160 − 34, and the three controls centred
///   on it at the centre of 0 … 126 (a button at y = 63 − 1.5 − 22 = 39.5).
/// - AmityCo's ASC-UIKit AmityCommentView.xib (Xcode 15.1, 22505): a 334 × 217 view stores the five views chained to
///   its safe area's bottom 34 pt above where the overlapped part of the screen would put them.
/// The earlier versions keep the overlap (IBXibViewSafeArea): Xcode 11.4 to 13.2 saves of freeform views on the same
/// canvas (five documents of four projects) and an Xcode 14.2 save (21507) of a 209 × 197 view on the 393 × 852 canvas
/// store content pinned to the safe area's bottom flush with the view's bottom. Storyboard controllers are not
/// concerned (a freeform controller has had its own window since Xcode 12, IBFreeformWindow; a container view's child
/// is not measured in these versions and keeps the overlap).
enum IBXcode143XibWindow {
    static let firstToolsVersion = 21700

    /// Whether a xib's top-level view of `size` is laid out in a window of its own size.
    static func applies(freeform: Bool, size: Size, canvas: IBCanvas, toolsVersion: Int) -> Bool {
        freeform && toolsVersion >= firstToolsVersion && canvas.hasHomeIndicator
            && size.width <= canvas.size.width && size.height < canvas.size.height
    }
}

extension IBXcode143XibWindow {
    /// Whether a xib's top-level collection reusable view of `size` that fits on a notched phone's portrait canvas is
    /// laid out, as a freeform view is from Xcode 14.3, in a window of its own size: the home indicator's whole 34 pt
    /// at its bottom where the part of the screen it overlaps at the screen's top-left would give none
    /// (IBFittingCellSafeArea, measured on an Xcode 11.5 cell). Interface Builder shows a reusable view, as a freeform
    /// view, on a canvas of the size it is given.
    /// Measured in one document, an extension of the freeform view's window above: GabrielMors's
    /// Bootcamp-mobile-ios-2025.2 CustomCollectionReusableView.xib (toolsVersion 24128) stores a 341 × 96 section header
    /// on the 393 × 852 canvas whose label, pinned to its top and to its safe area's bottom, is 62 tall, ending 34 pt
    /// above the header's bottom (the overlapped part would make it 96 tall). Top-level collection cells are not
    /// measured from Xcode 14.3 and keep the overlapped part; the top inset is the same either way.
    static func appliesToReusableView(_ element: XMLElement, size: Size, canvas: IBCanvas, toolsVersion: Int) -> Bool {
        element.name == "collectionReusableView" && toolsVersion >= firstToolsVersion && canvas.hasHomeIndicator
            && !canvas.isLandscape && size.width <= canvas.size.width && size.height < canvas.size.height
    }

    /// The safe-area insets of such a reusable view `size` tall: the device's top and bottom insets, each at most the
    /// view's height, the bottom one NOT cut down to what the top one leaves (the layout guide's top and bottom are
    /// pinned to the view's edges independently, so in a view shorter than both insets the guide's bottom lies above
    /// its top). One-document extension: iosgroup17's MIT-Group17-iOS HeaderCollectionReusableView.xib (toolsVersion
    /// 24765, an Indian university team's app, unflagged) stores a 320 × 50 section header on the 393 × 852 canvas
    /// whose headline label, pinned to the header's top and to its safe area's bottom, is (10, 0, 300, 16): the bottom
    /// inset is the whole 34 pt (50 − 34 = 16) although the 59-pt top inset already covers the header's height; cut
    /// down, the label would be 50 tall. No other top-level reusable view on disk is shorter than its insets.
    static func reusableViewInsets(top: Double, bottom: Double, in size: Size) -> Insets {
        let height = max(0, size.height)
        return Insets(top: min(max(0, top), height), left: 0, bottom: min(max(0, bottom), height), right: 0)
    }
}
