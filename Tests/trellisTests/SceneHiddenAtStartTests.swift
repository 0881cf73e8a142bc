import Foundation
import Testing

/// The scene keys `hiddenAtStart` (Xcode 15's canvas, IBStackHiddenAtStart) and `hiddenTrailingAtStart` (Xcode
/// 14.0–14.2's, IBStackTrailingHiddenAtStart) read from a scene file.
@Suite("Scene files: hiddenAtStart puts hidden end views that keep their size at the stack's start")
struct SceneHiddenAtStartTests {
    /// A vertical stack (spacing 10) at (20, 100): a hidden 50-pt box, a visible 100 × 30 box, a hidden 20-pt box.
    static func scene(atStart: Bool, key: String = "hiddenAtStart") -> String {
        """
        name: column
        size: {width: 375, height: 667}
        views:
          - stack: col
            axis: vertical
            spacing: 10
            hiddenKeepSize: [head, tail]
        \(atStart ? "    \(key): true\n" : "")    children:
              - view: head
                hidden: true
              - view: shown
              - view: tail
                hidden: true
        constraints:
          - "col.leading == view.leading + 20"
          - "col.top == view.top + 100"
          - "head.height == 50"
          - "shown.width == 100"
          - "shown.height == 30"
          - "tail.height == 20"
        """
    }

    @Test("with the key the hidden views start at the stack's top; without it they sit where they collapse")
    func hiddenAtStart() throws {
        // The visible box alone makes the stack 100 × 30 at (20, 100). With the key: head (50 tall) and tail (20
        // tall) at y = 0 in the stack. Without it: head ends where the stack starts (y = −50), tail starts at the
        // visible box's end (y = 30).
        let workspace = try Workspace()
        try workspace.write("start.yaml", Self.scene(atStart: true))
        try workspace.write("collapse.yaml", Self.scene(atStart: false))
        let start = try Trellis.run(["explain", "start.yaml"], in: workspace.url)
        #expect(start.status == 0)
        #expect(start.stdout.contains("stack col frame (20, 100, 100, 30)"))
        #expect(start.stdout.contains("view head frame (0, 0, 100, 50)"))
        #expect(start.stdout.contains("view tail frame (0, 0, 100, 20)"))
        let collapse = try Trellis.run(["explain", "collapse.yaml"], in: workspace.url)
        #expect(collapse.stdout.contains("view head frame (0, -50, 100, 50)"))
        #expect(collapse.stdout.contains("view tail frame (0, 30, 100, 20)"))
    }

    @Test("hiddenTrailingAtStart moves only the hidden view after the visible ones to the stack's top")
    func hiddenTrailingAtStart() throws {
        // As above: tail (20 tall) at y = 0 in the stack; head still ends where the stack starts (y = −50).
        let workspace = try Workspace()
        try workspace.write("trailing.yaml", Self.scene(atStart: true, key: "hiddenTrailingAtStart"))
        let trailing = try Trellis.run(["explain", "trailing.yaml"], in: workspace.url)
        #expect(trailing.status == 0)
        #expect(trailing.stdout.contains("stack col frame (20, 100, 100, 30)"))
        #expect(trailing.stdout.contains("view head frame (0, -50, 100, 50)"))
        #expect(trailing.stdout.contains("view tail frame (0, 0, 100, 20)"))
    }
}
