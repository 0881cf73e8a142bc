import TrellisModel

/// A document constraint that restates one of a stack's own constraints with another constant wins over the stack's.
///
/// A stack ties its first arranged view's edges to its own (`UISV-canvas-connection`), the others' edges across the
/// axis to the first view's (`UISV-alignment`) and each view's start along the axis to the end of the one before it
/// (`UISV-spacing`), all required. A document may pin the same two anchors itself with another constant (an arranged
/// view 5 pt inside its stack's top, or 5 pt after its neighbour in a stack spaced 0): the two cannot both hold, and
/// the engine would break the one written last, the document's. Interface Builder's canvas breaks the stack's
/// instead and keeps the document's constant, the views after the first following it across the axis. Measured in
/// two xibs of two projects, neither flagging a view: ealpago's newsApp NewsTableViewCell.xib (Xcode 13.2, toolsVersion
/// 19529) pins a title label 5 pt inside the top, leading and trailing of a vertical fill stack 190 pt wide and a
/// subtitle 5 pt below it, and an image view 5 pt inside the top and both sides of a second stack: it stores the label
/// at (5, 5, 180, 24), the subtitle at (5, 34, 180, 86) (aligned with the label, not the stack) and the image at
/// (5, 5, 120, 80) with a button at (5, 85, 120, 35), the second stack 130 wide (120 + 5 + 5), where breaking the
/// document's pins put them all at x = 0 and y = 0 (3 of 9 frames; 9 with this rule); AnastasiaHolovash's Deadlines
/// CustomTableViewCell.xib (Xcode 10.2, 14490.70) pins a 50 × 80 button 10 pt inside the top and bottom of a
/// horizontal fill stack and stores it 10.5 pt down in a 100.5-pt stack at y = −1.5, not at its top: with this rule
/// those three numbers come out exactly (2 of 9 frames; 5). A constraint whose anchors differ from the stack's (a later
/// arranged view pinned to the stack's edge across the axis, which the stack aligns with the first view) keeps the
/// engine's choice: breaking every stack constraint before the document's lost a frame of krishvios' signvios
/// RecentSummaryCollectionViewCell.xib (Xcode 10.2), whose stored frames keep a stack's canvas connection over a chain
/// of document pins that overflows the cell. Documents outside Xcode 10.2 to 13 keep the engine's choice too (none of
/// the corpora's documents of other versions has such a conflict). The mark is the stack's, scene key `restatedPinsWin`.
enum IBStackRestatedPins {
    static let toolsVersions = 14490..<20000

    /// The scene with its stacks whose anchors a document constraint restates marked
    /// (``StackProperties/restatedPinsWin``).
    static func marked(_ scene: Scene, toolsVersion: Int) -> Scene {
        var scene = scene
        guard toolsVersions.contains(toolsVersion) else { return scene }
        var stacks: [String: ViewNode] = [:]
        collectStacks(scene.root, into: &stacks)
        guard !stacks.isEmpty else { return scene }
        let written = scene.constraints + scene.allViews.flatMap(\.constraints)
        let restated = Set(written.compactMap { restatedStack($0, stacks: stacks) })
        if !restated.isEmpty { mark(&scene.root, stacks: restated) }
        return scene
    }

    private static let edges: Set<LayoutAttribute> = [.leading, .trailing, .top, .bottom]

    /// The stack whose anchors a constraint restates, if any.
    static func restatedStack(_ constraint: LayoutConstraint, stacks: [String: ViewNode]) -> String? {
        guard constraint.priority >= LayoutConstraint.required, constraint.relation == .equal, constraint.multiplier == 1,
              let second = constraint.second, let secondAttribute = constraint.secondAttribute,
              constraint.first.guide == .view, second.guide == .view,
              edges.contains(constraint.firstAttribute), edges.contains(secondAttribute) else { return nil }
        let first = constraint.first.view, firstAttribute = constraint.firstAttribute
        // An arranged view's edge and the same edge of its stack.
        if firstAttribute == secondAttribute {
            for (stackID, view) in [(first, second.view), (second.view, first)] {
                guard let stack = stacks[stackID], !stack.stack.layoutMarginsRelative,
                      stack.children.contains(where: { $0.id == view }) else { continue }
                return stackID
            }
            return nil
        }
        // Two arranged views' facing edges along their stack's axis (a spacing).
        for stack in stacks.values where stack.children.contains(where: { $0.id == first })
            && stack.children.contains(where: { $0.id == second.view }) {
            let axis = stack.stack.axis
            let start: LayoutAttribute = axis == .horizontal ? .leading : .top
            let end: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
            if Set([firstAttribute, secondAttribute]) == [start, end] { return stack.id }
        }
        return nil
    }

    private static func collectStacks(_ node: ViewNode, into stacks: inout [String: ViewNode]) {
        if node.kind == .stack { stacks[node.id] = node }
        for child in node.children { collectStacks(child, into: &stacks) }
    }

    private static func mark(_ node: inout ViewNode, stacks: Set<String>) {
        if stacks.contains(node.id) { node.stack.restatedPinsWin = true }
        for index in node.children.indices { mark(&node.children[index], stacks: stacks) }
    }
}
