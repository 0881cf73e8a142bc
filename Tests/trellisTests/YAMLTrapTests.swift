import Foundation
import Testing

@Suite("YAML traps: what YAML did, and the fix")
struct YAMLTrapTests {
    @Test("each trap gets a hint that says what happened and how to write it", arguments: [
        // a colour written bare: YAML reads everything from # on as a comment, so the key has no value
        ("name: t\nsize: [100, 80]\nviews:\n  - view: box\n    background: #FF0000\n    layout: [edges == superview]\n",
         "t.yaml:5:16: error: [bad-value] ",
         "'#' starts a comment in YAML, so 'background:' has no value; quote the color: background: \"#FF0000\""),
        // a compound constraint in a flow list: the comma ends the item
        ("name: t\nsize: [100, 80]\nviews:\n  - view: box\n    layout: [left, right == superview, top == superview, height == 20]\n",
         "t.yaml:5:18: error: [bad-constraint] ",
         "in a [ ] list a comma separates items, so 'left, right == superview' was read as 2 constraints; quote it: ['left, right == superview'], or write each constraint on its own '- ' line"),
        // a tab in the indentation
        ("name: t\nsize: [100, 80]\nviews:\n  - view: box\n\tbackground: red\n",
         "t.yaml:5:1: error: [syntax] ",
         "the line is indented with a tab, and YAML indents with spaces only: replace the tab with spaces"),
    ])
    func trap(scene: String, place: String, hint: String) throws {
        let workspace = try Workspace()
        try workspace.write("t.yaml", scene)
        let result = try Trellis.run(["explain", "t.yaml"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(place), "\(result.stderr)")
        #expect(result.stderr.contains(hint), "\(result.stderr)")
    }

    @Test("other mistakes in a flow list, next to a quoted colour, get no trap hint")
    func noFalseHint() throws {
        let workspace = try Workspace()
        try workspace.write("t.yaml", "name: t\nsize: [100, 80]\nviews:\n  - view: box\n    background: \"#FF0000\"\n    layout: [left == superveiw, right == superview]\n")
        let result = try Trellis.run(["explain", "t.yaml"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("unknown view 'superveiw'"), "\(result.stderr)")
        #expect(!result.stderr.contains("a comma separates items"))
        #expect(!result.stderr.contains("starts a comment"))
    }
}
