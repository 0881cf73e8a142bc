import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisScene

/// Issue 17: what a scene puts into a diagnostic (its file name, a quoted name, its source line) cannot act on a
/// terminal; nested repeats of colliding ids stop at the copy limit.
@Suite("Terminal safety of diagnostics, and the repeat copy limit")
struct TerminalSafetyTests {
    /// Whether a printed text still holds something a terminal acts on (newlines and tabs aside).
    static func acts(_ text: String) -> Bool {
        text.unicodeScalars.contains { TerminalText.acts($0, keepingNewlines: true) }
    }

    @Test("an escape in the source line is printed escaped, with the caret under the escaped character")
    func sourceLine() {
        // "    k: " is 7 characters, so column 8 is the ESC and column 9 the "[" after it; the ESC is printed as the
        // 6 characters `\u{1B}`, so the caret under the "[" is 7 + 6 = 13 spaces in.
        let line = "    k: \u{1B}[2Jv"
        let diagnostic = Diagnostic(severity: .error, code: .syntax, message: "m", location: SourceLocation(file: "t.yaml", line: 1, column: 9))
        let printed = DiagnosticPrinter(sources: ["t.yaml": line]).format(diagnostic)
        #expect(printed == "t.yaml:1:9: error: [syntax] m\n    k: \\u{1B}[2Jv\n" + String(repeating: " ", count: 13) + "^")
    }

    @Test("no generated file name, message, note or source line puts a terminal control into printed diagnostics")
    func property() {
        var random = SeededGenerator(seed: 0x1B_0017)
        let pieces = ["a", " ", "\u{1B}", "[2J", "\u{7}", "\u{9B}", "\u{0}", "\r", "\n", "\u{202E}", "\u{2066}", "\u{85}",
                      "\u{7F}", "é", "配", "\t", "]0;title"]
        func hostile() -> String {
            (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
        }
        for _ in 0..<500 {
            let file = hostile() + ".yaml"
            let source = hostile() + "\n" + hostile()
            let location = SourceLocation(file: file, line: Int.random(in: 1...2, using: &random), column: Int.random(in: 1...12, using: &random))
            let diagnostic = Diagnostic(severity: .warning, code: .unknownKey, message: hostile(), location: location,
                                        notes: [Diagnostic.Note(message: hostile(), location: location)])
            let printed = DiagnosticPrinter(sources: [file: source]).format(diagnostic)
            #expect(!Self.acts(printed), "\(printed.debugDescription)")
        }
    }

    @Test("nested repeats of one id stop at the copy limit, with few diagnostics")
    func nestedCollidingIDs() {
        // Every outer copy holds 10 000 inner copies all named b1 … b10000: 10⁸ copies, all but the first 10 000
        // duplicates. Reading stops after 20 000 copies (maximumViews), kept or not.
        let errors = Load.errors("""
        views:
          - view: a{i}
            repeat: 10000
            children:
              - view: b{i}
                repeat: 10000
        """)
        #expect(errors.contains { $0.message == "repeat: the scene would hold more than 20000 views" })
        #expect(errors.count <= 3, "\(errors.map(\.message))")
    }
}
