#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Watches folders for files written, moved in, created or removed, with Linux's inotify; one owner of the
/// inotify descriptor, closed when the watcher goes.
final class FileWatcher {
    private let descriptor: Int32
    private var watched: Set<String> = []

    /// Opens an inotify instance; nil when the system refuses one.
    init?() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Watches a folder (editors save by writing a new file and renaming it over the old one, so the folder,
    /// not the file, is watched); returns false when inotify refuses it.
    @discardableResult
    func watch(folder: String) -> Bool {
        let path = folder.isEmpty ? "." : folder
        guard !watched.contains(path) else { return true }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        guard inotify_add_watch(descriptor, path, mask) >= 0 else { return false }
        watched.insert(path)
        return true
    }

    /// Waits up to `timeout` seconds for events; returns the names of the files they concern (without folders).
    func wait(timeout: Double) -> [String] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(max(0, timeout * 1000)))
        guard ready > 0 else { return [] }
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        // bounded: the descriptor is non-blocking, so the loop ends when the queue is empty
        for _ in 0..<64 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameStart = offset + header
                let nameEnd = min(count, nameStart + length)
                if length > 0 {
                    let bytes = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
                    names.append(String(decoding: bytes, as: UTF8.self))
                }
                offset = nameStart + length
            }
        }
        return names
    }
}
