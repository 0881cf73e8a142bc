import Foundation
internal import CXML2

/// Reads an XML text into a tree of ``XMLElement``s with libxml2's xmlTextReader: every raw libxml2 call of the
/// module is in this file.
///
/// Safety against hostile documents: the network is never used (`XML_PARSE_NONET`), entities are never
/// substituted (no `XML_PARSE_NOENT`), no DTD is loaded, a document type declaration or entity reference is refused,
/// libxml2's own limits stay on (no `XML_PARSE_HUGE`: depth 256, bounded text nodes), and the text size, the element
/// count and the depth are capped here.
enum XMLDocumentReader {
    /// Larger files are refused before parsing (real storyboards are a few megabytes at most).
    static let maximumBytes = 64 << 20
    static let maximumElements = 2_000_000
    static let maximumDepth = 256

    /// The root element of an XML text, or the first error libxml2 (or a limit) found, with its line and column.
    static func parse(_ bytes: [UInt8], url: String) throws(XMLParseError) -> XMLElement {
        guard bytes.count <= maximumBytes else {
            throw XMLParseError(message: "the file is larger than \(maximumBytes >> 20) MB", line: 1, column: 1)
        }
        guard !bytes.isEmpty else { throw XMLParseError(message: "the file is empty", line: 1, column: 1) }
        if let position = documentTypePosition(in: bytes) {
            throw XMLParseError(message: "a document type declaration (<!DOCTYPE>) is not allowed in an Interface Builder document",
                                line: position.line, column: position.column)
        }
        let result: Result<XMLElement, XMLParseError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let count = Int32(exactly: buffer.count) else {
                return .failure(XMLParseError(message: "the file cannot be read", line: 1, column: 1))
            }
            let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)
            let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let pointer = xmlReaderForMemory(raw, count, url, nil, options) else {
                return .failure(XMLParseError(message: "libxml2 could not create a reader", line: 1, column: 1))
            }
            let handle = ReaderHandle(pointer)
            var builder = TreeBuilder(scanner: XMLSourceScanner(bytes: bytes))
            do throws(XMLParseError) {
                return .success(try handle.read(into: &builder))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Where a `<!DOCTYPE` of the prolog starts (only the XML declaration, comments, processing instructions and
    /// white space may come before the root element).
    static func documentTypePosition(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var scanner = XMLSourceScanner(bytes: bytes)
        var prolog = bytes.prefix { $0 != UInt8(ascii: "<") }.count
        while prolog + 1 < bytes.count, bytes[prolog] == UInt8(ascii: "<") {
            let next = bytes[prolog + 1]
            if next == UInt8(ascii: "!"), bytes[prolog...].starts(with: Array("<!DOCTYPE".utf8)) {
                return scanner.locate(element: "!DOCTYPE")
            }
            guard next == UInt8(ascii: "?") || next == UInt8(ascii: "!") else { return nil }
            let terminator: [UInt8] = next == UInt8(ascii: "?") ? Array("?>".utf8) : Array("-->".utf8)
            guard let end = firstIndex(of: terminator, in: bytes, from: prolog + 2) else { return nil }
            prolog = end + terminator.count
            while prolog < bytes.count, bytes[prolog] != UInt8(ascii: "<") { prolog += 1 }
        }
        return nil
    }

    /// `bytes` with the white space that comes before the XML declaration moved to just after it, or nil when the
    /// declaration comes first (or there is none). XML allows nothing before `<?xml` but a byte-order mark, so libxml2
    /// refuses such a file; files saved with a blank first line (by a merge tool or a script, never by Xcode) exist in
    /// public projects. Moving the white space keeps every line after the declaration where it was, so locations in
    /// diagnostics stay right.
    static func declarationFirst(_ bytes: [UInt8]) -> [UInt8]? {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: mark) ? mark.count : 0
        let space: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
        var declaration = start
        while declaration < bytes.count, space.contains(bytes[declaration]) { declaration += 1 }
        guard declaration > start, bytes[declaration...].starts(with: Array("<?xml".utf8)),
              let close = firstIndex(of: Array("?>".utf8), in: bytes, from: declaration) else { return nil }
        let end = close + 2
        return Array(bytes[..<start]) + Array(bytes[declaration..<end]) + Array(bytes[start..<declaration]) + Array(bytes[end...])
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count) where bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
            return index
        }
        return nil
    }
}

/// The first error libxml2 reported through the reader's structured error handler.
private final class ErrorSink {
    var first: XMLParseError?
}

/// Owns one xmlTextReader and frees it; lives only inside the scope that keeps the parsed bytes alive.
private final class ReaderHandle {
    let reader: xmlTextReaderPtr
    let sink = ErrorSink()

    init(_ reader: xmlTextReaderPtr) {
        self.reader = reader
        let handler: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            let sink = Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue()
            guard sink.first == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let text = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
            sink.first = XMLParseError(message: message.isEmpty ? "malformed XML" : message,
                                       line: max(1, Int(error.pointee.line)), column: max(1, Int(error.pointee.int2)))
        }
        xmlTextReaderSetStructuredErrorHandler(reader, handler, Unmanaged.passUnretained(sink).toOpaque())
    }

    deinit {
        xmlTextReaderSetStructuredErrorHandler(reader, nil, nil)
        xmlFreeTextReader(reader)
    }

    /// The reported error, else one at the parser's current position.
    func failure(_ fallback: String) -> XMLParseError {
        if let first = sink.first { return first }
        let line = Int(xmlTextReaderGetParserLineNumber(reader)), column = Int(xmlTextReaderGetParserColumnNumber(reader))
        return XMLParseError(message: fallback, line: max(1, line), column: max(1, column))
    }

    /// Reads every node, building the tree; every libxml2 status is checked.
    func read(into builder: inout TreeBuilder) throws(XMLParseError) -> XMLElement {
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else { throw failure("malformed XML") }
            let type = xmlTextReaderNodeType(reader)
            switch type {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let name = string(xmlTextReaderConstName(reader))
                var attributes: [String: String] = [:]
                var move = xmlTextReaderMoveToFirstAttribute(reader)
                while move == 1 {
                    attributes[string(xmlTextReaderConstName(reader))] = string(xmlTextReaderConstValue(reader))
                    move = xmlTextReaderMoveToNextAttribute(reader)
                }
                guard move == 0 else { throw failure("an attribute cannot be read") }
                if !attributes.isEmpty, xmlTextReaderMoveToElement(reader) != 1 { throw failure("an element cannot be read") }
                let empty = xmlTextReaderIsEmptyElement(reader)
                guard empty >= 0 else { throw failure("an element cannot be read") }
                let fallbackLine = Int(xmlGetLineNo(xmlTextReaderCurrentNode(reader)))
                try builder.open(name: name, attributes: attributes, fallbackLine: fallbackLine)
                if empty == 1 { builder.close() }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                builder.close()
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                 Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                builder.append(text: string(xmlTextReaderConstValue(reader)))
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue), Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue),
                 Int32(XML_READER_TYPE_ENTITY.rawValue):
                throw failure("document types and entity references are not allowed in an Interface Builder document")
            default:
                continue
            }
        }
        if let first = sink.first { throw first }
        guard let root = builder.root else { throw failure("the document has no root element") }
        return root
    }

    private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}

/// Assembles elements from the reader's open/close events.
struct TreeBuilder {
    var scanner: XMLSourceScanner
    private var stack: [XMLElement] = []
    private(set) var root: XMLElement?
    private var count = 0

    init(scanner: XMLSourceScanner) { self.scanner = scanner }

    mutating func open(name: String, attributes: [String: String], fallbackLine: Int) throws(XMLParseError) {
        let position = scanner.locate(element: name) ?? (line: max(1, fallbackLine), column: 1)
        count += 1
        guard count <= XMLDocumentReader.maximumElements else {
            throw XMLParseError(message: "the document has more than \(XMLDocumentReader.maximumElements) elements",
                                line: position.line, column: position.column)
        }
        guard stack.count < XMLDocumentReader.maximumDepth else {
            throw XMLParseError(message: "elements are nested more than \(XMLDocumentReader.maximumDepth) deep",
                                line: position.line, column: position.column)
        }
        stack.append(XMLElement(name: name, attributes: attributes, line: position.line, column: position.column))
    }

    mutating func close() {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            if root == nil { root = element }
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    mutating func append(text: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += text
    }
}
