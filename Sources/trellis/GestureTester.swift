import TrellisModel
import TrellisRender
import TrellisSnapshot

/// `trellis test` for a scene's gesture: the animations frame by frame, the filmstrip's pixels and the offsets line by line.
struct GestureTester {
    /// The scene file's checker: its options, record mode and image comparison.
    var checker: ReferenceChecker
    var options: TestCommand.Options { checker.options }

    /// One test case per gesture file; none when the scene has no gesture.
    func test(_ layout: SceneLayout) -> [TestCase] {
        let scene = layout.scene.name
        let drawn: (files: [RenderedFile], diagnostics: [Diagnostic])
        do {
            drawn = try GestureOutputs.files(layout, format: .png)
        } catch {
            return [TestCase(scene: scene, name: layout.folder, status: .failed, message: "cannot render the gesture: \(error)", isError: true)]
        }
        return drawn.files.map { check($0, scene: scene, folder: layout.folder) }
    }

    /// Whether a file name is one a gesture writes (its animations, filmstrip or offsets).
    static func isGestureFile(_ name: String) -> Bool {
        name.hasSuffix(".gesture.png") || name.hasSuffix(".filmstrip.png") || name.hasSuffix(".offsets.csv")
    }

    /// Compares one gesture file with its reference: animations frame by frame, offsets line by line.
    func check(_ file: RenderedFile, scene: String, folder: String) -> TestCase {
        let name = FileOutput.join(folder, file.name)
        let path = FileOutput.join(options.reference, name)
        var testCase = TestCase(scene: scene, name: name, status: .passed, file: checker.file, referencePath: path)
        let existing = FileOutput.read(path)
        if existing == file.bytes { return testCase }
        guard let existing else {
            testCase.isNew = true
            if options.record.records(missing: true, matches: false) { return checker.record(file.bytes, at: path, into: testCase) }
            testCase.status = .failed
            testCase.message = "no reference at \(path); to record it: \(options.command(for: checker.file, record: .missing))"
            return testCase
        }
        let problem = file.name.hasSuffix(".csv")
            ? compareOffsets(reference: existing, actual: file.bytes)
            : compareFrames(reference: existing, actual: file.bytes, name: name)
        if options.record.records(missing: false, matches: problem == nil) { return checker.record(file.bytes, at: path, into: testCase) }
        guard let problem else { return testCase }
        testCase.status = .failed
        testCase.message = problem
        let artifactName = name.replacingOccurrences(of: ".png", with: ".actual.png").replacingOccurrences(of: ".csv", with: ".actual.csv")
        let artifact = FileOutput.join(options.artifacts, artifactName)
        if (try? FileOutput.writeArtifact(file.bytes, name: artifactName, in: options.artifacts)) != nil {
            testCase.actualPath = artifact
            testCase.details = ["wrote \(artifact)"]
        }
        testCase.acceptCommand = options.command(for: checker.file, record: .failed)
        return testCase
    }

    /// The first frame whose offsets changed, or nil.
    private func compareOffsets(reference: [UInt8], actual: [UInt8]) -> String? {
        let old = String(decoding: reference, as: UTF8.self).split(separator: "\n")
        let new = String(decoding: actual, as: UTF8.self).split(separator: "\n")
        for (index, (a, b)) in zip(old, new).enumerated() where a != b {
            return index == 0 ? "the scroll views changed: \(a) → \(b)" : "frame \(index - 1) moved: \(a) → \(b)"
        }
        return old.count == new.count ? nil : "\(old.count - 1) frames in the reference, \(new.count - 1) now"
    }

    /// Compares the animations (or single images) frame by frame; nil when every frame matches.
    private func compareFrames(reference: [UInt8], actual: [UInt8], name: String) -> String? {
        let old: [APNGReader.Frame], new: [APNGReader.Frame]
        do {
            old = try APNGReader.frames(of: reference, name: name)
            new = try APNGReader.frames(of: actual, name: name)
        } catch {
            return "cannot read the reference: \(error)"
        }
        guard old.count == new.count else { return "\(old.count) frames in the reference, \(new.count) now" }
        for (index, (a, b)) in zip(old, new).enumerated() {
            let result = checker.comparison.compare(reference: a.pixels, actual: b.pixels)
            if !result.matches {
                let what = result.sizeMismatch ? "the size changed" : result.summary
                return old.count == 1 ? what : "frame \(index): \(what)"
            }
            if a.delayNumerator * b.delayDenominator != b.delayNumerator * a.delayDenominator {
                return "frame \(index) is shown \(b.delayNumerator)/\(b.delayDenominator) s, the reference \(a.delayNumerator)/\(a.delayDenominator) s"
            }
        }
        return nil
    }
}
