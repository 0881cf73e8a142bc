import Foundation
import TrellisModel
import TrellisLayout

/// The shared part of `render` and `test`: find the files, take the shard, run in parallel with progress.
final class Batch: @unchecked Sendable {
    let options: BatchOptions
    let terminal: Terminal
    private let start = Date()
    /// Paths on the command line that named nothing to work on.
    private(set) var missingPaths = 0
    /// Files loaded by `prepare`, with scenes whose name an earlier file took removed.
    private var prepared: [String: LoadedFile] = [:]
    /// Every scene file found, before sharding (the duplicate-name check covers them all).
    private var allFiles: [String] = []

    init(options: BatchOptions, terminal: Terminal) {
        self.options = options
        self.terminal = terminal
    }

    /// Seconds since the batch was made.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// The scene files of this shard (balanced by the timings in `timingsFolder` when it has them); reports
    /// paths that name nothing (and returns nil when nothing is left).
    func files(timingsFolder: String? = nil) -> [String]? {
        let found = SceneFiles.collect(options.paths)
        let style = Style(enabled: terminal.useColor)
        for problem in found.problems {
            Console.err("\(problem.path): \(style.red("error:")) \(problem.message)\n")
        }
        missingPaths = found.problems.count
        allFiles = found.files
        var files = found.files
        if let shard = options.shard {
            files = ShardPlan.select(found.files, shard: shard, timings: timingsFolder.map(ShardPlan.readTimings) ?? [:])
        }
        if found.files.isEmpty {
            Console.err("\(style.red("error:")) no scene files to work on\n")
            return nil
        }
        return files
    }

    /// Loads every file found, in every shard (in parallel), and refuses scenes whose name an earlier file
    /// already uses, since the name is the scene's output folder; so each shard sees the same duplicates.
    /// Call before `run`; `loaded(_:)` then returns the result.
    func prepare() {
        let files = allFiles
        let results = BatchRunner(jobs: options.jobs).run(files, work: { SceneInput.load($0) },
                                                          started: { _, _ in }, finished: { _, _, _ in })
        var owner: [String: String] = [:]
        for (file, result) in zip(files, results) {
            guard var loaded = result else { continue }
            var kept: [Scene] = []
            for scene in loaded.scenes {
                if let first = owner[scene.name] {
                    loaded.diagnostics.append(Diagnostic(
                        severity: .error, code: .duplicateID,
                        message: "the scene name '\(scene.name)' is already used by \(first); every scene needs its own name, since the name is its output folder",
                        location: scene.location ?? SourceLocation(file: file, line: 1, column: 1)))
                } else {
                    owner[scene.name] = file
                    kept.append(scene)
                }
            }
            if kept.isEmpty && !loaded.scenes.isEmpty { loaded.failed = true }
            loaded.scenes = kept
            prepared[file] = loaded
        }
    }

    /// The file as `prepare` loaded it (or loaded now).
    func loaded(_ file: String) -> LoadedFile { prepared[file] ?? SceneInput.load(file) }

    /// Runs `work` on every file with `--jobs` threads and the progress display.
    func run<Outcome: Sendable>(_ files: [String], work: @escaping @Sendable (String) -> Outcome,
                                finished: @escaping @Sendable (String, Outcome, Progress) -> Void) {
        let progress = Progress(total: files.count, terminal: terminal, quiet: options.quiet)
        _ = BatchRunner(jobs: options.jobs).run(files, work: work, started: { _, file in
            progress.started(Batch.displayName(file))
        }, finished: { _, file, outcome in
            finished(file, outcome, progress)
        })
        progress.finish()
    }

    /// `nested-paging` for `Samples/nested-paging.yaml`.
    static func displayName(_ file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }
}
