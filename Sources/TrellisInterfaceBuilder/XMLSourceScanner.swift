/// Finds where each start tag begins, walking the document's bytes forward in document order.
///
/// libxml2's text reader parses ahead in chunks, so the parser's line and column are those of the chunk's end,
/// and a node keeps only the line where its start tag ends; this scanner gives the `<` of each start tag instead.
struct XMLSourceScanner {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The position of the next start tag of that name after the previous one; nil when none is left.
    mutating func locate(element name: String) -> (line: Int, column: Int)? {
        let pattern = Array(name.utf8)
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "<") {
                if matches("<!--") { skip(past: "-->"); continue }
                if matches("<![CDATA[") { skip(past: "]]>"); continue }
                if startsTag(pattern) {
                    let found = (line, column)
                    advance()
                    return found
                }
            }
            advance()
        }
        return nil
    }

    /// Whether the bytes at the offset are `<NAME` followed by white space, `/` or `>`.
    private func startsTag(_ pattern: [UInt8]) -> Bool {
        let end = offset + 1 + pattern.count
        guard end < bytes.count, bytes[(offset + 1)..<end].elementsEqual(pattern) else { return false }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }

    private func matches(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard offset + pattern.count <= bytes.count else { return false }
        return bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
    }

    private mutating func skip(past terminator: String) {
        while offset < bytes.count, !matches(terminator) { advance() }
        for _ in terminator.utf8 where offset < bytes.count { advance() }
    }

    /// One byte on; columns count characters, so UTF-8 continuation bytes do not move the column.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1; column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
