import Foundation
import Testing
import TrellisSnapshot
import TrellisTesting

/// A screen with one box inset by `inset` points, 100 × 80 at 1×.
private func boxScene(inset: String = "10", color: String = "#3366CC") -> String {
    """
    name: box
    size: [100, 80]
    scale: 1
    views:
      - view: box
        background: "\(color)"
        layout:
          - edges == superview inset \(inset)
    """
}

/// A temporary folder standing in for a test file's folder.
private final class TestFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-testing-\(UUID().uuidString)")
    /// A test file path inside it (the file need not exist: only its folder and name are used).
    var testFile: String { url.appendingPathComponent("ProfileTests.swift").path }
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path) }
    deinit { try? FileManager.default.removeItem(at: url) }
}

@Suite("TrellisTesting: assertLayoutSnapshot from Swift Testing")
struct LayoutSnapshotTests {
    @Test("the committed snapshot of Scenes/profile.yaml matches (never recorded here)")
    func profile() throws {
        try assertLayoutSnapshot(of: "Scenes/profile.yaml", record: .never)
        // the snapshot holds the frames worked out by hand: the 64-point avatar centred in 200 points starts at
        // 100 − 32 = 68, 12 down; the bar is 12 under it (12 + 64 + 12 = 88) and 200 − 2 × 20 = 160 wide
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let layout = try String(contentsOf: folder.appendingPathComponent("__Snapshots__/LayoutSnapshotTests/profile.1.layout.json"),
                                encoding: .utf8)
        #expect(layout.contains("\"avatar\": {\"kind\": \"view\", \"parent\": \"view\", \"frame\": [68, 12, 64, 64]}"))
        #expect(layout.contains("\"bar\": {\"kind\": \"view\", \"parent\": \"view\", \"frame\": [20, 88, 160, 20]}"))
    }

    @Test("a missing snapshot is recorded as __Snapshots__/<TestFile>/<test>.<n>.png and the assertion fails saying so")
    func recordsMissing() throws {
        let folder = TestFolder()
        #expect {
            try assertLayoutSnapshot(ofScene: boxScene(), record: .missing, filePath: folder.testFile, function: "box()")
        } throws: { error in
            "\(error)".hasPrefix("recorded ") && "\(error)".hasSuffix("; run again to compare")
        }
        #expect(folder.exists("__Snapshots__/ProfileTests/box.1.png"))
        #expect(folder.exists("__Snapshots__/ProfileTests/box.1.layout.json"))
        // a second assertion in the same test is number 2; with a name, the name is used
        #expect(throws: LayoutSnapshotFailure.self) {
            try assertLayoutSnapshot(ofScene: boxScene(), record: .missing, filePath: folder.testFile, function: "box()")
        }
        #expect(folder.exists("__Snapshots__/ProfileTests/box.2.png"))
        try assertLayoutSnapshot(ofScene: boxScene(), named: "box.1", record: .never, filePath: folder.testFile)
    }

    @Test("a mismatch fails with the reference, actual and diff paths and the layout differences")
    func mismatch() throws {
        let folder = TestFolder()
        _ = try? assertLayoutSnapshot(ofScene: boxScene(), named: "moved", record: .all, filePath: folder.testFile)
        var message = ""
        do {
            try assertLayoutSnapshot(ofScene: boxScene(inset: "[10, 11, 10, 9]"), named: "moved", record: .never,
                                     filePath: folder.testFile)
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("the image does not match its snapshot: "))
        #expect(message.contains("reference: \(folder.url.path)/__Snapshots__/ProfileTests/moved.png"))
        #expect(message.contains("actual:    ") && message.contains("moved.actual.png"))
        #expect(message.contains("diff:      ") && message.contains("moved.diff.png"))
        #expect(message.contains("the layout does not match"))
        #expect(message.contains("box.frame.x 10 → 11"))
    }

    @Test("precision and layoutTolerance let a one-point move pass")
    func precision() throws {
        let folder = TestFolder()
        _ = try? assertLayoutSnapshot(ofScene: boxScene(), named: "p", record: .all, filePath: folder.testFile)
        // the box moves one point right: one column of 60 pixels leaves it, one joins it, 120 of 8000 (1.5 %)
        try assertLayoutSnapshot(ofScene: boxScene(inset: "[10, 11, 10, 9]"), named: "p", record: .never,
                                 precision: 0.98, layoutTolerance: 1, filePath: folder.testFile)
        #expect(throws: LayoutSnapshotFailure.self) {
            try assertLayoutSnapshot(ofScene: boxScene(inset: "[10, 11, 10, 9]"), named: "p", record: .never,
                                     precision: 0.99, layoutTolerance: 1, filePath: folder.testFile)
        }
    }

    @Test("record: never fails on a missing snapshot and writes nothing beside the test")
    func never() throws {
        let folder = TestFolder()
        #expect {
            try assertLayoutSnapshot(ofScene: boxScene(), named: "n", record: .never, filePath: folder.testFile)
        } throws: { error in
            "\(error)".contains("no snapshot at \(folder.url.path)/__Snapshots__/ProfileTests/n.png (record mode never)")
        }
        #expect(!folder.exists("__Snapshots__/ProfileTests/n.png"))
    }
}
