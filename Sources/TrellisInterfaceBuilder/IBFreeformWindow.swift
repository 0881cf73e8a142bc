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
enum IBFreeformWindow {
    static func applies(to root: IBSceneRoot, context: IBDocumentContext) -> Bool {
        guard context.usesSafeAreas, let controller = root.controller else { return false }
        return controller.child(key: "freeformSize")?.name == "size"
    }
}
