import Foundation
import Testing
import TrellisModel
@testable import TrellisScene

/// `fonts:` at the top of a scene: folders relative to the scene file, checked when the scene is read.
@Suite("The fonts: key")
struct FontsKeyTests {
    /// Tests/Fixtures/Fonts, which holds the folders `narrow`, `wide` and `override` (scripts/make-test-fonts.py).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts").standardizedFileURL.path
    static let file = root + "/scene.yaml"

    @Test("a folder, or a list of folders, relative to the scene file, in order and without repeats")
    func folders() throws {
        let one = try Load.scene("fonts: narrow\nviews: []\n", file: Self.file)
        #expect(one.fontFolders == [FontFolder(path: Self.root + "/narrow", location: SourceLocation(file: Self.file, line: 1, column: 8))])
        let list = try Load.scene("fonts: [wide, ./narrow, ../Fonts/wide]\n", file: Self.file)
        #expect(list.fontFolders.map(\.path) == [Self.root + "/wide", Self.root + "/narrow"])
        #expect(list.fontFolders.map { $0.location?.column } == [9, 15])
        let absolute = try Load.scene("fonts: \(Self.root)/override\n", file: "elsewhere/scene.yaml")
        #expect(absolute.fontFolders.map(\.path) == [Self.root + "/override"])
        #expect(try Load.scene("views: []\n", file: Self.file).fontFolders.isEmpty)
    }

    @Test("a missing folder is an error with its location, the path looked for and a hint")
    func missingFolder() throws {
        let text = "size: [100, 100]\nfonts: [wide, narow]\n"
        let errors = Load.errors(text, file: Self.file)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.code == .missingFontFolder)
        #expect(error.message == "font folder 'narow' not found (looked for \(Self.root)/narow); did you mean 'narrow'?")
        // The caret under the 'n' of 'narow': line 2, column 15.
        let printed = DiagnosticPrinter(sources: [Self.file: text]).format(error)
        #expect(printed == """
            \(Self.file):2:15: error: [missing-font-folder] font folder 'narow' not found (looked for \(Self.root)/narow); did you mean 'narrow'?
            fonts: [wide, narow]
                          ^
            """)
        let far = try #require(Load.errors("fonts: ../Brand/Typefaces\n", file: Self.file).first)
        #expect(far.message == "font folder '../Brand/Typefaces' not found (looked for \(URL(fileURLWithPath: Self.root).deletingLastPathComponent().path)/Brand/Typefaces); "
                + "paths in fonts: are relative to the scene file's folder")
    }

    @Test("a font file where a folder is expected is an error naming its folder")
    func fileInsteadOfFolder() throws {
        let error = try #require(Load.errors("fonts: narrow/TrellisTestMono-Regular.ttf\n", file: Self.file).first)
        #expect(error.code == .missingFontFolder)
        #expect(error.message == "fonts: 'narrow/TrellisTestMono-Regular.ttf' is a file, not a folder; name its folder, 'narrow'")
        #expect(error.location == SourceLocation(file: Self.file, line: 1, column: 8))
    }

    @Test("a folder without font files is a warning, and the scene still loads")
    func emptyFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Fonts/Nested", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Self.root + "/narrow/TrellisTestMono-Regular.ttf",
                                         toPath: folder + "/Fonts/Nested/Mono.ttf")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/Fonts/readme.txt"))
        let result = Load.result("fonts: Fonts\n", file: folder + "/scene.yaml")
        let loaded = try result.get()
        #expect(loaded.scenes.first?.fontFolders.count == 1)
        #expect(loaded.warnings.map(\.code) == [.emptyFontFolder])
        #expect(loaded.warnings.first?.message == "font folder 'Fonts' holds no font files (.otc, .otf, .ttc, .ttf); "
                + "subfolders are not read, so name the folder the files are in")
        #expect(loaded.warnings.first?.location == SourceLocation(file: folder + "/scene.yaml", line: 1, column: 8))
    }

    @Test("fonts: takes a path or a list of paths", arguments: [
        ("fonts: {brand: Fonts}\n", "fonts: expected a folder of font files or a list of folders (fonts: [Fonts]), found a mapping"),
        ("fonts: ['']\n", "fonts: expected a folder path, found an empty string"),
        ("fonts: [[narrow]]\n", "fonts: expected a string, found a list"),
    ])
    func badValues(text: String, message: String) throws {
        let error = try #require(Load.errors(text, file: Self.file).first)
        #expect(error.code == .badValue)
        #expect(error.message == message)
    }

    @Test("file names are taken as fonts by their ending, and sorted by their bytes")
    func fontFileNames() {
        #expect(FontFolder.fontFiles(among: ["b.TTF", "a.otf", "Z.ttc", ".hidden.ttf", "notes.txt", "c.woff2", "x.otc", "ttf"])
                == ["Z.ttc", "a.otf", "b.TTF", "x.otc"])
    }
}
