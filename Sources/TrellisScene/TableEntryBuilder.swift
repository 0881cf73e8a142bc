import TrellisModel

/// UITableViewCell's default styles.
enum CellStyle: String, CaseIterable {
    /// `.default`: a text at the leading edge.
    case basic = "default"
    /// `.subtitle`: the text over a smaller detail text.
    case subtitle
    /// `.value1`: the text at the leading edge, the detail (secondaryLabel) at the trailing edge.
    case value1
    /// `.value2`: a small tinted text right-aligned in a fixed column, then the detail.
    case value2
}

/// UITableViewCell.AccessoryType, and a switch as the accessory view.
enum CellAccessory: String, CaseIterable { case none, disclosure, checkmark, `switch` }

/// One row as written, checked.
struct RowSpec {
    var id: String?
    var repeatNode: YAMLNode?
    var text: YAMLNode
    var detail: YAMLNode?
    var style: CellStyle = .basic
    var image: YAMLNode?
    var icon: BarIcon?
    var iconColor: YAMLNode?
    var accessory: CellAccessory = .none
    var on: YAMLNode?
    var mark: YAMLMark

    /// How many cells the row stands for.
    var copies: Int { repeatNode?.number.map { Int(max(1, min($0, 10_000))) } ?? 1 }
}

/// Writes the entries a table expands into, as YAML nodes that the ordinary entry reader then reads.
///
/// Horizontal metrics (UIKit's defaults as published measurements give them, the zelez-lab/dija iOS component notes):
/// in plain and grouped tables the cells' content follows the root's layout margins (16 points up to 375 points of
/// width, 20 on wider screens); an inset-grouped section is inset by those margins, rounded with radius 10 (continuous corners), and its cells'
/// content is 16 points inside it; an image or icon is 29 × 29 with the text 15 points after it; an accessory sits at
/// the trailing edge with the text or detail 8 points before it; the disclosure chevron is 8 × 13, the checkmark
/// 14 × 11. Rows are at least 44 points tall and grow with their text (self-sizing): 11 points above and below
/// a text, 8 around a subtitle cell's two lines.
struct TableEntryBuilder {
    let table: String
    let style: TableStyle
    let mark: YAMLMark

    var grouped: Bool { style != .plain }
    func sectionID(_ index: Int) -> String { "\(table)_s\(index + 1)" }

    // MARK: Nodes

    func plain(_ text: String, at place: YAMLMark? = nil) -> YAMLNode { YAMLNode(.scalar(text, .plain, tag: nil), mark: place ?? mark) }
    func quoted(_ text: String, at place: YAMLMark) -> YAMLNode { YAMLNode(.scalar(text, .doubleQuoted, tag: nil), mark: place) }
    func list(_ items: [YAMLNode], at place: YAMLMark? = nil) -> YAMLNode { YAMLNode(.sequence(items), mark: place ?? mark) }
    func map(_ pairs: [(String, YAMLNode)], at place: YAMLMark? = nil) -> YAMLNode {
        YAMLNode(.mapping(pairs.map { (key: plain($0.0, at: place), value: $0.1) }), mark: place ?? mark)
    }
    func layout(_ constraints: [String], at place: YAMLMark? = nil) -> YAMLNode { list(constraints.map { plain($0, at: place) }, at: place) }

    // MARK: Content

    /// The leading and trailing of headers, footers (in the content view) and of cell contents (in a cell).
    var headerLeading: String { style == .insetGrouped ? "view.margins + 16" : "view.margins" }
    var headerTrailing: String { style == .insetGrouped ? "view.margins - 16" : "view.margins" }
    var cellLeading: String { style == .insetGrouped ? "superview + 16" : "view.margins" }
    var cellTrailing: String { style == .insetGrouped ? "superview - 16" : "view.margins" }
    var cellBackground: String { grouped ? "secondarySystemGroupedBackground" : "systemBackground" }

    /// The content view: headers, sections and footers chained from the top.
    func content(_ sections: [TableReader.SectionPlan]) -> YAMLNode {
        var items: [YAMLNode] = []
        var previous: String? = nil
        func top(_ gap: Double) -> String {
            previous.map { "top == \($0).bottom + \(formatLayoutNumber(gap))" } ?? "top == superview + \(formatLayoutNumber(gap))"
        }
        for (index, section) in sections.enumerated() {
            let id = sectionID(index)
            var gap = grouped ? 35.0 : 0
            if let header = section.header, let text = header.scalar {
                items.append(note(id + "_header", text: grouped ? quoted(text.uppercased(), at: header.mark) : header,
                                  font: grouped ? "footnote" : "headline", color: grouped ? "secondaryLabel" : "label",
                                  top: top(grouped ? 22 : 12), at: header.mark))
                previous = id + "_header"
                gap = grouped ? 8 : 6
            }
            var pairs: [(String, YAMLNode)] = [("stack", plain(id, at: section.mark)), ("axis", plain("vertical")),
                                               ("background", plain(cellBackground))]
            let sides = style == .insetGrouped ? ["leading == view.margins", "trailing == view.margins"]
                : ["leading == superview", "trailing == superview"]
            pairs.append(("layout", layout([top(gap)] + sides, at: section.mark)))
            if style == .insetGrouped {
                pairs += [("cornerRadius", plain("10")), ("cornerCurve", plain("continuous")), ("clipsToBounds", plain("true"))]
            }
            pairs.append(("children", list(section.rows.enumerated().map { cell($0.element, section: index, row: $0.offset) })))
            items.append(map(pairs, at: section.mark))
            previous = id
            if let footer = section.footer {
                items.append(note(id + "_footer", text: footer, font: "footnote", color: "secondaryLabel",
                                  top: top(grouped ? 8 : 6), at: footer.mark))
                previous = id + "_footer"
            }
        }
        var constraints = ["edges == superview", "width == superview.width"]
        if let previous { constraints.append("bottom == \(previous).bottom + \(grouped ? 35 : 0)") }
        return map([("view", plain(table + "_content")), ("layout", layout(constraints)), ("children", list(items))])
    }

    /// A section header or footer: a multi-line label aligned with the cells' text.
    private func note(_ id: String, text: YAMLNode, font: String, color: String, top: String, at place: YAMLMark) -> YAMLNode {
        map([("label", plain(id, at: place)), ("text", text), ("font", plain(font)), ("color", plain(color)), ("lines", plain("0")),
             ("layout", layout([top, "leading == \(headerLeading)", "trailing <= \(headerTrailing)"], at: place))], at: place)
    }
}
