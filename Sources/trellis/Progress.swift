import Foundation

/// Shows how far a batch is: one updating line on a terminal, a line per scene otherwise, nothing when quiet.
final class Progress: @unchecked Sendable {
    enum Mode { case updatingLine, linePerItem, quiet }

    private let mode: Mode
    private let total: Int
    private let columns: Int
    private let start = Date()
    private var done = 0
    private var lineShown = false
    private var current: String = ""
    private let lock = NSRecursiveLock()

    init(total: Int, terminal: Terminal, quiet: Bool) {
        self.total = total
        columns = terminal.columns
        mode = quiet ? .quiet : (terminal.stdoutIsTerminal ? .updatingLine : .linePerItem)
    }

    /// Seconds since the batch started.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// A scene started: the updating line names it.
    func started(_ name: String) {
        lock.lock(); defer { lock.unlock() }
        current = name
        if mode == .updatingLine { drawLine() }
    }

    /// A scene finished; `summary` is the per-scene line (`nested-paging: 6 images`).
    func finished(_ summary: String) {
        lock.lock(); defer { lock.unlock() }
        done += 1
        switch mode {
        case .updatingLine: drawLine()
        case .linePerItem: Console.out("[\(done)/\(total)] \(summary)\n")
        case .quiet: break
        }
    }

    /// Prints text to standard error without breaking the updating line.
    func printError(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        clearLine()
        Console.err(text)
        if mode == .updatingLine && done < total { drawLine() }
    }

    /// Removes the updating line before the closing lines.
    func finish() {
        lock.lock(); defer { lock.unlock() }
        clearLine()
    }

    private func clearLine() {
        if lineShown {
            Console.out("\r\u{1B}[K")
            lineShown = false
        }
    }

    private func drawLine() {
        var line = "[\(done)/\(total)] \(current)"
        if done > 0 && done < total {
            let left = elapsed / Double(done) * Double(total - done)
            line += " … \(Progress.clock(left)) left"
        }
        if line.count > columns - 1 { line = String(line.prefix(max(10, columns - 2))) + "…" }
        Console.out("\r\u{1B}[K" + line)
        lineShown = true
    }

    /// `0:04`, `12:30`.
    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.up)))
        let minutes = whole / 60, rest = whole % 60
        return "\(minutes):" + (rest < 10 ? "0\(rest)" : "\(rest)")
    }

    /// `3.1 s`, `0.25 s`.
    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.2f s", seconds) : String(format: "%.1f s", seconds)
    }
}
