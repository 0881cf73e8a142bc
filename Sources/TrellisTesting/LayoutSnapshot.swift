import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisScene
import TrellisSnapshot

/// Asserts that a scene file lays out and draws as its recorded snapshot, as swift-snapshot-testing's
/// `assertSnapshot`: the screen image goes to `__Snapshots__/<TestFile>/<test>.<n>.png` and the layout
/// document to `<test>.<n>.layout.json`, next to the test file. Throws `LayoutSnapshotFailure` when a
/// snapshot differs, is missing and not recorded, or was recorded (run again to compare); works from Swift
/// Testing (`try` in a `@Test`) and XCTest alike.
///
/// - Parameters:
///   - path: the scene file; a relative path is read from the test file's folder first, then the current one.
///   - name: the snapshot's name instead of `<test>.<n>`.
///   - record: when to write the snapshot; nil reads `TRELLIS_RECORD`, then `CI` (`never`), else `missing`.
///   - precision: the fraction of pixels that must match (swift-snapshot-testing's `precision`).
///   - perceptualPrecision: a pixel matches when its CIEDE2000 difference is at most (1 − value) × 100.
///   - layoutTolerance: points a layout number may move.
public func assertLayoutSnapshot(
    of path: String, named name: String? = nil, record: RecordMode? = nil, precision: Double = 1,
    perceptualPrecision: Double? = nil, layoutTolerance: Double = 1e-6,
    filePath: String = #filePath, function: String = #function
) throws {
    let scenePath = LayoutSnapshot.resolve(path, relativeTo: filePath)
    let scene = try LayoutSnapshot.firstScene(of: "\(scenePath)") { try SceneLoader.load(contentsOf: scenePath) }
    try LayoutSnapshot(scene: scene, testFile: filePath, function: function, name: name, record: record,
                       comparison: SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision),
                       layoutTolerance: layoutTolerance).assert()
}

/// Asserts the snapshot of a scene written in the test as YAML text; otherwise as `assertLayoutSnapshot(of:)`.
public func assertLayoutSnapshot(
    ofScene yaml: String, named name: String? = nil, record: RecordMode? = nil, precision: Double = 1,
    perceptualPrecision: Double? = nil, layoutTolerance: Double = 1e-6,
    filePath: String = #filePath, function: String = #function
) throws {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    let scene = try LayoutSnapshot.firstScene(of: "the inline scene") {
        try SceneLoader.load(yaml: yaml, file: folder + "/inline-scene.yaml")
    }
    try LayoutSnapshot(scene: scene, testFile: filePath, function: function, name: name, record: record,
                       comparison: SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision),
                       layoutTolerance: layoutTolerance).assert()
}

/// A snapshot that does not match, is missing, or was just recorded; the message names the files and the differences.
public struct LayoutSnapshotFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
