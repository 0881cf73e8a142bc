import Foundation
import Testing

/// `trellis test` passes a scene file that this very build drew before with the same inputs, when every reference
/// holds what was drawn, without solving or drawing it (the drawing memo in `--cache`); anything that changed goes
/// the full way and is reported as before.
@Suite("trellis test: the drawing memo")
struct DrawingMemoTests {
    /// The closing summary line (`tested …`), the one before `N passed, M failed`.
    private func summary(_ run: RunResult) -> String {
        run.stdout.split(separator: "\n").last { $0.hasPrefix("tested ") }.map(String.init) ?? ""
    }

    /// Two scene files (a plain screen `a`, a picture `p`), rendered into `ref` with the memo in `cache`: each
    /// gives screen.png and layout.json, so a test checks 4 files.
    private func recordedWorkspace() throws -> Workspace {
        let workspace = try Workspace.withTwoScenes()
        let render = try Trellis.run(["render", "scenes", "-o", "ref", "--cache", "cache"], in: workspace.url)
        #expect(render.status == 0, "\(render.stderr)")
        return workspace
    }

    private let test = ["test", "scenes", "-r", "ref", "--record", "never", "--cache", "cache", "--artifacts", "f"]

    @Test("after render, test passes every file from the memo and says so; --redraw and --full-compare draw again")
    func secondRunFromMemo() throws {
        let workspace = try recordedWorkspace()
        let run = try Trellis.run(test, in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lastLine == "4 passed, 0 failed")
        #expect(summary(run).hasPrefix("tested 2 scenes, 4 files, 0 warnings; 2 scene files unchanged since drawn by this build: not drawn"),
                "\(summary(run))")
        for option in ["--redraw", "--full-compare"] {
            let drawn = try Trellis.run(test + [option], in: workspace.url)
            #expect(drawn.status == 0, "\(drawn.stderr)")
            #expect(drawn.lastLine == "4 passed, 0 failed")
            #expect(!summary(drawn).contains("unchanged"), "\(option): \(summary(drawn))")
        }
    }

    @Test("a memo written by test itself serves the next test")
    func testWritesMemo() throws {
        let workspace = try recordedWorkspace()
        try FileManager.default.removeItem(atPath: workspace.path("cache"))
        let first = try Trellis.run(test, in: workspace.url)
        #expect(first.lastLine == "4 passed, 0 failed")
        #expect(!summary(first).contains("unchanged"))
        let second = try Trellis.run(test, in: workspace.url)
        #expect(second.lastLine == "4 passed, 0 failed")
        #expect(summary(second).contains("; 2 scene files unchanged since drawn by this build"), "\(summary(second))")
    }

    @Test("a changed scene, image or reference, a missing reference, another build: drawn, compared and reported",
          arguments: ["scene", "image", "reference", "missing", "identity"])
    func changesGoTheFullWay(change: String) throws {
        let workspace = try recordedWorkspace()
        var environment: [String: String] = [:]
        // what fails, and how many scene files still pass from the memo
        var failure: String?
        var remembered = 1
        switch change {
        case "scene":
            try workspace.write("scenes/a.yaml", Scenes.plain("a", color: "#CC3333"))
            failure = "FAIL a/screen.png: "
        case "image":
            try workspace.writePicture("scenes/dot.png", blue: 10)
            failure = "FAIL p/screen.png: "
        case "reference":
            // another picture of the same size in the reference: its digest differs from the one drawn
            let other = try Workspace()
            try other.write("scenes/a.yaml", Scenes.plain("a", color: "#33CC33"))
            #expect(try Trellis.run(["render", "scenes", "-o", "ref", "--cache", "cache"], in: other.url).status == 0)
            try FileManager.default.removeItem(atPath: workspace.path("ref/a/screen.png"))
            try FileManager.default.copyItem(atPath: other.path("ref/a/screen.png"), toPath: workspace.path("ref/a/screen.png"))
            failure = "FAIL a/screen.png: "
        case "missing":
            try FileManager.default.removeItem(atPath: workspace.path("ref/p/layout.json"))
            failure = "FAIL p/layout.json: no reference layout"
        default:
            // stands for a rebuilt trellis or an upgraded library: no memo entry is found
            environment["TRELLIS_MEMO_SALT"] = "another build"
            remembered = 0
        }
        let run = try Trellis.run(test, in: workspace.url, environment: environment)
        if let failure {
            #expect(run.status == 1)
            #expect(run.lastLine == "3 passed, 1 failed")
            #expect(run.stderr.contains(failure), "\(run.stderr)")
        } else {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.lastLine == "4 passed, 0 failed")
        }
        if remembered == 1 {
            #expect(summary(run).contains("; 1 scene file unchanged since drawn by this build"), "\(summary(run))")
        } else {
            #expect(!summary(run).contains("unchanged"), "\(summary(run))")
        }
    }

    @Test("a damaged memo file is ignored: the file is drawn, passes, and the memo is written again")
    func damagedMemo() throws {
        let workspace = try recordedWorkspace()
        let memos = (FileManager.default.enumerator(atPath: workspace.path("cache"))?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }
        #expect(memos.count == 2)
        for memo in memos { try workspace.write("cache/" + memo, "{\"version\": 1, \"scenes\": [") }
        let run = try Trellis.run(test, in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lastLine == "4 passed, 0 failed")
        #expect(!summary(run).contains("unchanged"))
        let again = try Trellis.run(test, in: workspace.url)
        #expect(summary(again).contains("; 2 scene files unchanged since drawn by this build"), "\(summary(again))")
    }

    @Test("a remembered file prints the warnings its drawing gave, and counts them")
    func warningsRepeat() throws {
        let workspace = try Workspace()
        // the box has no height: its height is ambiguous (a warning), the scene is still drawn
        try workspace.write("scenes/w.yaml", """
            name: w
            size: [100, 80]
            scale: 1
            views:
              - view: box
                background: red
                layout: [left == superview, top == superview, width == 10]
            """)
        #expect(try Trellis.run(["render", "scenes", "-o", "ref", "--cache", "cache"], in: workspace.url).status == 0)
        let drawn = try Trellis.run(test + ["--redraw"], in: workspace.url)
        let run = try Trellis.run(test, in: workspace.url)
        #expect(summary(run).hasPrefix("tested 1 scene, 2 files, 1 warning; 1 scene file unchanged"), "\(summary(run))")
        #expect(summary(drawn).hasPrefix("tested 1 scene, 2 files, 1 warning in "), "\(summary(drawn))")
        let warning = try #require(drawn.stderr.split(separator: "\n").first { $0.contains("warning:") })
        #expect(run.stderr.contains(warning), "\(run.stderr)")
    }

    @Test("a stale reference is reported from the memo as when drawn, and --prune removes it")
    func staleFromMemo() throws {
        let workspace = try recordedWorkspace()
        try workspace.write("ref/a/old.screen.png", "a reference the scene no longer produces")
        let run = try Trellis.run(test, in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(summary(run).contains("; 2 scene files unchanged since drawn by this build"), "\(summary(run))")
        #expect(run.stderr.contains("stale reference ref/a/old.screen.png: the scene no longer produces it"), "\(run.stderr)")
        let pruned = try Trellis.run(test + ["--prune"], in: workspace.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(summary(pruned).contains("; 2 scene files unchanged"), "\(summary(pruned))")
        #expect(!workspace.exists("ref/a/old.screen.png"))
    }

    @Test("an unwritable cache folder is skipped: the test draws and passes")
    func unwritableCache() throws {
        let workspace = try recordedWorkspace()
        try workspace.write("blocked", "a file where the cache folder would be")
        let run = try Trellis.run(["test", "scenes", "-r", "ref", "--record", "never", "--cache", "blocked/cache"], in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lastLine == "4 passed, 0 failed")
        #expect(!summary(run).contains("unchanged"))
    }
}
