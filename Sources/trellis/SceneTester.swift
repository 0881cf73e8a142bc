import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// Tests one scene file: renders each scene in memory and checks every image and layout.json against the references.
struct SceneTester: Sendable {
    var options: TestCommand.Options
    var color: Bool

    func test(file: String, loaded: LoadedFile) -> TestFileOutcome {
        let start = Date()
        var outcome = TestFileOutcome(file: file)
        outcome.report += loaded.diagnostics.map { Pipeline.format($0, color: color) }.joined()
        outcome.warnings += loaded.diagnostics.filter { $0.severity == .warning }.count
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        if loaded.failed || !errors.isEmpty {
            outcome.cases.append(TestCase(scene: Batch.displayName(file), name: file, status: .failed,
                                          message: "the scene file has \(plural(max(1, errors.count), "error"))",
                                          details: errors.map(\.description), isError: true))
            if loaded.failed {
                outcome.seconds = Date().timeIntervalSince(start)
                return outcome
            }
        }
        let overrides = SceneOverrides(scale: options.batch.scale, device: options.batch.device, annotate: options.batch.annotate,
                                       fontFolders: options.batch.fontFolders)
        for original in loaded.scenes {
            let scene = overrides.apply(to: original)
            outcome.scenes.append(OutputName.printable(scene.name))
            test(Pipeline.output(of: scene), into: &outcome)
        }
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    /// Produces the scene's files one at a time through the output pipeline (one policy with `render`: an error,
    /// or with `--strict` a warning, stops the scene before anything is drawn or recorded) and checks each as it
    /// comes, so memory holds one image at a time.
    private func test(_ output: SceneOutput, into outcome: inout TestFileOutcome) {
        let sceneName = output.scene.name
        let checker = options.checker(for: outcome.file, scene: output.scene, folder: output.folder)
        var cases: [TestCase] = []
        let renderOptions = Pipeline.renderOptions(maxPixels: options.batch.maxPixels)
        let report = output.produce(measurer: Pipeline.measurer, options: renderOptions,
                                    policy: OutputPolicy(strict: options.batch.strict), pixels: true,
                                    encode: !options.useDigests) { file in
            if file.name == "layout.json" {
                cases.append(checker.checkLayout(String(decoding: file.bytes ?? [], as: UTF8.self), scene: sceneName, folder: file.folder))
            } else if GestureTester.isGestureFile(file.name) {
                cases.append(GestureTester(checker: checker).check(RenderedFile(name: file.name, bytes: file.bytes ?? []),
                                                                    scene: sceneName, folder: file.folder))
            } else {
                cases.append(checker.check(try MemoryImage(file), scene: sceneName, folder: file.folder))
            }
        }
        outcome.report += report.diagnostics.map { Pipeline.format($0, color: color) }.joined()
        outcome.warnings += report.diagnostics.filter { $0.severity == .warning }.count
        if let stop = report.stop {
            var details: [String] = []
            switch stop {
            case .errors: details = report.diagnostics.filter { $0.severity == .error }.map(\.description)
            case .strictWarnings: details = report.diagnostics.filter { $0.severity == .warning }.map(\.description)
            case .drawing, .writing: break
            }
            outcome.cases.append(TestCase(scene: sceneName, name: output.folder, status: .failed,
                                          message: "\(stop)", details: details, isError: true))
            checker.recorder.discard()
            return
        }
        let produced = Set(report.files)
        let stale = staleReferences(of: output, produced: produced, recording: options.record == .all || cases.contains { $0.status == .recorded },
                                    swappedWhole: checker.recorder.hasRecorded, outcome: &outcome)
        // The recorded references, with the kept ones, replace the scene's reference folder whole.
        do {
            try checker.recorder.commit(produced: produced)
            outcome.cases += cases + stale
        } catch {
            checker.recorder.discard()
            outcome.cases += cases.map { $0.status == .recorded ? $0.failedToRecord(error) : $0 }
            outcome.cases += stale.filter { $0.status != .recorded }
        }
    }

    /// References in the scene's folder that it no longer produces: removed with `--prune`, with `--record all`,
    /// or when this run recorded anything in the scene (so `--record` never leaves one behind); else each is
    /// reported.
    private func staleReferences(of output: SceneOutput, produced: Set<String>, recording: Bool, swappedWhole: Bool,
                                 outcome: inout TestFileOutcome) -> [TestCase] {
        guard let folder = try? OutputFolder(options.reference) else { return [] }
        var cases: [TestCase] = []
        for stale in folder.staleFiles(scene: output.folder, produced: produced) {
            let path = FileOutput.join(options.reference, stale)
            if options.prune || recording {
                do {
                    // A scene that records is swapped in whole without its stale files; only pruning removes them here.
                    if !swappedWhole { try folder.removeFile(stale) }
                    if recording {
                        cases.append(TestCase(scene: output.scene.name, name: stale, status: .recorded,
                                              message: "removed the stale reference \(path)", file: outcome.file))
                    } else {
                        outcome.report += "pruned the stale reference \(path)\n"
                        cases.append(TestCase(scene: output.scene.name, name: stale, status: .stale,
                                              message: "pruned: the scene no longer produces it", file: outcome.file))
                    }
                } catch {
                    outcome.report += "cannot remove the stale reference \(path): \(error)\n"
                }
            } else {
                outcome.report += "stale reference \(path): the scene no longer produces it (`trellis test --prune` removes it)\n"
                // Listed in the review page (Stale filter, with the reference's picture) and as a skipped JUnit case.
                cases.append(TestCase(scene: output.scene.name, name: stale, status: .stale,
                                      message: "the scene no longer produces it; --prune removes it", file: outcome.file,
                                      referencePath: path, acceptCommand: options.pruneCommand(for: outcome.file)))
            }
        }
        return cases
    }
}
