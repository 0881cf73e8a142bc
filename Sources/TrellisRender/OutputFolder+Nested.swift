#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension OutputFolder {
    /// A staging folder for the scene folder `relative` (`NAME`, or `DOCUMENT/SCENE` for an Interface Builder
    /// scene): every folder above the last segment is an output folder of its own, made one segment at a time
    /// (a link there is refused), checked to stay inside this one, and the scene is staged and swapped there.
    public func stage(sceneFolder relative: String) throws(RenderError) -> SceneStage {
        var segments = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let last = segments.removeLast()
        var parent = self
        for segment in segments {
            if let problem = OutputName.problem(segment) {
                throw .write(path: path + "/" + relative, message: "the name cannot be a folder name: \(problem)")
            }
            try OutputFileSystem.makeFolder(parent.realPath + "/" + segment)
            let inner = try OutputFolder(parent.path + "/" + segment)
            try parent.checkInside(inner.realPath)
            parent = inner
        }
        return try parent.stage(last)
    }

    /// Writes the file `relative` (a path under this folder made of names `OutputName` accepts) through a new
    /// file renamed into place: its folders are made one level at a time and a link where a folder goes is
    /// refused, so nothing is written outside this folder (for the failure images of `trellis test`).
    public func replaceFile(_ relative: String, bytes: [UInt8]) throws(RenderError) {
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for segment in segments {
            if let problem = OutputName.problem(segment) {
                throw .write(path: path + "/" + relative, message: "the name cannot be a file name: \(problem)")
            }
        }
        var folder = realPath
        for segment in segments.dropLast() {
            folder += "/" + segment
            try OutputFileSystem.makeFolder(folder)
        }
        try checkInside(folder)
        let name = segments.last ?? ""
        let temporary = folder + "/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        try OutputFileSystem.createFile(temporary, bytes: bytes)
        // rename replaces whatever entry is at the final name (a link itself, never its target).
        guard rename(temporary, folder + "/" + name) == 0 else {
            let code = errno
            unlink(temporary)
            throw .write(path: path + "/" + relative, message: OutputFileSystem.reason(code))
        }
    }
}
