/// Whether Xcode lays a view controller's root out in a window of the root's own freeform size, with the device's
/// whole safe-area insets, rather than at the top-left corner of the device's screen, where the root would get only
/// the part of the screen's insets it overlaps.
///
/// A controller whose Simulated Size is Freeform (`<size key="freeformSize">`) in a document with safe-area layout
/// guides: measured on two Nextcloud storyboards of two Xcode versions. An Xcode 15.3 save (toolsVersion 22685) of
/// a 300 × 200 controller on the 390 × 844 canvas stores a label 15 pt below the safe area's top at y = 62 (47) and
/// buttons pinned to the safe area's bottom ending at 166 (34), although the root, placed at the screen's top-left,
/// would end far above the home indicator; an Xcode 13 save (18122) of a 300 × 500 controller on the 320 × 480 canvas,
/// which has no insets, stores buttons pinned to the safe area's bottom flush with the root's bottom, although the
/// root would reach 20 pt below the screen. Both are what a window of the root's own size gives, as for a xib view
/// wider than the screen (IBXibViewSafeArea). Not for documents without safe-area guides (an Xcode 14.2 save of a
/// 300 × 310 controller on the 390 × 844 canvas keeps its bottom layout guide at the root's bottom), nor for a
/// controller embedded in a container view, whose size the container decides (InferredBarsTests).
///
/// Not before Xcode 12 (toolsVersion below 17000): Xcode 11 lays such a root out at the top-left corner of the device's
/// screen, with the part of the screen's insets it overlaps. Measured: three Xcode 11.5 saves (16096) of 414 × 400
/// freeform controllers on the 414 × 896 canvas (COVID-19-app-iOS-BETA's Unexposed, CheckinDrawer and
/// QuestionnaireDrawer storyboards) store a scroll view pinned to the safe area's top and bottom at y = 44, 356 tall:
/// the 44-pt top the root overlaps and no home-indicator bottom, where a window of the root's size would end it 34 pt
/// higher. A root taller than the screen keeps its own window in Xcode 10.2 too (a 414 × 1400 controller of
/// DiscordStackViewSample stores a scroll view pinned to the safe area at y = 44, 1400 − 44 − 34 tall). Between Xcode
/// 11.5 and 15.3 only the Xcode 13 save above was measured, which cannot tell the two apart, so the bound is a guess.
///
/// Xcode 10 (toolsVersion 14000–14799) lays a shorter root out in its own window too, as it does a taller one: the
/// overlap is Xcode 11's. Measured blind in one more document (forty-second session's probe of large storyboards):
/// academyss's ios-Academy-Roman Application.storyboard (Xcode 10.2, toolsVersion 14490.70, the 414 × 896 canvas, not
/// flagged) stores two freeform controllers, 375 × 200 and 375 × 667, whose views pinned to the safe area's top and
/// bottom are stored at y = 44, 122 and 589 tall: 200 − 44 − 34 and 667 − 44 − 34, the home indicator's 34 pt at the
/// bottom of each root, where the overlap at the screen's top-left gives none (156 and 623 tall; 5 frames with the views
/// inside them). With DiscordStackViewSample's taller root, two projects of Xcode 10.2; Xcode 10.0 and 10.1 follow them
/// unmeasured, Xcode 9 keeps the overlap (unmeasured). The Xcode 11 drawers are as wide as their canvas and these two
/// narrower, so a rule by width would fit the four documents as well; none on disk tells the two readings apart.
enum IBFreeformWindow {
    /// The first toolsVersion known to lay a freeform controller shorter than the screen out in its own window:
    /// Xcode 12's.
    static let firstToolsVersion = 17000

    /// Whether `root`, `height` points tall, is laid out in a window of its own size.
    static func applies(to root: IBSceneRoot, height: Double, context: IBDocumentContext) -> Bool {
        // Xcode 10 lays it out in its own window too; Xcode 11 (14800–16999) does not.
        let ownWindow = context.toolsVersion >= firstToolsVersion || IBToolsVersion.xcode10.contains(context.toolsVersion)
        guard context.usesSafeAreas, let controller = root.controller,
              ownWindow || height > context.canvas.size.height else { return false }
        return controller.child(key: "freeformSize")?.name == "size"
    }
}
