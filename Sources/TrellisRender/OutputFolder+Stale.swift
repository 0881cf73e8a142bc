#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension OutputFolder {
    /// Files in the scene folder `name` that no longer come out of the scene: every file under it (hidden ones
    /// aside) whose path, relative to the output folder, is not in `produced`; sorted.
    public func staleFiles(scene name: String, produced: Set<String>) -> [String] {
        guard OutputName.problem(name) == nil else { return [] }
        var stale: [String] = []
        func walk(_ relative: String) {
            let full = realPath + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { return }
            for entry in names where !entry.hasPrefix(".") {
                let child = relative + "/" + entry
                if OutputFileSystem.kind(realPath + "/" + child) == S_IFDIR {
                    walk(child)
                } else if !produced.contains(child) {
                    stale.append(child)
                }
            }
        }
        if OutputFileSystem.kind(realPath + "/" + name) == S_IFDIR { walk(name) }
        return stale.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Removes one file given relative to the output folder, after checking that its folder really is inside
    /// the output folder (a link is removed, never followed).
    public func removeFile(_ relative: String) throws(RenderError) {
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for segment in segments where OutputName.problem(segment) != nil {
            throw .write(path: relative, message: "not a file name trellis writes; nothing removed")
        }
        let full = realPath + "/" + relative
        try checkInside(OutputFileSystem.split(full).folder)
        guard let kind = OutputFileSystem.kind(full), kind != S_IFDIR else { return }
        guard unlink(full) == 0 else { throw .write(path: full, message: OutputFileSystem.reason(errno)) }
    }
}
