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
/// required ones. Where required constraints of the document force a negative size, `requiredBounds` (below) makes
/// that a required conflict from Xcode 6 on; in older documents the size still goes negative with a `negative-size`
/// warning.
enum IBNonNegativeSizes {
    /// The priority of the bound: above the stack layout's 999.999, below required.
    static let priority: Double = 999.9999

    /// The scene with the bounds added after its own constraints, and the required ones from Xcode 6 on.
    static func bounded(_ scene: Scene, toolsVersion: Int) -> Scene {
        var result = scene
        result.constraints += constraints(below: scene.root)
        if IBConflictHold.holds(toolsVersion: toolsVersion) { result.constraints += requiredBounds(below: scene.root) }
        return result
    }

    /// `width >= 0` and `height >= 0`, required, for every view below `root`, in documents from Xcode 6 on (where
    /// `IBConflictHold` holds): required constraints that would size a view below 0 then form a required conflict,
    /// whose views keep their stored frames on that axis, as Xcode never stores a negative size. ONE DOCUMENT (a
    /// declared extension of the two rules): fahmidev013's ios-architecture LayoutPrototype storyboard (Xcode 8.3,
    /// toolsVersion 12121, 320 × 568, not flagged) pins a 46-pt button 44 pt below a text field ending at 269, 249 pt
    /// below the top layout guide at 64 and 269 pt above the bottom one at 568: 568 − 313 − 269 = −14 tall. Xcode
    /// stores it at (137, 313, 46, 30), its own height, the bottom pin broken; Trellis gave it −14 (1 frame). Optional
    /// constraints give way to the bound as to any required constraint (a squeezed label stops at 0).
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
