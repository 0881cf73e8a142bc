import TrellisModel

/// A `table` entry: UITableView written as sections of rows, read by expanding it into ordinary views and
/// constraints (a scroll view whose content chains section headers, sections of self-sizing cells and footers), so
/// that layout, scrolling, offsets and the images of a scroll view apply unchanged; the renderer adds separators
/// and accessories (``TableDecoration``).
///
/// Vertical metrics, as published measurements of UIKit's grouped tables give them (the zelez-lab/dija iOS component
/// notes; UITableView's default heights): a section header 22 points below what precedes it and 8 above its
/// section, a section without a header 35 points below what precedes it, a footer 8 points below its section, 35
/// points after the last section; a plain table has no gaps, its headers 12 above and 6 below.
struct TableReader: SceneReaderPart {
    let context: SceneReadContext
}

extension TableReader {
    static let tableKeys = ["style", "sections", "rows"]
    static let sectionKeys = ["header", "footer", "rows"]

    /// One section as written, and how each row entry was expanded (for the decorations).
    struct SectionPlan {
        var header: YAMLNode?
        var footer: YAMLNode?
        var rows: [RowSpec]
        var mark: YAMLMark
    }

    /// Reads `- table: id` as the scroll view it stands for.
    func readTable(_ node: YAMLNode, parent: String, depth: Int, repeated: Bool) -> ViewNode? {
        guard let pairs = node.mapping, let first = pairs.first else { return nil }
        guard let id = first.value.scalar, !first.value.isNull else {
            error(.badValue, "a table needs an id (- table: settings): its rows' ids are made from it", at: first.key.mark)
            return nil
        }
        let scrollKeys = SceneKeys.kindKeys[.scroll] ?? []
        let keys = checkKeys(Array(pairs.dropFirst()), allowed: SceneKeys.commonKeys + scrollKeys + Self.tableKeys,
                             in: "a 'table' entry")
        if let children = keys["children"] {
            error(.badValue, "a table's content is its 'sections' (or 'rows'), not 'children'", at: children.mark)
            return nil
        }
        var style = TableStyle.plain
        if let node = keys["style"], let value = choice(node, "style", TableStyle.allCases) { style = value }
        guard let sections = sections(keys, at: first.key.mark) else { return nil }

        let build = TableEntryBuilder(table: id, style: style, mark: first.key.mark)
        var scroll: [(key: YAMLNode, value: YAMLNode)] = [(build.plain("scroll"), first.value)]
        for pair in pairs.dropFirst() where keys[pair.key.scalar ?? ""] != nil
            && !Self.tableKeys.contains(pair.key.scalar ?? "") {
            scroll.append(pair)
        }
        if keys["background"] == nil {
            scroll.append((build.plain("background"), build.plain(style == .plain ? "systemBackground" : "systemGroupedBackground")))
        }
        // UITableView bounces vertically whatever its content's height (alwaysBounceVertical is true for it).
        if keys["alwaysBounceVertical"] == nil { scroll.append((build.plain("alwaysBounceVertical"), build.plain("true"))) }
        scroll.append((build.plain("children"), build.list([build.content(sections)])))
        guard var view = entries.readEntry(YAMLNode(.mapping(scroll), mark: node.mark), parent: parent, depth: depth,
                                           repeated: repeated) else { return nil }
        decorate(&view, style: style, sections: sections, build: build)
        return view
    }

    /// The sections of `sections:`, or the one section of `rows:`.
    private func sections(_ keys: [String: YAMLNode], at mark: YAMLMark) -> [SectionPlan]? {
        if let rows = keys["rows"] {
            if let other = keys["sections"] {
                error(.badValue, "a table has either 'rows' (one section) or 'sections', not both", at: other.mark)
                return nil
            }
            return rowList(rows).map { [SectionPlan(header: nil, footer: nil, rows: $0, mark: rows.mark)] }
        }
        guard let node = keys["sections"] else {
            error(.badValue, "a table needs 'sections' (a list of {header, rows, footer}) or 'rows'", at: mark)
            return nil
        }
        guard let items = node.sequence, !items.isEmpty else {
            error(.badValue, "sections: expected a list of sections ({header, rows, footer}), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        var result: [SectionPlan] = []
        for item in items {
            guard let pairs = item.mapping else {
                error(.badValue, "sections: expected a section such as {header: General, rows: [Wi-Fi]}, found \(item.kindDescription)",
                      at: item.mark)
                return nil
            }
            let fields = checkKeys(pairs, allowed: Self.sectionKeys, in: "a table section")
            guard let rowsNode = fields["rows"] else {
                error(.badValue, "a table section needs 'rows'", at: item.mark)
                return nil
            }
            guard let rows = rowList(rowsNode) else { return nil }
            for text in [fields["header"], fields["footer"]].compactMap({ $0 }) where string(text, "header") == nil { return nil }
            result.append(SectionPlan(header: fields["header"], footer: fields["footer"], rows: rows, mark: item.mark))
        }
        return result
    }

    static let rowKeys = ["id", "repeat", "text", "detail", "style", "image", "icon", "iconColor", "accessory", "on"]

    private func rowList(_ node: YAMLNode) -> [RowSpec]? {
        guard let items = node.sequence, !items.isEmpty else {
            error(.badValue, "rows: expected a list of rows (a text, or {text, detail, style, accessory}), found \(node.kindDescription)",
                  at: node.mark)
            return nil
        }
        var rows: [RowSpec] = []
        for item in items {
            guard let pairs = item.mapping else {
                guard item.scalar != nil, !item.isNull else {
                    error(.badValue, "rows: expected a row (a text, or {text, detail, style, accessory}), found \(item.kindDescription)",
                          at: item.mark)
                    return nil
                }
                rows.append(RowSpec(text: item, mark: item.mark))
                continue
            }
            let keys = checkKeys(pairs, allowed: Self.rowKeys, in: "a table row")
            guard let text = keys["text"] else {
                error(.badValue, "a table row needs 'text'", at: item.mark)
                return nil
            }
            var row = RowSpec(text: text, mark: item.mark)
            if let node = keys["id"] {
                guard let id = string(node, "id") else { return nil }
                row.id = id
            }
            row.repeatNode = keys["repeat"]
            row.detail = keys["detail"]
            if let node = keys["style"] { guard let value = choice(node, "style", CellStyle.allCases) else { return nil }; row.style = value }
            row.image = keys["image"]
            if let node = keys["icon"] { guard let value = choice(node, "icon", BarIcon.allCases) else { return nil }; row.icon = value }
            row.iconColor = keys["iconColor"]
            if let node = keys["accessory"] {
                guard let value = choice(node, "accessory", CellAccessory.allCases) else { return nil }
                row.accessory = value
            }
            row.on = keys["on"]
            if row.on != nil && row.accessory != .switch {
                error(.badValue, "on: sets the state of a switch accessory; add 'accessory: switch'", at: item.mark)
                return nil
            }
            rows.append(row)
        }
        return rows
    }

    /// Marks the views the table made with what the renderer draws over them: separators below every cell but a
    /// section's last (grouped sections also a hairline above and below), and the accessories' glyphs.
    private func decorate(_ table: inout ViewNode, style: TableStyle, sections: [SectionPlan], build: TableEntryBuilder) {
        let separator = NamedColors.color("separator", appearance: appearance) ?? .black
        let chevron = NamedColors.color("systemGray3", appearance: appearance) ?? .black
        let tint = NamedColors.color("systemBlue", appearance: appearance) ?? .black
        guard let contentIndex = table.children.indices.first else { return }
        for (sectionIndex, plan) in sections.enumerated() {
            let sectionID = build.sectionID(sectionIndex)
            guard let index = table.children[contentIndex].children.firstIndex(where: { $0.id == sectionID }) else { continue }
            var section = table.children[contentIndex].children[index]
            if style == .grouped { section.tableDecoration = .groupedSection(separator: separator) }
            // Each row entry stands for `repeat` cells, in order.
            var kinds: [RowSpec] = []
            for row in plan.rows { kinds += Array(repeating: row, count: row.copies) }
            for cellIndex in section.children.indices {
                var cell = section.children[cellIndex]
                let isLast = cellIndex == section.children.count - 1
                cell.tableDecoration = .cell(separator: isLast ? nil : separator, textID: cell.id + "_text")
                let row = cellIndex < kinds.count ? kinds[cellIndex] : nil
                for childIndex in cell.children.indices {
                    let child = cell.children[childIndex]
                    if child.id == cell.id + "_accessory", child.kind == .view {
                        cell.children[childIndex].tableDecoration = row?.accessory == .checkmark ? .checkmark(tint) : .disclosure(chevron)
                    } else if child.id == cell.id + "_icon", let icon = row?.icon {
                        cell.children[childIndex].tableDecoration = .icon(icon, .white)
                    }
                }
                section.children[cellIndex] = cell
            }
            table.children[contentIndex].children[index] = section
        }
    }
}
