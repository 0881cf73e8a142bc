import Foundation
import Testing

@Suite("Gesture outputs through the command")
struct GestureCommandTests {
    /// A 375 × 667 list (content 1000 high) dragged up 60 pt in 0.05 s: frames 0…3 at 60 fps, 20 pt each.
    static let scene = """
        name: NAME
        size: [375, 667]
        views:
          - scroll: list
            layout: [edges == superview]
            children:
              - view: body
                background: orange
                layout: [edges == list, width == list, height == 1000]
                children:
                  - view: mark
                    background: blue
                    layout: [left == 20, top == 300, width == 50, height == 50]
        gestures:
          - drag: {view: body, by: [0, -60], duration: 0.05}

        """

    @Test("render writes the animations, the filmstrip and the offsets; the bytes are the same with one job or two")
    func deterministicAcrossJobs() throws {
        let workspace = try Workspace()
        for name in ["a", "b"] { try workspace.write("scenes/\(name).yaml", Self.scene.replacingOccurrences(of: "NAME", with: name)) }
        #expect(try Trellis.run(["render", "scenes", "-o", "one", "-j", "1", "--quiet"], in: workspace.url).status == 0)
        #expect(try Trellis.run(["render", "scenes", "-o", "two", "-j", "2", "--quiet"], in: workspace.url).status == 0)
        for file in ["a/a.gesture.png", "a/a.list.gesture.png", "a/a.filmstrip.png", "a/a.offsets.csv", "b/b.gesture.png"] {
            let one = FileManager.default.contents(atPath: workspace.path("one/" + file))
            #expect(one != nil, "\(file) missing")
            #expect(one == FileManager.default.contents(atPath: workspace.path("two/" + file)), "\(file) differs")
        }
        let csv = try String(contentsOfFile: workspace.path("one/a/a.offsets.csv"), encoding: .utf8)
        #expect(csv == "frame,time_ms,list.x,list.y\n0,0,0,0\n1,16.667,0,20\n2,33.333,0,40\n3,50,0,60\n")
    }

    @Test("trellis test compares the gesture frame by frame and names the first frame that moved")
    func testComparesFrames() throws {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Self.scene.replacingOccurrences(of: "NAME", with: "a"))
        #expect(try Trellis.run(["render", "scenes", "-o", "ref", "--quiet"], in: workspace.url).status == 0)
        #expect(try Trellis.run(["test", "scenes", "--reference", "ref"], in: workspace.url).status == 0)
        // The reference's frame 2 said 40; now the drag is 90 pt: frames move by 30 pt each.
        try workspace.write("scenes/a.yaml", Self.scene.replacingOccurrences(of: "NAME", with: "a")
            .replacingOccurrences(of: "by: [0, -60]", with: "by: [0, -90]"))
        let result = try Trellis.run(["test", "scenes", "--reference", "ref", "--artifacts", "artifacts"], in: workspace.url)
        #expect(result.status == 1)
        #expect((result.stdout + result.stderr).contains("a/a.offsets.csv: frame 1 moved: 1,16.667,0,20 → 1,16.667,0,30"), "\(result.stdout + result.stderr)")
        #expect((result.stdout + result.stderr).contains("a/a.gesture.png: frame 1:"), "\(result.stdout + result.stderr)")
    }
}
