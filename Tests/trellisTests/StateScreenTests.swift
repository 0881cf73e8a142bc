import Foundation
import Testing
import TrellisPNG

@Suite("A full-screen image for every scroll state: STATE.screen.png through render, test and --image screen")
struct StateScreenTests {
    /// A 100 × 120 screen filled by a scroll view whose 300-point content has a blue band at its top (0…40) and a
    /// red band at its bottom (260…300) over orange (#FF8000); offsets top and bottom.
    static let scene = """
        name: s
        size: [100, 120]
        scale: 1
        views:
          - scroll: scroller
            layout:
              - edges == superview
            offsets: [top, bottom]
            children:
              - view: content
                background: "#FF8000"
                layout:
                  - edges == scroller
                  - width == scroller.width
                  - height == 300
                children:
                  - view: head
                    background: "#0000FF"
                    layout: [top == superview, left == superview, right == superview, height == 40]
                  - view: foot
                    background: "#FF0000"
                    layout: [bottom == superview, left == superview, right == superview, height == 40]
        """

    /// The pixel at (`x`, `y`) of an opaque PNG file as [R, G, B] (the buffer holds little-endian ARGB words:
    /// B, G, R, A in memory).
    private func pixel(_ path: String, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try readPNG(atPath: path)
        let start = y * image.stride + x * 4
        return [image.bytes[start + 2], image.bytes[start + 1], image.bytes[start]]
    }

    @Test("render writes one screen per state, each showing the scroll view at that state's offset")
    func screensPerState() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Self.scene)
        let result = try Trellis.run(["render", "s.yaml", "-o", "out"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(workspace.files(in: "out/s") == [
            "layout.json", "screen.png",
            "scroller.bottom.content.png", "scroller.bottom.screen.png", "scroller.bottom.viewport.png",
            "scroller.top.content.png", "scroller.top.screen.png", "scroller.top.viewport.png",
        ])
        // top: offset 0, so screen y 10 is content y 10 (blue) and screen y 110 is content y 110 (orange).
        let top = workspace.path("out/s/scroller.top.screen.png")
        #expect(try pixel(top, 50, 10) == [0, 0, 255])
        #expect(try pixel(top, 50, 110) == [255, 128, 0])
        // bottom: offset 300 − 120 = 180, so screen y 10 is content y 190 (orange) and screen y 110 is content
        // y 290 (red).
        let bottom = workspace.path("out/s/scroller.bottom.screen.png")
        #expect(try pixel(bottom, 50, 10) == [255, 128, 0])
        #expect(try pixel(bottom, 50, 110) == [255, 0, 0])
        // screen.png stays the first state's screen
        #expect(try pixel(workspace.path("out/s/screen.png"), 50, 110) == [255, 128, 0])
    }

    @Test("a states: entry gives one STATE.screen.png with every scroll view at its offsets")
    func namedStates() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Self.scene + "\nstates:\n  - name: end\n    offsets: {scroller: bottom}\n")
        let result = try Trellis.run(["render", "s.yaml", "-o", "out"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(workspace.files(in: "out/s") == [
            "end.screen.png", "layout.json", "screen.png", "scroller.end.content.png", "scroller.end.viewport.png",
        ])
        #expect(try pixel(workspace.path("out/s/end.screen.png"), 50, 110) == [255, 0, 0])
    }

    @Test("--image screen --state picks that state's screen")
    func pickScreen() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Self.scene)
        let result = try Trellis.run(["render", "s.yaml", "-o", "b.png", "--image", "screen", "--state", "bottom"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "rendered scroller.bottom.screen.png to b.png\n")
        #expect(try pixel(workspace.path("b.png"), 50, 110) == [255, 0, 0])
    }

    @Test("test compares the state screens, and lists the screen of a state that is gone as stale")
    func testAndStale() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Self.scene)
        #expect(try Trellis.run(["render", "s.yaml", "-o", "ref"], in: workspace.url).status == 0)
        // screen, two states × (screen, viewport, content), layout.json
        #expect(try Trellis.run(["test", "s.yaml", "-r", "ref"], in: workspace.url).lastLine == "8 passed, 0 failed")
        try workspace.write("s.yaml", Self.scene.replacingOccurrences(of: "offsets: [top, bottom]", with: "offsets: [top]"))
        let result = try Trellis.run(["test", "s.yaml", "-r", "ref", "--prune"], in: workspace.url)
        #expect(result.stderr.contains("ref/s/scroller.bottom.screen.png"), "\(result.stderr)")
        #expect(!workspace.exists("ref/s/scroller.bottom.screen.png"))
        #expect(workspace.exists("ref/s/scroller.top.screen.png"))
    }
}
