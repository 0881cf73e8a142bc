#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension SceneStage {
    /// The regular files of the scene's current folder (paths relative to it, hidden names aside), found
    /// without following links: what a partial re-recording carries over into the staging folder.
    public func currentFiles() -> [String] {
        let root = outputRealPath + "/" + name
        guard OutputFileSystem.kind(root) == S_IFDIR else { return [] }
        var files: [String] = []
        func walk(_ relative: String) {
            let full = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { return }
            for entry in names where !entry.hasPrefix(".") {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                switch OutputFileSystem.kind(root + "/" + child) {
                case S_IFDIR?: walk(child)
                case S_IFREG?: files.append(child)
                default: break
                }
            }
        }
        walk("")
        return files.sorted()
    }

    /// Carries the current folder's file `relative` (one of `currentFiles()`) into the staging folder: a hard
    /// link, or a copy where the file system has none, so the swap keeps it.
    public func keep(_ relative: String) throws(RenderError) {
        var segments = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = segments.removeLast()
        let target = try path(subfolder: segments.joined(separator: "/"), name: file)
        let source = outputRealPath + "/" + name + "/" + relative
        // The source was found without following links; check again that it is a regular file.
        guard OutputFileSystem.kind(source) == S_IFREG else { return }
        if link(source, target) == 0 { return }
        guard let bytes = FileManager.default.contents(atPath: source) else {
            throw .write(path: target, message: "cannot read the current \(relative) to keep it")
        }
        try OutputFileSystem.createFile(target, bytes: Array(bytes))
    }
}
