#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TrellisModel
@testable import TrellisRender
import TrellisTestSupport

/// Names checked in one place, writes proven to stay in the output folder, scenes replaced whole.
@Suite("Output folder safety")
struct OutputFolderTests {
    /// A one-view scene named `name` with one state named `state`.
    static func scene(_ name: String, state: String = "initial", color: Color = red) -> (Scene, LayoutResult) {
        let scene = Scene(name: name, size: Size(width: 20, height: 10), views: [view("box", background: color)])
        let result = layoutResult(scene, states: [solvedState(scene, name: state, frames: ["box": Rect(x: 0, y: 0, width: 20, height: 10)])], scale: 1)
        return (scene, result)
    }

    /// Every path under `folder`, relative to it, sorted.
    static func tree(_ folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
    }

    @Test("Names that would leave the folder, hide, read as options or reach the terminal are refused",
          arguments: ["", ".", "..", "../x", "a/b", "a\\b", "a\u{0}b", "a\u{1B}[31mb", "a\nb", ".hidden", "-rf",
                      String(repeating: "x", count: 201)])
    func badNames(name: String) {
        #expect(OutputName.problem(name) != nil)
    }

    @Test("Ordinary names pass, including non-ASCII ones and a dot inside",
          arguments: ["screen", "scrollView.bottom", "page-1", "sv.0,-20", "配置", "a b", String(repeating: "x", count: 200)])
    func goodNames(name: String) {
        #expect(OutputName.problem(name) == nil)
    }

    @Test("Control characters are escaped for printing")
    func printable() {
        #expect(OutputName.printable("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(OutputName.printable("plain") == "plain")
    }

    /// A random name built from pieces an attacker would use: dots, slashes, NUL, escapes, long runs.
    static func hostileName(_ random: inout SeededGenerator) -> String {
        let pieces = ["..", ".", "/", "\\", "\u{0}", "\u{1B}", "\n", "-", "a", "b", "配", " ", "~", "$HOME", "%2e%2e",
                      "/tmp", "x", "…", "\u{202E}", String(repeating: "y", count: 120)]
        let count = Int.random(in: 1...6, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
    }

    @Test("No generated scene or state name writes or removes anything outside the output folder")
    func noEscape() throws {
        let sandbox = try temporaryFolder()
        let output = sandbox + "/deep/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        // Bait files beside and above the output folder that an escape would overwrite or delete.
        for bait in ["deep/screen.png", "screen.png", "deep/x.viewport.png"] {
            FileManager.default.createFile(atPath: sandbox + "/" + bait, contents: Data("bait".utf8))
        }
        let before = Self.tree(sandbox).filter { !$0.hasPrefix("deep/out") }
        let folder = try OutputFolder(output)
        var random = SeededGenerator(seed: 0x5EED_0017)
        var written = 0
        for _ in 0..<300 {
            let (scene, result) = Self.scene(Self.hostileName(&random), state: Self.hostileName(&random))
            let report = SceneOutput(scene: scene, results: [result]) { _ in "{}" }
                .write(to: folder, measurer: sharedMeasurer, options: RenderOptions(), policy: OutputPolicy())
            if report.stop == nil {
                written += 1
                // Accepted names are one segment: the scene's folder is a direct child of the output folder.
                #expect(FileManager.default.fileExists(atPath: output + "/" + scene.name + "/layout.json"))
            } else {
                #expect(report.diagnostics.contains { $0.code == .invalidName }, "\(report.stop.map { "\($0)" } ?? "")")
            }
        }
        #expect(written > 0)
        #expect(Self.tree(sandbox).filter { !$0.hasPrefix("deep/out") } == before)
        for bait in ["deep/screen.png", "screen.png", "deep/x.viewport.png"] {
            #expect(FileManager.default.contents(atPath: sandbox + "/" + bait) == Data("bait".utf8))
        }
        #expect(Self.tree(output).allSatisfy { !$0.contains("trellis-staging") })
    }

    @Test("A scene folder that is a symbolic link to elsewhere is refused and the link's target is untouched")
    func symlinkedSceneFolder() throws {
        let sandbox = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: sandbox + "/elsewhere", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: sandbox + "/elsewhere/screen.png", contents: Data("keep".utf8))
        try FileManager.default.createDirectory(atPath: sandbox + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox + "/out/s", withDestinationPath: sandbox + "/elsewhere")
        let (scene, result) = Self.scene("s")
        let report = SceneOutput(scene: scene, results: [result]) { _ in "{}" }
            .write(to: try OutputFolder(sandbox + "/out"), measurer: sharedMeasurer, options: RenderOptions(), policy: OutputPolicy())
        guard case .writing(let message)? = report.stop else {
            Issue.record("expected a write refusal, got \(String(describing: report.stop))")
            return
        }
        #expect(message.contains("symbolic link"))
        #expect(Self.tree(sandbox + "/elsewhere") == ["screen.png"])
        #expect(FileManager.default.contents(atPath: sandbox + "/elsewhere/screen.png") == Data("keep".utf8))
    }

    @Test("A second write replaces the scene's folder whole: a state that is gone leaves no file behind")
    func wholeReplacement() throws {
        let output = try temporaryFolder()
        let folder = try OutputFolder(output)
        let scene = Scene(name: "s", size: Size(width: 20, height: 10), views: [view("box", background: red)])
        let one = layoutResult(scene, states: [solvedState(scene, name: "a", frames: [:]), solvedState(scene, name: "b", frames: [:])], scale: 1)
        FileManager.default.createFile(atPath: output + "/s.keep", contents: Data())
        _ = SceneOutput(scene: scene, results: [one]) { _ in "{}" }
            .write(to: folder, measurer: sharedMeasurer, options: RenderOptions(), policy: OutputPolicy())
        #expect(Self.tree(output + "/s") == ["layout.json", "screen.png"])
        // Add a stray file, then write again: the folder is the new set only.
        FileManager.default.createFile(atPath: output + "/s/old.viewport.png", contents: Data())
        let report = SceneOutput(scene: scene, results: [one]) { _ in "{}" }
            .write(to: folder, measurer: sharedMeasurer, options: RenderOptions(), policy: OutputPolicy())
        #expect(report.stop == nil)
        #expect(Self.tree(output + "/s") == ["layout.json", "screen.png"])
        #expect(Self.tree(output) == ["s", "s.keep", "s/layout.json", "s/screen.png"])
    }

    @Test("A scene that fails while drawing leaves its previous outputs byte for byte")
    func failedSceneKeepsOutputs() throws {
        let output = try temporaryFolder()
        let folder = try OutputFolder(output)
        let (scene, result) = Self.scene("s")
        _ = SceneOutput(scene: scene, results: [result]) { _ in "{}" }
            .write(to: folder, measurer: sharedMeasurer, options: RenderOptions(), policy: OutputPolicy())
        let before = try Data(contentsOf: URL(fileURLWithPath: output + "/s/screen.png"))
        var broken = scene
        var image = ViewNode(.image, id: "photo")
        image.image = ImageProperties(source: "missing.png", path: output + "/missing.png", pixelSize: Size(width: 5, height: 5))
        broken.root.children.append(image)
        let report = SceneOutput(scene: broken, results: [layoutResult(broken, states: [solvedState(broken, frames: ["photo": Rect(x: 0, y: 0, width: 5, height: 5)])], scale: 1)]) { _ in "{}" }
            .write(to: folder, measurer: sharedMeasurer, options: RenderOptions(), policy: OutputPolicy())
        guard case .drawing(let message)? = report.stop else {
            Issue.record("expected a drawing failure, got \(String(describing: report.stop))")
            return
        }
        #expect(message.contains("missing.png: no such file"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/s/screen.png")) == before)
        #expect(Self.tree(output) == ["s", "s/layout.json", "s/screen.png"])
    }

    @Test("Staging folders of dead runs are removed; a live run's (its lock held) is kept")
    func deadStaging() throws {
        let output = try temporaryFolder()
        let dead = output + "/.s.trellis-staging-1-1"
        let live = output + "/.t.trellis-staging-2-2"
        for path in [dead, live] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        FileManager.default.createFile(atPath: dead + "/screen.png", contents: Data())
        let descriptor = open(live, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        _ = try OutputFolder(output)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test("An output folder that is a file is reported in plain words")
    func fileInTheWay() throws {
        let sandbox = try temporaryFolder()
        FileManager.default.createFile(atPath: sandbox + "/out", contents: Data())
        #expect(throws: RenderError.write(path: sandbox + "/out", message: "a file is in the way where a folder is needed")) {
            try OutputFolder(sandbox + "/out")
        }
    }
}
