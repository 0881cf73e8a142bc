#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// The staging folders and temporary files this process has open, removed when SIGINT or SIGTERM ends it.
public final class StagingRegistry: @unchecked Sendable {
    /// The process's registry.
    public static let shared = StagingRegistry()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    /// Records a path to remove on interruption.
    public func add(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
    }

    /// Forgets a path (it was committed or removed).
    public func remove(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    /// On SIGINT and SIGTERM: removes every recorded path, then exits with 130 or 143 (128 + the signal, as
    /// shells report a process a signal ended). SIGXFSZ is ignored, so a write past the shell's `ulimit -f` fails
    /// with EFBIG, which is reported in plain words for that file, instead of killing the run.
    public func installSignalHandlers() {
        lock.lock(); defer { lock.unlock() }
        guard sources.isEmpty else { return }
        signal(SIGXFSZ, SIG_IGN)
        for signalNumber in [SIGINT, SIGTERM] {
            // The default action is turned off so that the dispatch source, not the kernel, handles the signal.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [unowned self] in
                self.removeAll()
                _exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Removes every recorded path now.
    func removeAll() {
        lock.lock()
        let all = paths
        lock.unlock()
        for path in all { OutputFileSystem.removeTree(path) }
    }
}
