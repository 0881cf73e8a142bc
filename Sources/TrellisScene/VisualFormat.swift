import TrellisModel

/// A parsed Visual Format Language string (Apple's grammar), names not yet resolved.
struct VisualFormat: Sendable {
    /// `==`, `<=` or `>=` an object, at a priority.
    struct Predicate: Sendable {
        enum Object: Sendable {
            case constant(Double)
            case view(LocatedName)
        }
        var relation: LayoutRelation
        var object: Object
        var priority: Double
        var offset: Int
    }

    /// What joins two elements: nothing (`[a][b]`), the standard space (`-`), or predicates (`-10-`, `-(>=8)-`).
    enum Connection: Sendable {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// `[name(predicates)]`.
    struct View: Sendable {
        var name: LocatedName
        var predicates: [Predicate]
    }

    var axis: Axis
    /// The connection to the leading `|`, if the string starts with one.
    var leading: Connection?
    var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection to the trailing `|`, if the string ends with one.
    var trailing: Connection?
}

extension Unicode.Scalar {
    /// `[A-Za-z_]`: what a view or metric name starts with.
    var isNameStart: Bool { (self >= "a" && self <= "z") || (self >= "A" && self <= "Z") || self == "_" }
    /// `[0-9]`.
    var isDigit: Bool { self >= "0" && self <= "9" }
}
