#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One scene's staging folder: files go in one at a time; `commit()` swaps it in whole, and a stage dropped
/// without a commit removes itself, so a failed scene leaves the previous outputs untouched.
public final class SceneStage: @unchecked Sendable {
    /// The scene's folder name under the output folder.
    public let name: String
    /// The staging folder's absolute path.
    let staging: String
    private let folder: OutputFolder
    /// The real path of the output folder the scene's folder is in.
    var outputRealPath: String { folder.realPath }
    private var descriptor: Int32
    private var madeFolders: Set<String> = [""]
    private var done = false

    init(folder: OutputFolder, name: String, staging: String) throws(RenderError) {
        self.folder = folder; self.name = name; self.staging = staging
        guard mkdir(staging, 0o755) == 0 else {
            throw .write(path: folder.path + "/" + name, message: OutputFileSystem.reason(errno))
        }
        // The lock tells later runs that this staging folder is alive; it ends with the process.
        descriptor = open(staging, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            if descriptor >= 0 { close(descriptor) }
            rmdir(staging)
            throw .write(path: staging, message: OutputFileSystem.reason(code))
        }
        StagingRegistry.shared.add(staging)
    }

    deinit {
        if !done { OutputFileSystem.removeTree(staging) }
        finish()
    }

    /// The absolute path a file of the scene is written at (`subfolder` is "", a device or trait folder, or `DEVICE/TRAITS`), creating its
    /// folder and checking it stays inside the output folder.
    public func path(subfolder: String, name file: String) throws(RenderError) -> String {
        let segments = subfolder.isEmpty ? [] : subfolder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for segment in segments + (file.isEmpty ? [] : [file]) {
            if let problem = OutputName.problem(segment) {
                throw .write(path: [folder.path, name, subfolder, file].filter { !$0.isEmpty }.joined(separator: "/"),
                             message: "the name cannot be a file name: \(problem)")
            }
        }
        let directory = subfolder.isEmpty ? staging : staging + "/" + subfolder
        // A device's trait folder (`iphone-se/dark`) is made one level at a time.
        var made = ""
        for segment in segments {
            made = made.isEmpty ? segment : made + "/" + segment
            if !madeFolders.contains(made) {
                try OutputFileSystem.makeFolder(staging + "/" + made)
                madeFolders.insert(made)
            }
        }
        try folder.checkInside(directory)
        return directory + "/" + file
    }

    /// Writes one file of the scene into the staging folder.
    public func write(_ file: OutputFile) throws(RenderError) {
        guard let bytes = file.bytes else { return }
        do {
            try OutputFileSystem.createFile(try path(subfolder: file.subfolder, name: file.name), bytes: bytes)
        } catch {
            // Said as the file the user will look for, not the hidden staging folder it was going into.
            guard case .write(_, let message) = error else { throw error }
            let shown = [folder.path, name, file.subfolder, file.name].filter { !$0.isEmpty }.joined(separator: "/")
            throw .write(path: shown, message: message)
        }
    }

    /// Swaps the staging folder in as the scene's folder.
    public func commit() throws(RenderError) {
        guard !done else { return }
        do throws(RenderError) {
            try folder.commit(self)
        } catch {
            discard()
            throw error
        }
        done = true
        finish()
    }

    /// Removes the staging folder: the scene's previous outputs stay as they were.
    public func discard() {
        guard !done else { return }
        OutputFileSystem.removeTree(staging)
        done = true
        finish()
    }

    private func finish() {
        if descriptor >= 0 { close(descriptor); descriptor = -1 }
        StagingRegistry.shared.remove(staging)
    }
}
