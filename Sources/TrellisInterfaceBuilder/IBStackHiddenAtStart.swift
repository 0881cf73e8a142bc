import TrellisModel

/// Xcode 15's canvas puts a hidden arranged view that keeps a length of its own at its stack's start when no visible
/// view comes before it or none comes after it.
///
/// Measured on two xibs of two projects, both saved by Xcode 15 (toolsVersion 22505), the views concerned not flagged
/// misplaced (so Xcode's own layout puts them there):
/// - mishadovhiy's AlertViewLibrary, AlertView.xib: a centre-aligned vertical stack (spacing 20) of a hidden 80-pt box,
///   a visible 47.5-pt stack and a hidden 45-pt button row stores both hidden views at y = 0, the visible stack at
///   y = 0 too; inside that visible stack a hidden 45-pt box before a visible one is stored at y = 0 as well.
/// - AdamYoneda's DiffableDataSourceChatBootcamp, OwnMessageCollectionViewReplyCell.xib: a horizontal stack (spacing
///   20) of a visible 107-pt view and a hidden 40 × 40 image view (width 40, 1:1) stores the image view at x = 0.
/// Where the collapse would put them (IBStack): y = −80, 47.5 and −45, x = 107. A hidden view between two visible
/// ones is still stored mid-spacing in Xcode 15 (the same project's MessageListTableViewCell.xib: 286.67 between
/// views ending at 284 and starting at 289, spacing 5), and Xcode 12.4 to 14.3 documents store end views where they
/// collapse (Zotero, VLC: x = −28, −56, the last visible view's end), so the key is set only for Xcode 15 documents
/// (toolsVersion 22000–22999) and fill stacks, the distribution of every stack measured; Xcode 16's canvas is
/// unmeasured.
enum IBStackHiddenAtStart {
    static func apply(to stack: inout StackProperties, toolsVersion: Int) {
        guard toolsVersion >= 22000, toolsVersion < 23000, stack.distribution == .fill,
              !stack.hiddenViewsKeepingOwnSize.isEmpty else { return }
        stack.hiddenEndViewsAtStart = true
    }
}
