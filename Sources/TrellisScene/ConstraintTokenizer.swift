/// A token of the constraint language or of the Visual Format Language, with its character offset.
struct ConstraintToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        case number(Double)
        case symbol(String)
        case end
    }
    var kind: Kind
    /// 0-based character offset in the string.
    var offset: Int
    /// The text as written.
    var text: String
}

/// An error inside a constraint or VFL string: the character offset and a message.
struct ConstraintSyntaxError: Error, Sendable, Hashable {
    var offset: Int
    var message: String
    var code: String = "bad-constraint"
}

/// Splits a constraint string into tokens; spaces separate them and are otherwise ignored.
enum ConstraintTokenizer {
    /// The one-character symbols (the relations `==`, `>=`, `<=` are matched before them).
    static let singleSymbols: Set<Character> = ["=", ">", "<", "+", "-", "*", "/", "@", ".", ",", "[", "]", "{", "}", ":", "(", ")", "|"]

    static func tokens(_ text: String, code: String = "bad-constraint") throws(ConstraintSyntaxError) -> [ConstraintToken] {
        let characters = Array(text)
        var tokens: [ConstraintToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" || character == "\r" {
                index += 1
                continue
            }
            let start = index
            if character.isASCII, character.isLetter || character == "_" {
                while index < characters.count, characters[index].isASCII,
                      characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                let word = String(characters[start..<index])
                tokens.append(ConstraintToken(kind: .identifier(word), offset: start, text: word))
                continue
            }
            if character.isASCII, character.isNumber || (character == "." && index + 1 < characters.count
                                                          && characters[index + 1].isASCII && characters[index + 1].isNumber) {
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
                if index < characters.count, characters[index] == ".", index + 1 < characters.count,
                   characters[index + 1].isASCII, characters[index + 1].isNumber {
                    index += 1
                    while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
                }
                let word = String(characters[start..<index])
                guard let value = Double(word), value.isFinite else {
                    throw ConstraintSyntaxError(offset: start, message: "'\(word)' is not a number", code: code)
                }
                tokens.append(ConstraintToken(kind: .number(value), offset: start, text: word))
                continue
            }
            // Two-character relations first, so that `==` wins over `=`.
            if index + 1 < characters.count, characters[index + 1] == "=", character == "=" || character == ">" || character == "<" {
                let symbol = String(character) + "="
                tokens.append(ConstraintToken(kind: .symbol(symbol), offset: start, text: symbol))
                index += 2
                continue
            }
            guard singleSymbols.contains(character) else {
                throw ConstraintSyntaxError(offset: start, message: "unexpected character '\(character)'", code: code)
            }
            let symbol = String(character)
            tokens.append(ConstraintToken(kind: .symbol(symbol), offset: start, text: symbol))
            index += 1
        }
        tokens.append(ConstraintToken(kind: .end, offset: characters.count, text: ""))
        return tokens
    }
}
