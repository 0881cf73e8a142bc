import TrellisModel

/// The cell of one row: its image or icon, its labels in the cell style's places, its accessory.
extension TableEntryBuilder {
    func rowID(_ row: RowSpec, section: Int, row index: Int) -> String {
        row.id ?? "\(sectionID(section))r\(index + 1)" + (row.repeatNode != nil ? "_{i}" : "")
    }

    func cell(_ row: RowSpec, section: Int, row index: Int) -> YAMLNode {
        let id = rowID(row, section: section, row: index)
        let place = row.mark
        var children: [YAMLNode] = []
        var textLeading = "leading == \(cellLeading)"
        let square = ["width == 29", "height == 29", "leading == \(cellLeading)", "centerY == superview"]
        if row.icon != nil {
            children.append(map([("view", plain(id + "_icon", at: place)), ("background", row.iconColor ?? plain("systemBlue")),
                                 ("cornerRadius", plain("7")), ("layout", layout(square, at: place))], at: place))
            textLeading = "leading == \(id)_icon.trailing + 15"
        } else if let image = row.image {
            children.append(map([("image", plain(id + "_image", at: place)), ("src", image), ("mode", plain("aspectFit")),
                                 ("layout", layout(square, at: place))], at: place))
            textLeading = "leading == \(id)_image.trailing + 15"
        }
        var end = cellTrailing
        if let accessory = accessory(row, id: id) {
            children.append(accessory)
            end = "\(id)_accessory.leading - 8"
        }
        let vertical = ["top >= superview + 11", "bottom <= superview - 11", "centerY == superview"]
        switch row.style {
        case .basic:
            children.append(label(id + "_text", row.text, layout: [textLeading, "trailing <= \(end)"] + vertical, at: place))
        case .value1:
            children.append(label(id + "_text", row.text, layout: [textLeading, "trailing <= \(id)_detail.leading - 8"] + vertical, at: place))
            children.append(label(id + "_detail", row.detail ?? quoted("", at: place), color: "secondaryLabel", lines: "1",
                                  layout: ["trailing == \(end)"] + vertical, extra: [("compression", map([("horizontal", plain("740"))]))],
                                  at: place))
        case .value2:
            let font = map([("style", plain("subheadline")), ("weight", plain("semibold"))])
            children.append(label(id + "_text", row.text, font: font, color: "systemBlue", lines: "1",
                                  layout: [textLeading, "width == 80"] + vertical, extra: [("alignment", plain("right"))], at: place))
            children.append(label(id + "_detail", row.detail ?? quoted("", at: place),
                                  layout: ["leading == \(id)_text.trailing + 6", "trailing <= \(end)"] + vertical, at: place))
        case .subtitle:
            let lines = [label(id + "_text", row.text, layout: [], at: place),
                         label(id + "_detail", row.detail ?? quoted("", at: place), font: plain("subheadline"), color: "secondaryLabel",
                               layout: [], at: place)]
            children.append(map([("stack", plain(id + "_labels", at: place)), ("axis", plain("vertical")), ("spacing", plain("2")),
                                 ("layout", layout([textLeading, "trailing <= \(end)", "centerY == superview",
                                                    "top >= superview + 8", "bottom <= superview - 8"], at: place)),
                                 ("children", list(lines))], at: place))
        }
        var pairs: [(String, YAMLNode)] = [("view", plain(id, at: place))]
        if let repeatNode = row.repeatNode { pairs.append(("repeat", repeatNode)) }
        pairs += [("background", plain(cellBackground)), ("layout", layout(["height >= 44", "height == 44 @250"], at: place)),
                  ("children", list(children))]
        return map(pairs, at: place)
    }

    private func accessory(_ row: RowSpec, id: String) -> YAMLNode? {
        let place = row.mark
        let trailing = ["trailing == \(cellTrailing)", "centerY == superview"]
        switch row.accessory {
        case .none:
            return nil
        case .disclosure:
            return map([("view", plain(id + "_accessory", at: place)), ("layout", layout(["width == 8", "height == 13"] + trailing, at: place))],
                       at: place)
        case .checkmark:
            return map([("view", plain(id + "_accessory", at: place)), ("layout", layout(["width == 14", "height == 11"] + trailing, at: place))],
                       at: place)
        case .switch:
            var pairs: [(String, YAMLNode)] = [("switch", plain(id + "_accessory", at: place))]
            if let on = row.on { pairs.append(("on", on)) }
            pairs.append(("layout", layout(trailing, at: place)))
            return map(pairs, at: place)
        }
    }

    private func label(_ id: String, _ text: YAMLNode, font: YAMLNode? = nil, color: String? = nil, lines: String = "0",
                       layout constraints: [String], extra: [(String, YAMLNode)] = [], at place: YAMLMark) -> YAMLNode {
        var pairs: [(String, YAMLNode)] = [("label", plain(id, at: place)), ("text", text), ("font", font ?? plain("body"))]
        if let color { pairs.append(("color", plain(color))) }
        pairs.append(("lines", plain(lines)))
        pairs += extra
        if !constraints.isEmpty { pairs.append(("layout", layout(constraints, at: place))) }
        return map(pairs, at: place)
    }
}
