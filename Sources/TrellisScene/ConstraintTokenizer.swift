import TrellisModel
/// A token of the constraint language or of the Visual Format Language, with its character offset.
struct ConstraintToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        case number(Double)
        case symbol(String)
        case end
    }
    var kind: Kind
    /// 0-based offset in the string, in Unicode scalars (libyaml counts columns the same way).
    var offset: Int
    /// The text as written.
    var text: String
}

/// An error inside a constraint or VFL string: the character offset and a message.
struct ConstraintSyntaxError: Error, Sendable, Hashable {
    var offset: Int
    var message: String
    var code: DiagnosticCode = .badConstraint
}

/// Splits a constraint string into tokens; spaces separate them and are otherwise ignored.
enum ConstraintTokenizer {
    /// The one-character symbols (the relations `==`, `>=`, `<=` are matched before them).
    static let singleSymbols: Set<Unicode.Scalar> = ["=", ">", "<", "+", "-", "*", "/", "@", ".", ",", "[", "]", "{", "}", ":", "(", ")", "|"]

    static func tokens(_ text: String, code: DiagnosticCode = .badConstraint) throws(ConstraintSyntaxError) -> [ConstraintToken] {
        // Unicode scalars, as libyaml counts columns; every token is ASCII, so the checks below are byte checks.
        let scalars = Array(text.unicodeScalars)
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
        }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
        func word(_ range: Range<Int>) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars[range])
            return result
        }
        var tokens: [ConstraintToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                index += 1
                continue
            }
            let start = index
            if isLetter(scalar) {
                while index < scalars.count, isLetter(scalars[index]) || isDigit(scalars[index]) { index += 1 }
                let name = word(start..<index)
                tokens.append(ConstraintToken(kind: .identifier(name), offset: start, text: name))
                continue
            }
            if isDigit(scalar) || (scalar == "." && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                if index + 1 < scalars.count, scalars[index] == ".", isDigit(scalars[index + 1]) {
                    index += 1
                    while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                }
                let number = word(start..<index)
                guard let value = Double(number), value.isFinite else {
                    throw ConstraintSyntaxError(offset: start, message: "'\(number)' is not a number", code: code)
                }
                tokens.append(ConstraintToken(kind: .number(value), offset: start, text: number))
                continue
            }
            // Two-character relations first, so that `==` wins over `=`.
            if index + 1 < scalars.count, scalars[index + 1] == "=", scalar == "=" || scalar == ">" || scalar == "<" {
                let symbol = word(index..<index + 2)
                tokens.append(ConstraintToken(kind: .symbol(symbol), offset: start, text: symbol))
                index += 2
                continue
            }
            guard singleSymbols.contains(scalar) else {
                throw ConstraintSyntaxError(offset: start, message: "unexpected character '\(scalar)'", code: code)
            }
            let symbol = String(Character(scalar))
            tokens.append(ConstraintToken(kind: .symbol(symbol), offset: start, text: symbol))
            index += 1
        }
        tokens.append(ConstraintToken(kind: .end, offset: scalars.count, text: ""))
        return tokens
    }
}
