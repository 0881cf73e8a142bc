import Foundation
import Testing

/// The scene key `hiddenKeepSlot` (Xcode 8's canvas, IBStackHiddenSlot) read from a scene file.
@Suite("Scene files: hiddenKeepSlot arranges hidden views that keep their size as if they were visible")
struct SceneHiddenKeepSlotTests {
    /// A vertical stack (spacing 10) at (20, 100): a hidden 50-pt box, then a visible 100 × 30 box.
    static func scene(keepSlot: Bool) -> String {
        """
        name: column
        size: {width: 375, height: 667}
        views:
          - stack: col
            axis: vertical
            spacing: 10
            hiddenKeepSize: [head]
        \(keepSlot ? "    hiddenKeepSlot: true\n" : "")    children:
              - view: head
                hidden: true
              - view: shown
        constraints:
          - "col.leading == view.leading + 20"
          - "col.top == view.top + 100"
          - "head.height == 50"
          - "shown.width == 100"
          - "shown.height == 30"
        """
    }

    @Test("with the key the hidden view keeps its slot and spacing; without it it ends where the stack starts")
    func hiddenKeepSlot() throws {
        // With the key: head 0…50, spacing 10, shown 60…90; the stack is 90 tall. Without it: shown alone makes the
        // stack 30 tall, head ends at its top (y = −50).
        let workspace = try Workspace()
        try workspace.write("slot.yaml", Self.scene(keepSlot: true))
        try workspace.write("collapse.yaml", Self.scene(keepSlot: false))
        let slot = try Trellis.run(["explain", "slot.yaml"], in: workspace.url)
        #expect(slot.status == 0)
        #expect(slot.stdout.contains("stack col frame (20, 100, 100, 90)"))
        #expect(slot.stdout.contains("view head frame (0, 0, 100, 50)"))
        #expect(slot.stdout.contains("view shown frame (0, 60, 100, 30)"))
        let collapse = try Trellis.run(["explain", "collapse.yaml"], in: workspace.url)
        #expect(collapse.stdout.contains("stack col frame (20, 100, 100, 30)"))
        #expect(collapse.stdout.contains("view head frame (0, -50, 100, 50)"))
    }
}
