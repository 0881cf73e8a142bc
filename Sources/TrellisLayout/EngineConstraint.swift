import TrellisModel
import TrellisSolver

/// A constraint as the engine added it to the solver, with what diagnostics need to name it.
///
/// (The solver keeps its own `ConstraintRecord` of rows and markers; this one is the engine's, in engine variables.)
struct EngineConstraint {
    /// What the constraint came from; its text is only made when a diagnostic needs it.
    var source: EngineConstraintSource
    /// The text as the scene wrote it (or a description of a generated constraint).
    var text: String { source.text }
    /// The view whose `layout:` list holds it; nil for top-level and generated constraints.
    var owner: String?
    var location: SourceLocation?
    /// The view and axis a diagnostic about it is about.
    var view: String?
    var axis: Axis?
    var priority: Double
    /// Position in the order constraints were collected (the scene's order).
    var order: Int
    var lhs: LinearForm
    var relation: Relation
    var rhs: LinearForm
    var handle: ConstraintHandle?
    var isBroken = false
    /// The stack view (node index) that generated it, if any.
    var stack: Int? = nil

    /// A constraint not yet in the solver, its priority clamped to 0…required.
    static func make(_ source: EngineConstraintSource, owner: String?, location: SourceLocation?, view: String?, axis: Axis?,
                     priority: Double, lhs: LinearForm, relation: Relation, rhs: LinearForm) -> EngineConstraint {
        EngineConstraint(source: source, owner: owner, location: location, view: view, axis: axis,
                         priority: min(max(priority, 0), LayoutConstraint.required), order: 0, lhs: lhs, relation: relation, rhs: rhs)
    }

    /// The constraint a stack generated, while this record stands for it.
    var generated: LayoutConstraint? {
        guard stack != nil, case .constraint(let constraint) = source else { return nil }
        return constraint
    }

    /// Whether a stack generated it to collapse a hidden arranged view (`UISV-hiding`).
    var isStackHiding: Bool { generated?.text?.hasPrefix("UISV-hiding") ?? false }

    /// How early the scene's importer marked it to be broken in a conflict (``LayoutConstraint/yieldRank``); 0 for
    /// a constraint the layout generated.
    var yieldRank: Int {
        guard case .constraint(let constraint) = source else { return 0 }
        return constraint.yieldRank
    }

    /// How the constraint reads in a diagnostic: its text, its view and where it was written.
    var quoted: String {
        var place: [String] = []
        if let owner { place.append(owner) }
        if let location { place.append(location.description) }
        return place.isEmpty ? "`\(text)`" : "`\(text)` (\(place.joined(separator: ", ")))"
    }

    /// Whether this record comes after another in file order (used to pick the one to break).
    func isLater(than other: EngineConstraint) -> Bool {
        if let a = location, let b = other.location, a.file == b.file, (a.line, a.column) != (b.line, b.column) {
            return (a.line, a.column) > (b.line, b.column)
        }
        return order > other.order
    }
}

/// Where an engine constraint came from, enough to write its text.
enum EngineConstraintSource {
    case constraint(LayoutConstraint)
    case frame(Rect)
    case intrinsic(Axis, size: Double, priority: Double, isHugging: Bool)
    case contentSize(Axis, Double)
    /// `contentSize: VIEW.size`: the content area's size on an axis equals that view's.
    case contentSizeOf(Axis, String)

    var text: String {
        switch self {
        case .constraint(let constraint):
            return constraint.describedText
        case .frame(let frame):
            return "frame: [\(formatConstraintNumber(frame.minX)), \(formatConstraintNumber(frame.minY)), \(formatConstraintNumber(frame.width)), \(formatConstraintNumber(frame.height))]"
        case .intrinsic(let axis, let size, let priority, let isHugging):
            let name = axis == .horizontal ? "width" : "height"
            return "intrinsic \(name) \(formatConstraintNumber(size)) @\(formatConstraintNumber(priority)) (\(isHugging ? "hugging" : "compression resistance"))"
        case .contentSize(let axis, let size):
            return "contentSize \(axis == .horizontal ? "width" : "height") \(formatConstraintNumber(size))"
        case .contentSizeOf(let axis, let view):
            let name = axis == .horizontal ? "width" : "height"
            return "contentSize \(name) == \(view).\(name)"
        }
    }
}

extension LayoutConstraint {
    /// The constraint as the scene wrote it, followed by the attribute meant when the text wrote several;
    /// for constraints built in code, which have no text, the equation.
    var describedText: String {
        guard let text else { return equationText }
        return origin.writesSeveral ? "\(text) [\(firstAttribute.rawValue)]" : text
    }
}
