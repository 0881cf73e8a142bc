import TrellisModel

/// Xcode 14.0's to 14.2's canvases put a hidden arranged view that comes after every visible one at its stack's start,
/// as Xcode 15's and 16's do (IBStackHiddenAtStart); a hidden view before the first visible one still collapses there.
///
/// Measured on two xibs of two projects, saved by Xcode 14 (toolsVersion 21225 and 21507), neither flagged misplaced
/// (team study set "modern", 4 Dec 2026):
/// - unstoppabledomains' unstoppable-ios-app, DomainSelectionCell.xib (toolsVersion 21225): a centre-aligned horizontal
///   fill stack (spacing 0, height 20) of a visible 41.5-pt label and, after it, a hidden LoadingIndicatorView with a
///   width of 100 and a height of 16 of its own stores the hidden view at (0, 2, 100, 16); collapsed after the label
///   it would be at x = 41.5. The stack's other 18 frames are placed either way.
/// - stakwork's sphinx-ios, NewChatHeaderView.xib (toolsVersion 21507): a vertical fill stack of a visible 65-pt view
///   and, after it, a hidden PinnedMessageView with a height of 50 of its own stores the hidden view at
///   (0, 0, 393, 50), the stack 65 tall; collapsed it would be at y = 65.
/// Both hidden views keep their own length (IBStack's `hiddenViewsKeepingOwnSize`). A hidden view between two visible
/// ones is left mid-spacing (the first project's ManageDomainRecordCell.xib, toolsVersion 21507, stores two hidden
/// 20-pt buttons at x = 80.5 between a stack ending at 76.5 and a button at 84.5, spacing 8; its 16 frames are placed
/// with or without the key). The hidden views before the first visible one that Xcode 14.3 stores where they collapse (VLC, x = −28 and −56;
/// IBStackHiddenAtStart) are left to the collapse here, and so are Xcode 14.3 and 15.0 documents (toolsVersion 21678
/// on), whose hidden views after the last visible one are unmeasured: the key is set only for toolsVersion
/// 21225–21599 (Xcode 14.0 to 14.2) and fill stacks, the distribution of both stacks measured, and fillEqually ones
/// (a declared one-document extension: Keval-Patel-1608's IOS-Development midterm storyboard, toolsVersion 21507,
/// stores a 129 × 129 hidden view after a visible one of a 129-pt fillEqually row at x = 0; collapsed after it, 129;
/// no document on disk moves with the extension). Extended to Xcode 15.0 (toolsVersion 22000–22504, below the Xcode 15
/// saves of IBStackHiddenAtStart) on one document, measured blind: reisdev's sibs-ios-challenge Books storyboard
/// (toolsVersion 22154, not flagged) stores a hidden "Buy now" button after a visible 24-pt title label of a vertical
/// fill stack (spacing 8) at (0, 0, 195.67, 0), where the collapse puts it at y = 24 (no document on disk moves).
/// Xcode 14.3 (21600–21999) stays unmeasured for trailing views and keeps the collapse.
enum IBStackTrailingHiddenAtStart {
    /// Xcode 14.0 to 14.2 (from 21225, the first measured save, to below Xcode 14.3's 21678) and Xcode 15.0.
    static let toolsVersions = [21225..<21600, 22000..<22505]

    static func apply(to stack: inout StackProperties, _ element: XMLElement, toolsVersion: Int) {
        guard toolsVersions.contains(where: { $0.contains(toolsVersion) }), [.fill, .fillEqually].contains(stack.distribution),
              hasTrailingHiddenView(element, toolsVersion: toolsVersion) else { return }
        stack.hiddenTrailingViewsAtStart = true
    }

    /// Whether the stack `element` has a hidden arranged view (by its own `hidden`, not a stopped indicator the canvas
    /// shows: IBStoppedIndicatorSlot) after its last visible one; a stack with no visible arranged view has none.
    static func hasTrailingHiddenView(_ element: XMLElement, toolsVersion: Int) -> Bool {
        guard let ends = IBStackHiddenAtStart.hiddenEndViews(element, toolsVersion: toolsVersion) else { return false }
        return IBStackHiddenAtStart.placedAtStart(ends.trailing, toolsVersion: toolsVersion)
    }
}
