import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisScene
import TrellisSnapshot

/// One assertion: lays the scene out, draws its screen, and compares both with the snapshot files.
struct LayoutSnapshot {
    var scene: Scene
    var testFile: String
    var function: String
    var name: String?
    var record: RecordMode?
    var comparison: SnapshotComparison
    var layoutTolerance: Double

    /// One measurer for the process, as the command uses.
    static let measurer = PangoTextMeasurer()

    func assert() throws {
        let mode = try record ?? Self.environmentMode()
        let folder = Self.snapshotFolder(for: testFile)
        let base = name ?? "\(Self.testName(function)).\(SnapshotCounter.shared.next(file: testFile, test: function))"
        guard let device = LayoutEngine(scene: scene, measurer: Self.measurer.forScene(scene)).devices.first else {
            throw LayoutSnapshotFailure(message: "the scene has no device")
        }
        // Size classes, layout direction and autoresizing resolved for the device, as the command does.
        let scene = scene.resolved(for: device)
        let result = LayoutEngine(scene: scene, measurer: Self.measurer.forScene(scene)).layout(device: device)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            throw LayoutSnapshotFailure(message: "the scene has errors:\n" + errors.map(\.description).joined(separator: "\n"))
        }
        var options = RenderOptions()
        options.softwareVersion = "trellis"
        let rendered = try SceneRenderer(scene: scene, result: result, measurer: Self.measurer, options: options).renderImages()
        guard let screen = rendered.images.first(where: { $0.fileName.hasPrefix("screen.") }), let pixels = screen.pixels else {
            throw LayoutSnapshotFailure(message: "the scene drew no screen image")
        }
        let png = try encodePNG(pixels, text: [("Software", "trellis")])
        var layout = layoutDocument(scene: scene, result: result)
        if !layout.hasSuffix("\n") { layout += "\n" }

        let imagePath = folder + "/" + base + ".png"
        let layoutPath = folder + "/" + base + ".layout.json"
        var problems: [String] = []
        var recorded: [String] = []
        try checkImage(png, pixels: pixels, at: imagePath, mode: mode, problems: &problems, recorded: &recorded)
        try checkLayout(layout, at: layoutPath, mode: mode, problems: &problems, recorded: &recorded)
        if !problems.isEmpty {
            throw LayoutSnapshotFailure(message: problems.joined(separator: "\n"))
        }
        if !recorded.isEmpty {
            throw LayoutSnapshotFailure(message: "recorded " + recorded.joined(separator: " and ") + "; run again to compare")
        }
    }

    private func checkImage(_ png: [UInt8], pixels: PixelBuffer, at path: String, mode: RecordMode,
                            problems: inout [String], recorded: inout [String]) throws {
        let existing = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        if existing == png { return }
        guard existing != nil else {
            if mode.records(missing: true, matches: false) { try Self.write(png, to: path); recorded.append(path); return }
            let actual = try artifact(png, named: URL(fileURLWithPath: path).lastPathComponent)
            problems.append("no snapshot at \(path) (record mode \(mode.rawValue)); the actual image is at \(actual)")
            return
        }
        let reference = try readPNG(atPath: path)
        let result = comparison.compare(reference: reference, actual: pixels)
        if mode.records(missing: false, matches: result.matches) { try Self.write(png, to: path); recorded.append(path); return }
        if result.matches { return }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let actual = try artifact(png, named: stem + ".actual.png")
        let diff = try artifact(try encodePNG(SnapshotImages.difference(reference: reference, actual: pixels, comparison: comparison),
                                              text: []), named: stem + ".diff.png")
        problems.append("the image does not match its snapshot: \(result.summary)\n  reference: \(path)\n  actual:    \(actual)\n  diff:      \(diff)")
    }

    private func checkLayout(_ document: String, at path: String, mode: RecordMode,
                             problems: inout [String], recorded: inout [String]) throws {
        let bytes = Array(document.utf8)
        let existing = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        if existing == bytes { return }
        guard let existing else {
            if mode.records(missing: true, matches: false) { try Self.write(bytes, to: path); recorded.append(path); return }
            problems.append("no layout snapshot at \(path) (record mode \(mode.rawValue))")
            return
        }
        let differences = compareLayoutDocuments(reference: String(decoding: existing, as: UTF8.self), actual: document,
                                                 tolerance: layoutTolerance)
        if mode.records(missing: false, matches: differences.isEmpty) { try Self.write(bytes, to: path); recorded.append(path); return }
        if differences.isEmpty { return }
        let actual = try artifact(bytes, named: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".actual.json")
        problems.append("the layout does not match \(path):\n" + differences.map { "  " + $0 }.joined(separator: "\n")
                        + "\n  actual: \(actual)")
    }

    /// Writes a failure's file into `$TRELLIS_ARTIFACTS` (else the temporary folder)/trellis-snapshots/<TestFile>/.
    private func artifact(_ bytes: [UInt8], named name: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment["TRELLIS_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        let root = environment ?? (FileManager.default.temporaryDirectory.path + "/trellis-snapshots")
        let path = root + "/" + URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent + "/" + name
        try Self.write(bytes, to: path)
        return path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }

    /// The first scene `load` returns; a load error or an empty file as a failure that names `what`.
    static func firstScene(of what: String,
                           _ load: () throws -> (scenes: [Scene], warnings: [Diagnostic])) throws -> Scene {
        do {
            guard let first = try load().scenes.first else { throw LayoutSnapshotFailure(message: "\(what) holds no scene") }
            return first
        } catch let error as SceneLoadError {
            throw LayoutSnapshotFailure(message: "cannot load \(what):\n\(error)")
        }
    }

    /// `__Snapshots__/<TestFile>` beside the test file, as swift-snapshot-testing places them.
    static func snapshotFolder(for testFile: String) -> String {
        let url = URL(fileURLWithPath: testFile)
        return url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
    }

    /// `profile()` → `profile`; `testProfile()` stays `testProfile`; other characters become `_`.
    static func testName(_ function: String) -> String {
        let bare = function.split(separator: "(").first.map(String.init) ?? function
        return String(bare.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    }

    /// A relative scene path, from the test file's folder when the file is there, else as given.
    static func resolve(_ path: String, relativeTo testFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let beside = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(path).path
        return FileManager.default.fileExists(atPath: beside) ? beside : path
    }

    static func environmentMode() throws -> RecordMode {
        let environment = ProcessInfo.processInfo.environment
        guard let mode = RecordMode.fromEnvironment(environment) else {
            throw LayoutSnapshotFailure(message: "TRELLIS_RECORD='\(environment["TRELLIS_RECORD"] ?? "")' is not a record mode: expected missing, all, failed or never")
        }
        return mode
    }
}

/// Numbers the assertions of each test, 1, 2, 3…, as swift-snapshot-testing names `<test>.<n>`.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(file: String, test: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        let key = file + "\u{0}" + test
        counts[key, default: 0] += 1
        return counts[key] ?? 1
    }
}
