import Foundation
import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene

/// Each error code of the design, with its exact message, line and column (marked in the fixture with 1️⃣).
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    static let cases: [(code: String, fixture: String, message: String)] = [
        ("syntax", "views:\n  - view: a\n    layout: [top == 0\n  - view1️⃣: b\n",
         "did not find expected ',' or ']' (while parsing a flow sequence at line 3, column 13)"),
        ("cycle", "views: &v [{view: a, children: 1️⃣*v}]\n", "alias '*v' refers to a node that contains it"),
        ("unknown-key", "views: []\n1️⃣backgroud: red\n", "unknown key 'backgroud' in the scene; did you mean 'background'?"),
        ("unknown-key", "views:\n  - view: a\n    1️⃣colour: red\n", "unknown key 'colour' in a 'view' entry; did you mean 'color'? (a key of 'label')"),
        ("unknown-key", "views:\n  - view: a\n    1️⃣text: hello\n", "unknown key 'text' in a 'view' entry; 'text' is a key of 'label'"),
        ("unknown-key", "views:\n  - 1️⃣lable: a\n", "unknown view kind 'lable'; did you mean 'label'?"),
        ("unknown-key", "views:\n  - 1️⃣gizmo: a\n",
         "unknown view kind 'gizmo'; an entry starts with its kind: view, scroll, label, image, stack, button, switch, slider, "
            + "segmentedControl, stepper, progress, activityIndicator, pageControl, textField, textView, searchBar, separator, guide, table"),
        ("bad-value", "size: 1️⃣big\n", "size: expected [width, height] in points, found a string"),
        ("bad-value", "size: 1️⃣[1, 2, 3]\n", "size: expected [width, height] in points, found 3 items"),
        ("bad-value", "views:\n  - view: a\n    background: 1️⃣bleu\n", "background: unknown color 'bleu'; did you mean 'blue'?"),
        ("bad-value", "background: 1️⃣'#12345'\n", "background: '#12345' is not a hex color; write #RGB, #RRGGBB or #RRGGBBAA"),
        ("bad-value", "device: 1️⃣iphone-9\n", "device: unknown device 'iphone-9'; did you mean 'iphone-8'?"),
        ("bad-value", "views:\n  - view: a\n    alpha: 1️⃣1.5\n", "alpha: expected an alpha from 0 to 1, found 1.5"),
        ("bad-value", "views:\n  - view: a\n    hidden: 1️⃣maybe\n", "hidden: expected true or false, found a string"),
        ("bad-value", "views:\n  - stack: a\n    axis: 1️⃣vertcal\n", "axis: unknown value 'vertcal'; did you mean 'vertical'?"),
        ("bad-value", "views:\n  - 1️⃣label: a\n", "label 'a' needs 'text'"),
        ("bad-value", "views:\n  - view: 1️⃣2cool\n",
         "view id '2cool' must be a letter or '_' followed by letters, digits or '_'"),
        ("bad-value", "views:\n  - view: 1️⃣superview\n", "'superview' is reserved and cannot be a view id"),
        ("bad-value", "views:\n  - view: a\n    repeat: 1️⃣0\n", "repeat: expected a whole number from 1 to 10000, found 0"),
        ("bad-value", "views:\n  - scroll: a\n    offsets: [1️⃣middle]\n", "offsets: unknown offset 'middle' (expected a number, [x, y], or one of top, bottom, left, right, pages)"),
        ("bad-value", "size: [1, 1]\ndevice: 1️⃣ipad\n", "device: 'size' and 'device' cannot both be given (a device sets the size)"),
        ("bad-value", "1️⃣- view: a\n", "a scene is a mapping of keys (name, size, views, …), found a list"),
        ("bad-value", "name: a\n1️⃣---\nsize: [1, 1]\n", "every scene after the first in a file needs a 'name'"),
        ("unknown-view", "views:\n  - view: headView\n  - view: b\n    layout: [top == 1️⃣headview.bottom]\n",
         "unknown view 'headview' in constraint; did you mean 'headView'?"),
        ("unknown-view", "views: [{scroll: pager}]\nstates:\n  - name: end\n    offsets: {1️⃣pagr: bottom}\n",
         "unknown view 'pagr' in state 'end'; did you mean 'pager'?"),
        ("duplicate-id", "views:\n  - view: a\n  - label: 1️⃣a\n    text: x\n", "duplicate view id 'a'"),
        ("duplicate-id", "views:\n  - view: 1️⃣row\n    repeat: 2\n", "duplicate view id 'row': a repeated entry needs {i} in its id ('row{i}')"),
        ("bad-constraint", "views:\n  - view: a\n  - view: b\n    layout: ['left == a.1️⃣width']\n",
         "cannot relate position attribute 'left' to size attribute 'width'; NSLayoutConstraint refuses a position paired with a size"),
        ("bad-vfl", "views: [{view: a}]\nvisual: ['H:|-[a]-1️⃣']\n", "expected '[', '|' or a spacing after '-', found the end of the string"),
    ]

    @Test("each code's message, line and column", arguments: cases)
    func code(code: String, fixture: String, message: String) throws {
        let marked = MarkedText(fixture)
        let errors = Load.errors(marked.text)
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.severity == .error)
        #expect(error.code.rawValue == code)
        #expect(error.message == message)
        #expect(error.location == marked.location("1"))
    }

    @Test("a mistake in a repeated entry is reported once, not once per copy")
    func repeatedMistake() {
        let errors = Load.errors("views:\n  - view: row{i}\n    repeat: 50\n    backgroud: red\n    layout:\n      - top == nowhere{i}.bottom\n")
        #expect(errors.map(\.code) == [.unknownKey, .unknownView])
        #expect(errors.map(\.message) == ["unknown key 'backgroud' in a 'view' entry; did you mean 'background'?",
                                          "unknown view 'nowhere1' in constraint"])
    }

    @Test("{i} in an unquoted string inside [ ] is a YAML error that says to quote it")
    func placeholderInFlow() {
        let errors = Load.errors("views:\n  - view: row{i}\n    repeat: 2\n    layout: [top == row{i-1}.bottom]\n")
        #expect(errors.map(\.code) == [.syntax])
        #expect(errors.first?.message.hasSuffix("; inside [ ] or { }, quote a string that contains {i}: 'top == row{i-1}.bottom'") == true)
    }

    @Test("a duplicate id notes where the first one is")
    func duplicateNote() throws {
        let error = try #require(Load.errors("views:\n  - view: a\n  - view: a\n").first)
        #expect(error.notes == [Diagnostic.Note(message: "'a' is first defined here", location: SourceLocation(file: "test.yaml", line: 2, column: 5))])
    }

    @Test("a missing image names the path as written and where it was looked for")
    func missingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-missing-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("scene.yaml").path
        let marked = MarkedText("views:\n  - image: photo\n    src: 1️⃣assets/none.png\n")
        let error = try #require(Load.errors(marked.text, file: file).first)
        #expect(error.code == .missingFile)
        #expect(error.message == "image file 'assets/none.png' not found (looked for \(folder.path)/assets/none.png)")
        #expect(error.location == marked.location("1", file: file))
    }

    @Test("a file that is not a PNG, JPEG or SVG is refused")
    func notPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-notpng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("hello".utf8).write(to: folder.appendingPathComponent("text.png"))
        let file = folder.appendingPathComponent("scene.yaml").path
        let error = try #require(Load.errors("views:\n  - image: photo\n    src: text.png\n", file: file).first)
        #expect(error.code == .badValue)
        // The format is told by the first bytes (not the name): "hello" has no PNG or JPEG signature and is not XML.
        #expect(error.message == "src: 'text.png' is not a PNG, JPEG or SVG file (no PNG or JPEG signature, and not an XML "
                + "document); read from \(folder.path)/text.png")
    }

    @Test("a scene file that does not exist")
    func missingScene() {
        #expect {
            _ = try SceneLoader.load(contentsOf: "/nonexistent/scene.yaml")
        } throws: { error in
            (error as? SceneLoadError)?.diagnostics.map(\.message) == ["cannot read scene file '/nonexistent/scene.yaml' (looked for /nonexistent/scene.yaml)"]
        }
    }

    @Test("every error of a file is reported, in file order")
    func allErrors() {
        let errors = Load.errors("""
        size: big
        views:
          - view: a
            background: bleu
            alpha: 2
          - lable: b
          - view: c
            layout: [top == nowhere.bottom]
        annotate: everything
        """)
        #expect(errors.map(\.code) == [.badValue, .badValue, .badValue, .unknownKey, .unknownView, .badValue])
        #expect(errors.map { $0.location?.line } == [1, 4, 5, 6, 8, 9])
        #expect(errors.map(\.view) == [nil, "a", "a", nil, "c", nil])
    }
}
