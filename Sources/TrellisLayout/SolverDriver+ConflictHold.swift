import TrellisModel

extension SolverDriver {
    /// The most re-adds `holdConflictingViews` tries. Each one withdraws a constraint and re-solves, so their number
    /// grows with the conflicts times their members squared: an Xcode 9.1 calculator (AhmedUssef's, eleven conflicts of
    /// 13 to 21 members) needed 2,568, which exhausted the solver's work limit before layout and left the frames to
    /// wherever the limit fell (they changed from run to run). The most any other of the 976 studied documents of
    /// sessions 63 to 65 needs is 42, so 64 changes none of them.
    static let readdTrialLimit = 64

    /// Interface Builder's canvas does not lay out the views of a required conflict (IBConflictHold, which gates it to
    /// design documents from Xcode 8 on and cites the measurements): on the conflict's axis, every view whose frame a
    /// member of the conflict constrains keeps its stored position and size, the members are all left out, and the
    /// rest of the scene is laid out around those frames. The stored frames are held at ``DesignHold/conflictPin``,
    /// above every optional constraint: only required constraints outside the conflict move them.
    ///
    /// A held frame that the required constraints left still move off it conflicts with them too: their views are held
    /// as well, round after round (at most eight), until every held frame holds.
    ///
    /// Runs once the build has added every constraint, on the conflicts ``recordsConflicts`` kept. A conflict with a
    /// stack's `UISV-hiding` among its members is left to UIKit's rule (the hidden view collapses; not measured).
    /// Scene files record no conflicts, and UIKit's broken member decides as before.
    func holdConflictingViews(nodes: [EngineNode]) {
        var conflicts = requiredConflicts.filter { !$0.contains(where: { constraints[$0].isStackHiding }) }
        requiredConflicts = []
        // The member UIKit broke while adding was out of the solver when the constraints after it were added, so
        // another conflict it belongs to went unseen (two side-by-side stacks that each contradict their container's
        // height, broken at the first). The canvas lays out neither: add it again without each other member in turn,
        // and leave out the conflicts it meets too (Armkas's ios-quiz, IBConflictHold). The trials are bounded
        // (`readdTrialLimit`) so that a scene of many overlapping conflicts is not re-solved thousands of times.
        var trials = 0
        exploring: for members in conflicts {
            for broken in members where constraints[broken].handle == nil {
                for other in members where other != broken {
                    guard trials < Self.readdTrialLimit else { break exploring }
                    trials += 1
                    if let found = conflictOnReadding(broken, without: other), !found.contains(where: { constraints[$0].isStackHiding }),
                       !conflicts.contains(where: { Set($0) == Set(found) }) {
                        conflicts.append(found)
                    }
                }
            }
        }
        var held: [Int: Set<Axis>] = [:]
        var heldTargets: [(EngineVariable, Double)] = []
        var members = Set(conflicts.joined())
        var rounds = 0
        while !members.isEmpty, rounds < 8 {
            rounds += 1
            var newlyHeld: [Int: Set<Axis>] = [:]
            for member in members.sorted() {
                for term in constraints[member].lhs.terms + constraints[member].rhs.terms {
                    switch quantities[term.variable.index] {
                    case .x(let node), .width(let node): newlyHeld[node, default: []].insert(.horizontal)
                    case .y(let node), .height(let node): newlyHeld[node, default: []].insert(.vertical)
                    default: break
                    }
                }
                remove(member)
            }
            var targets: [(EngineVariable, Double)] = []
            for (node, axes) in newlyHeld.sorted(by: { $0.key < $1.key }) {
                guard nodes[node].parent != nil, let stored = nodes[node].view.storedFrame else { continue }
                for axis in [Axis.horizontal, .vertical] where axes.contains(axis) && !(held[node]?.contains(axis) ?? false) {
                    let horizontal = axis == .horizontal
                    if let position = nodes[node].position(axis) {
                        targets.append((position, horizontal ? stored.minX : stored.minY))
                    }
                    targets.append((nodes[node].size(axis), horizontal ? stored.width : stored.height))
                    held[node, default: []].insert(axis)
                }
            }
            for (variable, target) in targets { pin(variable, to: target, priority: DesignHold.conflictPin) }
            heldTargets += targets
            // A held frame that the required constraints left still move is in conflict with them too: the canvas
            // holds their views as well (the rows of a stack whose own widths contradict the stack's held width).
            members = []
            for (variable, target) in heldTargets {
                for found in requiredConflict(variable, at: target) where !constraints[found].isStackHiding {
                    members.insert(found)
                }
            }
        }
    }
}
