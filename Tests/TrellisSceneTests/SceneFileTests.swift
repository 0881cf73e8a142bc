import Foundation
import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// Loading from files: encodings, line endings, several scenes, the convenience initializer.
@Suite("Scene files")
struct SceneFileTests {
    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func temporaryFile(_ bytes: [UInt8], name: String = "scene.yaml") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("Scene(contentsOf:) loads the first scene; its name defaults to the file name")
    func convenience() throws {
        let path = try Self.temporaryFile(Array("views: [{view: a}]\n---\nname: other\n".utf8), name: "first-screen.yml")
        let scene = try Scene(contentsOf: path)
        #expect(scene.name == "first-screen")
        #expect(scene.file == path)
        #expect(scene.root.children.map(\.id) == ["a"])
        #expect(try SceneLoader.load(contentsOf: path).scenes.map(\.name) == ["first-screen", "other"])
    }

    @Test("a file that is not UTF-8 is refused")
    func notUTF8() throws {
        let path = try Self.temporaryFile([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xFF, 0xFE, 0x0A])
        #expect {
            _ = try SceneLoader.load(contentsOf: path)
        } throws: { error in
            guard let diagnostics = (error as? SceneLoadError)?.diagnostics else { return false }
            return diagnostics.map(\.code) == [.syntax] && diagnostics.first?.message == "the scene file is not UTF-8 text"
        }
    }

    @Test("a byte order mark and CRLF line endings keep lines and columns right")
    func bomAndCRLF() throws {
        let text = "\u{FEFF}name: crlf\r\nviews:\r\n  - view: a\r\n    background: bleu\r\n"
        let path = try Self.temporaryFile(Array(text.utf8))
        let diagnostics: [Diagnostic]
        do {
            _ = try SceneLoader.load(contentsOf: path)
            diagnostics = []
        } catch {
            diagnostics = error.diagnostics
        }
        #expect(diagnostics.map(\.location) == [SourceLocation(file: path, line: 4, column: 17)])
        let printed = try #require(diagnostics.first.map { DiagnosticPrinter().format($0) })
        #expect(printed.hasSuffix("\n    background: bleu\n                ^"))
    }

    @Test("two scenes of one file cannot share a name")
    func duplicateSceneNames() throws {
        let errors = Load.errors("name: a\n---\nname: a\n")
        #expect(errors.map(\.code) == [.duplicateID])
        #expect(errors.first?.message == "two scenes of this file are named 'a'; every scene needs its own name")
        #expect(errors.first?.location?.line == 2)
        #expect(errors.first?.notes.first?.location?.line == 1)
    }

    @Test("an empty file holds no scene")
    func empty() {
        #expect(Load.errors("# only a comment\n").map(\.message) == ["the file holds no scene (it is empty)"])
    }

    @Test("{i} outside a repeated entry is explained")
    func placeholderOutsideRepeat() {
        let errors = Load.errors("views:\n  - view: a\n    layout: ['top == row{i}.bottom']\n")
        #expect(errors.map(\.message) == ["unexpected '{' after the constraint ({i} and {i-1} are replaced only in entries with 'repeat')"])
    }
}
