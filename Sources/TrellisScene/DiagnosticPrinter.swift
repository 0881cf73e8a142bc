import Foundation
import TrellisLayout

/// Renders diagnostics as a compiler does: the location, severity, code and message, the source line and a caret.
public struct DiagnosticPrinter: Sendable {
    private let color: Bool
    private let cache: SourceLineCache

    /// A printer; `color` adds ANSI colors, `sources` supplies texts by path for files not on disk.
    public init(color: Bool = false, sources: [String: String] = [:]) {
        self.color = color
        cache = SourceLineCache(sources: sources)
    }

    /// `file:line:column: error: [code] message`, the source line, a caret under the column, then the notes.
    public func format(_ diagnostic: Diagnostic) -> String {
        var lines: [String] = []
        let place = diagnostic.location.map { "\($0): " } ?? ""
        let severity = diagnostic.severity.rawValue
        lines.append(paint(place, Self.bold) + paint("\(severity):", Self.severityColor(diagnostic.severity))
                     + paint(" [\(diagnostic.code)] \(diagnostic.message)", Self.bold))
        if let location = diagnostic.location { lines += excerpt(location) }
        for note in diagnostic.notes {
            let notePlace = note.location.map { "\($0): " } ?? ""
            lines.append("  " + paint(notePlace, Self.bold) + paint("note:", Self.severityColor(.note)) + " \(note.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// The source line and a caret line under its column, or nothing when the line cannot be read.
    private func excerpt(_ location: SourceLocation) -> [String] {
        guard let source = cache.line(location.line, of: location.file) else { return [] }
        let characters = Array(source)
        var caret = ""
        var column = 1
        for character in characters where column < location.column {
            caret.append(character == "\t" ? "\t" : " ")
            column += 1
        }
        // Past the end of the line (a missing value at its end): the caret goes just after it.
        caret += String(repeating: " ", count: max(0, location.column - column))
        return [source, caret + paint("^", Self.green)]
    }

    private static let bold = "\u{1B}[1m"
    private static let green = "\u{1B}[1;32m"
    private static let reset = "\u{1B}[0m"

    private static func severityColor(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;35m"
        case .note: return "\u{1B}[1;36m"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        guard color, !text.isEmpty else { return text }
        return code + text + Self.reset
    }
}

/// The lines of the files diagnostics point into, read once per file.
final class SourceLineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [String]?] = [:]

    init(sources: [String: String]) {
        for (path, text) in sources { files[path] = Self.split(text) }
    }

    /// Line `number` (1-based) of `path`, without its line break.
    func line(_ number: Int, of path: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if files[path] == nil {
            let text = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
            files[path] = .some(text.map(Self.split))
        }
        guard let lines = files[path] ?? nil, number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    private static func split(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }
}
