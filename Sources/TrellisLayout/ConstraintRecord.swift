import TrellisModel
import TrellisSolver

/// A constraint as the engine added it to the solver, with what diagnostics need to name it.
struct ConstraintRecord {
    /// What the constraint came from; its text is only made when a diagnostic needs it.
    var source: RecordSource
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

    /// The constraint a stack generated, while this record stands for it.
    var generated: LayoutConstraint? {
        guard stack != nil, case .constraint(let constraint) = source else { return nil }
        return constraint
    }

    /// Whether a stack generated it to collapse a hidden arranged view (`UISV-hiding`).
    var isStackHiding: Bool { generated?.text?.hasPrefix("UISV-hiding") ?? false }

    /// How the constraint reads in a diagnostic: its text, its view and where it was written.
    var quoted: String {
        var place: [String] = []
        if let owner { place.append(owner) }
        if let location { place.append(location.description) }
        return place.isEmpty ? "`\(text)`" : "`\(text)` (\(place.joined(separator: ", ")))"
    }

    /// Whether this record comes after another in file order (used to pick the one to break).
    func isLater(than other: ConstraintRecord) -> Bool {
        if let a = location, let b = other.location, a.file == b.file, (a.line, a.column) != (b.line, b.column) {
            return (a.line, a.column) > (b.line, b.column)
        }
        return order > other.order
    }
}

/// Where a record came from, enough to write its text.
enum RecordSource {
    case constraint(LayoutConstraint)
    case frame(Rect)
    case intrinsic(Axis, size: Double, priority: Double, isHugging: Bool)
    case contentSize(Axis, Double)

    var text: String {
        switch self {
        case .constraint(let constraint):
            return constraint.describedText
        case .frame(let frame):
            return "frame: [\(constraintNumber(frame.minX)), \(constraintNumber(frame.minY)), \(constraintNumber(frame.width)), \(constraintNumber(frame.height))]"
        case .intrinsic(let axis, let size, let priority, let isHugging):
            let name = axis == .horizontal ? "width" : "height"
            return "intrinsic \(name) \(constraintNumber(size)) @\(constraintNumber(priority)) (\(isHugging ? "hugging" : "compression resistance"))"
        case .contentSize(let axis, let size):
            return "contentSize \(axis == .horizontal ? "width" : "height") \(constraintNumber(size))"
        }
    }
}

extension LayoutConstraint {
    /// The constraint written out in the scene's syntax (for constraints built in code, which have no text).
    var describedText: String {
        if let text { return writesSeveralConstraints(text) ? "\(text) [\(firstAttribute.rawValue)]" : text }
        var result = "\(first).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second {
            result += "\(second).\((secondAttribute ?? firstAttribute).rawValue)"
            if multiplier != 1 { result += " * \(constraintNumber(multiplier))" }
            if constant != 0 { result += constant < 0 ? " - \(constraintNumber(-constant))" : " + \(constraintNumber(constant))" }
        } else {
            result += constraintNumber(constant)
        }
        if priority != LayoutConstraint.required { result += " @\(constraintNumber(priority))" }
        return result
    }
}

/// A number in a constraint's text: the layout document's shortest decimal, and `inf`/`nan` as Swift spells them.
private func constraintNumber(_ value: Double) -> String {
    value.isFinite ? formatLayoutNumber(value) : "\(value)"
}

/// Whether a constraint's written text stands for several constraints (`edges == superview`,
/// `left, right == headView`, a VFL string), so a diagnostic must say which attribute it means.
private func writesSeveralConstraints(_ text: String) -> Bool {
    let characters = Array(text)
    let relation = characters.indices.dropLast().first { "=<>".contains(characters[$0]) && characters[$0 + 1] == "=" }
    guard let relation else { return true }  // a VFL string: `H:|-[a]-|`
    let left = String(characters[..<relation])
    if left.contains(",") { return true }
    let words = left.split(whereSeparator: { !$0.isLetter })
    return words.contains { ["edges", "size", "center", "horizontalEdges", "verticalEdges"].contains(String($0)) }
}
