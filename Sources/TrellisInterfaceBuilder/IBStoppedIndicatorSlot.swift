/// Xcode's canvas arranges a stopped activity indicator that hides when stopped as shown in its stack: it keeps its
/// slot and the spacing on both of its sides, though the document says `hidden="YES"`.
///
/// Xcode writes `hidden="YES"` on an `activityIndicatorView` with `hidesWhenStopped="YES"` that is not `animating`
/// (every such indicator in the corpora carries it; no indicator that hides when stopped and is not animating is
/// stored without it), and its canvas lays the indicator out as a visible arranged view. Measured on two documents
/// of two projects, neither flagged misplaced:
/// - Pocket Casts' EpisodeCell.xib, Xcode 26 (toolsVersion 24506): a horizontal fill stack (spacing 5) of a hidden
///   16-pt image view, such an indicator (16 × 16), three more hidden 16-pt views, a visible 16-pt image view and a
///   visible label stores the indicator at x = 0, the image view at 21 = 16 + 5 and the label at 42, the three hidden
///   views mid-spacing at 18.5; collapsed, the image view would start at 0 and the label at 21 (6 frames apart).
/// - BrentMifsud's TheMovieManager, Main.storyboard, Xcode 10.2 (14490.70): a vertical fillEqually stack (spacing 12)
///   of six visible controls and, last, such an indicator stores the indicator at y = 264, 32 tall, a seventh share:
///   7 × 32 + 6 × 12 = 296, the stack's stored height; collapsed, six shares of 39.33 (2 frames apart, the stack and
///   the indicator: its siblings' positions inside the stack happen to agree).
/// - A declared one-document extension to Xcode 8.3: stufengrau's udacity-ios-FinalProject, BookCase Main.storyboard
///   (toolsVersion 12118, 375 × 667): a vertical stack (spacing 20, centred) of a 20.5-pt label and such an indicator
///   stores the indicator at y = 40.5, 20 tall, and the stack 60.5 tall = 20.5 + 20 + 20 (2 frames apart collapsed).
/// Other hidden arranged views of the same stacks collapse (IBStack), so only such an indicator is shown. Documents
/// before Xcode 8.3 are unmeasured and keep the indicator hidden. Trellis draws the indicator too (whether the canvas
/// draws a stopped one was not measured; its frames are what is compared).
enum IBStoppedIndicatorSlot {
    /// The first Xcode measured: 8.3 (toolsVersion 12118; 12000 is Xcode 8.3's first).
    static let sinceToolsVersion = 12000

    /// Whether `element`, an arranged view of a stack, is an activity indicator Xcode's canvas arranges as shown.
    static func arrangedAsShown(_ element: XMLElement, toolsVersion: Int) -> Bool {
        toolsVersion >= sinceToolsVersion && element.name == "activityIndicatorView" && element.flag("hidden") == true
            && element.flag("hidesWhenStopped") == true && element.flag("animating") != true
    }
}
