#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the process's standard streams are connected to, and whether colour may be used.
struct Terminal: Sendable {
    /// True when standard output is a terminal (progress then updates one line).
    var stdoutIsTerminal: Bool
    /// True when standard error is a terminal and `NO_COLOR` is unset.
    var useColor: Bool
    /// The terminal's width in columns (80 when unknown).
    var columns: Int

    /// Looks at the real streams and the environment.
    static func current() -> Terminal {
        let environment = ProcessInfo.processInfo.environment
        let stderrTTY = isatty(STDERR_FILENO) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        var columns = 80
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            columns = Int(size.ws_col)
        } else if let text = environment["COLUMNS"], let value = Int(text), value > 0 {
            columns = value
        }
        return Terminal(stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
                        useColor: stderrTTY && !noColor && environment["TERM"] != "dumb",
                        columns: columns)
    }
}

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
}
