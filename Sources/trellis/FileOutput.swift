import Foundation
import TrellisRender

/// Writing files the way `render` and `test` need: folders made on demand, contents replaced atomically.
enum FileOutput {
    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try OutputFolder.replaceFile(at: path, bytes: bytes)
    }

    /// Writes a failure image or file at `name` (relative to the artifacts folder `folder`), never through a
    /// link inside that folder.
    static func writeArtifact(_ bytes: [UInt8], name: String, in folder: String) throws(RenderError) {
        try OutputFolder(folder).replaceFile(name, bytes: bytes)
    }

    /// The contents of a file, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// `a/b` + `c` → `a/b/c`.
    static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }
}
