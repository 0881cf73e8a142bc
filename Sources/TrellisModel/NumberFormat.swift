/// `value` as the shortest decimal that reads back to the same double, without a trailing `.0`
/// (`375`, `337.5`, `-44`, `0.000001`); `-0` is `0`; not-finite values are `null` (JSON has no NaN).
///
/// Like JavaScript's number to string: plain notation from 1e-6 up to (not including) 1e21, exponent
/// notation outside (`1e-7`, `5e-324`, `1e21`). This is the form of layout.json and of `S.X,Y` file names.
public func formatLayoutNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    // Whole numbers (most sizes and constants) read the same as their integer.
    if value.magnitude < 1e15, value.rounded(.towardZero) == value { return String(Int(value)) }
    // Swift's description is already the shortest round-trip digit string; only its notation changes here.
    var text = value.description
    // Plain notation with a fraction (`337.5`, `-0.25`): already the form wanted.
    if !text.utf8.contains(UInt8(ascii: "e")) && !text.hasSuffix(".0") { return text }
    var sign = ""
    if text.hasPrefix("-") { sign = "-"; text.removeFirst() }
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
        exponent = Int(text[text.index(after: e)...]) ?? 0
        text = String(text[..<e])
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? ""
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = Array(whole + fraction)
    var point = whole.count + exponent  // digits before the decimal point
    while let first = digits.first, first == "0", digits.count > 1 { digits.removeFirst(); point -= 1 }
    while let last = digits.last, last == "0", digits.count > 1 { digits.removeLast() }
    if digits == ["0"] { return "0" }

    if point > 21 || point < -5 {
        let rest = digits.count > 1 ? "." + String(digits[1...]) : ""
        return "\(sign)\(digits[0])\(rest)e\(point - 1)"
    }
    if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + String(digits) }
    if point >= digits.count { return sign + String(digits) + String(repeating: "0", count: point - digits.count) }
    return sign + String(digits[..<point]) + "." + String(digits[point...])
}

/// A number in a constraint's text: `formatLayoutNumber`'s shortest decimal, and `inf`/`nan` as Swift spells them
/// (a constraint can hold them; layout.json cannot).
public func formatConstraintNumber(_ value: Double) -> String {
    value.isFinite ? formatLayoutNumber(value) : "\(value)"
}

/// `text` as a JSON string literal, quotes included: `"`, `\` and control characters escaped.
public func jsonStringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{08}": result += "\\b"
        case "\u{0C}": result += "\\f"
        case "\u{2028}": result += "\\u2028"
        case "\u{2029}": result += "\\u2029"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
