import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`, installed by `make test`), driven from the command line: a page's
/// DOM after its scripts ran, or a screenshot.
enum Chromium {
    /// The browser: `$CHROMIUM`, else the first of the usual names on the PATH.
    static let executable: String? = {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"], manager.isExecutableFile(atPath: path) { return path }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where manager.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        return nil
    }()

    /// Where browser tests keep what they saw (screenshots), for a person or a CI job to look at.
    static let artifacts = Trellis.packageRoot.appendingPathComponent(".build/trellis-browser")

    /// The serialized DOM of `url` once its scripts ran (and timers up to `budget` milliseconds of virtual time).
    static func dumpDOM(_ url: URL, budget: Int = 3000) throws -> String {
        try run(["--virtual-time-budget=\(budget)", "--dump-dom", url.absoluteString]).stdout
    }

    /// Saves a `width`×`height` screenshot of `url` to `path`.
    static func screenshot(_ url: URL, to path: URL, width: Int = 1280, height: Int = 1400) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try run(["--window-size=\(width),\(height)", "--hide-scrollbars", "--virtual-time-budget=3000",
                     "--screenshot=\(path.path)", url.absoluteString])
    }

    /// Runs the browser headless with its own throwaway profile; stops it after `timeout` seconds.
    static func run(_ arguments: [String], timeout: Double = 60) throws -> RunResult {
        let path = try #require(executable, "headless Chromium was not found; `make test` installs Debian's chromium package")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                      "--disable-background-networking", "--user-data-dir=\(profile.path)"]
        return try BoundedProcess.run(path, common + arguments, timeout: timeout)
    }
}

/// Runs a program to its end, or stops it after a time limit, reading its output as it runs.
enum BoundedProcess {
    static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double) throws -> RunResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = LockedData(), errorData = LockedData()
        let readers = [Thread { outputData.set(output.fileHandleForReading.readDataToEndOfFile()) },
                       Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }]
        readers.forEach { $0.start() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("\(path) did not finish within \(Int(timeout)) s and was stopped")
        }
        process.waitUntilExit()
        let readDeadline = Date().addingTimeInterval(10)
        while !(outputData.isSet && errorData.isSet) && Date() < readDeadline { Thread.sleep(forTimeInterval: 0.01) }
        return RunResult(status: process.terminationStatus, stdout: String(decoding: outputData.value, as: UTF8.self),
                         stderr: String(decoding: errorData.value, as: UTF8.self))
    }
}
