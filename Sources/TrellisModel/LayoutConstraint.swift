/// An attribute of a view or layout guide, as NSLayoutConstraint.Attribute names it.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    /// Whether this is a size (width, height) rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// The axis the attribute lies on.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
        }
    }
}

/// Which rectangle of a view an item names: the view itself or one of its layout guides.
public enum LayoutGuide: String, Sendable, Hashable {
    /// The view itself (for a scroll view, seen from inside: edges are the content area, sizes the frame).
    case view
    /// A scroll view's contentLayoutGuide: always the content area.
    case content
    /// A scroll view's frameLayoutGuide: always the frame, at the scroll offset in content coordinates.
    case frame
    /// The view's layoutMarginsGuide.
    case margins
    /// The view's safeAreaLayoutGuide.
    case safeArea
    /// The view's readableContentGuide: the margins guide, at most the readable width wide, centred.
    case readable
}

/// One side of a constraint: a view (by id; `view` is the root) and which of its rectangles.
public struct LayoutItem: Sendable, Hashable, CustomStringConvertible {
    public var view: String
    public var guide: LayoutGuide
    public init(_ view: String, guide: LayoutGuide = .view) { self.view = view; self.guide = guide }
    public var description: String { guide == .view ? view : "\(view).\(guide.rawValue)" }
}

/// The relation of a constraint.
public enum LayoutRelation: String, Sendable, Hashable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// Where a constraint came from, so a diagnostic can say which one of several it means.
public enum ConstraintOrigin: String, Sendable, Hashable {
    /// Written as one constraint (`top == other.bottom + 8`).
    case written
    /// One of several that a compound expression wrote (`edges == superview`, `left, right == a`, `size == 50`).
    case compound
    /// One of the constraints of a Visual Format Language string.
    case visualFormat
    /// Made by a container's rules (a stack view's arrangement), not written in the scene.
    case generated

    /// Whether the written text stands for several constraints, so it must be followed by the attribute meant.
    public var writesSeveral: Bool { self == .compound || self == .visualFormat }
}

/// `first.firstAttribute relation multiplier × second.secondAttribute + constant @priority`, as NSLayoutConstraint.
public struct LayoutConstraint: Sendable, Hashable {
    public var first: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// The second item; nil for a constant size (`width == 100`).
    public var second: LayoutItem?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// In (0, 1000]; 1000 is required.
    public var priority: Double
    /// Where the scene wrote it, if it came from a file.
    public var location: SourceLocation?
    /// The text as the scene wrote it (`top == childView1.bottom + 50`), for diagnostics.
    public var text: String?
    /// How the scene wrote it: alone, as part of a compound expression or a VFL string, or generated.
    public var origin: ConstraintOrigin
    /// The size classes it is installed in (`when:`); nil for all. ``Scene/resolved(for:)`` keeps or drops it.
    public var condition: TraitCondition? = nil
    /// Broken first among equal-priority members of an unsatisfiable set, before the last written (an importer's
    /// knowledge of which constraint its tool drops; set by the Interface Builder importer, not written in scenes).
    public var yieldsInConflict: Bool = false
    /// Broken before unmarked members of equal priority but after every member marked ``yieldsInConflict`` (a cell's
    /// trailing pin, which Interface Builder drops before the leading one; set by the Interface Builder importer).
    public var yieldsAfterMarked: Bool = false
    /// A stack's own constraint that gives way to a scene constraint pinning the same two anchors (an arranged view's
    /// edge and its stack's, or two neighbours' facing edges) at its priority: set on the constraints a stack with
    /// ``StackProperties/restatedPinsWin`` generates.
    public var yieldsToRestatement: Bool = false

    /// Whether one of its sides is a view's safe-area guide (``LayoutGuide/safeArea``): of two members marked to
    /// yield, the one pinned to a safe area is kept.
    public var pinsToSafeArea: Bool { first.guide == .safeArea || second?.guide == .safeArea }

    /// Whether another constraint relates the same two anchors (item and attribute), in either order.
    public func sharesAnchors(with other: LayoutConstraint) -> Bool {
        guard let second, let secondAttribute, let otherSecond = other.second, let otherAttribute = other.secondAttribute
        else { return false }
        if first == other.first, firstAttribute == other.firstAttribute, second == otherSecond,
           secondAttribute == otherAttribute { return true }
        return first == otherSecond && firstAttribute == otherAttribute && second == other.first
            && secondAttribute == other.firstAttribute
    }

    /// Of equal-priority members of an unsatisfiable set, the higher rank is broken first (ties: the last written):
    /// 0 not marked to yield; 1 marked to yield after the marked ones (``yieldsAfterMarked``); 2 marked and pinned to
    /// a safe area; 3 marked; 4 a marked inequality (an importer marks inequalities only where its tool drops them
    /// before the equalities it marks, as Interface Builder drops a view's own minimum size before a cell's bottom pin).
    public var yieldRank: Int {
        guard yieldsInConflict else { return yieldsAfterMarked ? 1 : 0 }
        if relation != .equal { return 4 }
        return pinsToSafeArea ? 2 : 3
    }

    public init(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                location: SourceLocation? = nil, text: String? = nil, origin: ConstraintOrigin = .written) {
        self.first = first; self.firstAttribute = firstAttribute; self.relation = relation
        self.second = second; self.secondAttribute = second == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier; self.constant = constant; self.priority = priority
        self.location = location; self.text = text; self.origin = origin
    }

    /// Named priorities of the scene format.
    public static let required: Double = 1000
    public static let high: Double = 750
    public static let low: Double = 250
    public static let fittingSize: Double = 50
}

extension LayoutConstraint {
    /// The constraint in the scene syntax with both items named: `b.leading == a.trailing + 8`,
    /// `a.width == s.width * 0.5 @999`, `b.height == 0 @999.999` (the one printer of a constraint).
    public var equationText: String {
        var result = "\(first).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second {
            result += "\(second).\((secondAttribute ?? firstAttribute).rawValue)"
            if multiplier != 1 { result += " * \(formatConstraintNumber(multiplier))" }
            if constant != 0 { result += constant < 0 ? " - \(formatConstraintNumber(-constant))" : " + \(formatConstraintNumber(constant))" }
        } else {
            result += formatConstraintNumber(constant)
        }
        if priority != LayoutConstraint.required { result += " @\(formatConstraintNumber(priority))" }
        return result
    }
}
