#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TrellisModel
import TrellisScene

/// Where a scene comes from: a file, or standard input for the path `-` (as diagram tools read `-`).
enum SceneInput {
    /// The path that means standard input.
    static let standardInput = "-"
    /// The name diagnostics and the default scene name use for standard input.
    static let standardInputName = "stdin.yaml"

    /// Loads a scene file, or standard input for `-` (read once, then kept for later calls).
    static func load(_ path: String) -> LoadedFile {
        guard path == standardInput else { return Pipeline.load(path) }
        do {
            let loaded = try SceneLoader.load(yaml: StandardInput.shared.text, file: standardInputName)
            return LoadedFile(scenes: loaded.scenes, diagnostics: loaded.warnings, failed: false)
        } catch {
            return LoadedFile(scenes: [], diagnostics: error.diagnostics, failed: true)
        }
    }
}

/// Standard input, read to its end the first time it is asked for.
final class StandardInput: @unchecked Sendable {
    static let shared = StandardInput()
    private let lock = NSLock()
    private var cached: String?

    var text: String {
        lock.lock(); defer { lock.unlock() }
        if let cached { return cached }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let text = String(decoding: data, as: UTF8.self)
        cached = text
        return text
    }
}
