import Foundation
import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// The scene files of the repository's Samples folder (written beside this module) all load.
@Suite("Sample files")
struct SampleFilesTests {
    /// `Samples/*.yaml` of the package, found from this file's path.
    static var sampleFiles: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test("every sample file loads without errors", arguments: sampleFiles)
    func loads(path: String) throws {
        do {
            let loaded = try SceneLoader.load(contentsOf: path)
            #expect(!loaded.scenes.isEmpty)
        } catch {
            Issue.record("\(error.description)")
        }
    }
}
