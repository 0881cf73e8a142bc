import TrellisModel

/// A name in a constraint string with its offset (in Unicode scalars).
struct LocatedName: Sendable, Hashable {
    var name: String
    var offset: Int
}

/// A constraint string parsed but not yet resolved against the scene's views.
struct ConstraintSyntax: Sendable {
    /// The right-hand side, as written.
    enum RightSide: Sendable {
        /// A plain number (Masonry's offset rule, or a constant size).
        case constant(Double, offset: Int)
        /// `item[.attribute] [* m] [+ c]`.
        case term(path: [LocatedName], multiplier: Double, constant: Double)
        /// `item[.attribute] [* m] inset insets`.
        case inset(path: [LocatedName], multiplier: Double, insets: Insets, offset: Int)
    }

    /// The dotted path before the first comma: `[top]`, or `[a, top]`, or `[a, margins, top]`.
    var lhsPath: [LocatedName]
    /// Attributes after commas (`left, right, top`).
    var moreAttributes: [LocatedName]
    var relation: LayoutRelation
    var relationOffset: Int
    var rhs: RightSide
    var priority: Double
    /// Where the multiplier is written (for errors about it), if there is one.
    var multiplierOffset: Int?
}
