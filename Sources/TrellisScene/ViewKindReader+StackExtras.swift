import TrellisModel

/// A stack entry's spacing extras: `spacing: system`, `customSpacing`, `baselineRelative`; and how Xcode's canvas
/// places hidden arranged views (`hiddenKeepSize`, `hiddenMidSpacing`) and rounds arranged views (`wholePoints`), written by
/// `trellis convert`.
extension ViewKindReader {
    /// UIStackView.spacingUseSystem between siblings: Auto Layout's standard spacing, 8 points.
    static let systemSpacing = 8.0

    /// `spacing`: points, or `system`.
    func readStackSpacing(_ node: YAMLNode, into view: inout ViewNode) {
        if case .scalar("system", .plain, _) = node.content {
            view.stack.spacing = Self.systemSpacing
            view.stack.usesSystemSpacing = true
        } else if let spacing = number(node, "spacing", expected: "a number of points, or system") {
            view.stack.spacing = spacing
        }
    }

    func readStackExtraKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["baselineRelative"], let value = bool(node, "baselineRelative") { view.stack.baselineRelative = value }
        // StackProperties.hiddenViewsKeepingOwnSize and .hiddenViewsMidSpacing: Interface Builder's canvas, not UIKit's.
        if let node = keys["hiddenKeepSize"] {
            if let items = node.sequence {
                view.stack.hiddenViewsKeepingOwnSize = Set(items.compactMap(\.scalar))
            } else {
                error(.badValue, "hiddenKeepSize: expected a list of arranged view ids ([icon]), found \(node.kindDescription)", at: node.mark)
            }
        }
        if let node = keys["hiddenMidSpacing"], let value = bool(node, "hiddenMidSpacing") { view.stack.hiddenViewsMidSpacing = value }
        if let node = keys["hiddenSpacedFromVisible"], let value = bool(node, "hiddenSpacedFromVisible") { view.stack.hiddenViewsSpacedFromVisible = value }
        if let node = keys["hiddenUnplaced"], let value = bool(node, "hiddenUnplaced") { view.stack.hiddenViewsUnplaced = value }
        if let node = keys["hiddenAtStart"], let value = bool(node, "hiddenAtStart") { view.stack.hiddenEndViewsAtStart = value }
        if let node = keys["hiddenTrailingAtStart"], let value = bool(node, "hiddenTrailingAtStart") { view.stack.hiddenTrailingViewsAtStart = value }
        if let node = keys["hiddenKeepSlot"], let value = bool(node, "hiddenKeepSlot") { view.stack.hiddenViewsKeepSlot = value }
        // StackProperties.wholePointArrangement: Xcode 7's canvas, not UIKit's.
        if let node = keys["wholePoints"], let value = bool(node, "wholePoints") { view.stack.wholePointArrangement = value }
        // StackProperties.restatedPinsWin: Xcode 10.2-13's canvas, not UIKit's.
        if let node = keys["restatedPinsWin"], let value = bool(node, "restatedPinsWin") { view.stack.restatedPinsWin = value }
        guard let node = keys["customSpacing"] else { return }
        guard let pairs = node.mapping else {
            error(.badValue, "customSpacing: expected a mapping of arranged view ids to spacings ({title: 20}), found \(node.kindDescription)",
                  at: node.mark)
            return
        }
        for pair in pairs {
            guard let id = pair.key.scalar else { continue }
            if case .scalar("system", .plain, _) = pair.value.content {
                view.stack.customSpacing[id] = Self.systemSpacing
            } else if let spacing = number(pair.value, "customSpacing.\(id)", expected: "a number of points, or system") {
                view.stack.customSpacing[id] = spacing
            }
        }
    }

    /// Custom spacings and `hiddenKeepSize` must name arranged views of their stack.
    func checkArrangedIds(of view: ViewNode, _ keys: [String: YAMLNode]) {
        let named = [("customSpacing", keys["customSpacing"]?.mapping?.map(\.key) ?? []),
                     ("hiddenKeepSize", keys["hiddenKeepSize"]?.sequence ?? [])]
        let arranged = view.children.map(\.id)
        for (key, nodes) in named {
            for node in nodes {
                guard let id = node.scalar, !arranged.contains(id) else { continue }
                let hint = NameSuggestion.nearest(to: id, among: arranged).map { "; did you mean '\($0)'?" } ?? ""
                error(.unknownView, "\(key): '\(id)' is not an arranged view of the stack '\(view.id)'\(hint)", at: node.mark)
            }
        }
    }
}
