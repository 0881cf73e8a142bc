import Foundation
import TrellisModel
import TrellisRender

extension SceneTester {
    /// The outcome of a scene file that this build drew before with the same inputs (`memo` holds what it drew
    /// under `key`) when every reference holds what was drawn: the same pixel digest, the same bytes. Each file
    /// passes without the scene being solved or drawn. Nil when there is no such memo, a scene's name changed, or
    /// any reference differs or is missing: the file is then drawn and compared as always, which reports it.
    func remembered(file: String, loaded: LoadedFile, memo: DrawingMemo, key: String) -> TestFileOutcome? {
        let start = Date()
        guard !loaded.failed, !loaded.diagnostics.contains(where: { $0.severity == .error }),
              let scenes = memo.read(key: key), scenes.map(\.name) == loaded.scenes.map(\.name)
        else { return nil }
        for scene in scenes {
            for drawn in scene.files {
                let reference = FileOutput.join(options.reference, drawn.path)
                guard DrawingMemo.reference(at: reference, matches: drawn.fingerprint) else { return nil }
            }
        }
        var outcome = TestFileOutcome(file: file)
        outcome.remembered = true
        outcome.report += loaded.diagnostics.map { Pipeline.format($0, color: color) }.joined()
        outcome.warnings += loaded.diagnostics.filter { $0.severity == .warning }.count
        for scene in scenes {
            outcome.scenes.append(OutputName.printable(scene.name))
            outcome.report += color ? scene.report : Style.removingEscapes(scene.report)
            outcome.warnings += scene.warnings
            let cases = scene.files.map { drawn in
                TestCase(scene: scene.name, name: drawn.path, status: .passed, file: file,
                         referencePath: FileOutput.join(options.reference, drawn.path))
            }
            // A scene's folder is its name (`SceneOutput.folder`); stale references are reported or pruned as always.
            let stale = staleReferences(scene: scene.name, folder: scene.name, produced: Set(scene.files.map(\.path)),
                                        recording: false, swappedWhole: false, outcome: &outcome)
            outcome.cases += cases + stale
        }
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }
}
