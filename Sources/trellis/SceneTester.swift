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
            outcome.scenes.append(scene.name)
            let layouts = Pipeline.layouts(of: scene)
            for layout in layouts {
                test(layout, into: &outcome)
            }
        }
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    private func test(_ layout: SceneLayout, into outcome: inout TestFileOutcome) {
        let sceneName = layout.scene.name
        let diagnostics = layout.result.diagnostics
        outcome.report += diagnostics.map { Pipeline.format($0, color: color) }.joined()
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity == .warning }
        outcome.warnings += warnings.count
        if !errors.isEmpty || (options.batch.strict && !warnings.isEmpty) {
            let problems = errors.isEmpty ? warnings : errors
            let what = errors.isEmpty ? "warnings, and --strict is on" : plural(errors.count, "error")
            outcome.cases.append(TestCase(scene: sceneName, name: layout.folder, status: .failed,
                                          message: "the scene has \(what)", details: problems.map(\.description),
                                          isError: true))
            return
        }
        let rendered: (images: [MemoryImage], diagnostics: [Diagnostic])
        do {
            rendered = try Pipeline.renderImages(layout)
        } catch {
            outcome.cases.append(TestCase(scene: sceneName, name: layout.folder, status: .failed,
                                          message: "cannot render: \(error)", isError: true))
            return
        }
        outcome.report += rendered.diagnostics.map { Pipeline.format($0, color: color) }.joined()
        let renderWarnings = rendered.diagnostics.filter { $0.severity == .warning }
        outcome.warnings += renderWarnings.count
        if options.batch.strict && !renderWarnings.isEmpty {
            outcome.cases.append(TestCase(scene: sceneName, name: layout.folder, status: .failed,
                                          message: "the scene has warnings, and --strict is on",
                                          details: renderWarnings.map(\.description), isError: true))
        }
        for image in rendered.images {
            outcome.cases.append(check(image, scene: sceneName, folder: layout.folder))
        }
        outcome.cases += GestureTester(options: options).test(layout)
        outcome.cases.append(checkLayout(Pipeline.layoutJSON(layout), scene: sceneName, folder: layout.folder))
    }

    /// Compares one image: the encoded bytes first, then the pixels.
    private func check(_ image: MemoryImage, scene: String, folder: String) -> TestCase {
        let name = FileOutput.join(folder, image.name)
        let referencePath = FileOutput.join(options.reference, name)
        var testCase = TestCase(scene: scene, name: name, status: .passed)
        let existing = FileOutput.read(referencePath)
        if existing == image.png { return testCase }

        if options.record {
            return record(image.png, at: referencePath, into: testCase)
        }
        guard existing != nil else {
            testCase.status = .failed
            testCase.message = "no reference image at \(referencePath) (run `trellis test --record` to write it)"
            return testCase
        }
        let reference: PixelBuffer
        do {
            reference = try readPNG(atPath: referencePath)
        } catch {
            testCase.status = .failed
            testCase.message = "cannot read the reference image: \(error)"
            return testCase
        }
        let result = options.comparison.compare(reference: reference, actual: image.pixels)
        if result.matches { return testCase }

        testCase.status = .failed
        testCase.message = result.sizeMismatch
            ? "size \(image.pixels.width)×\(image.pixels.height) differs from the reference's \(reference.width)×\(reference.height)"
            : result.summary
        testCase.details = writeArtifacts(name: name, image: image, reference: reference)
        return testCase
    }

    private func writeArtifacts(name: String, image: MemoryImage, reference: PixelBuffer) -> [String] {
        let base = FileOutput.join(options.artifacts, String(name.dropLast(".png".count)))
        var written: [String] = []
        do {
            try FileOutput.write(image.png, to: base + ".actual.png")
            written.append(base + ".actual.png")
            let diff = SnapshotImages.difference(reference: reference, actual: image.pixels, comparison: options.comparison)
            try FileOutput.write(try encodePNG(diff, text: [("Software", "trellis \(Commands.version)")]), to: base + ".diff.png")
            written.append(base + ".diff.png")
            let side = SnapshotImages.sideBySide(reference: reference, actual: image.pixels, comparison: options.comparison)
            try FileOutput.write(try encodePNG(side, text: [("Software", "trellis \(Commands.version)")]), to: base + ".side-by-side.png")
            written.append(base + ".side-by-side.png")
        } catch {
            return written.map { "wrote \($0)" } + ["cannot write the failure images: \(error)"]
        }
        return written.map { "wrote \($0)" }
    }

    /// Compares layout.json number by number.
    private func checkLayout(_ document: String, scene: String, folder: String) -> TestCase {
        let name = FileOutput.join(folder, "layout.json")
        let referencePath = FileOutput.join(options.reference, name)
        var testCase = TestCase(scene: scene, name: name, status: .passed)
        let existing = FileOutput.read(referencePath)
        let bytes = Array(document.utf8)
        if existing == bytes { return testCase }
        if options.record { return record(bytes, at: referencePath, into: testCase) }
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

    private func record(_ bytes: [UInt8], at path: String, into testCase: TestCase) -> TestCase {
        var testCase = testCase
        do {
            try FileOutput.write(bytes, to: path)
            testCase.status = .recorded
            testCase.message = "recorded \(path)"
        } catch {
            testCase.status = .failed
            testCase.message = "cannot write the reference \(path): \(error)"
        }
        return testCase
    }
}
