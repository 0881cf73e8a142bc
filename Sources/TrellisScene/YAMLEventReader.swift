import TrellisModel
internal import CYAML

/// A 1-based line and column in a YAML text (columns count characters).
struct YAMLMark: Sendable, Hashable {
    var line: Int
    var column: Int
}

/// How a scalar was written.
enum YAMLScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    /// Whether the scalar was quoted or a block scalar (never a number, bool or null then).
    var isQuoted: Bool { self != .plain }
}

/// One event of libyaml's parser, with the marks where it starts and ends.
struct YAMLEvent: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case mappingStart(anchor: String?, tag: String?)
        case mappingEnd
        case sequenceStart(anchor: String?, tag: String?)
        case sequenceEnd
        case scalar(value: String, style: YAMLScalarStyle, anchor: String?, tag: String?)
        case alias(anchor: String)
    }
    var kind: Kind
    var start: YAMLMark
    var end: YAMLMark
}

/// A YAML syntax error reported by libyaml: where, and libyaml's own words.
struct YAMLSyntaxError: Error, Sendable, Hashable {
    var mark: YAMLMark
    var message: String
    /// The diagnostic code: `syntax`, or `cycle` for an alias inside the node it names.
    var code: DiagnosticCode = .syntax
}

/// Reads YAML events from a text with libyaml; owns the parser and a copy of the input.
final class YAMLEventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let inputCount: Int
    private var finished = false

    /// Prepares to read `text`; the reader keeps its own copy of the bytes for libyaml.
    init(text: String) throws(YAMLSyntaxError) {
        let bytes = Array(text.utf8)
        input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        inputCount = bytes.count
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            input.deallocate()
            throw YAMLSyntaxError(mark: YAMLMark(line: 1, column: 1), message: "libyaml could not allocate a parser")
        }
        // The buffer and the parser live on the heap until deinit, so libyaml's pointer to them stays valid.
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event; `.streamEnd` repeats once the stream is over.
    func next() throws(YAMLSyntaxError) -> YAMLEvent {
        if finished { return YAMLEvent(kind: .streamEnd, start: YAMLMark(line: 1, column: 1), end: YAMLMark(line: 1, column: 1)) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            finished = true
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        let start = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        let end = YAMLMark(line: Int(event.end_mark.line) + 1, column: Int(event.end_mark.column) + 1)
        let kind: YAMLEvent.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart
        case YAML_STREAM_END_EVENT:
            kind = .streamEnd
            finished = true
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart(anchor: Self.string(event.data.mapping_start.anchor),
                                 tag: Self.string(event.data.mapping_start.tag))
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart(anchor: Self.string(event.data.sequence_start.anchor),
                                  tag: Self.string(event.data.sequence_start.tag))
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            var value = ""
            if let pointer = scalar.value {
                value = String(decoding: UnsafeBufferPointer(start: pointer, count: Int(scalar.length)), as: UTF8.self)
            }
            let style: YAMLScalarStyle
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            kind = .scalar(value: value, style: style, anchor: Self.string(scalar.anchor), tag: Self.string(scalar.tag))
        case YAML_ALIAS_EVENT:
            kind = .alias(anchor: Self.string(event.data.alias.anchor) ?? "")
        default:
            // YAML_NO_EVENT: libyaml reports nothing more; treat as the end of the stream.
            kind = .streamEnd
            finished = true
        }
        return YAMLEvent(kind: kind, start: start, end: end)
    }

    /// Copies a NUL-terminated libyaml string into a Swift string.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The parser's error as a Swift value: libyaml's problem and context, at the problem's position.
    private func currentError() -> YAMLSyntaxError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "invalid YAML"
        var mark = YAMLMark(line: Int(state.problem_mark.line) + 1, column: Int(state.problem_mark.column) + 1)
        if state.error == YAML_READER_ERROR {
            mark = markOfOffset(Int(state.problem_offset))
            return YAMLSyntaxError(mark: mark, message: "\(problem) (byte \(state.problem_offset))")
        }
        var message = problem
        if let context = state.context.map({ String(cString: $0) }) {
            let line = Int(state.context_mark.line) + 1
            let column = Int(state.context_mark.column) + 1
            message += " (\(context) at line \(line), column \(column))"
        }
        return YAMLSyntaxError(mark: mark, message: message)
    }

    /// The line and column of a byte offset of the input (for reader errors, which give only an offset).
    private func markOfOffset(_ offset: Int) -> YAMLMark {
        var line = 1
        var column = 1
        var index = 0
        let limit = min(offset, inputCount)
        while index < limit {
            let byte = input[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return YAMLMark(line: line, column: column)
    }
}
