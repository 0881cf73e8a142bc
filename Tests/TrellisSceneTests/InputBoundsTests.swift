import Foundation
import Testing
import TrellisModel
@testable import TrellisScene

/// Issue 17's time bombs on the reading side: printing many diagnostics, "did you mean" over many unknown keys.
@Suite("Input bounds")
struct InputBoundsTests {
    @Test("an excerpt quotes the scene file as it was loaded, even after the file changed on disk")
    func excerptFromLoadedText() throws {
        let path = try SceneFileTests.temporaryFile(Array("views:\n  - view: a\n    colour: red\n".utf8))
        let diagnostics: [Diagnostic]
        do {
            _ = try SceneLoader.load(contentsOf: path)
            diagnostics = []
        } catch {
            diagnostics = error.diagnostics
        }
        try "something else entirely\n\n\n".write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostic = try #require(diagnostics.first)
        // Line 3 column 5 is where `colour` starts in the text that was read.
        #expect(diagnostic.location?.line == 3)
        #expect(DiagnosticPrinter().format(diagnostic).hasSuffix("\n    colour: red\n    ^"))
    }

    @Test("the banded edit distance agrees with the full table wherever it answers", arguments: 0..<4)
    func boundedDistance(seed: Int) {
        let alphabet = Array("abcAB_é")
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        for _ in 0..<2000 {
            let a = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let b = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let full = NameSuggestion.editDistance(a, b)
            for bound in 0...4 {
                let banded = NameSuggestion.editDistance(a, b, bound: bound)
                #expect(banded == (full <= bound ? full : nil), "\(String(a)) / \(String(b)) bound \(bound): full \(full)")
            }
        }
    }

    @Test("the nearest name is the one of least distance, the first of equals, within the typo limit")
    func nearest() {
        // "widht" → "width": one swap; "hieght" → "height": one swap; "xyz" is 3 edits from every candidate (limit 1).
        #expect(NameSuggestion.nearest(to: "widht", among: ["height", "width", "wide"]) == "width")
        #expect(NameSuggestion.nearest(to: "hieght", among: ["weight", "height"]) == "height")
        #expect(NameSuggestion.nearest(to: "xyz", among: ["top", "left"]) == nil)
        // "colr": "color" and "colour" are 1 and 2 edits away.
        #expect(NameSuggestion.nearest(to: "colr", among: ["colour", "color"]) == "color")
    }
}
