import Testing
import TrellisModel
@testable import TrellisScene

/// `table` entries: what they expand into, and the mistakes refused with their place.
@Suite("Table keys")
struct TableKeysTests {
    @Test("a table is a scroll view of a content view chaining headers, section stacks of cells, and footers")
    func expansion() throws {
        let scene = try Load.scene("""
        views:
          - table: t
            style: grouped
            offsets: [top, bottom]
            sections:
              - header: General
                rows:
                  - About
                  - {text: "Row {i}", repeat: 3, accessory: checkmark}
                footer: The end
        """)
        let table = try #require(scene.root.children.first)
        #expect(table.kind == .scroll && table.id == "t" && table.scroll.offsets == [.top, .bottom])
        #expect(table.scroll.alwaysBounceVertical)
        let content = try #require(table.children.first)
        #expect(content.children.map(\.id) == ["t_s1_header", "t_s1", "t_s1_footer"])
        // A grouped table's header is uppercased, as UIKit's grouped header style draws it.
        #expect(content.children[0].label?.text == "GENERAL")
        let section = content.children[1]
        #expect(section.kind == .stack && section.tableDecoration != nil)
        #expect(section.children.map(\.id) == ["t_s1r1", "t_s1r2_1", "t_s1r2_2", "t_s1r2_3"])
        #expect(section.children[2].children.first { $0.id == "t_s1r2_2_text" }?.label?.text == "Row 2")
        // Separators below every cell but the last; the repeated rows' checkmarks.
        if case .cell(let separator, _) = section.children[0].tableDecoration { #expect(separator != nil) } else { Issue.record("no cell") }
        if case .cell(let separator, _) = section.children[3].tableDecoration { #expect(separator == nil) } else { Issue.record("no cell") }
        let accessory = section.children[3].children.first { $0.id == "t_s1r2_3_accessory" }
        if case .checkmark = accessory?.tableDecoration {} else { Issue.record("no checkmark: \(String(describing: accessory))") }
    }

    @Test("rows without sections make one section; plain tables keep headers as written")
    func rowsShortcut() throws {
        let scene = try Load.scene("views:\n  - table: t\n    rows: [A, B]\n")
        let content = try #require(scene.root.children.first?.children.first)
        #expect(content.children.map(\.id) == ["t_s1"])
        #expect(content.children[0].children.count == 2)
    }

    @Test("mistakes are refused with their place", arguments: [
        ("views:\n  - table: t\n    style: insetGroupd\n    rows: [A]\n", "did you mean 'insetGrouped'?", 3),
        ("views:\n  - table: t\n", "needs 'sections'", 2),
        ("views:\n  - table: t\n    rows: [A]\n    children: []\n", "not 'children'", 4),
        ("views:\n  - table: t\n    rows:\n      - {text: A, accesory: disclosure}\n", "accesory", 4),
        ("views:\n  - table: t\n    rows:\n      - {text: A, on: true}\n", "add 'accessory: switch'", 4),
        ("views:\n  - table: t\n    rows:\n      - {detail: A}\n", "needs 'text'", 4),
        ("views:\n  - table: t\n    sections:\n      - {header: A}\n", "needs 'rows'", 4),
        ("views:\n  - table:\n    rows: [A]\n", "needs an id", 2),
    ])
    func refused(text: String, message: String, line: Int) {
        let errors = Load.errors(text)
        #expect(errors.first?.message.contains(message) == true, "\(errors.map(\.message))")
        #expect(errors.first?.location?.line == line)
    }
}
