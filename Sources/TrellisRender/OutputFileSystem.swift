#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The file-system calls of the output pipeline: files created exclusively and never through a symbolic link,
/// trees removed without following links, real paths, and every failure said in the user's terms.
enum OutputFileSystem {
    /// What went wrong, in words a user acts on (`the disk is full`), for an `errno` value.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EACCES, EPERM: return "permission denied (the folder is not writable by this user)"
        case ENOTDIR: return "a file is in the way where a folder is needed"
        case EISDIR: return "a folder is in the way where a file is needed"
        case ENAMETOOLONG: return "the name is too long for the file system"
        case ELOOP: return "a symbolic link is in the way (trellis does not write through links inside the output folder)"
        case EEXIST: return "something else already exists there"
        case EIO: return "the disk reported an input/output error"
        case EFBIG: return "the file is larger than this process may write (the shell's ulimit -f)"
        default: return String(cString: strerror(code))
        }
    }

    /// The canonical absolute path of an existing file or folder (links resolved), or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `root` or inside it (both canonical).
    static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The kind of the entry at `path` itself (a link is reported as a link), or nil when nothing is there.
    static func kind(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Creates the folder `path` (its parent must exist) unless a real folder is already there.
    static func makeFolder(_ path: String) throws(RenderError) {
        if mkdir(path, 0o755) == 0 { return }
        let code = errno
        if code == EEXIST, kind(path) == S_IFDIR { return }
        if code == EEXIST {
            throw .write(path: path, message: kind(path) == S_IFLNK
                ? "a symbolic link is where a folder is needed; trellis does not follow links inside the output folder"
                : "a file is in the way where a folder is needed")
        }
        throw .write(path: path, message: reason(code))
    }

    /// Creates the folder `path` and any missing parents (for the output folder the user named).
    static func makeFolders(_ path: String) throws(RenderError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .write(path: path, message: "a file is in the way where a folder is needed") }
            return
        }
        let (parent, _) = split(path)
        if !parent.isEmpty, parent != path { try makeFolders(parent) }
        try makeFolder(path)
    }

    /// `a/b/c` → (`a/b`, `c`); `c` → ("", `c`); `/c` → (`/`, `c`). Trailing slashes are ignored.
    static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("", String(trimmed)) }
        let folder = trimmed[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
    }

    /// Writes `bytes` to a new file at `path` (it must not exist; a link there is refused, never followed).
    static func createFile(_ path: String, bytes: [UInt8]) throws(RenderError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .write(path: path, message: reason(errno)) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw .write(path: path, message: reason(failure))
        }
    }

    /// Writes `bytes` to `path` through a new file beside it renamed into place (for single files such as reports).
    static func replaceFile(_ path: String, bytes: [UInt8]) throws(RenderError) {
        let (folder, name) = split(path)
        if !folder.isEmpty { try makeFolders(folder) }
        let temporary = (folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/") + ".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        try createFile(temporary, bytes: bytes)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .write(path: path, message: reason(code))
        }
    }

    /// Removes `path` and, for a folder, everything in it; links are removed, never followed. Best effort.
    static func removeTree(_ path: String) {
        guard let entryKind = kind(path) else { return }
        guard entryKind == S_IFDIR else { unlink(path); return }
        for _ in 0..<3 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names { removeTree(path + "/" + name) }
            if rmdir(path) == 0 || errno == ENOENT { return }
        }
    }

    /// Swaps two entries of one file system at once (Linux `renameat2` with `RENAME_EXCHANGE`); false when the
    /// system cannot (then the caller falls back to two renames).
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let call = renameAt2 else { return false }
        return call(AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */) == 0
    }

    /// glibc's `renameat2` (2.28 and later), looked up at run time since the Swift Glibc module does not declare it.
    private static let renameAt2: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
    }()
}
