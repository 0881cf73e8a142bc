import TrellisModel

/// Parses a Visual Format Language string character by character; errors carry the column inside the string.
struct VisualFormatParser {
    /// The string's Unicode scalars: offsets count them, as libyaml counts columns.
    private let characters: [Unicode.Scalar]
    private var index = 0
    private let metrics: [String: Double]

    init(_ text: String, metrics: [String: Double]) {
        characters = Array(text.unicodeScalars)
        self.metrics = metrics
    }

    private var current: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

    private func fail(_ message: String, at offset: Int? = nil) -> ConstraintSyntaxError {
        ConstraintSyntaxError(offset: offset ?? index, message: message, code: .badVFL)
    }

    private var found: String {
        current.map { "'\($0)'" } ?? "the end of the string"
    }

    private mutating func skipSpaces() {
        while let character = current, character == " " { index += 1 }
    }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func parse() throws(ConstraintSyntaxError) -> VisualFormat {
        var format = VisualFormat(axis: .horizontal, leading: nil, views: [], connections: [], trailing: nil)
        skipSpaces()
        if let first = current, first == "H" || first == "V", index + 1 < characters.count, characters[index + 1] == ":" {
            format.axis = first == "H" ? .horizontal : .vertical
            index += 2
        } else if let first = current, first.isNameStart, index + 1 < characters.count, characters[index + 1] == ":" {
            throw fail("unknown orientation '\(first)'; write 'H:' or 'V:'")
        }
        skipSpaces()
        guard current != nil else { throw fail("empty visual format string; write it as 'H:|-[a]-[b]-|'") }
        if take("|") {
            format.leading = try parseConnection(afterSuperview: true)
        }
        skipSpaces()
        guard current == "[" else {
            throw fail("expected a view such as '[button]', found \(found)")
        }
        format.views.append(try parseView())
        while true {
            skipSpaces()
            guard let character = current else { break }
            let connectionStart = index
            let connection = try parseConnection(afterSuperview: false)
            skipSpaces()
            if take("|") {
                format.trailing = connection
                skipSpaces()
                if current != nil { throw fail("unexpected \(found) after the closing '|'") }
                break
            }
            guard current == "[" else {
                if case .flush = connection {
                    throw fail("expected '-', '[' or '|', found '\(character)'", at: connectionStart)
                }
                throw fail("expected a view such as '[button]' or '|', found \(found)")
            }
            format.connections.append(connection)
            format.views.append(try parseView())
        }
        return format
    }

    /// `-predicates-`, `-`, or nothing.
    private mutating func parseConnection(afterSuperview: Bool) throws(ConstraintSyntaxError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        skipSpaces()
        guard let character = current else {
            throw fail("expected '[', '|' or a spacing after '-', found the end of the string")
        }
        if character == "[" || character == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if character == "(" {
            predicates = try parsePredicateList(inView: false)
        } else if character.isDigit || character.isNameStart || character == "." {
            let offset = index
            let value = try parseConstant()
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: LayoutConstraint.required, offset: offset)]
        } else {
            throw fail("expected a spacing such as '-10-' or '-(>=8)-', found \(found)")
        }
        guard take("-") else { throw fail("expected '-' to close the spacing, found \(found)") }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(ConstraintSyntaxError) -> VisualFormat.View {
        index += 1  // "["
        skipSpaces()
        let name = try parseName(what: "a view name")
        var predicates: [VisualFormat.Predicate] = []
        skipSpaces()
        if current == "(" { predicates = try parsePredicateList(inView: true) }
        guard take("]") else { throw fail("expected ']' to close the view '\(name.name)', found \(found)") }
        return VisualFormat.View(name: name, predicates: predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func parsePredicateList(inView: Bool) throws(ConstraintSyntaxError) -> [VisualFormat.Predicate] {
        index += 1  // "("
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            predicates.append(try parsePredicate(inView: inView))
        } while take(",")
        guard take(")") else { throw fail("expected ',' or ')' in the predicate list, found \(found)") }
        return predicates
    }

    /// `[relation] object [@priority]`.
    private mutating func parsePredicate(inView: Bool) throws(ConstraintSyntaxError) -> VisualFormat.Predicate {
        skipSpaces()
        let offset = index
        var relation = LayoutRelation.equal
        if index + 1 < characters.count, characters[index + 1] == "=", let first = current, (first == "=" || first == "<" || first == ">") {
            relation = first == "=" ? .equal : (first == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
            index += 2
        } else if let first = current, (first == "=" || first == "<" || first == ">") {
            throw fail("'\(first)' is not a relation; write '==', '<=' or '>='")
        }
        skipSpaces()
        let objectOffset = index
        let object: VisualFormat.Predicate.Object
        if let character = current, character.isNameStart {
            let name = try parseName(what: "a view or metric name")
            if let value = metrics[name.name] {
                object = .constant(value)
            } else if inView {
                object = .view(name)
            } else {
                let hint = NameSuggestion.hint(for: name.name, among: metrics.keys.sorted())
                throw fail("unknown metric '\(name.name)'\(hint); a spacing is a number or a metric", at: objectOffset)
            }
        } else {
            object = .constant(try parseConstant())
        }
        var priority = LayoutConstraint.required
        if take("@") {
            skipSpaces()
            let priorityOffset = index
            priority = try parseConstant()
            guard priority > 0, priority <= 1000 else {
                throw fail("priority \(formatConstraintNumber(priority)) is out of range; priorities are in (0, 1000]", at: priorityOffset)
            }
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, offset: offset)
    }

    /// A number or a metric name.
    private mutating func parseConstant() throws(ConstraintSyntaxError) -> Double {
        skipSpaces()
        let start = index
        if let character = current, character.isNameStart {
            let name = try parseName(what: "a metric name")
            if let value = metrics[name.name] { return value }
            let hint = NameSuggestion.hint(for: name.name, among: metrics.keys.sorted())
            throw fail("unknown metric '\(name.name)'\(hint)", at: start)
        }
        if current == "-" || current == "+" { index += 1 }
        while let character = current, character.isDigit || character == "." { index += 1 }
        if current == "e" || current == "E" {
            index += 1
            if current == "-" || current == "+" { index += 1 }
            while let character = current, character.isDigit { index += 1 }
        }
        let text = Self.string(characters[start..<index])
        guard !text.isEmpty, let value = Double(text), value.isFinite else {
            index = start
            throw fail("expected a number, found \(text.isEmpty ? found : "'\(text)'")", at: start)
        }
        return value
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    private mutating func parseName(what: String) throws(ConstraintSyntaxError) -> LocatedName {
        let start = index
        guard let first = current, first.isNameStart else {
            throw fail("expected \(what), found \(found)")
        }
        while let character = current, character.isNameStart || character.isDigit { index += 1 }
        return LocatedName(name: Self.string(characters[start..<index]), offset: start)
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
