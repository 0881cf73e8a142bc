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
