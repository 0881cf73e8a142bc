#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import trellis

/// Attacks of issue 17 on `trellis test`'s recording, its failure images, its review page and the terminal,
/// through the built executable.
@Suite("Attacks on test's recording, artifacts, report and terminal", .serialized)
struct AdversaryProcessTests {
    /// Every file under `relative`, with its bytes.
    static func contents(_ workspace: Workspace, _ relative: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in FileManager.default.subpaths(atPath: workspace.path(relative)) ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: workspace.path(relative + "/" + name), isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = FileManager.default.contents(atPath: workspace.path(relative + "/" + name))
            }
        }
        return files
    }

    /// The `Trellis-Pixels` digest (`v1 HEX`) each PNG under `relative` carries, by file name.
    static func digests(_ workspace: Workspace, _ relative: String) -> [String: String] {
        let marker = Array("Trellis-Pixels\u{0}".utf8)
        var result: [String: String] = [:]
        for (name, data) in contents(workspace, relative) where name.hasSuffix(".png") {
            let bytes = Array(data)
            guard let start = (0...(bytes.count - marker.count)).first(where: { Array(bytes[$0..<$0 + marker.count]) == marker }) else { continue }
            result[name] = String(decoding: bytes[(start + marker.count)..<min(bytes.count, start + marker.count + 19)], as: UTF8.self)
        }
        return result
    }

    @Test("test --record never writes through a link planted where the scene's reference folder goes")
    func recordThroughLink() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        try workspace.write("elsewhere/screen.png", "bait")
        try FileManager.default.createDirectory(atPath: workspace.path("ref"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("ref/s"), withDestinationPath: workspace.path("elsewhere"))
        let result = try Trellis.run(["test", "s.yaml", "--reference", "ref", "--record", "all", "--artifacts", "art"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("a symbolic link is where the scene's folder goes"), "\(result.stderr)")
        #expect(Self.contents(workspace, "elsewhere") == ["screen.png": Data("bait".utf8)])
        #expect(workspace.files(in: "ref") == ["s"])
    }

    @Test("--record missing adds the missing reference and keeps the others byte for byte, swapped in whole")
    func recordMissingKeeps() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        #expect(try Trellis.run(["test", "s.yaml", "--reference", "ref", "--record", "all"], in: workspace.url).status == 1)
        let recorded = Self.contents(workspace, "ref/s")
        let missing = try #require(recorded.keys.first { $0.hasSuffix(".content.png") })
        try FileManager.default.removeItem(atPath: workspace.path("ref/s/" + missing))
        let result = try Trellis.run(["test", "s.yaml", "--reference", "ref", "--record", "missing"], in: workspace.url)
        #expect(result.status == 1)  // a run that recorded something exits 1
        #expect((result.stdout + result.stderr).contains("recorded 1 reference"), "\(result.stdout)")
        #expect(Self.contents(workspace, "ref/s") == recorded)
        #expect(!workspace.files(in: "ref").contains { $0.contains("staging") })
        #expect(try Trellis.run(["test", "s.yaml", "--reference", "ref"], in: workspace.url).status == 0)
    }

    /// The pager of OutputSafetyProcessTests at scale 1 over 2400 points: 6 pages, 19 files (a debug build's
    /// `test` encodes and digests every image, so the 15 pages at scale 2 would take minutes).
    static func pager(_ color: String) -> String {
        OutputSafetyProcessTests.slowScene(color: color).replacingOccurrences(of: "scale: 2", with: "scale: 1")
            .replacingOccurrences(of: "height == 6000", with: "height == 2400")
    }

    @Test("two test --record runs on one reference folder at once leave one run's complete set")
    func twoRecordings() throws {
        let workspace = try Workspace()
        try workspace.write("a/slow.yaml", Self.pager("#FF0000"))
        try workspace.write("b/slow.yaml", Self.pager("#0000FF"))
        #expect(try Trellis.run(["render", "a/slow.yaml", "-o", "red"], in: workspace.url).status == 0)
        #expect(try Trellis.run(["render", "b/slow.yaml", "-o", "blue"], in: workspace.url).status == 0)
        let first = try OutputSafetyProcessTests.start(["test", "a/slow.yaml", "--reference", "ref", "--record", "all"], in: workspace)
        let second = try OutputSafetyProcessTests.start(["test", "b/slow.yaml", "--reference", "ref", "--record", "all"], in: workspace)
        first.waitUntilExit()
        second.waitUntilExit()
        // Each PNG names the scene file it came from, so compare the pixel digests the PNGs carry.
        let recorded = Self.digests(workspace, "ref/slow")
        #expect(recorded.count == 19)  // screen.png and 6 × (screen, viewport, content)
        #expect(recorded == Self.digests(workspace, "red/slow") || recorded == Self.digests(workspace, "blue/slow"),
                "one run's whole set, not a mix")
        #expect(!workspace.files(in: "ref").contains { $0.contains("staging") })
    }

    @Test("failure images never go through a link planted in the artifacts folder")
    func artifactsThroughLink() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.plain("s", color: "#FF0000"))
        #expect(try Trellis.run(["test", "s.yaml", "--reference", "ref", "--record", "all"], in: workspace.url).status == 1)
        try workspace.write("s.yaml", Scenes.plain("s", color: "#0000FF"))
        // The target holds a file, so the run's clearing of the artifacts folder keeps the link (it removes
        // links to empty folders, never what they point to).
        try workspace.write("elsewhere/keep.txt", "keep")
        try FileManager.default.createDirectory(atPath: workspace.path("art"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("art/s"), withDestinationPath: workspace.path("elsewhere"))
        let result = try Trellis.run(["test", "s.yaml", "--reference", "ref", "--artifacts", "art"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write art/s/screen.actual.png"), "\(result.stderr)")
        #expect(workspace.files(in: "elsewhere") == ["keep.txt"])
    }

    @Test("terminal controls from a scene reach standard error escaped, wherever they come from",
          arguments: ["name: \"a\\e[2Jb\"", "views:\n  - view: v\n    \"k\\e]0;t\\a\": 1", "views:\n  - view: v\n    bogus: 1 # \u{1B}[2J\u{9B}1m\u{202E}"])
    func terminal(scene: String) throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", "size: [10, 10]\n" + scene + "\n")
        let result = try Trellis.run(["render", "s.yaml", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        let acting = result.stderr.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E }
        #expect(acting.isEmpty, "\(result.stderr)")
        #expect(result.stderr.contains("\\u{1B}") || result.stderr.contains("\\u{202E}"))
    }

    @Test("a scene name cannot end the review page's data block or start a script in it")
    func reportData() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.plain("x<!--<script>alert(1)"))
        _ = try Trellis.run(["test", "s.yaml", "--reference", "ref", "--record", "all", "--report", "page"], in: workspace.url)
        let page = try String(contentsOfFile: workspace.path("page/index.html"), encoding: .utf8)
        let data = try #require(page.range(of: "id=\"trellis-report\">").map { page[$0.upperBound...] })
        let block = data[..<(data.range(of: "</script>")?.lowerBound ?? data.endIndex)]
        #expect(!block.contains("<"))
        #expect(block.contains("x\\u003C!--\\u003Cscript>"))
    }
}

/// The console's last line of defence against terminal controls.
@Suite("Console escaping")
struct ConsoleEscapingTests {
    @Test("trellis's own colours and progress sequence pass; every other control is escaped")
    func ownSequencesOnly() {
        let own = "\u{1B}[1;31merror:\u{1B}[0m x\n\r\u{1B}[K[1/2] s\tt"
        #expect(Console.terminalSafe(own) == own)
        #expect(Console.terminalSafe("a\u{1B}[2Jb\u{7}\u{9B}c\u{202E}d\re") == "a\\u{1B}[2Jb\\u{7}\\u{9B}c\\u{202E}d\\u{D}e")
    }
}
