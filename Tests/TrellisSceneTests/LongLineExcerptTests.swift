import Testing
import TrellisModel
@testable import TrellisScene

/// Diagnostics about a very long line (a minified Interface Builder document keeps every element on one line).
@Suite("Diagnostic excerpts of long lines")
struct LongLineExcerptTests {
    /// The three printed lines of a warning at `column` of a one-line file holding `line`.
    static func printed(_ line: String, column: Int) throws -> [Substring] {
        let diagnostic = Diagnostic(severity: .warning, code: .unsupported, message: "odd",
                                    location: SourceLocation(file: "long.xib", line: 1, column: column))
        let printed = DiagnosticPrinter(sources: ["long.xib": line]).format(diagnostic).split(separator: "\n")
        try #require(printed.count == 3)
        return printed
    }

    @Test("a 10 000-character line is quoted as 160 characters around the column, with the caret under it")
    func window() throws {
        // Column 5 001 is the 'X' at index 5 000. The window keeps 80 characters before it (indices 4 920…5 079),
        // so the quoted line is '…' + 160 characters + '…' and the caret stands at cell 1 + 80 = 81 (0-based).
        let line = String(repeating: "a", count: 5000) + "X" + String(repeating: "b", count: 4999)
        let printed = try Self.printed(line, column: 5001)
        #expect(printed[1] == "…" + String(repeating: "a", count: 80) + "X" + String(repeating: "b", count: 79) + "…")
        #expect(printed[2] == String(repeating: " ", count: 81) + "^")
    }

    @Test("a column near the start of a long line is quoted from the start, without a leading '…'")
    func start() throws {
        let line = "<x>" + String(repeating: "c", count: 1000)
        let printed = try Self.printed(line, column: 2)
        // 160 characters from the start, then '…'; the caret under column 2.
        #expect(printed[1] == "<x>" + String(repeating: "c", count: 157) + "…")
        #expect(printed[2] == " ^")
    }

    @Test("a long line of two-byte characters is cut by characters, not bytes")
    func multibyte() throws {
        // Column 301 is the 'X' after 300 'é'; as in the ASCII case, 80 characters before it and 79 after.
        let line = String(repeating: "é", count: 300) + "X" + String(repeating: "é", count: 300)
        let printed = try Self.printed(line, column: 301)
        #expect(printed[1] == "…" + String(repeating: "é", count: 80) + "X" + String(repeating: "é", count: 79) + "…")
        #expect(printed[2] == String(repeating: " ", count: 81) + "^")
    }
}
