import Foundation
import Testing

/// What one run of the built `trellis` executable printed and returned.
struct RunResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The last non-empty line of standard output.
    var lastLine: String { stdout.split(separator: "\n").last.map(String.init) ?? "" }
}

/// Runs the built `trellis` executable, the way a user or a CI script does.
enum Trellis {
    /// The package's root folder (this file is Tests/trellisTests/TrellisProcess.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable: `$TRELLIS_EXECUTABLE`, else `trellis` beside the running test bundle, else a known build folder.
    static let executable: String? = {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["TRELLIS_EXECUTABLE"], manager.isExecutableFile(atPath: path) {
            return path
        }
        var candidates: [URL] = []
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        candidates.append(running.deletingLastPathComponent().appendingPathComponent("trellis"))
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis"))
        }
        if let argument = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: argument).resolvingSymlinksInPath()
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("trellis"))
        }
        for folder in [".build/debug", ".build/release", ".build-cli/debug"] {
            candidates.append(packageRoot.appendingPathComponent(folder).appendingPathComponent("trellis"))
        }
        return candidates.map(\.path).first { manager.isExecutableFile(atPath: $0) }
    }()

    /// Runs `trellis ARGUMENTS` in `directory` with colour off, with `input` on standard input when given.
    static func run(_ arguments: [String], in directory: URL? = nil,
                    environment extra: [String: String] = [:], input: String? = nil) throws -> RunResult {
        let path = try #require(executable, "the trellis executable was not found; build it with `swift build --product trellis`")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // the run's own CI settings must not change what a test sees: each test sets what it needs
        for key in ["TRELLIS_ARTIFACTS", "TRELLIS_RECORD", "CI"] { environment.removeValue(forKey: key) }
        // what trellis drew is remembered in the build folder, never in the user's ~/.cache
        environment["TRELLIS_CACHE"] = packageRoot.appendingPathComponent(".build/test-drawing-memo").path
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes while the process runs, so a full pipe never blocks it.
        let errorData = LockedData()
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.01) }
        return RunResult(status: process.terminationStatus,
                         stdout: String(decoding: outputData, as: UTF8.self),
                         stderr: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// Data handed from the reading thread.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return data != nil }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
}

/// A temporary folder for one test, removed when the test is done.
final class Workspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a text file at `relative` (folders made as needed) and returns its URL.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The path of `relative` inside the workspace.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// File names in a folder of the workspace, sorted.
    func files(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
    }
}

/// Small scenes the tests write.
enum Scenes {
    /// A screen with one colored view: `color` as `#RRGGBB`.
    static func plain(_ name: String, color: String = "#3366CC") -> String {
        """
        name: \(name)
        size: [100, 80]
        scale: 1
        views:
          - view: box
            background: "\(color)"
            layout:
              - edges == superview inset 10
        """
    }

    /// A vertical scroll view whose content is 300 points high.
    static func scrolling(_ name: String) -> String {
        """
        name: \(name)
        size: [100, 120]
        scale: 1
        views:
          - scroll: scroller
            layout:
              - edges == superview
            offsets: [top, bottom]
            children:
              - view: content
                background: orange
                layout:
                  - edges == scroller
                  - width == scroller.width
                  - height == 300
        """
    }
}
