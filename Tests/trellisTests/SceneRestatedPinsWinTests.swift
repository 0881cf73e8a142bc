import Foundation
import Testing

/// The scene key `restatedPinsWin` (Xcode 10.2–13's canvas, IBStackRestatedPins) read from a scene file.
@Suite("Scene files: restatedPinsWin breaks a stack's constraint before a scene constraint pinning the same anchors")
struct SceneRestatedPinsWinTests {
    /// A 200 × 80 vertical fill stack at (10, 10): `first`, 20 tall, pinned 4 inside the stack's top and leading edge;
    /// `second` below it, with nothing of its own.
    static func scene(key: Bool) -> String {
        """
        name: column
        size: {width: 375, height: 667}
        views:
          - stack: col
            axis: vertical
        \(key ? "    restatedPinsWin: true\n" : "")    children:
              - view: first
              - view: second
        constraints:
          - "col.leading == view.leading + 10"
          - "col.top == view.top + 10"
          - "col.width == 200"
          - "col.height == 80"
          - "first.height == 20"
          - "first.top == col.top + 4"
          - "first.leading == col.leading + 4"
        """
    }

    @Test("with the key the scene's pins hold and the second view follows the first; without it they break")
    func restatedPinsWin() throws {
        // With the key: first at (4, 4), 196 wide (its trailing still on the stack's), 20 tall; second aligned with
        // it from x = 4, 196 wide, from 24 to the stack's bottom: 56 tall. Without it the scene's pins, written last,
        // break: first (0, 0, 200, 20), second (0, 20, 200, 60).
        let workspace = try Workspace()
        try workspace.write("win.yaml", Self.scene(key: true))
        try workspace.write("engine.yaml", Self.scene(key: false))
        let win = try Trellis.run(["explain", "win.yaml"], in: workspace.url)
        #expect(win.status == 0)
        #expect(win.stdout.contains("view first frame (4, 4, 196, 20)"))
        #expect(win.stdout.contains("view second frame (4, 24, 196, 56)"))
        let engine = try Trellis.run(["explain", "engine.yaml"], in: workspace.url)
        #expect(engine.stdout.contains("view first frame (0, 0, 200, 20)"))
        #expect(engine.stdout.contains("view second frame (0, 20, 200, 60)"))
    }
}
