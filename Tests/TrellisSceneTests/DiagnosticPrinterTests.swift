import Foundation
import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// Diagnostics printed as a compiler prints them.
@Suite("Diagnostic printer")
struct DiagnosticPrinterTests {
    static let source = "views:\n  - view: b\n    layout: [top == headview.bottom]\n"

    @Test("location, severity, code, message, source line and caret")
    func plain() throws {
        let error = try #require(Load.errors(Self.source, file: "scene.yaml").first)
        let printer = DiagnosticPrinter(sources: ["scene.yaml": Self.source])
        #expect(printer.format(error) == """
        scene.yaml:3:21: error: [unknown-view] unknown view 'headview' in constraint
            layout: [top == headview.bottom]
                            ^
        """)
    }

    @Test("reads the source line from the file on disk, and prints notes indented")
    func fromDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-printer-\(UUID().uuidString).yaml").path
        try "views:\n  - view: a\n  - view: a\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(Load.errors(try String(contentsOfFile: path, encoding: .utf8), file: path).first)
        #expect(DiagnosticPrinter().format(error) == """
        \(path):3:11: error: [duplicate-id] duplicate view id 'a'
          - view: a
                  ^
          \(path):2:5: note: 'a' is first defined here
        """)
    }

    @Test("without a readable file, only the header line")
    func noSource() {
        let diagnostic = Diagnostic(severity: .warning, code: .offsetOutOfRange, message: "offset 900 is past the end",
                                    location: SourceLocation(file: "/nonexistent.yaml", line: 4, column: 2))
        #expect(DiagnosticPrinter().format(diagnostic) == "/nonexistent.yaml:4:2: warning: [offset-out-of-range] offset 900 is past the end")
        let unlocated = Diagnostic(severity: .error, code: .tooLarge, message: "too large")
        #expect(DiagnosticPrinter().format(unlocated) == "error: [too-large] too large")
    }

    @Test("a caret past the end of the line, and tabs kept so the caret lines up")
    func caretPlacement() {
        let diagnostic = Diagnostic(severity: .error, code: .badValue, message: "m",
                                    location: SourceLocation(file: "t.yaml", line: 1, column: 6))
        let printer = DiagnosticPrinter(sources: ["t.yaml": "\tab:\r\nnext"])
        #expect(printer.format(diagnostic) == "t.yaml:1:6: error: [bad-value] m\n\tab:\n\t    ^")
    }

    @Test("a load error describes itself with source lines, even for text not on disk")
    func loadErrorDescription() {
        #expect {
            _ = try SceneLoader.load(yaml: "size: big\n", file: "memory.yaml")
        } throws: { error in
            String(describing: error) == "memory.yaml:1:7: error: [bad-value] size: expected [width, height] in points, found a string\nsize: big\n      ^"
        }
    }

    @Test("wide characters take two cells and combining marks none, so the caret stays under its character")
    func wideCharacters() {
        let line = "    text: 你好e\u{301} x"
        let diagnostic = Diagnostic(severity: .error, code: .badValue, message: "m",
                                    location: SourceLocation(file: "t.yaml", line: 1, column: 16))
        let printed = DiagnosticPrinter(sources: ["t.yaml": line]).format(diagnostic)
        #expect(printed == "t.yaml:1:16: error: [bad-value] m\n\(line)\n" + String(repeating: " ", count: 16) + "^")
    }

    @Test("libyaml's columns count characters after CJK text and emoji on the same line")
    func columnsAfterWideText() throws {
        let marked = MarkedText("views: [{label: a, text: 你好😀, color: 1️⃣bleu}]\n")
        let error = try #require(Load.errors(marked.text).first)
        #expect(error.location == marked.location("1"))
        let printed = DiagnosticPrinter(sources: ["test.yaml": marked.text]).format(error)
        #expect(printed.hasSuffix("\n" + String(repeating: " ", count: 40) + "^"))
    }

    @Test("ANSI colors when asked")
    func colors() {
        let diagnostic = Diagnostic(severity: .error, code: .syntax, message: "m", location: SourceLocation(file: "t.yaml", line: 1, column: 1))
        let text = DiagnosticPrinter(color: true, sources: ["t.yaml": "x"]).format(diagnostic)
        #expect(text.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(text.hasSuffix("\u{1B}[1;32m^\u{1B}[0m"))
        #expect(!DiagnosticPrinter(sources: ["t.yaml": "x"]).format(diagnostic).contains("\u{1B}"))
    }
}
