import Foundation
import TrellisModel

/// Renders diagnostics as a compiler does: the location, severity, code and message, the source line and a caret.
public struct DiagnosticPrinter: Sendable {
    private let color: Bool
    private let cache: SourceLineCache

    /// A printer; `color` adds ANSI colors, `sources` supplies texts by path for files not on disk.
    ///
    /// Without `sources`, a file's lines come from the text `SceneLoader` read (so an excerpt quotes the file as it was
    /// loaded, not as it is when printing), else from the file on disk; either is split into lines once per process.
    public init(color: Bool = false, sources: [String: String] = [:]) {
        self.color = color
        cache = sources.isEmpty ? SourceLineCache.shared : SourceLineCache(sources: sources)
    }

    /// `file:line:column: error: [code] message`, the source line, a caret under the column, then the notes.
    public func format(_ diagnostic: Diagnostic) -> String {
        // What comes from the scene (its file name, the names a message quotes, its source line) is printed with
        // the characters a terminal would act on escaped (TerminalText), before the colours are added.
        var lines: [String] = []
        let place = diagnostic.location.map { TerminalText.printable("\($0): ") } ?? ""
        let severity = diagnostic.severity.rawValue
        lines.append(paint(place, Self.bold) + paint("\(severity):", Self.severityColor(diagnostic.severity))
                     + paint(" [\(diagnostic.code)] \(TerminalText.printable(diagnostic.message, keepingNewlines: true))", Self.bold))
        if let location = diagnostic.location { lines += excerpt(location) }
        for note in diagnostic.notes {
            let notePlace = note.location.map { TerminalText.printable("\($0): ") } ?? ""
            lines.append("  " + paint(notePlace, Self.bold) + paint("note:", Self.severityColor(.note))
                         + " \(TerminalText.printable(note.message, keepingNewlines: true))")
        }
        return lines.joined(separator: "\n")
    }

    /// The source line and a caret line under its column, or nothing when the line cannot be read.
    ///
    /// Columns count Unicode scalars, as libyaml counts them; the caret line gives wide (CJK, emoji) characters two
    /// cells and combining marks none, so the caret stands under the right character in a terminal.
    private func excerpt(_ location: SourceLocation) -> [String] {
        guard let (source, dropped) = cache.window(location.line, of: location.file, column: location.column,
                                                   width: Self.longestExcerpt) else { return [] }
        // A cut start is one `…` cell; the scalars after it stand for columns from `dropped + 1` on.
        var caret = dropped > 0 ? " " : ""
        var column = dropped + 1
        for scalar in source.unicodeScalars.dropFirst(dropped > 0 ? 1 : 0) where column < location.column {
            if scalar == "\t" {
                caret.append("\t")
            } else if TerminalText.acts(scalar) {
                caret += String(repeating: " ", count: TerminalText.escape(scalar).count)
            } else {
                caret += String(repeating: " ", count: Self.cellWidth(scalar))
            }
            column += 1
        }
        // Past the end of the line (a missing value at its end): the caret goes just after it.
        caret += String(repeating: " ", count: max(0, location.column - column))
        return [TerminalText.printable(source), caret + paint("^", Self.green)]
    }

    /// The longest source line quoted whole, in Unicode scalars; a longer one (a minified Interface Builder document
    /// holds all its elements on one line) is quoted around the column, so that printing n diagnostics of it costs n
    /// short lines rather than n copies of the whole file.
    static let longestExcerpt = 160

    /// How many terminal cells a scalar takes: 0 for combining marks and joiners, 2 for wide characters, else 1.
    static func cellWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0xFE00...0xFE0F).contains(value) { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
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
