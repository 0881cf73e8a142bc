#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TrellisModel

/// Writes text to standard output or standard error without buffering surprises.
enum Console {
    /// Writes `text` to standard output, terminal controls escaped (`terminalSafe`): progress and closing lines are
    /// read on terminals and in CI logs, whose viewers act on escape sequences too.
    static func out(_ text: String) { write(terminalSafe(text), to: STDOUT_FILENO) }
    /// Writes a document a program reads (`explain --json`) to standard output as is when it goes into a pipe or a
    /// file, escaped like `out` on a terminal.
    static func data(_ text: String) { write(isatty(STDOUT_FILENO) != 0 ? terminalSafe(text) : text, to: STDOUT_FILENO) }
    /// Writes `text` to standard error, terminal controls escaped (`terminalSafe`): diagnostics are for people,
    /// whether they read a terminal or a CI log.
    static func err(_ text: String) { write(terminalSafe(text), to: STDERR_FILENO) }

    /// The sequences trellis itself writes: its colours (`Style`, the diagnostic printer) and the progress line's
    /// return-and-clear.
    static let ownSequences = ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[1;31m", "\u{1B}[1;32m", "\u{1B}[1;33m", "\u{1B}[1;35m",
                               "\u{1B}[1;36m", "\r\u{1B}[K"]

    /// `text` with every character a terminal acts on escaped as `\u{1B}` (TerminalText), except newlines, tabs
    /// and trellis's own sequences: the last line of defence for a name, path or message that reaches the console
    /// without passing the diagnostic printer.
    static func terminalSafe(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { TerminalText.acts($0, keepingNewlines: true) }) else { return text }
        var result = String.UnicodeScalarView()
        var index = 0
        next: while index < scalars.count {
            let scalar = scalars[index]
            guard TerminalText.acts(scalar, keepingNewlines: true) else {
                result.append(scalar)
                index += 1
                continue
            }
            for sequence in ownSequences {
                let own = Array(sequence.unicodeScalars)
                if index + own.count <= scalars.count, Array(scalars[index..<index + own.count]) == own {
                    result.append(contentsOf: own)
                    index += own.count
                    continue next
                }
            }
            result.append(contentsOf: TerminalText.escape(scalar).unicodeScalars)
            index += 1
        }
        return String(result)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base.advanced(by: offset), buffer.count - offset)
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

/// ANSI styles, applied only when colour is on.
struct Style: Sendable {
    var enabled: Bool
    func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func red(_ text: String) -> String { enabled ? "\u{1B}[1;31m\(text)\u{1B}[0m" : text }
    func green(_ text: String) -> String { enabled ? "\u{1B}[1;32m\(text)\u{1B}[0m" : text }
    func yellow(_ text: String) -> String { enabled ? "\u{1B}[1;33m\(text)\u{1B}[0m" : text }

    /// The text without the colour sequences these functions add (a report printed in colour, shown again plain).
    static func removingEscapes(_ text: String) -> String {
        var result = ""
        var inSequence = false
        for scalar in text.unicodeScalars {
            if inSequence {
                if scalar == "m" { inSequence = false }
            } else if scalar == "\u{1B}" {
                inSequence = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
