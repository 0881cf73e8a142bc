import TrellisModel

/// Where optional constraints tie, Xcode settles them with every plain view at least 0 wide and tall.
///
/// Xcode never stores a negative size, and UIKit's engine appears to treat sizes as non-negative: its "Unable to
/// simultaneously satisfy constraints" log, quoted in public issue threads, names sets that hold only with a negative
/// width or height (a lone `width == -16`; a stack pinned 4 and 10 pt inside a 0-wide bar; a label, an 8-pt gap and a
/// button between the margins of a 0-wide header). Apple's documentation does not say so.
/// Measured: Habitica's ToastView.xib (Xcode 15.0, toolsVersion 22155, not flagged) has a plain container (`width == 0`
/// at 500) holding a plain view pinned 8 pt in on both sides (`width == 0` at 500), after a 70-pt run in a box with
/// `width == 50` at 500. Weighing the three 500s alone (errors |box − 50| + |container| + |container − 16|), the least
/// error is a 0-wide container, its inner view −16 wide and the box 70 wide; Xcode stores the container 16 wide, the
/// inner view 0 and the box 86, the least error once the inner view cannot go below 0 (3 frames). No document of the
/// 583 on disk stores a negative width or height (6,197 frames).
///
/// The bound is added to plain views and scroll views (no intrinsic size holds them at 0 through compression
/// resistance), and to every arranged view of a hidden stack, whose hiding beats their compression resistance where the
/// stack keeps its spacings (IBHiddenStackContentLength: HalloApp's hidden error stack stores its label and button 0
/// tall, not −8), at 999.9999: above every optional constraint and every priority the stack layout generates, below
/// required ones. Where required constraints of the document force a negative size, Trellis keeps its earlier result
/// (the size goes negative with a `negative-size` warning): which of them UIKit breaks there was not measured (an Xcode
/// 7 storyboard with a label pinned 253 below the top guide and centred on a 568-pt view stores it at its centre, the
/// top pin broken, where the rule for centre pins would break the centre).
enum IBNonNegativeSizes {
    /// The priority of the bound: above the stack layout's 999.999, below required.
    static let priority: Double = 999.9999

    /// The scene with the bounds added after its own constraints.
    static func bounded(_ scene: Scene, toolsVersion: Int = 0) -> Scene {
        var result = scene
        result.constraints += constraints(below: scene.root)
        if IBConflictHold.holds(toolsVersion: toolsVersion) { result.constraints += requiredBounds(below: scene.root) }
        return result
    }

    static func requiredBounds(below root: ViewNode) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var pending = root.children
        while let node = pending.popLast() {
            for attribute in [LayoutAttribute.width, .height] {
                result.append(LayoutConstraint(LayoutItem(node.id), attribute, .greaterThanOrEqual, constant: 0,
                                               priority: LayoutConstraint.required, origin: .generated))
            }
            pending.append(contentsOf: node.children)
        }
        return result
    }

    /// `width >= 0` and `height >= 0` for every plain view and scroll view below `root`, and every arranged view of a
    /// hidden stack.
    static func constraints(below root: ViewNode) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var pending = root.children
        var inHiddenStack: Set<String> = []
        while let node = pending.popLast() {
            if node.kind == .stack, node.isHidden { inHiddenStack.formUnion(node.children.map(\.id)) }
            if node.kind == .view || node.kind == .scroll || inHiddenStack.contains(node.id) {
                for attribute in [LayoutAttribute.width, .height] {
                    result.append(LayoutConstraint(LayoutItem(node.id), attribute, .greaterThanOrEqual, constant: 0,
                                                   priority: priority, origin: .generated))
                }
            }
            pending.append(contentsOf: node.children)
        }
        return result
    }
}
