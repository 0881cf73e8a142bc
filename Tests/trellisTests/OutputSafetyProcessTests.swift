#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// Interrupting `trellis render`, and two runs on one output folder at once, through the built executable.
@Suite("Whole-scene replacement through the built executable", .serialized)
struct OutputSafetyProcessTests {
    /// A scene slow enough to interrupt: a 300 × 400 pager at scale 2 over 6000 points of content gives 15 pages
    /// (0, 400, …, 5600), each a 600 × 800 viewport and a 600 × 12000 content image (31 images).
    static func slowScene(color: String) -> String {
        """
        name: slow
        size: [300, 400]
        scale: 2
        annotate: none
        views:
          - scroll: pager
            layout:
              - edges == superview
            offsets: [pages]
            children:
              - view: tall
                background: "\(color)"
                layout:
                  - edges == pager
                  - width == pager.width
                  - height == 6000
        """
    }

    /// The files of the scene folder with their bytes.
    static func snapshot(_ workspace: Workspace, _ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in workspace.files(in: folder) {
            files[name] = FileManager.default.contents(atPath: workspace.path(folder + "/" + name))
        }
        return files
    }

    /// Staging folders left in the output folder.
    static func staging(_ workspace: Workspace, _ folder: String) -> [String] {
        workspace.files(in: folder).filter { $0.contains("trellis-staging") }
    }

    /// Starts `trellis render` without waiting.
    static func start(_ arguments: [String], in workspace: Workspace) throws -> Process {
        let path = try #require(Trellis.executable, "the trellis executable was not found")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = workspace.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits (at most 60 s) until the run has a staging folder, that is, until it is writing images.
    static func waitForStaging(_ workspace: Workspace, _ process: Process) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && process.isRunning {
            let inside = staging(workspace, "out").flatMap { workspace.files(in: "out/" + $0) }
            if inside.contains(where: { $0.hasSuffix(".png") }) { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }

    @Test("SIGKILL or SIGINT during the writing leaves the old set or the new set, never a mix",
          arguments: [SIGKILL, SIGINT])
    func interrupted(signalNumber: Int32) throws {
        let workspace = try Workspace()
        try workspace.write("slow.yaml", Self.slowScene(color: "#FF0000"))
        #expect(try Trellis.run(["render", "slow.yaml", "-o", "out"], in: workspace.url).status == 0)
        let old = Self.snapshot(workspace, "out/slow")
        #expect(old.count == 47)  // screen, 15 state screens, 15 viewports, 15 contents, layout.json

        try workspace.write("slow.yaml", Self.slowScene(color: "#0000FF"))
        let process = try Self.start(["render", "slow.yaml", "-o", "out"], in: workspace)
        let caught = Self.waitForStaging(workspace, process)
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        #expect(caught, "the run ended before it wrote its first image")

        let after = Self.snapshot(workspace, "out/slow")
        #expect(after == old, "an interrupted run must leave the previous set untouched")
        if signalNumber == SIGINT {
            // 128 + 2, as a shell reports a run that SIGINT ended; the handler removed the staging folder.
            #expect(process.terminationStatus == 130)
            #expect(Self.staging(workspace, "out").isEmpty)
        } else {
            // The next run removes what the killed one left, and replaces the set whole.
            let next = try Trellis.run(["render", "slow.yaml", "-o", "out"], in: workspace.url)
            #expect(next.status == 0)
            #expect(Self.staging(workspace, "out").isEmpty)
            let new = Self.snapshot(workspace, "out/slow")
            #expect(Set(new.keys) == Set(old.keys))
            #expect(new["screen.png"] != old["screen.png"])
        }
    }

    @Test("two runs on one output folder at once both succeed and leave one complete set")
    func twoRuns() throws {
        let workspace = try Workspace()
        try workspace.write("a/slow.yaml", Self.slowScene(color: "#00AA00"))
        try workspace.write("b/slow.yaml", Self.slowScene(color: "#00AA00"))
        let first = try Self.start(["render", "a/slow.yaml", "-o", "out"], in: workspace)
        let second = try Self.start(["render", "b/slow.yaml", "-o", "out"], in: workspace)
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        let files = Self.snapshot(workspace, "out/slow")
        #expect(files.count == 47)
        #expect(files["layout.json"] != nil && files["screen.png"] != nil)
        #expect(files.keys.filter { $0.hasPrefix("pager.page-") && $0.hasSuffix(".content.png") }.count == 15)
        #expect(Self.staging(workspace, "out").isEmpty)
        // Both runs drew the same scene: a third, alone, gives the same images (layout.json names the file it
        // came from, a/ or b/).
        #expect(try Trellis.run(["render", "a/slow.yaml", "-o", "alone"], in: workspace.url).status == 0)
        #expect(Self.snapshot(workspace, "alone/slow").filter { $0.key.hasSuffix(".png") } == files.filter { $0.key.hasSuffix(".png") })
    }
}

/// File names that do not change when the content does (issue 14).
@Suite("Stable file names through the built executable")
struct StableNameTests {
    @Test("a longer label moves the bottom offset, and the reference names stay the same")
    func bottomKeepsItsName() throws {
        let workspace = try Workspace()
        func scene(_ text: String) -> String {
            """
            name: messages
            size: [200, 100]
            scale: 1
            views:
              - scroll: list
                layout:
                  - edges == superview
                offsets: [top, bottom]
                children:
                  - label: body
                    text: "\(text)"
                    lines: 0
                    font: DejaVu Sans 40
                    layout:
                      - edges == list
                      - width == list.width
            """
        }
        try workspace.write("messages.yaml", scene("one two three four five six seven"))
        #expect(try Trellis.run(["render", "messages.yaml", "-o", "ref"], in: workspace.url).status == 0)
        let names = workspace.files(in: "ref/messages")
        #expect(names == ["layout.json", "list.bottom.content.png", "list.bottom.screen.png", "list.bottom.viewport.png",
                          "list.top.content.png", "list.top.screen.png", "list.top.viewport.png", "screen.png"])
        #expect(!names.contains { $0.contains(",") })
        // Twice the words: more lines, a taller content, a larger bottom offset; the same names. The new words end
        // the text, so the bottom viewport shows other words than its reference.
        try workspace.write("messages.yaml", scene("one two three four five six seven eight nine ten eleven twelve thirteen fourteen"))
        let result = try Trellis.run(["test", "messages.yaml", "-r", "ref", "--artifacts", "f"], in: workspace.url)
        #expect(result.status == 1)
        // The same files fail as differences: the bottom viewport shows other pixels (the text's last line moved
        // up to the bottom of a taller content) and the layout's content height grew; nothing is missing or stale.
        #expect(!result.stderr.contains("no reference"))
        #expect(!result.stderr.contains("stale"))
        #expect(result.stderr.contains("FAIL messages/list.bottom.viewport.png: "), "\(result.stderr)")
        #expect(result.stderr.contains("FAIL messages/layout.json"), "\(result.stderr)")
        #expect(result.stderr.contains("list.contentSize.height"))
        #expect(try Trellis.run(["render", "messages.yaml", "-o", "ref"], in: workspace.url).status == 0)
        #expect(workspace.files(in: "ref/messages") == names)
    }

    @Test("pages are named page-1, page-2 …; a number stays a number; the same when the content grows")
    func pagesKeepTheirNames() throws {
        let workspace = try Workspace()
        func scene(height: Int) -> String {
            """
            name: p
            size: [100, 100]
            scale: 1
            views:
              - scroll: pager
                layout:
                  - edges == superview
                offsets: [pages, [0, 30]]
                children:
                  - view: tall
                    background: "#3366CC"
                    layout:
                      - edges == pager
                      - width == pager.width
                      - height == \(height)
            """
        }
        // 250 points of content in a 100-point frame: offsets 0, 100 and the last page, 150 (pages end at the
        // end of the range), then the number 0,30.
        try workspace.write("p.yaml", scene(height: 250))
        #expect(try Trellis.run(["render", "p.yaml", "-o", "ref"], in: workspace.url).status == 0)
        let names = workspace.files(in: "ref/p").filter { $0.hasSuffix(".viewport.png") }
        #expect(names == ["pager.0,30.viewport.png", "pager.page-1.viewport.png", "pager.page-2.viewport.png",
                          "pager.page-3.viewport.png"])
        // 280 points: the last page moves from 150 to 180, its name stays page-3
        try workspace.write("p.yaml", scene(height: 280))
        let result = try Trellis.run(["test", "p.yaml", "-r", "ref", "--artifacts", "f"], in: workspace.url)
        #expect(!result.stderr.contains("no reference"), "\(result.stderr)")
        #expect(!result.stderr.contains("stale"))
        #expect(result.stderr.contains("FAIL p/layout.json"))
    }
}

/// References a scene no longer produces (issue 14).
@Suite("Stale references through the built executable")
struct StaleReferenceTests {
    @Test("test reports a stale reference, --prune removes it, and --record never leaves one")
    func staleAndPrune() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        #expect(try Trellis.run(["render", "s.yaml", "-o", "ref"], in: workspace.url).status == 0)
        // An image of a state the scene no longer has.
        try workspace.write("ref/s/scroller.0,180.viewport.png", "old")
        let report = try Trellis.run(["test", "s.yaml", "-r", "ref"], in: workspace.url)
        #expect(report.stderr.contains("stale reference ref/s/scroller.0,180.viewport.png"))
        #expect(workspace.exists("ref/s/scroller.0,180.viewport.png"))
        let pruned = try Trellis.run(["test", "s.yaml", "-r", "ref", "--prune"], in: workspace.url)
        #expect(pruned.stderr.contains("pruned the stale reference ref/s/scroller.0,180.viewport.png"))
        #expect(!workspace.exists("ref/s/scroller.0,180.viewport.png"))
        // --record replaces the scene's folder whole: the stale file goes even when every other file matches.
        try workspace.write("ref/s/scroller.0,180.viewport.png", "old")
        let recorded = try Trellis.run(["test", "s.yaml", "-r", "ref", "--record"], in: workspace.url)
        #expect(recorded.stdout.contains("recorded"))
        #expect(workspace.files(in: "ref/s") == ["layout.json", "screen.png", "scroller.bottom.content.png",
                                                 "scroller.bottom.screen.png", "scroller.bottom.viewport.png",
                                                 "scroller.top.content.png", "scroller.top.screen.png",
                                                 "scroller.top.viewport.png"])
    }

    @Test("--record --strict records nothing for a scene with a warning")
    func recordStrict() throws {
        let workspace = try Workspace()
        // An offset past the end of the content warns (offset-out-of-range).
        try workspace.write("w.yaml", Scenes.scrolling("w").replacingOccurrences(of: "[top, bottom]", with: "[top, 5000]"))
        let result = try Trellis.run(["test", "w.yaml", "-r", "ref", "--record", "--strict"], in: workspace.url)
        #expect(result.status == 1)
        #expect(!workspace.exists("ref/w"))
    }
}
