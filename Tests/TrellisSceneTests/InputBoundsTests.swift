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

/// The bounds on label text, repeat copies and alias expansion (issue 17).
@Suite("Expansion and text bounds")
struct ExpansionBoundsTests {
    @Test("a text within the limits is kept as it is; a longer one is cut at 10 000 characters")
    func textLength() {
        let short = String(repeating: "word ", count: 100)
        #expect(TextLimits.bounded(short) == (short, false))
        let long = String(repeating: "a", count: 25_000)
        let bounded = TextLimits.bounded(long)
        #expect(bounded.shortened)
        #expect(bounded.text.unicodeScalars.count == 10_000)
    }

    @Test("combining marks past 30 in a row are left out (UAX #15's stream-safe limit), others kept")
    func combiningRun() {
        // "e" + 100 acute accents (U+0301, combining class 230) + "x": 1 + 30 + 1 scalars remain.
        let text = "e" + String(repeating: "\u{301}", count: 100) + "x"
        let bounded = TextLimits.bounded(text)
        #expect(bounded.shortened)
        #expect(bounded.text.unicodeScalars.count == 32)
        #expect(bounded.text.hasSuffix("x"))
        // 30 marks in a row are within the limit.
        let thirty = "e" + String(repeating: "\u{301}", count: 30)
        #expect(TextLimits.bounded(thirty).shortened == false)
    }

    @Test("a label text past the limit loads with a text-too-long warning at the text")
    func textWarning() throws {
        let text = "views:\n  - label: l\n    text: \"" + String(repeating: "a", count: 10_001) + "\"\n"
        let loaded = try SceneLoader.load(yaml: text, file: "long.yaml")
        #expect(loaded.warnings.map(\.code) == [.textTooLong])
        #expect(loaded.warnings.first?.location?.line == 3)
    }

    @Test("repeat copies are bounded in bytes before they are made")
    func repeatBytes() {
        // 10 000 copies of a 10 000-byte text hold about 95 MB, past the 64 MB bound.
        let text = "views:\n  - label: l{i}\n    repeat: 10000\n    text: \"" + String(repeating: "b", count: 10_000) + "\"\n"
        let errors = Load.errors(text, file: "repeat.yaml")
        #expect(errors.map(\.code) == [.badValue])
        #expect(errors.first?.message.hasPrefix("repeat: 10000 copies of this entry would bring the text of the scene's copies to about") == true)
        #expect(errors.first?.location?.line == 3)
    }

    @Test("a long string repeated through aliases is refused past 64 MB of text")
    func aliasBytes() {
        // A 1 MB string and 100 aliases to it: 101 MB of text once expanded.
        var text = "big: &b \"" + String(repeating: "c", count: 1 << 20) + "\"\nlist:\n"
        for _ in 0..<100 { text += "  - *b\n" }
        let errors = Load.errors(text, file: "alias.yaml")
        #expect(errors.first?.message == "aliases expand to more than 64 MB of text")
    }

    @Test("merging a mapping of many keys many times stays linear and keeps the first value of each key")
    func mergeMany() throws {
        // 2000 keys merged into 50 mappings (under the 2 000 000-node alias bound): the merge must not compare every
        // key with every other.
        var text = "base: &base\n"
        for index in 0..<2000 { text += "  k\(index): \(index)\n" }
        text += "all:\n"
        for index in 0..<50 { text += "  - {<<: *base, k0: own\(index)}\n" }
        let documents = try YAMLComposer.documents(of: text)
        let all = try #require(documents.first?.root.mapping?.first { $0.key.scalar == "all" }?.value.sequence)
        #expect(all.count == 50)
        // The mapping's own k0 wins over the merged one; 2000 keys in all.
        #expect(all[7].mapping?.count == 2000)
        #expect(all[7].mapping?.first { $0.key.scalar == "k0" }?.value.scalar == "own7")
    }
}
