import Foundation
import TrellisModel
import TrellisRender
import TrellisSnapshot

/// Checks the files of one scene file against their references, as swift-snapshot-testing's `assertSnapshot`
/// does: a missing or failing reference is recorded or reported by the record mode; a failure leaves the actual
/// file, a difference image and a captioned side-by-side image in the artifacts folder.
struct ReferenceChecker: Sendable {
    var options: TestCommand.Options
    /// The scene file, for the accept command.
    var file: String
    /// The image comparison for this scene (the command line's, else the scene's `test:` values).
    var comparison: SnapshotComparison
    /// Layout numbers may differ by this many points.
    var layoutTolerance: Double
    /// Where recorded references go: the scene's staging folder, swapped in whole when the scene is done.
    var recorder: ReferenceRecorder

    /// Compares one image: the pixel digest the reference carries first (nothing encoded or decoded when it
    /// matches), then the encoded bytes, then the pixels. `digest` is the image's (`MemoryImage.digest`, worked
    /// out once by the caller), nil with `--full-compare`.
    func check(_ image: MemoryImage, digest: String?, scene: String, folder: String) -> TestCase {
        let name = FileOutput.join(folder, image.name)
        let referencePath = FileOutput.join(options.reference, name)
        var testCase = TestCase(scene: scene, name: name, status: .passed, file: file, referencePath: referencePath)
        let rerecording = options.record.records(missing: false, matches: true)
        if options.useDigests, !rerecording, let digest, !digest.isEmpty,
           let stored = try? PixelDigest.stored(atPath: referencePath), stored == digest {
            return testCase
        }
        let png: [UInt8]
        do {
            png = try image.png()
        } catch {
            testCase.status = .failed
            testCase.message = "cannot encode the image: \(error)"
            return testCase
        }
        let existing = FileOutput.read(referencePath)
        if existing == png { return testCase }
        // `--record all` records whatever a comparison would say: the reference is not decoded and compared (a
        // perceptual comparison of a 600 × 12 000 image takes seconds).
        if rerecording, existing != nil { return record(png, at: referencePath, into: testCase) }

        guard existing != nil else {
            testCase.isNew = true
            testCase.actualPath = writeArtifact(png, name: name, suffix: ".actual.png", into: &testCase)
            if options.record.records(missing: true, matches: false) {
                return record(png, at: referencePath, into: testCase)
            }
            return missing(testCase, what: "image")
        }
        // The reference's size comes from its header: one of another size fails without its pixels being decoded
        // (a 261 KB PNG may declare 16384 × 16384 pixels, 1 GB decoded), and none is decoded past the pixel budget.
        let budget = options.batch.maxPixels
        if let info = try? readPNGInfo(atPath: referencePath),
           info.width != image.pixels.width || info.height != image.pixels.height {
            if options.record.records(missing: false, matches: false) {
                return record(png, at: referencePath, into: testCase)
            }
            testCase.status = .failed
            testCase.message = "size \(image.pixels.width)×\(image.pixels.height) differs from the reference's \(info.width)×\(info.height)"
            if let reference = info.width * info.height <= budget ? try? readPNG(data: existing ?? [], name: referencePath, maxPixels: budget) : nil {
                writeFailureImages(name: name, image: image, png: png, reference: reference, into: &testCase)
            } else {
                testCase.actualPath = writeArtifact(png, name: name, suffix: ".actual.png", into: &testCase)
                testCase.details.append("no difference images: the reference has more than \(budget) pixels (--max-pixels)")
            }
            testCase.acceptCommand = options.command(for: file, record: .failed)
            testCase.details.append("to accept: \(testCase.acceptCommand ?? "")")
            return testCase
        }
        let reference: PixelBuffer
        do {
            reference = try readPNG(data: existing ?? [], name: referencePath, maxPixels: budget)
        } catch {
            if options.record.records(missing: false, matches: false) {
                return record(png, at: referencePath, into: testCase)
            }
            testCase.status = .failed
            testCase.message = "cannot read the reference image: \(error)"
            return testCase
        }
        let result = comparison.compare(reference: reference, actual: image.pixels)
        if options.record.records(missing: false, matches: result.matches) {
            return record(png, at: referencePath, into: testCase)
        }
        if result.matches { return testCase }

        testCase.status = .failed
        testCase.message = result.sizeMismatch
            ? "size \(image.pixels.width)×\(image.pixels.height) differs from the reference's \(reference.width)×\(reference.height)"
            : result.summary
        writeFailureImages(name: name, image: image, png: png, reference: reference, into: &testCase)
        testCase.acceptCommand = options.command(for: file, record: .failed)
        testCase.details.append("to accept: \(testCase.acceptCommand ?? "")")
        return testCase
    }

    /// Compares layout.json number by number, within the layout tolerance.
    func checkLayout(_ document: String, scene: String, folder: String) -> TestCase {
        let name = FileOutput.join(folder, "layout.json")
        let referencePath = FileOutput.join(options.reference, name)
        var testCase = TestCase(scene: scene, name: name, status: .passed, file: file, referencePath: referencePath)
        let existing = FileOutput.read(referencePath)
        let bytes = Array(document.utf8)
        if existing == bytes { return testCase }
        guard let existing else {
            testCase.isNew = true
            testCase.actualPath = writeArtifact(bytes, name: name, suffix: ".actual.json", into: &testCase)
            if options.record.records(missing: true, matches: false) { return record(bytes, at: referencePath, into: testCase) }
            return missing(testCase, what: "layout")
        }
        let differences = compareLayoutDocuments(reference: String(decoding: existing, as: UTF8.self), actual: document,
                                                 tolerance: layoutTolerance)
        if options.record.records(missing: false, matches: differences.isEmpty) {
            return record(bytes, at: referencePath, into: testCase)
        }
        if differences.isEmpty { return testCase }
        testCase.status = .failed
        testCase.message = "the layout changed: " + differences.prefix(3).joined(separator: "; ")
            + (differences.count > 3 ? "; … (\(differences.count) differences)" : "")
        testCase.layoutDifferences = differences
        testCase.details = Array(differences.prefix(40))
        testCase.actualPath = writeArtifact(bytes, name: name, suffix: ".actual.json", into: &testCase)
        testCase.acceptCommand = options.command(for: file, record: .failed)
        testCase.details.append("to accept: \(testCase.acceptCommand ?? "")")
        return testCase
    }

    /// A missing reference in a run that does not record it: the message says how to record it.
    private func missing(_ testCase: TestCase, what: String) -> TestCase {
        var testCase = testCase
        testCase.status = .failed
        let command = options.command(for: file, record: .missing)
        testCase.acceptCommand = command
        testCase.message = "no reference \(what) at \(testCase.referencePath ?? ""); to record it, run: \(command)"
        return testCase
    }

    private func writeFailureImages(name: String, image: MemoryImage, png: [UInt8], reference: PixelBuffer,
                                    into testCase: inout TestCase) {
        testCase.actualPath = writeArtifact(png, name: name, suffix: ".actual.png", into: &testCase)
        // The side-by-side image holds three panels as large as the larger image: past the pixel budget it is not made.
        let panel = max(reference.width, image.pixels.width) * max(reference.height, image.pixels.height)
        guard panel <= options.batch.maxPixels / 3 else {
            testCase.details.append("no difference images: they would have more than \(options.batch.maxPixels) pixels (--max-pixels)")
            return
        }
        let diff = SnapshotImages.difference(reference: reference, actual: image.pixels, comparison: comparison)
        let side = SnapshotImages.sideBySide(reference: reference, actual: image.pixels, comparison: comparison)
        do {
            let text = [("Software", "trellis \(Commands.version)")]
            testCase.diffPath = writeArtifact(try encodePNG(diff, text: text), name: name, suffix: ".diff.png", into: &testCase)
            _ = writeArtifact(try encodePNG(side, text: text), name: name, suffix: ".side-by-side.png", into: &testCase)
        } catch {
            testCase.details.append("cannot encode the failure images: \(error)")
        }
    }

    /// Writes `ARTIFACTS/NAME-without-extension SUFFIX`; returns the path, or nil (with a detail line) when it fails.
    private func writeArtifact(_ bytes: [UInt8], name: String, suffix: String, into testCase: inout TestCase) -> String? {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        let path = FileOutput.join(options.artifacts, stem + suffix)
        do {
            try FileOutput.writeArtifact(bytes, name: stem + suffix, in: options.artifacts)
            testCase.details.append("wrote \(path)")
            return path
        } catch {
            testCase.details.append("cannot write \(path): \(error)")
            return nil
        }
    }

    /// Records `bytes` as the reference at `path` (in the scene's staging folder, swapped in when the scene is
    /// done) and marks the case recorded (or failed, saying why).
    func record(_ bytes: [UInt8], at path: String, into testCase: TestCase) -> TestCase {
        var testCase = testCase
        let prefix = FileOutput.join(options.reference, "")
        do {
            try recorder.write(bytes, name: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
            testCase.status = .recorded
            testCase.message = "recorded \(path)"
        } catch {
            testCase.status = .failed
            testCase.message = "cannot write the reference \(path): \(error)"
        }
        return testCase
    }
}
