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
        let checker = options.checker(for: outcome.file, scene: layout.scene)
        for image in rendered.images {
            outcome.cases.append(checker.check(image, scene: sceneName, folder: layout.folder))
        }
        outcome.cases += GestureTester(checker: checker).test(layout)
        outcome.cases.append(checker.checkLayout(Pipeline.layoutJSON(layout), scene: sceneName, folder: layout.folder))
    }
}
