import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender

/// `trellis test`: renders in memory and compares with the reference images.
struct TestCommand: Sendable {
    /// The options of `test`, checked.
    struct Options: Sendable {
        var batch: BatchOptions
        var reference: String
        var record: Bool
        /// `--prune`: remove references the scenes no longer produce.
        var prune: Bool
        var comparison: SnapshotComparison
        var artifacts: String
        var junit: String?

        init(_ parsed: ParsedArguments) throws(UsageError) {
            batch = try BatchOptions(parsed, command: Commands.test)
            reference = parsed.values["reference"] ?? batch.output
            record = parsed.has("record")
            prune = parsed.has("prune")
            let tolerance = try OptionValues.fraction("tolerance", parsed, command: Commands.test) ?? 0
            let perceptual = try OptionValues.fraction("perceptual", parsed, command: Commands.test)
            comparison = SnapshotComparison(tolerance: tolerance, perceptualPrecision: perceptual)
            let environment = ProcessInfo.processInfo.environment["TRELLIS_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            artifacts = parsed.values["artifacts"] ?? environment ?? ".build/trellis-failures"
            junit = parsed.values["junit"]
        }
    }

    var options: Options
    var terminal: Terminal

    func run() -> Int32 {
        let batch = Batch(options: options.batch, terminal: terminal)
        guard let files = batch.files() else { return ExitStatus.failure }
        let options = self.options
        let color = terminal.useColor
        let style = Style(enabled: color)
        let collected = Collected()
        StagingRegistry.shared.installSignalHandlers()

        batch.prepare(files)
        batch.run(files, work: { file in
            SceneTester(options: options, color: color).test(file: file, loaded: batch.loaded(file))
        }, finished: { file, outcome, progress in
            var text = outcome.report
            for testCase in outcome.cases where testCase.status == .failed {
                text += "\(style.red("FAIL")) \(testCase.name): \(testCase.message)\n"
                text += testCase.details.map { "    \($0)\n" }.joined()
            }
            if !text.isEmpty { progress.printError(text) }
            collected.add(outcome)
            let name = outcome.scenes.isEmpty ? Batch.displayName(file) : outcome.scenes.joined(separator: ", ")
            var line = "\(name): \(outcome.passed) passed, \(outcome.failed) failed"
            if outcome.recorded > 0 { line += ", \(outcome.recorded) recorded" }
            progress.finished(line)
        })

        let outcomes = collected.all
        let passed = outcomes.reduce(0) { $0 + $1.passed }
        var failed = outcomes.reduce(0) { $0 + $1.failed }
        let recorded = outcomes.reduce(0) { $0 + $1.recorded }
        let warnings = outcomes.reduce(0) { $0 + $1.warnings }
        let scenes = outcomes.reduce(0) { $0 + $1.scenes.count }
        failed += batch.missingPaths

        if let junit = options.junit {
            let report = JUnitReport(outcomes: outcomes, seconds: batch.elapsed)
            do {
                try FileOutput.write(Array(report.xml().utf8), to: junit)
            } catch {
                Console.err("\(junit): \(style.red("error:")) cannot write the JUnit report: \(error)\n")
                failed += 1
            }
        }
        var summary = "tested \(plural(scenes, "scene")), \(plural(passed + failed + recorded, "file")), \(plural(warnings, "warning"))"
        if recorded > 0 { summary += ", recorded \(plural(recorded, "reference")) in \(options.reference)" }
        if outcomes.contains(where: { $0.cases.contains { $0.status == .failed && !$0.isError } }) {
            summary += "; failure images in \(options.artifacts)"
        }
        summary += " in \(Progress.duration(batch.elapsed))"
        Console.out(summary + "\n")
        let closing = "\(passed) passed, \(failed) failed"
        Console.out(closing + "\n")
        return failed > 0 ? ExitStatus.failure : ExitStatus.success
    }
}

/// Outcomes gathered from the workers, kept in file order for the report.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [TestFileOutcome] = []

    func add(_ outcome: TestFileOutcome) {
        lock.lock(); defer { lock.unlock() }
        outcomes.append(outcome)
    }

    var all: [TestFileOutcome] {
        lock.lock(); defer { lock.unlock() }
        return outcomes.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
    }
}
