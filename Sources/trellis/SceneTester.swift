import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// Tests one scene file: renders each scene in memory and checks every image and layout.json against the references.
struct SceneTester: Sendable {
    var options: TestCommand.Options
    var color: Bool
    /// The reference folder, opened once for the run (opening lists the folder to remove dead runs' staging
    /// folders: once per scene, that was a thousand listings of a thousand names); nil to open it when needed.
    var references: OutputFolder? = nil

    /// Tests a scene file by drawing it; with `memoKey`, remembers what it drew (`DrawingMemo`) when every
    /// scene was drawn whole.
    func test(file: String, loaded: LoadedFile, memoKey: String? = nil) -> TestFileOutcome {
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
        var drawn: [DrawingMemo.Scene]? = errors.isEmpty ? [] : nil
        for original in loaded.scenes {
            let scene = overrides.apply(to: original)
            outcome.scenes.append(OutputName.printable(scene.name))
            let memo = test(Pipeline.output(of: scene), remember: memoKey != nil, into: &outcome)
            drawn = memo.flatMap { scene in drawn.map { $0 + [scene] } }
        }
        if let memo = options.batch.memo, let memoKey, let drawn { memo.write(drawn, key: memoKey) }
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    /// Produces the scene's files one at a time through the output pipeline (one policy with `render`: an error,
    /// or with `--strict` a warning, stops the scene before anything is drawn or recorded) and checks each as it
    /// comes, so memory holds one image at a time. With `remember`, returns what the scene drew, for the drawing
    /// memo (nil when it stopped or a file has no fingerprint).
    private func test(_ output: SceneOutput, remember: Bool, into outcome: inout TestFileOutcome) -> DrawingMemo.Scene? {
        let sceneName = output.scene.name
        let checker = options.checker(for: outcome.file, scene: output.scene, folder: output.folder)
        var cases: [TestCase] = []
        var fingerprints: [DrawingMemo.File]? = remember ? [] : nil
        let renderOptions = Pipeline.renderOptions(maxPixels: options.batch.maxPixels)
        let report = output.produce(measurer: Pipeline.measurer, options: renderOptions,
                                    policy: OutputPolicy(strict: options.batch.strict), pixels: true,
                                    encode: !options.useDigests) { file in
            var fingerprint = remember ? file.bytes.map(DrawingMemo.bytes) : nil
            if file.name == "layout.json" {
                cases.append(checker.checkLayout(String(decoding: file.bytes ?? [], as: UTF8.self), scene: sceneName, folder: file.folder))
            } else if GestureTester.isGestureFile(file.name) {
                cases.append(GestureTester(checker: checker).check(RenderedFile(name: file.name, bytes: file.bytes ?? []),
                                                                    scene: sceneName, folder: file.folder))
            } else {
                let image = try MemoryImage(file)
                let digest = options.useDigests ? image.digest : nil
                if remember, let digest, !digest.isEmpty { fingerprint = DrawingMemo.pixels(digest) }
                cases.append(checker.check(image, digest: digest, scene: sceneName, folder: file.folder))
            }
            fingerprints = fingerprint.flatMap { value in fingerprints.map { $0 + [DrawingMemo.File(path: file.path, fingerprint: value)] } }
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
            return nil
        }
        let produced = Set(report.files)
        let stale = staleReferences(scene: sceneName, folder: output.folder, produced: produced, recording: options.record == .all || cases.contains { $0.status == .recorded },
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
        return fingerprints.map { DrawingMemo.Scene(name: sceneName, files: $0, diagnostics: report.diagnostics) }
    }

    /// References in the scene's folder that it no longer produces: removed with `--prune`, with `--record all`,
    /// or when this run recorded anything in the scene (so `--record` never leaves one behind); else each is
    /// reported.
    func staleReferences(scene: String, folder sceneFolder: String, produced: Set<String>, recording: Bool, swappedWhole: Bool,
                         outcome: inout TestFileOutcome) -> [TestCase] {
        guard let folder = references ?? (try? OutputFolder(options.reference)) else { return [] }
        var cases: [TestCase] = []
        for stale in folder.staleFiles(scene: sceneFolder, produced: produced) {
            let path = FileOutput.join(options.reference, stale)
            if options.prune || recording {
                do {
                    // A scene that records is swapped in whole without its stale files; only pruning removes them here.
                    if !swappedWhole { try folder.removeFile(stale) }
                    if recording {
                        cases.append(TestCase(scene: scene, name: stale, status: .recorded,
                                              message: "removed the stale reference \(path)", file: outcome.file))
                    } else {
                        outcome.report += "pruned the stale reference \(path)\n"
                        cases.append(TestCase(scene: scene, name: stale, status: .stale,
                                              message: "pruned: the scene no longer produces it", file: outcome.file))
                    }
                } catch {
                    outcome.report += "cannot remove the stale reference \(path): \(error)\n"
                }
            } else {
                outcome.report += "stale reference \(path): the scene no longer produces it (`trellis test --prune` removes it)\n"
                // Listed in the review page (Stale filter, with the reference's picture) and as a skipped JUnit case.
                cases.append(TestCase(scene: scene, name: stale, status: .stale,
                                      message: "the scene no longer produces it; --prune removes it", file: outcome.file,
                                      referencePath: path, acceptCommand: options.pruneCommand(for: outcome.file)))
            }
        }
        return cases
    }
}
