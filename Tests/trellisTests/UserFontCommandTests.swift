import Foundation
import Testing

/// `fonts:` and `--fonts` through the command: the folder's family is measured and drawn, two scenes with different
/// folders in one run stay apart, and the bytes do not depend on the run or on `--jobs`.
///
/// The fixture fonts (scripts/make-test-fonts.py) both name their family "Trellis Test Mono", 1000 units per em,
/// ascender 800 and descender 200, every letter the same advance: 600 units in `narrow`, 1000 in `wide`. A label
/// "HHHH" in "Trellis Test Mono 20" is therefore 4 × 0.6 × 20 = 48 points wide with `narrow`, 4 × 1.0 × 20 = 80 with
/// `wide`, and 1000/1000 × 20 = 20 points tall; without either, DejaVu Sans draws it: its H advances 1540 of 2048
/// units, 4 × 1540/2048 × 20 = 60.2, rounded up to 61.
@Suite("User fonts through the command")
struct UserFontCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts")

    static func scene(_ name: String, fonts: String?) -> String {
        (fonts.map { "fonts: \($0)\n" } ?? "") + """
        name: \(name)
        size: [200, 60]
        chrome: false
        views:
          - label: mono
            text: HHHH
            font: "Trellis Test Mono 20"
            layout: [top == 10, leading == 10]
        """
    }

    /// A workspace with copies of the fixture folders `narrow` and `wide` in `Fonts/`.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        for folder in ["narrow", "wide"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(folder),
                                             to: workspace.url.appendingPathComponent("Fonts/\(folder)"))
        }
        return workspace
    }

    /// The label's frame in a rendered scene's layout.json.
    static func monoFrame(_ workspace: Workspace, _ folder: String) throws -> String {
        let layout = try String(contentsOfFile: workspace.path("\(folder)/layout.json"), encoding: .utf8)
        let line = try #require(layout.split(separator: "\n").first { $0.contains("\"mono\"") })
        let frame = try #require(line.range(of: "\"frame\": "))
        return String(line[frame.upperBound...].prefix { $0 != "}" })
    }

    @Test("two scenes with different fonts: folders, rendered twice and with --jobs 2, keep their own widths and bytes")
    func isolationAndDeterminism() throws {
        let workspace = try Self.workspace()
        try workspace.write("scenes/narrow.yaml", Self.scene("narrow", fonts: "../Fonts/narrow"))
        try workspace.write("scenes/wide.yaml", Self.scene("wide", fonts: "[../Fonts/wide]"))
        try workspace.write("scenes/plain.yaml", Self.scene("plain", fonts: nil))
        let files = ["scenes/narrow.yaml", "scenes/wide.yaml", "scenes/plain.yaml"]
        for (folder, jobs) in [("one", "1"), ("again", "1"), ("two", "2")] {
            let result = try Trellis.run(["render"] + files + ["-o", folder, "--jobs", jobs], in: workspace.url)
            #expect(result.status == 0, "\(result.stderr)")
            // The scene without the folder warns that the family falls back.
            #expect(result.stderr.contains("[unknown-font] label 'mono': font family 'Trellis Test Mono' is not available; 'DejaVu Sans' is used instead"))
            #expect(!result.stderr.contains("narrow.yaml"), "\(result.stderr)")
            for (scene, width) in [("narrow", 48), ("wide", 80), ("plain", 61)] {
                let height = scene == "plain" ? 24 : 20
                #expect(try Self.monoFrame(workspace, "\(folder)/\(scene)") == "[10, 10, \(width), \(height)]", "\(folder)/\(scene)")
            }
        }
        for scene in ["narrow", "wide", "plain"] {
            let reference = try #require(FileManager.default.contents(atPath: workspace.path("one/\(scene)/screen.png")))
            for folder in ["again", "two"] {
                #expect(FileManager.default.contents(atPath: workspace.path("\(folder)/\(scene)/screen.png")) == reference,
                        "\(folder)/\(scene)/screen.png")
            }
        }
        let narrow = FileManager.default.contents(atPath: workspace.path("one/narrow/screen.png"))
        #expect(narrow != FileManager.default.contents(atPath: workspace.path("one/wide/screen.png")))
    }

    @Test("--fonts adds a folder to every scene, on render, test and explain")
    func fontsOption() throws {
        let workspace = try Self.workspace()
        try workspace.write("plain.yaml", Self.scene("plain", fonts: nil))
        let render = try Trellis.run(["render", "plain.yaml", "-o", "out", "--fonts", "Fonts/wide"], in: workspace.url)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(!render.stderr.contains("unknown-font"), "\(render.stderr)")
        #expect(try Self.monoFrame(workspace, "out/plain") == "[10, 10, 80, 20]")
        // Repeated: both folders give "Trellis Test Mono", and the first one given wins.
        let both = try Trellis.run(["render", "plain.yaml", "-o", "both", "--fonts", "Fonts/wide", "--fonts", "Fonts/narrow"],
                                   in: workspace.url)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(try Self.monoFrame(workspace, "both/plain") == "[10, 10, 80, 20]")
        let fonts = workspace.url.standardizedFileURL.path + "/Fonts"
        #expect(both.stderr.contains("warning: [unusable-font] font file '\(fonts)/narrow/TrellisTestMono-Regular.ttf' is left out: "
                                     + "its family 'Trellis Test Mono' is given by the earlier font folder '\(fonts)/wide'"), "\(both.stderr)")
        let explain = try Trellis.run(["explain", "plain.yaml", "--fonts", "Fonts/narrow"], in: workspace.url)
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("label mono frame (10, 10, 48, 20)"), "\(explain.stdout)")
        // The references were drawn with `wide`: the same folder passes, the other fails.
        let same = try Trellis.run(["test", "plain.yaml", "-o", "out", "--record", "never", "--fonts", "Fonts/wide"], in: workspace.url)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        let other = try Trellis.run(["test", "plain.yaml", "-o", "out", "--record", "never", "--fonts", "Fonts/narrow"], in: workspace.url)
        #expect(other.status == 1, "\(other.stdout)\(other.stderr)")
    }

    @Test("fonts in the user's ~/.fonts are never used: not for labels, not for an SVG image's <text>")
    func homeFontsIgnored() throws {
        let workspace = try Self.workspace()
        try FileManager.default.createDirectory(atPath: workspace.path("home"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: workspace.path("Fonts/narrow"), toPath: workspace.path("home/.fonts"))
        try workspace.write("text.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><text x="2" y="24" \
            font-family="Trellis Test Mono" font-size="20">HHHH</text></svg>
            """)
        try workspace.write("plain.yaml", Self.scene("plain", fonts: nil) + "\n  - image: picture\n    src: text.svg\n"
                            + "    layout: [top == 30, leading == 10]\n")
        let empty = workspace.path("empty-home")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for (folder, home) in [("with", workspace.path("home")), ("without", empty)] {
            let result = try Trellis.run(["render", "plain.yaml", "-o", folder], in: workspace.url,
                                         environment: ["HOME": home, "XDG_DATA_HOME": home + "/.local/share"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("[unknown-font]"), "\(result.stderr)")
            #expect(try Self.monoFrame(workspace, "\(folder)/plain") == "[10, 10, 61, 24]")
        }
        let with = FileManager.default.contents(atPath: workspace.path("with/plain/screen.png"))
        #expect(with != nil)
        #expect(with == FileManager.default.contents(atPath: workspace.path("without/plain/screen.png")))
    }

    @Test("a --fonts folder that does not exist is a usage error")
    func missingOptionFolder() throws {
        let workspace = try Self.workspace()
        try workspace.write("plain.yaml", Self.scene("plain", fonts: nil))
        let result = try Trellis.run(["render", "plain.yaml", "--fonts", "Fontz"], in: workspace.url)
        #expect(result.status == 64)
        let looked = workspace.url.standardizedFileURL.path + "/Fontz"
        #expect(result.stderr.contains("Error: The value 'Fontz' is invalid for '--fonts <dir>': expected a folder of font files "
                                       + "(.ttf, .otf, .ttc, .otc); \(looked) does not exist"), "\(result.stderr)")
    }

    @Test("a fonts: folder that does not exist stops the scene with the located error")
    func missingSceneFolder() throws {
        let workspace = try Self.workspace()
        try workspace.write("scenes/brand.yaml", Self.scene("brand", fonts: "../Fonts/narow"))
        let result = try Trellis.run(["render", "scenes/brand.yaml", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        let looked = workspace.url.standardizedFileURL.path + "/Fonts/narow"
        #expect(result.stderr.contains("""
            scenes/brand.yaml:1:8: error: [missing-font-folder] font folder '../Fonts/narow' not found (looked for \(looked)); did you mean '../Fonts/narrow'?
            fonts: ../Fonts/narow
                   ^
            """), "\(result.stderr)")
        #expect(!workspace.exists("out/brand"))
    }
}
