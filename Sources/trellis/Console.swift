#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes text to standard output or standard error without buffering surprises.
enum Console {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
    /// Writes `text` to standard error as is.
    static func err(_ text: String) { write(text, to: STDERR_FILENO) }

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
