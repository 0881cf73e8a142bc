import Foundation
import Testing
import TrellisModel
@testable import TrellisRender

/// The fixture fonts of scripts/make-test-fonts.py: 1000 units per em, ascender 800, descender 200, every glyph
/// (letters and digits) the same advance. `narrow` and `wide` both hold the family "Trellis Test Mono", with advances
/// of 600 and 1000 units; `override` holds a font named "DejaVu Serif" with advances of 500.
enum FontFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts").standardizedFileURL.path
    static let narrow = root + "/narrow"
    static let wide = root + "/wide"
    static let override = root + "/override"
}

@Suite("User font folders")
struct UserFontTests {
    static func width(_ measurer: PangoTextMeasurer, _ text: String, _ font: String) -> Double {
        measurer.measure(text, font: font, width: nil, lines: 1, lineBreak: .clip).size.width
    }

    @Test("a folder's family is measured with its own advances")
    func folderFamily() {
        let measurer = PangoTextMeasurer(fontFolders: [FontFixtures.narrow])
        #expect(measurer.fontFolders == [FontFixtures.narrow])
        #expect(measurer.resolvedFamily(of: "Trellis Test Mono 20") == "Trellis Test Mono")
        #expect(measurer.fallbackMessage(for: "Trellis Test Mono 20") == nil)
        // 4 glyphs × 600/1000 em × 20 points = 48 points; ascender 800 + descender 200 units = 1 em = 20 points.
        let metrics = measurer.measure("HHHH", font: "Trellis Test Mono 20", width: nil, lines: 1, lineBreak: .clip)
        #expect(metrics.size == Size(width: 48, height: 20))
        // The baseline is the ascender below the top: 800/1000 × 20 = 16 points.
        #expect(metrics.firstBaseline == 16)
        #expect(measurer.fontFolderWarnings(Scene(name: "s")).isEmpty)
    }

    @Test("without the folder the family falls back to DejaVu Sans, with the unknown-font message")
    func fallback() {
        let measurer = PangoTextMeasurer()
        // DejaVu Sans's H advances 1540 of 2048 units (read with fontTools' hmtx), no kerning between two H:
        // 4 × 1540/2048 × 20 = 60.2, rounded up to 61.
        #expect(Self.width(measurer, "HHHH", "Trellis Test Mono 20") == 61)
        #expect(measurer.fallbackMessage(for: "Trellis Test Mono 20")
                == "font family 'Trellis Test Mono' is not available; 'DejaVu Sans' is used instead")
    }

    @Test("two folder sets with the same family name stay apart: each measures with its own file")
    func isolation() async {
        // narrow: 4 × 0.6 × 20 = 48; wide: 4 × 1.0 × 20 = 80. Measured from two tasks at once, many times, so that a
        // shared configuration would show up as the other folder's width.
        let results = await withTaskGroup(of: (String, Double).self) { group in
            for round in 0..<20 {
                let folder = round.isMultiple(of: 2) ? FontFixtures.narrow : FontFixtures.wide
                group.addTask {
                    (folder, Self.width(PangoTextMeasurer(fontFolders: [folder]), "HHHH", "Trellis Test Mono 20"))
                }
            }
            var all: [(String, Double)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 20)
        for (folder, width) in results { #expect(width == (folder == FontFixtures.narrow ? 48 : 80), "\(folder)") }
    }

    @Test("the first folder that gives a family wins; the later file is left out with a warning")
    func firstFolderWins() throws {
        let measurer = PangoTextMeasurer(fontFolders: [FontFixtures.wide, FontFixtures.narrow])
        #expect(Self.width(measurer, "HHHH", "Trellis Test Mono 20") == 80)
        var scene = Scene(name: "s")
        let location = SourceLocation(file: "s.yaml", line: 1, column: 8)
        scene.fontFolders = [FontFolder(path: FontFixtures.wide), FontFolder(path: FontFixtures.narrow, location: location)]
        let warnings = measurer.fontFolderWarnings(scene)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.code == .unusableFont)
        #expect(warning.location == location)
        #expect(warning.message == "font file '\(FontFixtures.narrow)/TrellisTestMono-Regular.ttf' is left out: its family "
                + "'Trellis Test Mono' is given by the earlier font folder '\(FontFixtures.wide)'")
    }

    @Test("a user font with a shipped family replaces that family only")
    func replacesShippedFamily() {
        let measurer = PangoTextMeasurer(fontFolders: [FontFixtures.override])
        // The folder's "DejaVu Serif": 4 × 500/1000 × 20 = 40 (the shipped one's H is 1786/2048 em:
        // 4 × 1786/2048 × 20 = 69.8 → 70).
        #expect(Self.width(measurer, "HHHH", "DejaVu Serif 20") == 40)
        #expect(Self.width(PangoTextMeasurer(), "HHHH", "DejaVu Serif 20") == 70)
        // DejaVu Sans stays the shipped file: 4 × 1540/2048 × 20 = 60.2 → 61.
        #expect(Self.width(measurer, "HHHH", "DejaVu Sans 20") == 61)
        #expect(measurer.resolvedFamily(of: "DejaVu Sans 20") == "DejaVu Sans")
    }

    @Test("a file that is not a font is left out with a warning; the folder's other fonts still load")
    func unreadableFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: FontFixtures.narrow + "/TrellisTestMono-Regular.ttf", toPath: folder + "/b.ttf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/a.ttf"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/README.txt"))
        let measurer = PangoTextMeasurer(fontFolders: [folder])
        #expect(Self.width(measurer, "HHHH", "Trellis Test Mono 20") == 48)
        var scene = Scene(name: "s")
        scene.fontFolders = [FontFolder(path: folder)]
        #expect(measurer.fontFolderWarnings(scene).map(\.message)
                == ["font file '\(folder)/a.ttf' is not a font fontconfig can read; it is left out"])
    }
}
