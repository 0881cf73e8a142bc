#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: commands on
/// descriptor 3, answers on 4, each message JSON ended by a NUL), so a test can read a live page as time passes.
final class DevToolsPipe: @unchecked Sendable {
    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private let profile: URL
    private var nextID = 1
    private var buffer: [UInt8] = []
    private var session: String?

    /// Starts the browser and opens `url` in a tab.
    init(url: String) throws {
        let path = try #require(Chromium.executable, "headless Chromium was not found; `make test` installs Debian's chromium package")
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cdp-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw DevToolsError(message: "cannot make pipes") }
        // only the copies made for the browser (descriptors 3 and 4) stay open in it
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                         "--disable-background-networking", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
                         "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, nil, &argv, environ)
        close(toBrowser[0]); close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1]); close(fromBrowser[0])
            throw DevToolsError(message: "cannot start \(path): \(status)")
        }
        pid = child
        commands = toBrowser[1]
        answers = fromBrowser[0]
        let target = try send("Target.createTarget", ["url": url])
        guard let targetID = (target["result"] as? [String: Any])?["targetId"] as? String else {
            throw DevToolsError(message: "no target: \(target)")
        }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = (attached["result"] as? [String: Any])?["sessionId"] as? String
    }

    deinit {
        close(commands); close(answers)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// The value of a JavaScript expression in the page (strings, numbers, booleans; nil for undefined).
    func evaluate(_ expression: String) throws -> Any? {
        let answer = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return ((answer["result"] as? [String: Any])?["result"] as? [String: Any])?["value"]
    }

    /// Sends one command and waits (at most 10 s) for its answer, skipping events.
    private func send(_ method: String, _ parameters: [String: Any]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session, method.hasPrefix("Runtime.") { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard written > 0 else { throw DevToolsError(message: "the browser closed its pipe") }
            offset += written
        }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            while let end = buffer.firstIndex(of: 0) {
                let text = Array(buffer[..<end])
                buffer.removeFirst(end + 1)
                if let object = try JSONSerialization.jsonObject(with: Data(text)) as? [String: Any], object["id"] as? Int == id {
                    return object
                }
            }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard count > 0 else { throw DevToolsError(message: "the browser closed its pipe") }
            buffer += chunk[0..<count]
        }
        throw DevToolsError(message: "no answer to \(method) within 10 s")
    }
}

struct DevToolsError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
