#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file safely: opened without blocking, checked to be a regular file after the open (a
/// FIFO or device put in its place is refused, never waited on), and refused past a size limit before reading.
public enum RegularFile {
    /// Why a file could not be read, in words for a diagnostic.
    public enum Problem: Error, Sendable, Equatable {
        case notFound
        case unreadable(String)
    }

    /// The file's device and inode (one identity for every path that reaches it) and its bytes.
    public static func contents(of path: String, maximumBytes: Int) throws(Problem) -> (device: UInt64, inode: UInt64, bytes: [UInt8]) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOENT ? .notFound : .unreadable("cannot open it: \(reason(code))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable("not a regular file (a folder, pipe or device); images must be PNG, JPEG or SVG files")
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            throw .unreadable("the file has \(size) bytes; image files may have at most \(maximumBytes)")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(descriptor, base + offset, size - offset)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw .unreadable(count == 0 ? "the file became shorter while it was read" : reason(errno))
            }
            offset += count
        }
        return (UInt64(status.st_dev), UInt64(status.st_ino), bytes)
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
