import Foundation
import Testing

@Suite("trellis render: batches, failures, shards and file names")
struct RenderCommandTests {
    @Test("an error in one of three scenes leaves the other two rendered, is printed compiler-style, and exits 1")
    func oneFailingScene() throws {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        try workspace.write("scenes/b.yaml", """
            name: b
            views:
              - view: box
                layout:
                  - top == headview.bottom
            """)
        try workspace.write("scenes/c.yaml", Scenes.plain("c"))
        let result = try Trellis.run(["render", "scenes", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        #expect(workspace.exists("out/a/screen.png"))
        #expect(workspace.exists("out/c/screen.png"))
        #expect(workspace.exists("out/a/layout.json"))
        #expect(!workspace.exists("out/b"))
        // file:line:column: error: [code] message, then the source line and a caret
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("scenes/b.yaml:5:") && $0.contains("error: [unknown-view]") })
        #expect(lines[index + 1].contains("top == headview.bottom"))
        #expect(lines[index + 2].trimmingCharacters(in: .whitespaces) == "^")
        #expect(result.lastLine.hasPrefix("rendered 2 scenes, 2 images"))
        #expect(result.lastLine.contains("1 error"))
    }

    @Test("a scene that fails leaves its earlier outputs untouched")
    func failureKeepsEarlierOutputs() throws {
        let workspace = try Workspace()
        try workspace.write("a.yaml", Scenes.plain("a"))
        #expect(try Trellis.run(["render", "a.yaml"], in: workspace.url).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: workspace.path("Output/a/screen.png")))
        try workspace.write("a.yaml", Scenes.plain("a") + "\n      - width == nothere.width\n")
        let result = try Trellis.run(["render", "a.yaml"], in: workspace.url)
        #expect(result.status == 1)
        let after = try Data(contentsOf: URL(fileURLWithPath: workspace.path("Output/a/screen.png")))
        #expect(before == after)
    }

    @Test("--shard 1/2 and 2/2 together render every scene exactly once")
    func shards() throws {
        let workspace = try Workspace()
        let names = (1...5).map { "s\($0)" }
        for name in names { try workspace.write("scenes/\(name).yaml", Scenes.plain(name)) }
        let first = try Trellis.run(["render", "scenes", "--shard", "1/2", "-o", "one"], in: workspace.url)
        let second = try Trellis.run(["render", "scenes", "--shard=2/2", "-o", "two"], in: workspace.url)
        #expect(first.status == 0 && second.status == 0)
        // the scene folders (the hidden render manifest aside)
        let one = Set(workspace.files(in: "one").filter { !$0.hasPrefix(".") })
        let two = Set(workspace.files(in: "two").filter { !$0.hasPrefix(".") })
        #expect(one.isDisjoint(with: two))
        #expect(one.union(two) == Set(names))
        #expect(!one.isEmpty && !two.isEmpty)
        // the same command gives the same share
        let again = try Trellis.run(["render", "scenes", "--shard", "1/2", "-o", "again"], in: workspace.url)
        #expect(again.status == 0)
        #expect(Set(workspace.files(in: "again").filter { !$0.hasPrefix(".") }) == one)
    }

    @Test("file names for two scroll views and a named state, and device folders")
    func outputNames() throws {
        let workspace = try Workspace()
        try workspace.write("two.yaml", """
            name: two-scrolls
            size: [200, 300]
            scale: 1
            views:
              - scroll: outer
                layout:
                  - left, top, bottom == superview
                  - width == 100
                offsets: [top, bottom]
                children:
                  - view: tall
                    layout:
                      - edges == outer
                      - width == outer.width
                      - height == 500
              - scroll: pager
                paging: true
                layout:
                  - right, top, bottom == superview
                  - width == 100
                children:
                  - view: wide
                    layout:
                      - edges == pager
                      - height == pager.height
                      - width == 300
            states:
              - name: start
                offsets: {outer: top}
              - name: second-page
                offsets: {outer: bottom, pager: [100, 0]}
            """)
        try workspace.write("matrix.yaml", """
            name: matrix
            devices: [iphone-se, ipad]
            views:
              - view: box
                background: red
                layout:
                  - edges == safeArea
            """)
        let result = try Trellis.run(["render", "two.yaml", "matrix.yaml", "-o", "out"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(workspace.files(in: "out/two-scrolls") == [
            "layout.json",
            "outer.second-page.content.png", "outer.second-page.viewport.png",
            "outer.start.content.png", "outer.start.viewport.png",
            "pager.second-page.content.png", "pager.second-page.viewport.png",
            "pager.start.content.png", "pager.start.viewport.png",
            // one screen per named state (both scroll views at its offsets), and the first state's as screen.png
            "screen.png", "second-page.screen.png", "start.screen.png",
        ])
        #expect(workspace.files(in: "out/matrix") == ["ipad", "iphone-se"])
        #expect(workspace.files(in: "out/matrix/ipad") == ["layout.json", "screen.png"])
    }

    @Test("default states are named after the scroll view and the offset as written (top, bottom)")
    func defaultStateNames() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        let result = try Trellis.run(["render", "s.yaml", "-o", "out"], in: workspace.url)
        #expect(result.status == 0)
        #expect(workspace.files(in: "out/s") == [
            "layout.json", "screen.png",
            "scroller.bottom.content.png", "scroller.bottom.screen.png", "scroller.bottom.viewport.png",
            "scroller.top.content.png", "scroller.top.screen.png", "scroller.top.viewport.png",
        ])
    }

    @Test("--strict fails a scene with a warning and writes nothing for it")
    func strict() throws {
        let workspace = try Workspace()
        try workspace.write("w.yaml", """
            name: w
            views:
              - scroll: scroller
                layout:
                  - edges == superview
                children:
                  - view: content
                    layout:
                      - edges == scroller
                      - height == 800
            """)
        let relaxed = try Trellis.run(["render", "w.yaml", "-o", "relaxed"], in: workspace.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning: [ambiguous-content-size]"))
        let strict = try Trellis.run(["render", "w.yaml", "-o", "strict", "--strict"], in: workspace.url)
        #expect(strict.status == 1)
        #expect(!workspace.exists("strict/w"))
    }

    @Test("two files with the same scene name: the first is rendered, the second refused")
    func duplicateNames() throws {
        let workspace = try Workspace()
        try workspace.write("x/one.yaml", Scenes.plain("same", color: "#FF0000"))
        try workspace.write("x/two.yaml", Scenes.plain("same", color: "#00FF00"))
        let result = try Trellis.run(["render", "x", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("x/two.yaml:1:1: error: [duplicate-id] the scene name 'same' is already used by x/one.yaml"))
        let layout = try String(contentsOfFile: workspace.path("out/same/layout.json"), encoding: .utf8)
        #expect(layout.contains("x/one.yaml"))
    }

    @Test("--strict also refuses a warning found while drawing (missing glyphs), before anything is written")
    func strictDrawingWarning() throws {
        let workspace = try Workspace()
        try workspace.write("g.yaml", """
            name: g
            size: [100, 50]
            views:
              - label: l
                text: "A\\U0010FFFD"
                layout:
                  - center == superview
            """)
        let relaxed = try Trellis.run(["render", "g.yaml", "-o", "relaxed"], in: workspace.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning: [missing-glyphs]"))
        let strict = try Trellis.run(["render", "g.yaml", "-o", "strict", "--strict"], in: workspace.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("g.yaml: error: scene 'g' has warnings and --strict is on; nothing written"))
        #expect(!workspace.exists("strict/g"))
    }

    @Test("a path that does not exist is an error, the others are still rendered")
    func missingPath() throws {
        let workspace = try Workspace()
        try workspace.write("a.yaml", Scenes.plain("a"))
        let result = try Trellis.run(["render", "a.yaml", "nope.yaml"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("nope.yaml: error: no such file or folder"))
        #expect(workspace.exists("Output/a/screen.png"))
    }

    @Test("without a terminal, one line per scene and a closing summary")
    func progressLines() throws {
        let workspace = try Workspace()
        try workspace.write("x/a.yaml", Scenes.plain("a"))
        try workspace.write("x/b.yml", Scenes.plain("b"))
        try workspace.write("x/.hidden/c.yaml", Scenes.plain("c"))
        let result = try Trellis.run(["render", "x", "-j", "1"], in: workspace.url)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "[1/2] a: 1 image")
        #expect(lines[1] == "[2/2] b: 1 image")
        #expect(lines[2].hasPrefix("rendered 2 scenes, 2 images, 0 warnings in "))
        let quiet = try Trellis.run(["render", "x", "--quiet"], in: workspace.url)
        #expect(quiet.stdout.split(separator: "\n").count == 1)
    }

    @Test("explain prints the tree with frames and content sizes; --json the layout document")
    func explain() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        let tree = try Trellis.run(["explain", "s.yaml"], in: workspace.url)
        #expect(tree.status == 0)
        #expect(tree.stdout.contains("state scroller.bottom"))
        #expect(tree.stdout.contains("scroll scroller frame (0, 0, 100, 120) content 100×300 offset (0, 180)"))
        #expect(tree.stdout.contains("    view content frame (0, 0, 100, 300)"))
        let json = try Trellis.run(["explain", "s.yaml", "--json"], in: workspace.url)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["scene"] as? String == "s")
        #expect((object?["states"] as? [Any])?.count == 2)
        let missing = try Trellis.run(["explain", "none.yaml"], in: workspace.url)
        #expect(missing.status == 1)
    }
}

/// `traits:` through the built executable: folders per device and combination, and `test` knowing them.
@Suite("Trait matrix outputs")
struct TraitMatrixOutputTests {
    static let scene = """
        name: m
        devices: [iphone-se, ipad]
        traits: [light, {appearance: dark, contentSize: AX3, layoutDirection: rightToLeft}]
        views:
          - label: title
            text: Hello
            font: body
            layout: [top == safeArea.top, leading == 16]
        """

    @Test("render writes NAME/DEVICE/TRAITS; test passes on them, reports a trait no longer listed as stale, --prune removes it")
    func foldersAndStale() throws {
        let workspace = try Workspace()
        try workspace.write("m.yaml", Self.scene)
        let rendered = try Trellis.run(["render", "m.yaml", "-o", "ref"], in: workspace.url)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(workspace.files(in: "ref/m") == ["ipad", "iphone-se"])
        #expect(workspace.files(in: "ref/m/ipad") == ["dark-ax3-rtl", "light"])
        #expect(workspace.files(in: "ref/m/iphone-se/dark-ax3-rtl") == ["layout.json", "screen.png"])
        #expect(try Trellis.run(["test", "m.yaml", "-r", "ref"], in: workspace.url).status == 0)
        try workspace.write("m.yaml", Self.scene.replacingOccurrences(of: "traits: [light, ", with: "traits: ["))
        let report = try Trellis.run(["test", "m.yaml", "-r", "ref"], in: workspace.url)
        #expect(report.stderr.contains("stale reference ref/m/ipad/light/screen.png"), "\(report.stderr)")
        let pruned = try Trellis.run(["test", "m.yaml", "-r", "ref", "--prune"], in: workspace.url)
        #expect(pruned.stderr.contains("pruned the stale reference ref/m/iphone-se/light/screen.png"))
        #expect(!workspace.exists("ref/m/iphone-se/light/screen.png"))
    }

    @Test("one device: the trait folders sit right under the scene's")
    func oneDevice() throws {
        let workspace = try Workspace()
        try workspace.write("m.yaml", Self.scene.replacingOccurrences(of: "devices: [iphone-se, ipad]", with: "device: iphone-se"))
        let rendered = try Trellis.run(["render", "m.yaml", "-o", "out"], in: workspace.url)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(workspace.files(in: "out/m") == ["dark-ax3-rtl", "light"])
    }
}
