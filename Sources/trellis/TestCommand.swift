import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// `trellis test`: renders in memory and compares with the reference images.
struct TestCommand: Sendable {
    var options: Options
    var terminal: Terminal

    func run() -> Int32 {
        let batch = Batch(options: options.batch, terminal: terminal)
        guard let files = batch.files(timingsFolder: options.reference) else { return ExitStatus.failure }
        let options = self.options
        let color = terminal.useColor
        let style = Style(enabled: color)
        let collected = Collected()

        ArtifactsFolder.clear(options.artifacts)
        // A recording stages each scene's references as render stages its images: SIGINT or SIGTERM removes them.
        StagingRegistry.shared.installSignalHandlers()
        batch.prepare()
        let memoKeys = DrawingMemo.Keys(options: options)
        let references = try? OutputFolder(options.reference)
        batch.run(files, work: { file in
            let loaded = batch.loaded(file)
            let tester = SceneTester(options: options, color: color, references: references)
            let key = memoKeys.key(file: file, loaded: loaded)
            if let memo = options.memoToRead, let key, let outcome = tester.remembered(file: file, loaded: loaded, memo: memo, key: key) {
                return outcome
            }
            return tester.test(file: file, loaded: loaded, memoKey: key)
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
            if outcome.stale > 0 { line += ", \(outcome.stale) stale" }
            if outcome.remembered { line += " (unchanged, not drawn)" }
            progress.finished(line)
        })

        let outcomes = collected.all
        if options.saveTimings {
            ShardPlan.writeTimings(Dictionary(outcomes.map { ($0.file, $0.seconds) }, uniquingKeysWith: max), in: options.reference)
        }
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
        if let folder = options.report {
            do {
                let path = try HTMLReport.write(ReportData(outcomes: outcomes, seconds: batch.elapsed), to: folder)
                Console.out("review page: \(path)\n")
            } catch {
                Console.err("\(folder): \(style.red("error:")) cannot write the review page: \(error)\n")
                failed += 1
            }
        }
        var summary = "tested \(plural(scenes, "scene")), \(plural(passed + failed + recorded, "file")), \(plural(warnings, "warning"))"
        if recorded > 0 { summary += ", recorded \(plural(recorded, "reference")) in \(options.reference)" }
        if outcomes.contains(where: { $0.cases.contains { $0.status == .failed && !$0.isError } }) {
            summary += "; failure images in \(options.artifacts)"
        }
        let remembered = outcomes.filter(\.remembered).count
        if remembered > 0 {
            summary += "; \(plural(remembered, "scene file")) unchanged since drawn by this build: not drawn (--redraw draws them)"
        }
        summary += " in \(Progress.duration(batch.elapsed))"
        Console.out(summary + "\n")
        Console.out("\(passed) passed, \(failed) failed\n")
        if recorded > 0 {
            // swift-snapshot-testing fails a test that recorded, so that a forgotten record flag cannot pass CI
            Console.out("recorded \(plural(recorded, "reference")); run again to compare\n")
        }
        return failed > 0 || recorded > 0 ? ExitStatus.failure : ExitStatus.success
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
