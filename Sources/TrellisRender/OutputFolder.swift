#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folder outputs go to (`--output`, or the reference folder of `test --record`), where each scene's folder
/// is replaced whole.
///
/// A scene is written into a staging folder beside its final folder (`.NAME.trellis-staging-PID-N`, locked with
/// `flock` while the run lives) and then swapped in by one `rename` (Linux `RENAME_EXCHANGE`): a reader, an
/// interrupted run or a full disk sees the old set or the new set, never a mix. The swap and the removal of
/// staging folders left by dead runs (those whose lock is free) hold a lock on the output folder itself, so two
/// runs on one output folder never delete each other's images. Nothing is written or removed outside the
/// folder: every path is the folder's real path plus names `OutputName` accepted, checked again against the
/// real path before each write.
public final class OutputFolder: @unchecked Sendable {
    /// The folder as the user named it (for messages).
    public let path: String
    /// Its canonical absolute path.
    public let realPath: String
    private let descriptor: Int32
    private let lock = NSLock()

    /// Opens (creating it when missing) the output folder and removes what dead runs left in it.
    public init(_ path: String) throws(RenderError) {
        self.path = path
        try OutputFileSystem.makeFolders(path)
        guard let real = OutputFileSystem.realPath(path) else {
            throw .write(path: path, message: OutputFileSystem.reason(errno))
        }
        realPath = real
        descriptor = open(real, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .write(path: path, message: OutputFileSystem.reason(errno)) }
        withFolderLock { removeDeadStaging() }
    }

    deinit { close(descriptor) }

    /// A new staging folder for the scene folder `name` (one path segment).
    public func stage(_ name: String) throws(RenderError) -> SceneStage {
        if let problem = OutputName.problem(name) {
            throw .write(path: join(path, name), message: "the name cannot be a folder name: \(problem)")
        }
        let staging = realPath + "/.\(name).trellis-staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // Made and locked under the folder's lock: another run's sweep of dead staging folders (which holds it
        // too) could otherwise find this one between its `mkdir` and its `flock`, take it for dead and remove it.
        let made: Result<SceneStage, RenderError> = withFolderLock {
            do throws(RenderError) {
                return .success(try SceneStage(folder: self, name: name, staging: staging))
            } catch {
                return .failure(error)
            }
        }
        return try made.get()
    }

    /// Swaps a complete staging folder in as the scene's folder and removes the previous one.
    func commit(_ stage: SceneStage) throws(RenderError) {
        let final = realPath + "/" + stage.name
        let shown = join(path, stage.name)
        var failure: RenderError? = nil
        withFolderLock {
            switch OutputFileSystem.kind(final) {
            case nil:
                if rename(stage.staging, final) != 0 { failure = .write(path: shown, message: OutputFileSystem.reason(errno)) }
            case S_IFDIR?:
                if OutputFileSystem.exchange(stage.staging, final) {
                    OutputFileSystem.removeTree(stage.staging)
                    return
                }
                // No atomic exchange on this system: move the old folder aside, then the new one in.
                let aside = stage.staging + "-old"
                guard rename(final, aside) == 0 else {
                    failure = .write(path: shown, message: OutputFileSystem.reason(errno))
                    return
                }
                if rename(stage.staging, final) != 0 {
                    failure = .write(path: shown, message: OutputFileSystem.reason(errno))
                    _ = rename(aside, final)
                    return
                }
                OutputFileSystem.removeTree(aside)
            case S_IFLNK?:
                failure = .write(path: shown, message: "a symbolic link is where the scene's folder goes; trellis does not replace links inside the output folder (move it away)")
            default:
                failure = .write(path: shown, message: "a file is in the way where the scene's folder goes (move it away)")
            }
        }
        if let failure { throw failure }
    }

    /// Writes one file outside any scene folder (a report, a failure image) through a new file renamed into
    /// place, creating its folders; failures are said in the user's terms.
    public static func replaceFile(at path: String, bytes: [UInt8]) throws(RenderError) {
        try OutputFileSystem.replaceFile(path, bytes: bytes)
    }

    /// Checks that the folder `path` (made by the pipeline) really is inside the output folder.
    func checkInside(_ folder: String) throws(RenderError) {
        guard let real = OutputFileSystem.realPath(folder), OutputFileSystem.isInside(real, root: realPath) else {
            throw .write(path: folder, message: "it resolves outside the output folder \(path); nothing is written there")
        }
    }

    /// Runs `body` holding the output folder's lock (between threads with `NSLock`, between processes with `flock`).
    private func withFolderLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }

    /// Removes staging folders whose run has ended (their `flock` is free).
    private func removeDeadStaging() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: realPath) else { return }
        for name in names where name.hasPrefix(".") && name.contains(".trellis-staging-") {
            let full = realPath + "/" + name
            guard OutputFileSystem.kind(full) == S_IFDIR else { continue }
            let probe = open(full, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard probe >= 0 else { continue }
            defer { close(probe) }
            if flock(probe, LOCK_EX | LOCK_NB) == 0 { OutputFileSystem.removeTree(full) }
        }
    }

    private func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
