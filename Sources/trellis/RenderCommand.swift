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
        /// `--force`: draw every file, even those the output folder's manifest says are unchanged.
        var force: Bool

        init(_ parsed: ParsedArguments) throws(UsageError) {
            batch = try BatchOptions(parsed)
            let given = try parsed.value(Option.format)
            format = given ?? .png
            force = parsed.has(Option.force)
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
        /// Every file written, relative to the output folder.
        var files: [String] = []
        /// Nothing was drawn: the manifest says the file and its outputs are unchanged.
        var unchanged = false
        /// What each scene drew, for the drawing memo; nil when a scene was not written whole.
        var drawn: [DrawingMemo.Scene]? = []
        var failed: Bool { errors > 0 }
    }

    var options: Options
    var terminal: Terminal

    func run() -> Int32 {
        if let single = options.single { return renderSingle(single) }
        let batch = Batch(options: options.batch, terminal: terminal)
        guard let files = batch.files() else { return ExitStatus.failure }
        let overrides = SceneOverrides(scale: options.batch.scale, device: options.batch.device, annotate: options.batch.annotate,
                                       fontFolders: options.batch.fontFolders)
        let output = options.batch.output
        let format = options.format
        let strict = options.batch.strict
        let color = terminal.useColor

        let maxPixels = options.batch.maxPixels
        let folder: OutputFolder
        do {
            folder = try OutputFolder(output)
        } catch {
            Console.err("\(output): \(Style(enabled: color).red("error:")) cannot use the output folder: \(error)\n")
            return ExitStatus.failure
        }
        StagingRegistry.shared.installSignalHandlers()
        let totals = Totals()
        batch.prepare()
        let manifest = ManifestStore(RenderManifest.read(folder: output))
        let settings = RenderManifest.settings(format: format, overrides: overrides, strict: strict, maxPixels: maxPixels)
        let fonts = RenderManifest.fontStamp(FontFolders.all + options.batch.fontFolders)
        let force = options.force
        // `test` draws PNG images: only what a PNG render drew is worth remembering.
        let memo = format == .png ? options.batch.memo : nil
        batch.run(files, work: { file in
            let loaded = batch.loaded(file)
            let key = loaded.failed ? nil : RenderManifest.inputKey(file: file, scenes: loaded.scenes, settings: settings, fonts: fonts)
            if !force, let key, let entry = manifest.current(file, key: key, in: output) {
                return FileOutcome(scenes: entry.scenes, warnings: entry.warnings,
                                   report: color ? entry.report : Style.removingEscapes(entry.report),
                                   names: loaded.scenes.map { OutputName.printable($0.name) }, unchanged: true)
            }
            let outcome = RenderCommand.render(file: file, loaded: loaded, overrides: overrides, output: folder,
                                               format: format, strict: strict, maxPixels: maxPixels, color: color,
                                               remember: memo != nil)
            manifest.update(file, key: outcome.failed ? nil : key, outcome: outcome, in: output)
            if let memo, let key, !outcome.failed, let drawn = outcome.drawn {
                memo.write(drawn, key: memo.key(inputKey: key))
            }
            return outcome
        }, finished: { file, outcome, progress in
            if !outcome.report.isEmpty { progress.printError(outcome.report) }
            totals.add(outcome)
            let what = outcome.failed ? "failed" : outcome.unchanged ? "unchanged" : plural(outcome.images, "image")
            progress.finished("\(outcome.names.isEmpty ? file : outcome.names.joined(separator: ", ")): \(what)")
        })
        manifest.write(folder: output)

        let sum = totals.value
        var line = "rendered \(plural(sum.scenes, "scene")), \(plural(sum.images, "image")), \(plural(sum.warnings, "warning"))"
        if sum.unchangedFiles > 0 { line += " (\(plural(sum.unchangedFiles, "file")) unchanged, not drawn again)" }
        if sum.errors > 0 { line += ", \(plural(sum.errors, "error"))" }
        if batch.missingPaths > 0 { line += ", \(plural(batch.missingPaths, "missing path"))" }
        line += " in \(Progress.duration(batch.elapsed))"
        Console.out(line + "\n")
        return sum.errors > 0 || batch.missingPaths > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// Loads, lays out and writes every scene of one file through the output pipeline: a scene with an error
    /// (or, with `--strict`, a warning) writes nothing, and a written scene replaces its folder whole. With
    /// `remember`, each written scene's fingerprints are read back for the drawing memo (`FileOutcome.drawn`).
    static func render(file: String, loaded: LoadedFile, overrides: SceneOverrides, output: OutputFolder,
                       format: OutputFormat, strict: Bool, maxPixels: Int, color: Bool, remember: Bool = false) -> FileOutcome {
        var outcome = FileOutcome()
        outcome.record(loaded.diagnostics, color: color)
        if loaded.failed {
            outcome.errors = max(outcome.errors, 1)
            return outcome
        }
        let options = Pipeline.renderOptions(format: format, maxPixels: maxPixels)
        for original in loaded.scenes {
            let scene = overrides.apply(to: original)
            let name = OutputName.printable(scene.name)
            outcome.scenes += 1
            outcome.names.append(name)
            let report = Pipeline.output(of: scene, format: format).write(to: output, measurer: Pipeline.measurer, options: options,
                                                          policy: OutputPolicy(strict: strict))
            outcome.record(report.diagnostics, color: color)
            outcome.files += report.files
            let drawn = remember && report.stop == nil ? DrawingMemo.written(scene: scene.name, report: report, in: output.path) : nil
            outcome.drawn = drawn.flatMap { scene in outcome.drawn.map { $0 + [scene] } }
            switch report.stop {
            case nil:
                outcome.images += report.images
            case .errors:
                break
            case .strictWarnings:
                outcome.errors += 1
                outcome.report += "\(file): error: scene '\(name)' has warnings and --strict is on; nothing written\n"
            case .drawing, .writing:
                outcome.errors += 1
                outcome.report += "\(file): error: scene '\(name)' \(report.stop.map { "\($0)" } ?? ""); its previous outputs are left as they were\n"
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
    private var unchanged = 0

    func add(_ outcome: RenderCommand.FileOutcome) {
        lock.lock(); defer { lock.unlock() }
        if outcome.unchanged { unchanged += 1 }
        sum.scenes += outcome.scenes
        sum.images += outcome.images
        sum.warnings += outcome.warnings
        sum.errors += outcome.errors
    }

    var value: (scenes: Int, images: Int, warnings: Int, errors: Int, unchangedFiles: Int) {
        lock.lock(); defer { lock.unlock() }
        return (sum.scenes, sum.images, sum.warnings, sum.errors, unchanged)
    }
}

/// `1 scene`, `3 scenes`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
