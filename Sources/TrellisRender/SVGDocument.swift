import Foundation
import TrellisModel

/// The text of an SVG document being written: elements with escaped attributes, numbers to 1/1000 point, and ids
/// that are valid and unique in the document.
struct SVGDocument {
    private(set) var text = ""
    private var depth = 0
    private var usedIDs: Set<String> = []
    private var clipCount = 0

    /// Opens the `svg` element: `width` × `height` CSS pixels (one per point), the viewBox the region in points.
    init(region: Rect) {
        text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        open("svg", [("xmlns", "http://www.w3.org/2000/svg"),
                     ("width", Self.number(region.width) + "px"), ("height", Self.number(region.height) + "px"),
                     ("viewBox", [region.minX, region.minY, region.width, region.height].map(Self.number).joined(separator: " "))])
    }

    /// The finished document's bytes (every open element closed).
    mutating func finish() -> [UInt8] {
        while depth > 0 { close("svg") }
        return Array(text.utf8)
    }

    /// `<name attributes>`; closed later with `close`.
    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        text += String(repeating: " ", count: depth) + "<" + name + Self.attributes(attributes) + ">\n"
        depth += 1
    }

    /// `</name>`.
    mutating func close(_ name: String) {
        depth -= 1
        text += String(repeating: " ", count: depth) + "</" + name + ">\n"
    }

    /// `<name attributes/>`, or `<name attributes>content</name>` with the content escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
        text += String(repeating: " ", count: depth) + "<" + name + Self.attributes(attributes)
        if let content { text += ">" + Self.escape(content) + "</" + name + ">\n" } else { text += "/>\n" }
    }

    /// A `<text>` element holding one `<tspan>` per line (the first line's place also on the text element).
    mutating func text(_ lines: [(text: String, x: Double, y: Double)], _ attributes: [(String, String)]) {
        guard let first = lines.first else { return }
        text += String(repeating: " ", count: depth) + "<text"
            + Self.attributes([("x", Self.number(first.x)), ("y", Self.number(first.y))] + attributes + [("xml:space", "preserve")]) + ">"
        for line in lines {
            text += "<tspan" + Self.attributes([("x", Self.number(line.x)), ("y", Self.number(line.y))]) + ">"
                + Self.escape(line.text) + "</tspan>"
        }
        text += "</text>\n"
    }

    /// A valid XML id made from a view id, unique in the document: characters an id may not hold become `_`, a
    /// first character that may not start one gets a `_` before it, and a repeat gets `-2`, `-3`….
    mutating func uniqueID(for name: String) -> String {
        var made = String(String.UnicodeScalarView(name.unicodeScalars.map { Self.isNameCharacter($0) ? $0 : "_" }))
        if made.isEmpty || !Self.isNameStart(made.unicodeScalars.first ?? "_") { made = "_" + made }
        var candidate = made
        var number = 2
        while usedIDs.contains(candidate) {
            candidate = made + "-\(number)"
            number += 1
        }
        usedIDs.insert(candidate)
        return candidate
    }

    /// Writes a `<clipPath>` holding a (rounded) rectangle and returns its reference, `url(#…)`.
    mutating func clipPath(_ rect: Rect, radius: Double) -> String {
        clipCount += 1
        let id = uniqueID(for: "trellis-clip-\(clipCount)")
        open("clipPath", [("id", id)])
        element("rect", Self.rectAttributes(rect, radius: radius))
        close("clipPath")
        return "url(#\(id))"
    }

    /// `x`, `y`, `width`, `height` (and `rx` when rounded) of a rectangle.
    static func rectAttributes(_ rect: Rect, radius: Double = 0) -> [(String, String)] {
        var attributes = [("x", number(rect.minX)), ("y", number(rect.minY)),
                          ("width", number(max(0, rect.width))), ("height", number(max(0, rect.height)))]
        let r = min(max(0, radius), rect.width / 2, rect.height / 2)
        if r > 0 { attributes.append(("rx", number(r))) }
        return attributes
    }

    /// A colour as `fill` (or `stroke`) and, when translucent, its opacity.
    static func paint(_ color: Color, as property: String = "fill") -> [(String, String)] {
        func channel(_ value: Double) -> String {
            let byte = Int((min(1, max(0, value.isFinite ? value : 0)) * 255).rounded())
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        var attributes = [(property, "#" + channel(color.red) + channel(color.green) + channel(color.blue))]
        if color.alpha < 1 { attributes.append((property + "-opacity", number(max(0, color.alpha)))) }
        return attributes
    }

    /// A number to 1/1000 (points are laid out to 1/1000 pixel at most), without trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 { return "0" }
        var text = String(format: "%.3f", thousandths / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Text with `&`, `<`, `>` and `"` escaped, and characters XML 1.0 cannot hold (controls but tab and line
    /// breaks) left out.
    static func escape(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// XML's NameStartChar without `:` (an id is an NCName).
    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
             0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// XML's NameChar without `:`.
    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        if isNameStart(c) { return true }
        switch c.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return false
        }
    }
}
