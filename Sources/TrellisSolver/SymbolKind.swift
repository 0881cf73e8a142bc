/// The kind of a tableau symbol, which decides whether it may be negative and whether it may enter the basis.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// An error of a non-required constraint: non-negative, with a cost in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
    /// A temporary symbol used while adding a required constraint.
    case artificial

    /// Whether the symbol must stay non-negative.
    var isRestricted: Bool { self != .external }
}
