import TrellisModel

/// The system minimum side margins Xcode gives a view controller simulated at a freeform size.
///
/// UIKit documents only that a root view's side margins are "16 or 20 points, depending on the size class"
/// (`UIView.layoutMargins`). On device-sized canvases the screen's width decides (``SystemLayoutMargins``: 20 from
/// 390 pt up); a freeform controller narrower than a 414-pt phone gets the compact 16 whatever the canvas: measured in
/// Kickstarter's storyboards (Xcode 15 and 16), two 400 × 600 controllers on an iPad canvas store stacks pinned to the
/// root's margins at x = 16, 368 wide, and the cells of a 400 × 1900 table view controller (whose root is the table)
/// their content 16 pt in, while a 600 × 700 one's cells are 20 pt in. Where between 400 and 600 the margin turns to
/// 20 is not measured; 414, the narrowest regular-width phone in landscape, is taken.
enum IBFreeformMargins {
    /// The narrowest freeform root that gets the 20-point margins.
    static let regularWidth = 414.0

    /// The compact side margin of a freeform controller's root that `width` points wide, or nil when the root is not a
    /// freeform controller narrower than ``regularWidth`` (the usual per-width rule then holds).
    static func side(root: IBSceneRoot, width: Double) -> Double? {
        guard let controller = root.controller, width < regularWidth,
              controller.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics" else { return nil }
        return 16
    }

    /// Applies the compact margin to a scene's root: its own margins, at least 16 at the sides, and no further system
    /// minimum (the layout would raise it to the per-width 20). A root that follows the readable width, or whose
    /// controller turns the system minimum off, is left as it is.
    static func apply(to scene: inout Scene, root: IBSceneRoot, width: Double) {
        guard scene.respectsSystemMinimumMargins, root.element.flag("layoutMarginsFollowReadableWidth") != true,
              let side = side(root: root, width: width) else { return }
        scene.margins.left = max(scene.margins.left, side)
        scene.margins.right = max(scene.margins.right, side)
        scene.respectsSystemMinimumMargins = false
    }
}
