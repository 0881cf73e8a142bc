import Foundation
import TrellisModel
import TrellisSnapshot

extension TestCommand {
    /// The options of `test`, checked.
    struct Options: Sendable {
        var batch: BatchOptions
        var reference: String
        /// When references are written instead of compared (`--record`, `TRELLIS_RECORD`, `CI`).
        var record: RecordMode
        /// The fraction of pixels that must match, from the command line (nil: the scene's, else 1).
        var precision: Double?
        /// The perceptual precision from the command line (nil: the scene's, else exact).
        var perceptualPrecision: Double?
        /// Layout numbers may differ by this many points (nil: the scene's, else `defaultLayoutTolerance`).
        var layoutTolerance: Double?
        var artifacts: String
        var junit: String?
        /// The folder of the HTML review page.
        var report: String?
        /// Write each file's time into the reference folder, for balancing shards.
        var saveTimings: Bool
        /// `--prune`: remove references the scenes no longer produce.
        var prune: Bool
        /// Pass an image whose drawn pixels have the digest its reference carries, without encoding it or decoding
        /// the reference (off with `--full-compare`).
        var useDigests: Bool
        /// `--redraw`: draw every scene file, even one the drawing memo says this build drew before.
        var redraw: Bool

        /// Differences below this are rounding, not layout: a millionth of a point.
        static let defaultLayoutTolerance = 1e-6

        init(_ parsed: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) {
            batch = try BatchOptions(parsed, output: Option.testOutput)
            reference = try parsed.value(Option.reference) ?? batch.output
            if let mode = try parsed.value(Option.record) {
                record = mode
            } else if let mode = RecordMode.fromEnvironment(environment) {
                record = mode
            } else {
                let text = environment["TRELLIS_RECORD"] ?? ""
                throw UsageError(message: "TRELLIS_RECORD='\(text)' is not a record mode: expected \(RecordMode.expectation(given: text))",
                                 command: Commands.test)
            }
            let precision = try parsed.value(Option.precision)?.value
            let tolerance = try parsed.value(Option.tolerance)?.value
            if precision != nil && tolerance != nil {
                throw UsageError(message: "--tolerance is --precision written as 1 − precision: give one of them", command: Commands.test)
            }
            self.precision = precision ?? tolerance.map { 1 - $0 }
            let perceptual = try parsed.value(Option.perceptualPrecision)?.value
            let perceptualAlias = try parsed.value(Option.perceptual)?.value
            if perceptual != nil && perceptualAlias != nil {
                throw UsageError(message: "--perceptual is another name for --perceptual-precision: give one of them", command: Commands.test)
            }
            perceptualPrecision = perceptual ?? perceptualAlias
            layoutTolerance = try parsed.value(Option.layoutTolerance)?.value
            let fromEnvironment = environment["TRELLIS_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            artifacts = try parsed.value(Option.artifacts) ?? fromEnvironment ?? ".build/trellis-failures"
            junit = try parsed.value(Option.junit)
            report = try parsed.value(Option.report)
            saveTimings = parsed.has(Option.saveTimings)
            prune = parsed.has(Option.prune)
            useDigests = !parsed.has(Option.fullCompare)
            redraw = parsed.has(Option.redraw)
            if saveTimings && batch.shard != nil {
                // shards only read the timings, so that every shard of a run makes the same plan
                throw UsageError(message: "--save-timings needs a whole run: a shard times only its share", command: Commands.test)
            }
        }

        /// The drawing memo that what is drawn goes into: none with `--full-compare` (today's path, kept as it was).
        var memoToWrite: DrawingMemo? { useDigests ? batch.memo : nil }

        /// The drawing memo read before drawing: none with `--redraw`, `--record all` (every reference is written
        /// again) or `--save-timings` (the times must be those of drawing, for balancing shards).
        var memoToRead: DrawingMemo? { redraw || record == .all || saveTimings ? nil : memoToWrite }

        /// The checker for one scene: the command line's values, else the scene's `test:` values, else exact.
        func checker(for file: String, scene: Scene, folder: String) -> ReferenceChecker {
            let comparison = SnapshotComparison(precision: precision ?? scene.test.precision ?? 1,
                                                perceptualPrecision: perceptualPrecision ?? scene.test.perceptualPrecision)
            return ReferenceChecker(options: self, file: file, comparison: comparison,
                                    layoutTolerance: layoutTolerance ?? scene.test.layoutTolerance ?? Self.defaultLayoutTolerance,
                                    recorder: ReferenceRecorder(reference: reference, sceneFolder: folder))
        }

        /// The exact command that records `file`'s references in this run's reference folder, with the options
        /// that change what is drawn (`trellis test Samples/a.yaml --reference Output --record failed`).
        func command(for file: String, record mode: RecordMode) -> String {
            command(for: file, ending: ["--record", mode.rawValue])
        }

        /// The command that removes the scene file's stale references (`… --prune`).
        func pruneCommand(for file: String) -> String {
            command(for: file, ending: ["--prune"])
        }

        private func command(for file: String, ending: [String]) -> String {
            var words = ["trellis", "test", file, "--reference", reference]
            if let scale = batch.scale { words += ["--scale", number(scale)] }
            if let device = batch.device?.name { words += ["--device", device] }
            if let annotate = batch.annotate { words += ["--annotate", annotate.rawValue] }
            for folder in batch.fontFolders { words += ["--fonts", folder] }
            return (words + ending).map(ShellQuote.quote).joined(separator: " ")
        }
    }
}

/// Quoting for a POSIX shell, so a printed command can be pasted as is.
enum ShellQuote {
    /// The word as is when it needs no quoting, else in single quotes (`it's` → `'it'\''s'`).
    static func quote(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/,:=@%+-")
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
