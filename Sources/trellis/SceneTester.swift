import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender

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
        let overrides = SceneOverrides(scale: options.batch.scale, device: options.batch.device, annotate: options.batch.annotate)
        for original in loaded.scenes {
            let scene = overrides.apply(to: original)
            outcome.scenes.append(OutputName.printable(scene.name))
            test(Pipeline.output(of: scene), into: &outcome)
        }
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    /// Produces the scene's files one at a time through the output pipeline and checks each as it comes; with
    /// `--record`, every file also goes to a staging folder that replaces the scene's reference folder whole
    /// when anything was recorded (so no stale reference stays behind).
    private func test(_ output: SceneOutput, into outcome: inout TestFileOutcome) {
        let sceneName = output.scene.name
        var stage: SceneStage? = nil
        if options.record {
            do {
                stage = try OutputFolder(options.reference).stage(output.folder)
            } catch {
                outcome.cases.append(TestCase(scene: sceneName, name: output.folder, status: .failed,
                                              message: "cannot record: \(error)", isError: true))
                return
            }
        }
        var cases: [TestCase] = []
        let report = output.produce(measurer: Pipeline.measurer, options: Pipeline.renderOptions(maxPixels: options.batch.maxPixels),
                                    policy: OutputPolicy(strict: options.batch.strict), pixels: true) { file in
            try stage?.write(file)
            cases.append(file.name == "layout.json" ? checkLayout(file) : check(file))
        }
        outcome.report += report.diagnostics.map { Pipeline.format($0, color: color) }.joined()
        outcome.warnings += report.diagnostics.filter { $0.severity == .warning }.count
        if let stop = report.stop {
            stage?.discard()
            var details: [String] = []
            switch stop {
            case .errors: details = report.diagnostics.filter { $0.severity == .error }.map(\.description)
            case .strictWarnings: details = report.diagnostics.filter { $0.severity == .warning }.map(\.description)
            case .drawing, .writing: break
            }
            outcome.cases.append(TestCase(scene: sceneName, name: output.folder, status: .failed,
                                          message: "\(stop)", details: details, isError: true))
            return
        }
        cases += staleReferences(of: output, produced: Set(report.files), outcome: &outcome)
        if let stage, cases.contains(where: { $0.status == .recorded }) {
            do {
                try stage.commit()
            } catch {
                cases = cases.map { testCase in
                    guard testCase.status == .recorded else { return testCase }
                    var failed = testCase
                    failed.status = .failed
                    failed.message = "cannot record: \(error)"
                    return failed
                }
            }
        } else {
            stage?.discard()
        }
        outcome.cases += cases
    }

    /// References in the scene's folder that it no longer produces: with `--record` they go with the folder's
    /// replacement (a recorded case each), with `--prune` they are removed, else each is reported.
    private func staleReferences(of output: SceneOutput, produced: Set<String>, outcome: inout TestFileOutcome) -> [TestCase] {
        guard let folder = try? OutputFolder(options.reference) else { return [] }
        var cases: [TestCase] = []
        for stale in folder.staleFiles(scene: output.folder, produced: produced) {
            let path = FileOutput.join(options.reference, stale)
            if options.record {
                cases.append(TestCase(scene: output.scene.name, name: stale, status: .recorded,
                                      message: "removed the stale reference \(path)"))
            } else if options.prune {
                do {
                    try folder.removeFile(stale)
                    outcome.report += "pruned the stale reference \(path)\n"
                } catch {
                    outcome.report += "cannot prune the stale reference \(path): \(error)\n"
                }
            } else {
                outcome.report += "stale reference \(path): the scene no longer produces it (`trellis test --prune` removes it)\n"
            }
        }
        return cases
    }

    /// Compares one image: the encoded bytes first, then the pixels.
    private func check(_ file: OutputFile) -> TestCase {
        let name = file.path
        let referencePath = FileOutput.join(options.reference, name)
        var testCase = TestCase(scene: file.sceneFolder, name: name, status: .passed)
        let existing = FileOutput.read(referencePath)
        guard let png = file.bytes else { return testCase }
        if existing == png { return testCase }

        if options.record {
            testCase.status = .recorded
            testCase.message = "recorded \(referencePath)"
            return testCase
        }
        guard existing != nil else {
            testCase.status = .failed
            testCase.message = "no reference image at \(referencePath) (run `trellis test --record` to write it)"
            return testCase
        }
        let reference: PixelBuffer
        let actual: PixelBuffer
        do {
            reference = try readPNG(atPath: referencePath)
        } catch {
            testCase.status = .failed
            testCase.message = "cannot read the reference image: \(error)"
            return testCase
        }
        do {
            actual = try file.pixels ?? readPNG(data: png, name: name)
        } catch {
            testCase.status = .failed
            testCase.message = "cannot read the rendered image: \(error)"
            return testCase
        }
        let result = options.comparison.compare(reference: reference, actual: actual)
        if result.matches { return testCase }

        testCase.status = .failed
        testCase.message = result.sizeMismatch
            ? "size \(actual.width)×\(actual.height) differs from the reference's \(reference.width)×\(reference.height)"
            : result.summary
        testCase.details = writeArtifacts(name: name, png: png, actual: actual, reference: reference)
        return testCase
    }

    private func writeArtifacts(name: String, png: [UInt8], actual: PixelBuffer, reference: PixelBuffer) -> [String] {
        let base = FileOutput.join(options.artifacts, String(name.dropLast(".png".count)))
        var written: [String] = []
        do {
            try FileOutput.write(png, to: base + ".actual.png")
            written.append(base + ".actual.png")
            let diff = SnapshotImages.difference(reference: reference, actual: actual, comparison: options.comparison)
            try FileOutput.write(try encodePNG(diff, text: [("Software", "trellis \(Commands.version)")]), to: base + ".diff.png")
            written.append(base + ".diff.png")
            let side = SnapshotImages.sideBySide(reference: reference, actual: actual, comparison: options.comparison)
            try FileOutput.write(try encodePNG(side, text: [("Software", "trellis \(Commands.version)")]), to: base + ".side-by-side.png")
            written.append(base + ".side-by-side.png")
        } catch {
            return written.map { "wrote \($0)" } + ["cannot write the failure images: \(error)"]
        }
        return written.map { "wrote \($0)" }
    }

    /// Compares layout.json number by number.
    private func checkLayout(_ file: OutputFile) -> TestCase {
        let name = file.path
        let referencePath = FileOutput.join(options.reference, name)
        var testCase = TestCase(scene: file.sceneFolder, name: name, status: .passed)
        let existing = FileOutput.read(referencePath)
        let bytes = file.bytes ?? []
        let document = String(decoding: bytes, as: UTF8.self)
        if existing == bytes { return testCase }
        if options.record {
            testCase.status = .recorded
            testCase.message = "recorded \(referencePath)"
            return testCase
        }
        guard let existing else {
            testCase.status = .failed
            testCase.message = "no reference layout at \(referencePath) (run `trellis test --record` to write it)"
            return testCase
        }
        let differences = Pipeline.compareLayouts(reference: String(decoding: existing, as: UTF8.self), actual: document)
        if differences.isEmpty { return testCase }
        testCase.status = .failed
        testCase.message = "the layout changed: " + differences.prefix(3).joined(separator: "; ")
            + (differences.count > 3 ? "; … (\(differences.count) differences)" : "")
        testCase.details = Array(differences.prefix(40))
        let actualPath = FileOutput.join(options.artifacts, String(name.dropLast(".json".count)) + ".actual.json")
        if (try? FileOutput.write(bytes, to: actualPath)) != nil { testCase.details.append("wrote \(actualPath)") }
        return testCase
    }
}
