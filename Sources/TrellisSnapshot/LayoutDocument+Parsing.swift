import TrellisModel

/// A JSON value whose objects keep their keys in document order (so comparisons list views in tree order).
enum LayoutJSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LayoutJSON])
    case object([(key: String, value: LayoutJSON)])

    /// The member of an object with that key (the first one), nil otherwise.
    subscript(key: String) -> LayoutJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var number: Double? { if case .number(let value) = self { return value } else { return nil } }
    var string: String? { if case .string(let value) = self { return value } else { return nil } }
    var array: [LayoutJSON]? { if case .array(let value) = self { return value } else { return nil } }
    var members: [(key: String, value: LayoutJSON)]? {
        if case .object(let value) = self { return value } else { return nil }
    }
}

/// Why a text is not JSON, with the line and column where reading stopped.
struct LayoutJSONError: Error, CustomStringConvertible {
    var message: String
    var line: Int
    var column: Int
    var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON (RFC 8259) reader producing `LayoutJSON`; nesting deeper than 200 levels is refused.
struct LayoutJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 200

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Parses the whole text as one value.
    static func parse(_ text: String) throws(LayoutJSONError) -> LayoutJSON {
        var parser = LayoutJSONParser(text)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the document") }
        return value
    }

    private func error(_ message: String) -> LayoutJSONError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return LayoutJSONError(message: message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ character: Character) throws(LayoutJSONError) {
        guard index < bytes.count, bytes[index] == character.asciiValue else { throw error("expected '\(character)'") }
        index += 1
    }

    private mutating func parseValue() throws(LayoutJSONError) -> LayoutJSON {
        guard index < bytes.count else { throw error("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseWord("null"); return .null
        default: return .number(try parseNumber())
        }
    }

    private mutating func parseWord(_ word: String) throws(LayoutJSONError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected a value")
        }
        index += expected.count
    }

    private mutating func enter() throws(LayoutJSONError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested too deeply") }
    }

    private mutating func parseObject() throws(LayoutJSONError) -> LayoutJSON {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: LayoutJSON)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try parseString()
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of text in an object") }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '}'") }
            index += 1
        }
    }

    private mutating func parseArray() throws(LayoutJSONError) -> LayoutJSON {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [LayoutJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of text in an array") }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or ']'") }
            index += 1
        }
    }

    private mutating func parseNumber() throws(LayoutJSONError) -> Double {
        let start = index
        let allowed = Set("+-0123456789.eE".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // JSON's grammar: no leading '+', no leading zeros, digits on both sides of the point.
        let valid = text.first != "+" && !text.hasPrefix(".") && !text.contains(".e") && !text.contains(".E")
            && !text.hasSuffix(".") && !(text.hasPrefix("0") && text.count > 1 && text.dropFirst().first?.isNumber == true)
            && !(text.hasPrefix("-0") && text.count > 2 && text.dropFirst(2).first?.isNumber == true)
        guard !text.isEmpty, valid, let value = Double(text), value.isFinite else {
            index = start
            throw error(text.isEmpty ? "expected a value" : "bad number '\(text)'")
        }
        return value
    }

    private mutating func parseString() throws(LayoutJSONError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalarValue = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalarValue), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("bad surrogate pair") }
                        scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(scalarValue) else { throw error("bad \\u escape") }
                    utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw error("bad escape")
                }
            default:
                guard byte >= 0x20 else { throw error("control character in a string") }
                utf8.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(LayoutJSONError) -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("bad \\u escape")
        }
        index += 4
        return value
    }
}
