import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender

/// `trellis render`: lays out and draws every scene into the output folder.
struct RenderCommand: Sendable {
    /// The options of `render`, checked.
    struct Options: Sendable {
        var batch: BatchOptions
        var format: OutputFormat
        /// Set when `--output` names one image file or standard output.
        var single: SingleImage?

        init(_ parsed: ParsedArguments) throws(UsageError) {
            batch = try BatchOptions(parsed)
            let given = try parsed.value(Option.format)
            format = given ?? .png
            single = try SingleImage(output: batch.output, format: given, state: try parsed.value(Option.state),
                                     image: try parsed.value(Option.image))
        }
    }

    /// What happened to one scene file.
    struct FileOutcome: Sendable {
        var scenes = 0
        var images = 0
        var warnings = 0
        var errors = 0
        /// Diagnostics, formatted, to print when the file is done.
        var report = ""
        /// Scene names with the images they wrote, for the per-file line.
        var names: [String] = []
        var failed: Bool { errors > 0 }
    }

    var options: Options
    var terminal: Terminal

    func run() -> Int32 {
        if let single = options.single { return renderSingle(single) }
        let batch = Batch(options: options.batch, terminal: terminal)
        guard let files = batch.files() else { return ExitStatus.failure }
        let overrides = SceneOverrides(scale: options.batch.scale, device: options.batch.device, annotate: options.batch.annotate)
        let output = options.batch.output
        let format = options.format
        let strict = options.batch.strict
        let color = terminal.useColor

        let totals = Totals()
        batch.prepare()
        batch.run(files, work: { file in
            RenderCommand.render(file: file, loaded: batch.loaded(file), overrides: overrides, output: output,
                                 format: format, strict: strict, color: color)
        }, finished: { file, outcome, progress in
            if !outcome.report.isEmpty { progress.printError(outcome.report) }
            totals.add(outcome)
            let what = outcome.failed ? "failed" : plural(outcome.images, "image")
            progress.finished("\(outcome.names.isEmpty ? file : outcome.names.joined(separator: ", ")): \(what)")
        })

        let sum = totals.value
        var line = "rendered \(plural(sum.scenes, "scene")), \(plural(sum.images, "image")), \(plural(sum.warnings, "warning"))"
        if sum.errors > 0 { line += ", \(plural(sum.errors, "error"))" }
        if batch.missingPaths > 0 { line += ", \(plural(batch.missingPaths, "missing path"))" }
        line += " in \(Progress.duration(batch.elapsed))"
        Console.out(line + "\n")
        return sum.errors > 0 || batch.missingPaths > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// Loads, lays out and writes every scene of one file. A scene is drawn in memory first and written only
    /// when neither layout nor drawing found an error (nor, with `--strict`, a warning): a failing scene leaves
    /// its earlier outputs untouched.
    static func render(file: String, loaded: LoadedFile, overrides: SceneOverrides, output: String, format: OutputFormat,
                       strict: Bool, color: Bool) -> FileOutcome {
        var outcome = FileOutcome()
        outcome.record(loaded.diagnostics, color: color)
        if loaded.failed {
            outcome.errors = max(outcome.errors, 1)
            return outcome
        }
        for original in loaded.scenes {
            let scene = overrides.apply(to: original)
            outcome.scenes += 1
            outcome.names.append(scene.name)
            let layouts = Pipeline.layouts(of: scene)
            var errors = 0, warnings = 0
            for layout in layouts {
                let counts = outcome.record(layout.result.diagnostics, color: color)
                errors += counts.errors
                warnings += counts.warnings
            }
            var drawn: [(layout: SceneLayout, files: [RenderedFile])] = []
            if errors == 0 && !(strict && warnings > 0) {
                for layout in layouts {
                    do {
                        let rendered = try Pipeline.renderFiles(layout, format: format)
                        let gesture = try GestureOutputs.files(layout, format: format)
                        let counts = outcome.record(rendered.diagnostics + gesture.diagnostics, color: color)
                        errors += counts.errors
                        warnings += counts.warnings
                        drawn.append((layout, rendered.files + gesture.files))
                    } catch {
                        errors += 1
                        outcome.errors += 1
                        outcome.report += "\(file): error: scene '\(scene.name)' cannot be drawn: \(error)\n"
                    }
                }
            }
            if errors > 0 || (strict && warnings > 0) {
                if errors == 0 {
                    outcome.errors += 1
                    outcome.report += "\(file): error: scene '\(scene.name)' has warnings and --strict is on; nothing written\n"
                }
                continue
            }
            for (layout, files) in drawn {
                do {
                    outcome.images += try Pipeline.writeFiles(files, of: layout, to: output, format: format)
                } catch {
                    outcome.errors += 1
                    outcome.report += "\(file): error: scene '\(scene.name)' cannot be written: \(error)\n"
                }
            }
        }
        return outcome
    }
}

extension RenderCommand.FileOutcome {
    /// Adds diagnostics to the report and the counts; returns the counts of these alone.
    @discardableResult
    mutating func record(_ diagnostics: [Diagnostic], color: Bool) -> (errors: Int, warnings: Int) {
        var errors = 0, warnings = 0
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
            report += Pipeline.format(diagnostic, color: color)
        }
        self.errors += errors
        self.warnings += warnings
        return (errors, warnings)
    }
}

/// Sums of file outcomes, added from the workers' callbacks.
final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = RenderCommand.FileOutcome()

    func add(_ outcome: RenderCommand.FileOutcome) {
        lock.lock(); defer { lock.unlock() }
        sum.scenes += outcome.scenes
        sum.images += outcome.images
        sum.warnings += outcome.warnings
        sum.errors += outcome.errors
    }

    var value: RenderCommand.FileOutcome {
        lock.lock(); defer { lock.unlock() }
        return sum
    }
}

/// `1 scene`, `3 scenes`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
