import TrellisModel

/// Parses one constraint string of the scene format's constraint language.
struct ConstraintParser {
    private let tokens: [ConstraintToken]
    private var position = 0
    private let metrics: [String: Double]
    private let viewIDs: Set<String>
    private var multiplierOffset: Int?

    init(_ text: String, metrics: [String: Double], viewIDs: Set<String>) throws(ConstraintSyntaxError) {
        tokens = try ConstraintTokenizer.tokens(text)
        self.metrics = metrics
        self.viewIDs = viewIDs
    }

    private var current: ConstraintToken { tokens[min(position, tokens.count - 1)] }
    private func peek(_ ahead: Int = 1) -> ConstraintToken { tokens[min(position + ahead, tokens.count - 1)] }
    private mutating func advance() { position = min(position + 1, tokens.count - 1) }

    private func isSymbol(_ symbol: String, _ token: ConstraintToken? = nil) -> Bool {
        if case .symbol(let found) = (token ?? current).kind { return found == symbol }
        return false
    }

    private func describe(_ token: ConstraintToken) -> String {
        token.kind == .end ? "the end of the constraint" : "'\(token.text)'"
    }

    /// Parses the whole string.
    mutating func parse() throws(ConstraintSyntaxError) -> ConstraintSyntax {
        guard current.kind != .end else {
            throw ConstraintSyntaxError(offset: 0, message: "empty constraint; write it as 'attribute == item.attribute + constant'")
        }
        let path = try parsePath(what: "an attribute")
        var more: [LocatedName] = []
        while isSymbol(",") {
            advance()
            guard case .identifier(let name) = current.kind else {
                throw ConstraintSyntaxError(offset: current.offset, message: "expected an attribute after ',', found \(describe(current))")
            }
            more.append(LocatedName(name: name, offset: current.offset))
            advance()
        }
        let relationOffset = current.offset
        let relation = try parseRelation()
        let rhs = try parseRightSide()
        var priority = LayoutConstraint.required
        if isSymbol("@") {
            advance()
            priority = try parsePriority()
        }
        guard current.kind == .end else {
            throw ConstraintSyntaxError(offset: current.offset, message: "unexpected \(describe(current)) after the constraint")
        }
        return ConstraintSyntax(lhsPath: path, moreAttributes: more, relation: relation, relationOffset: relationOffset,
                                rhs: rhs, priority: priority, multiplierOffset: multiplierOffset)
    }

    private mutating func parsePath(what: String) throws(ConstraintSyntaxError) -> [LocatedName] {
        guard case .identifier(let first) = current.kind else {
            throw ConstraintSyntaxError(offset: current.offset, message: "expected \(what), found \(describe(current))")
        }
        var path = [LocatedName(name: first, offset: current.offset)]
        advance()
        while isSymbol(".") {
            advance()
            guard case .identifier(let name) = current.kind else {
                throw ConstraintSyntaxError(offset: current.offset, message: "expected a name after '.', found \(describe(current))")
            }
            path.append(LocatedName(name: name, offset: current.offset))
            advance()
        }
        return path
    }

    private mutating func parseRelation() throws(ConstraintSyntaxError) -> LayoutRelation {
        let token = current
        guard case .symbol(let symbol) = token.kind else {
            throw ConstraintSyntaxError(offset: token.offset, message: "expected '==', '>=' or '<=', found \(describe(token))")
        }
        switch symbol {
        case "==": advance(); return .equal
        case ">=": advance(); return .greaterThanOrEqual
        case "<=": advance(); return .lessThanOrEqual
        case "=": throw ConstraintSyntaxError(offset: token.offset, message: "'=' is not a relation; write '=='")
        case ">", "<":
            throw ConstraintSyntaxError(offset: token.offset,
                                        message: "'\(symbol)' is not a relation; write '\(symbol)=' (Auto Layout has no strict inequality)")
        default:
            throw ConstraintSyntaxError(offset: token.offset, message: "expected '==', '>=' or '<=', found \(describe(token))")
        }
    }

    /// Whether an identifier at the current position stands for a number (a metric that is not a view id).
    private func identifierIsMetric() -> Bool {
        guard case .identifier(let name) = current.kind else { return false }
        return metrics[name] != nil && !viewIDs.contains(name) && !isSymbol(".", peek())
    }

    private mutating func parseRightSide() throws(ConstraintSyntaxError) -> ConstraintSyntax.RightSide {
        let start = current.offset
        var isNumber = false
        switch current.kind {
        case .number: isNumber = true
        case .symbol(let symbol): isNumber = symbol == "-" || symbol == "+"
        case .identifier: isNumber = identifierIsMetric()
        case .end:
            throw ConstraintSyntaxError(offset: current.offset, message: "expected a number or an item after the relation, found the end of the constraint")
        }
        if isNumber {
            multiplierOffset = current.offset
            let value = try parseNumber()
            guard isSymbol("*"), case .identifier = peek().kind else { return .constant(value, offset: start) }
            advance()
            let path = try parsePath(what: "an item")
            let constant = try parseConstantTail()
            return .term(path: path, multiplier: value, constant: constant)
        }
        let path = try parsePath(what: "an item")
        var multiplier = 1.0
        if isSymbol("*") || isSymbol("/") {
            let divide = isSymbol("/")
            advance()
            let numberOffset = current.offset
            multiplierOffset = numberOffset
            let value = try parseNumber()
            if divide {
                guard value != 0 else { throw ConstraintSyntaxError(offset: numberOffset, message: "division by zero") }
                multiplier = 1 / value
            } else {
                multiplier = value
            }
        }
        if case .identifier("inset") = current.kind {
            let offset = current.offset
            advance()
            let insets = try parseInsets()
            return .inset(path: path, multiplier: multiplier, insets: insets, offset: offset)
        }
        let constant = try parseConstantTail()
        return .term(path: path, multiplier: multiplier, constant: constant)
    }

    /// `{(+|-) number}`: the constant after a term.
    private mutating func parseConstantTail() throws(ConstraintSyntaxError) -> Double {
        var constant = 0.0
        while isSymbol("+") || isSymbol("-") {
            let negative = isSymbol("-")
            advance()
            let value = try parseNumber()
            constant += negative ? -value : value
        }
        return constant
    }

    /// A signed number or a metric name.
    private mutating func parseNumber() throws(ConstraintSyntaxError) -> Double {
        var sign = 1.0
        while isSymbol("-") || isSymbol("+") {
            if isSymbol("-") { sign = -sign }
            advance()
        }
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return sign * value
        case .identifier(let name):
            if let value = metrics[name] {
                advance()
                return sign * value
            }
            let hint = NameSuggestion.hint(for: name, among: metrics.keys.sorted())
            throw ConstraintSyntaxError(offset: token.offset, message: "unknown metric '\(name)'\(hint)")
        default:
            throw ConstraintSyntaxError(offset: token.offset, message: "expected a number, found \(describe(token))")
        }
    }

    /// Insets after `inset`: a number, `[vertical, horizontal]`, `[top, left, bottom, right]` or `{top: …, …}`.
    private mutating func parseInsets() throws(ConstraintSyntaxError) -> Insets {
        if isSymbol("[") {
            let open = current.offset
            advance()
            var values: [Double] = []
            while true {
                values.append(try parseNumber())
                if isSymbol(",") { advance(); continue }
                guard isSymbol("]") else {
                    throw ConstraintSyntaxError(offset: current.offset, message: "expected ',' or ']' in the insets, found \(describe(current))")
                }
                advance()
                break
            }
            switch values.count {
            case 2: return Insets(top: values[0], left: values[1], bottom: values[0], right: values[1])
            case 4: return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            default:
                throw ConstraintSyntaxError(offset: open, message: "insets need [vertical, horizontal] or [top, left, bottom, right], found \(values.count) numbers")
            }
        }
        if isSymbol("{") {
            advance()
            var insets = Insets.zero
            while !isSymbol("}") {
                guard case .identifier(let side) = current.kind else {
                    throw ConstraintSyntaxError(offset: current.offset, message: "expected top, left, bottom or right, found \(describe(current))")
                }
                let sideOffset = current.offset
                advance()
                guard isSymbol(":") else {
                    throw ConstraintSyntaxError(offset: current.offset, message: "expected ':' after '\(side)', found \(describe(current))")
                }
                advance()
                let value = try parseNumber()
                switch side {
                case "top": insets.top = value
                case "left": insets.left = value
                case "bottom": insets.bottom = value
                case "right": insets.right = value
                default:
                    let hint = NameSuggestion.hint(for: side, among: ["top", "left", "bottom", "right"])
                    throw ConstraintSyntaxError(offset: sideOffset, message: "unknown side '\(side)' in insets\(hint)")
                }
                if isSymbol(",") { advance() } else if !isSymbol("}") {
                    throw ConstraintSyntaxError(offset: current.offset, message: "expected ',' or '}' in the insets, found \(describe(current))")
                }
            }
            advance()
            return insets
        }
        return Insets(all: try parseNumber())
    }

    private mutating func parsePriority() throws(ConstraintSyntaxError) -> Double {
        let token = current
        var value: Double
        switch token.kind {
        case .identifier("required"): value = LayoutConstraint.required; advance()
        case .identifier("high"): value = LayoutConstraint.high; advance()
        case .identifier("low"): value = LayoutConstraint.low; advance()
        case .identifier("fittingSize"): value = LayoutConstraint.fittingSize; advance()
        case .identifier(let name) where metrics[name] == nil:
            let hint = NameSuggestion.hint(for: name, among: ["required", "high", "low", "fittingSize"] + metrics.keys.sorted())
            throw ConstraintSyntaxError(offset: token.offset, message: "unknown priority '\(name)'\(hint)")
        default: value = try parseNumber()
        }
        value += try parseConstantTail()
        guard value > 0, value <= 1000 else {
            throw ConstraintSyntaxError(offset: token.offset, message: "priority \(formatConstraintNumber(value)) is out of range; priorities are in (0, 1000]")
        }
        return value
    }
}
