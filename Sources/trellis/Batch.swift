import Foundation

/// The shared part of `render` and `test`: find the files, take the shard, run in parallel with progress.
final class Batch: @unchecked Sendable {
    let options: BatchOptions
    let terminal: Terminal
    private let start = Date()
    /// Paths on the command line that named nothing to work on.
    private(set) var missingPaths = 0

    init(options: BatchOptions, terminal: Terminal) {
        self.options = options
        self.terminal = terminal
    }

    /// Seconds since the batch was made.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// The scene files of this shard; reports paths that name nothing (and returns nil when nothing is left).
    func files() -> [String]? {
        let found = SceneFiles.collect(options.paths)
        let style = Style(enabled: terminal.useColor)
        for problem in found.problems {
            Console.err("\(problem.path): \(style.red("error:")) \(problem.message)\n")
        }
        missingPaths = found.problems.count
        let files = options.shard.map { $0.select(found.files) } ?? found.files
        if found.files.isEmpty {
            Console.err("\(style.red("error:")) no scene files to work on\n")
            return nil
        }
        return files
    }

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
