import Foundation
import Testing
import TrellisModel
@testable import TrellisLayout
import TrellisTestSupport

@Suite("Layout document")
struct LayoutDocumentTests {
    @Test("numbers are the shortest decimal, without a trailing .0", arguments: [
        (0.0, "0"), (-0.0, "0"), (375.0, "375"), (-44.0, "-44"), (337.5, "337.5"), (1e-7, "1e-7"),
        (0.000001, "0.000001"), (1.0 / 3, "0.3333333333333333"), (0.1 + 0.2, "0.30000000000000004"),
        (123456789012.0, "123456789012"), (1e21, "1e21"), (1e20, "100000000000000000000"),
        (5e-324, "5e-324"), (-1.5e-9, "-1.5e-9"), (2.5e300, "2.5e300"),
    ])
    func numbers(value: Double, text: String) throws {
        #expect(formatLayoutNumber(value) == text)
        let readBack = try #require(Double(text))
        #expect(readBack == value)
    }

    @Test("every number reads back to the same double, in plain notation between 1e-6 and 1e21")
    func roundTrip() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // xorshift64, fixed seed: the same 2000 doubles every run
        for index in 0..<2000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let value = Double(bitPattern: state & 0x7FEF_FFFF_FFFF_FFFF) * (index.isMultiple(of: 2) ? 1 : -1)
            let text = formatLayoutNumber(value)
            #expect(Double(text) == value, "\(value) written as \(text)")
            #expect(!text.hasSuffix(".0"))
            if abs(value) >= 1e-6 && abs(value) < 1e21 { #expect(!text.contains("e"), "\(text)") }
        }
        #expect(formatLayoutNumber(.nan) == "null")
        #expect(formatLayoutNumber(.infinity) == "null")
    }

    @Test("strings are escaped as JSON and read back unchanged")
    func escaping() throws {
        let text = "say \"hi\"\\ \n\t\u{01}\u{7F} é 日本 😀 \u{2028}"
        let literal = jsonStringLiteral(text)
        #expect(literal == "\"say \\\"hi\\\"\\\\ \\n\\t\\u0001\\u007f é 日本 😀 \\u2028\"")
        let foundation = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8), options: []) as? [String]
        #expect(foundation == [text])
    }

    @Test("engine frames are written to nine decimal places, and not at all where the engine was on the pixel grid")
    func engineFrames() {
        // Two runs of the solver may sum in different orders: 314/3 comes out 104.66666666666669 or
        // 104.66666666666667, a pixel-exact 70 as 70.00000000000001. Both runs must write the same document.
        func document(x: Double, width: Double, exactWidth: Double) -> String {
            let (scene, sample) = sampleLayout(states: 1)
            let root = SolvedView(id: "view", kind: .view, parent: nil, frame: Rect(x: 0, y: 0, width: 375, height: 667))
            var label = SolvedView(id: "third", kind: .label, parent: "view", frame: Rect(x: 104.5, y: 0, width: 100.5, height: 30))
            label.engineFrame = Rect(x: x, y: 0, width: width, height: 30)
            var exact = SolvedView(id: "exact", kind: .label, parent: "view", frame: Rect(x: 240, y: 0, width: 70, height: 54))
            exact.engineFrame = Rect(x: 240, y: 0, width: exactWidth, height: 54)
            let state = SolvedState(name: "initial", views: [root, label, exact])
            return layoutDocument(scene: scene, result: LayoutResult(device: sample.device, states: [state], diagnostics: []))
        }
        let first = document(x: 104.66666666666669, width: 100.66666666666663, exactWidth: 70.00000000000001)
        let second = document(x: 104.66666666666667, width: 100.66666666666666, exactWidth: 70)
        #expect(first == second)
        #expect(first.contains(#""third": {"kind": "label", "parent": "view", "frame": [104.5, 0, 100.5, 30], "engineFrame": [104.666666667, 0, 100.666666667, 30]}"#))
        #expect(first.contains(#""exact": {"kind": "label", "parent": "view", "frame": [240, 0, 70, 54]}"#))
    }

    @Test("a small scene's document, exactly")
    func smallScene() {
        let (scene, result) = sampleLayout(states: 1)
        #expect(layoutDocument(scene: scene, result: result) == """
        {
          "scene": "container-view",
          "file": "Samples/container-view.yaml",
          "device": {"name": null, "size": [375, 667], "scale": 2, "safeArea": [0, 0, 0, 0]},
          "states": [
            {
              "name": "scrollView.0,0",
              "offsets": {"scrollView": [0, 0]},
              "views": {
                "view": {"kind": "view", "parent": null, "frame": [0, 0, 375, 667]},
                "scrollView": {"kind": "scroll", "parent": "view", "frame": [0, 0, 375, 667], "contentSize": [0, 0], "adjustedContentInset": [0, 0, 0, 0]},
                "headView": {"kind": "label", "parent": "scrollView", "frame": [0, 108, 337.5, 20.25]}
              }
            }
          ],
          "diagnostics": [
            {"severity": "warning", "code": "ambiguous-content-size", "view": "scrollView", "axis": "vertical", "location": "Samples/container-view.yaml:9:7", "message": "the \\"content\\" height is open\\nadd `bottom == scrollView`"}
          ]
        }

        """)
    }

    @Test("the document is JSON that Foundation reads, with the same values")
    func foundationReadsIt() throws {
        let (scene, result) = sampleLayout(states: 2)
        let text = layoutDocument(scene: scene, result: result)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let states = try #require(object["states"] as? [[String: Any]])
        #expect(states.map { $0["name"] as? String } == ["scrollView.0,0", "scrollView.0,600"])
        let views = try #require(states[1]["views"] as? [String: Any])
        let head = try #require(views["headView"] as? [String: Any])
        #expect(head["frame"] as? [Double] == [0, 708, 337.5, 20.25])
        let offsets = try #require(states[1]["offsets"] as? [String: [Double]])
        #expect(offsets["scrollView"] == [0, 600])
    }

    @Test("an empty result still makes a complete document")
    func emptyResult() throws {
        let scene = Scene(name: "empty")
        let result = LayoutResult(device: Device(name: "iphone-x", size: Size(width: 375, height: 812), scale: 3,
                                                 safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0)),
                                  states: [], diagnostics: [])
        let text = layoutDocument(scene: scene, result: result)
        #expect(text.contains("\"file\": null"))
        #expect(text.contains("\"device\": {\"name\": \"iphone-x\", \"size\": [375, 812], \"scale\": 3, \"safeArea\": [44, 0, 34, 0]}"))
        #expect(text.contains("\"states\": []") && text.contains("\"diagnostics\": []"))
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }
}
