import TrellisModel

/// Maps a scene's `<constraint>` elements to layout constraints between the views and guides the scene builder
/// mapped: attributes (margin variants, baselines), legacy layout guides, multipliers, and the alignment insets
/// of controls.
struct IBConstraintResolver {
    let file: String
    let root: IBSceneRoot
    /// Ids of the elements mapped to views.
    let viewIDs: Set<String>
    /// Every id in the scene's subtree, mapped or not (a constraint to a view a variation removed is dropped quietly).
    let allIDs: Set<String>
    /// Layout guide id → the view and guide it stands for.
    var guides: [String: IBGuideReference]
    /// Alignment-rectangle insets of the controls that have them.
    let alignmentInsets: [String: Insets]
    let variations: IBVariations
    /// Views that lay out right to left (`semanticContentAttribute`, inherited): a constraint held by one (the nearest
    /// view holding both items, ConstraintDirection) has its leading and trailing mirrored by the layout, so its
    /// alignment offsets are taken mirrored too.
    let rightToLeftViews: Set<String>
    /// Each view's superview, for the view whose direction reads a constraint (ConstraintDirection).
    let parents: [String: String]
    /// The symbol image views' baselines (IBSymbolBaselines) and Xcode 6.3–7 buttons' (IBXcode7ButtonBaselines), as a
    /// distance up from their frames' bottoms.
    var symbolBaselines: [String: Double] = [:]
    /// Xcode 6 to 8 labels' last baselines, as a distance up from their frames' bottoms (IBLegacyLabelBaselines).
    var legacyLabelBaselines: [String: Double] = [:]
    /// Labels stored two lines tall or more: their top and bottom lines' baselines (IBMultilineLabelBaselines).
    var multilineLabelBaselines: [String: IBMultilineLabelBaselines.Offsets] = [:]
    var warnings: [Diagnostic] = []

    /// Attribute spellings of `<constraint>`: the plain ones, `baseline` (the last baseline), and the margin variants
    /// (an attribute of the item's layoutMarginsGuide).
    static let attributes: [String: (LayoutAttribute, margins: Bool)] = [
        "left": (.left, false), "right": (.right, false), "top": (.top, false), "bottom": (.bottom, false),
        "leading": (.leading, false), "trailing": (.trailing, false), "width": (.width, false), "height": (.height, false),
        "centerX": (.centerX, false), "centerY": (.centerY, false), "baseline": (.lastBaseline, false),
        "lastBaseline": (.lastBaseline, false), "firstBaseline": (.firstBaseline, false),
        "leftMargin": (.left, true), "rightMargin": (.right, true), "topMargin": (.top, true), "bottomMargin": (.bottom, true),
        "leadingMargin": (.leading, true), "trailingMargin": (.trailing, true),
        "centerXWithinMargins": (.centerX, true), "centerYWithinMargins": (.centerY, true),
    ]

    /// Every constraint of the scene, in document order; placeholder constraints (removed at build time), those a
    /// size-class variation excludes and those to a removed view are left out.
    mutating func resolve(_ pending: [(element: XMLElement, holder: String)]) -> [LayoutConstraint] {
        registerControllerGuides()
        var result: [LayoutConstraint] = []
        for (element, holder) in pending {
            if element.flag("placeholder") == true { continue }
            if let id = element["id"], !variations.isIncluded(id) { continue }
            // A constraint's own `<variation key="heightClass=compact-widthClass=compact" constant="150"/>` changes its
            // attributes for those size classes (measured: a pop-up pinned 32 pt inside the safe area, 150 in such a
            // variation, is stored 150 pt in on a 667 × 375 landscape canvas).
            if let constraint = constraint(variations.apply(to: element), holder: holder) { result.append(constraint) }
        }
        return result
    }

    /// `topLayoutGuide`/`bottomLayoutGuide` of older documents (`<layoutGuides>` of the view controller).
    private mutating func registerControllerGuides() {
        guard let controller = root.controller, let rootID = root.element["id"] else { return }
        for guide in controller.child("layoutGuides")?.children ?? [] {
            guard let id = guide["id"], let type = guide["type"] else { continue }
            guides[id] = IBGuideReference(view: rootID, guide: .safeArea, legacy: type)
        }
    }

    /// One `<constraint>` as `first.attribute relation multiplier × second.attribute + constant @priority`.
    private mutating func constraint(_ element: XMLElement, holder: String) -> LayoutConstraint? {
        guard let firstName = element["firstAttribute"], let firstAttribute = Self.attributes[firstName] else {
            warnings.append(.ib(.warning, .unsupported,
                                "constraint attribute '\(element["firstAttribute"] ?? "")' is not supported; the constraint is left out",
                                file: file, element: element))
            return nil
        }
        guard let first = item(element["firstItem"] ?? holder, firstAttribute, element: element) else { return nil }
        var second: (LayoutItem, LayoutAttribute)?
        if let secondID = element["secondItem"] {
            guard let name = element["secondAttribute"], let attribute = Self.attributes[name] else {
                warnings.append(.ib(.warning, .unsupported,
                                    "constraint attribute '\(element["secondAttribute"] ?? "")' is not supported; the constraint is left out",
                                    file: file, element: element))
                return nil
            }
            guard let resolved = item(secondID, attribute, element: element) else { return nil }
            second = resolved
        }
        var relation: LayoutRelation
        switch element["relation"] {
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        default: relation = .equal
        }
        var multiplier = Self.multiplier(element["multiplier"]) ?? 1
        if let text = element["multiplier"], Self.multiplier(text) == nil {
            warnings.append(.ib(.warning, .unsupported, "the multiplier '\(text)' cannot be read; the constraint uses 1",
                                file: file, element: element))
        }
        // A constant or priority that is not a finite number within ±10,000,000 is read as absent; the warning names it
        // (XMLElement.number), as the multiplier's does, so the layout's difference is not left unexplained.
        for (attribute, used) in [("constant", "0"), ("priority", "1000")] {
            if let text = element[attribute], element.number(attribute) == nil {
                warnings.append(.ib(.warning, .badValue,
                                    "the \(attribute) '\(text)' cannot be read (a finite number within ±10,000,000 is needed); the constraint uses \(used)",
                                    file: file, element: element))
            }
        }
        var constant = element.number("constant") ?? 0
        // The standard spacing to a legacy layout guide is 8 pt, whatever is written (IBSymbolicGuideSpacing).
        constant = IBSymbolicGuideSpacing.constant(constant, of: element) { guides[$0]?.legacy != nil }
        // The standard spacing to a safe area, frame or content layout guide is 0 (IBSymbolicGuideSpacing).
        constant = IBSymbolicGuideSpacing.viewGuideConstant(constant, of: element) { id in
            guides[id].map { $0.legacy == nil && [LayoutGuide.safeArea, .frame, .content].contains($0.guide) } == true
        }
        let priority = min(1000, max(1, element.number("priority") ?? 1000))
        // Auto Layout places a control's alignment rectangle; the scene's items are frames, so the insets move the constant.
        // Right to left, the layout mirrors a constraint between leading/trailing/centerX attributes and only renames
        // leading and trailing to right and left in any other (TraitResolver, LayoutConstraint+Direction).
        let direction: IBOffsetDirection
        if let holder = ConstraintDirection.holder(of: first.0.view, second?.0.view, parents: parents), rightToLeftViews.contains(holder) {
            let mirroredAttributes: Set<LayoutAttribute> = [.leading, .trailing, .centerX]
            direction = mirroredAttributes.contains(first.1) && second.map { mirroredAttributes.contains($0.1) } == true ? .mirrored : .renamed
        } else {
            direction = .leftToRight
        }
        constant += multiplier * (second.map { alignmentOffset($0.0, $0.1, direction) } ?? 0)
            - alignmentOffset(first.0, first.1, direction)
        // A symbol image view's baselines are the symbol's, above its frame's bottom (IBSymbolBaselines).
        var (firstItem, secondItem) = IBSymbolBaselines.mapped(first, second, multiplier: multiplier, constant: &constant, offsets: symbolBaselines)
        // An Xcode 6 to 8 label's last baseline (an empty 0-tall one's in any version) sits a font's descender above its
        // bottom (IBLegacyLabelBaselines).
        (firstItem, secondItem) = IBSymbolBaselines.mapped(firstItem, secondItem, multiplier: multiplier, constant: &constant,
                                                           offsets: legacyLabelBaselines, baselines: [.lastBaseline])
        // A multi-line label's first baseline is its top line's and its last its bottom line's (IBMultilineLabelBaselines).
        (firstItem, secondItem) = IBMultilineLabelBaselines.mapped(firstItem, secondItem, multiplier: multiplier, constant: &constant,
                                                                   offsets: multilineLabelBaselines)
        // A scroll view's frame guide lies at content offset 0 on the canvas, adjusted inset or not (IBCanvasFrameGuide).
        (firstItem, secondItem) = IBCanvasFrameGuide.mapped(firstItem, secondItem, relation: &relation, multiplier: &multiplier,
                                                            constant: &constant) { scroll, view in isStrictAncestor(scroll, of: view) }
        let location = SourceLocation(file: file, line: element.line, column: element.column)
        var text = "\(firstItem.0).\(firstItem.1.rawValue) \(relation.rawValue) "
        if let second = secondItem {
            text += "\(second.0).\(second.1.rawValue)"
            if multiplier != 1 { text += " * \(formatLayoutNumber(multiplier))" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(formatLayoutNumber(abs(constant)))" }
        } else {
            text += formatLayoutNumber(constant)
        }
        if priority != 1000 { text += " @\(formatLayoutNumber(priority))" }
        return LayoutConstraint(firstItem.0, firstItem.1, relation, secondItem?.0, secondItem?.1, multiplier: secondItem == nil ? 1 : multiplier,
                                constant: constant, priority: priority, location: location, text: text)
    }

    /// An item id and attribute as a scene item: a view, its margins, or a layout guide; nil (with a warning for an
    /// id that is nowhere in the scene) when the item is not laid out.
    private mutating func item(_ id: String, _ attribute: (LayoutAttribute, margins: Bool),
                               element: XMLElement) -> (LayoutItem, LayoutAttribute)? {
        if viewIDs.contains(id) {
            return (LayoutItem(id, guide: attribute.margins ? .margins : .view), attribute.0)
        }
        if let guide = guides[id] {
            guard let legacy = guide.legacy else { return (LayoutItem(guide.view, guide: guide.guide), attribute.0) }
            // The top guide's bottom and the bottom guide's top are the safe area's edges; the top guide's top too, on
            // Interface Builder's canvas (IBTopGuideTop); the bottom guide's bottom is the view's.
            let inner = IBTopGuideTop.isInnerEdge(guideType: legacy, attribute.0)
            let mapped: LayoutAttribute = legacy == "top" ? .top : .bottom
            if attribute.0 == .height { return (LayoutItem(guide.view, guide: .safeArea), legacy == "top" ? .top : .bottom) }
            return (LayoutItem(guide.view, guide: inner ? .safeArea : .view), inner ? mapped : attribute.0 == .top ? .top : .bottom)
        }
        if !allIDs.contains(id) {
            warnings.append(.ib(.warning, .unknownView, "the constraint names '\(id)', which is not a view or layout guide of this scene; it is left out",
                                file: file, element: element))
        }
        return nil
    }

    /// Whether `ancestor` is a superview (at any depth) of `view`.
    private func isStrictAncestor(_ ancestor: String, of view: String) -> Bool {
        parents[view].map { Self.isInside($0, ancestor, parents: parents) } ?? false
    }

    /// Whether `id` is `ancestor` or lies inside it, following `parents` (each view's superview; a cycle in a
    /// malformed document stops the walk).
    static func isInside(_ id: String, _ ancestor: String, parents: [String: String]) -> Bool {
        var current: String? = id
        var steps = 0
        while let view = current, steps < 10_000 {
            if view == ancestor { return true }
            current = parents[view]
            steps += 1
        }
        return false
    }

    /// The amount a control's alignment rectangle edge lies inside its frame's, for an attribute of the view itself.
    ///
    /// The insets are physical (a switch's extra 2 pt are at its right in either direction: Open Radar 31777116), so
    /// right to left, leading is the frame's right edge and trailing its left.
    private func alignmentOffset(_ item: LayoutItem, _ attribute: LayoutAttribute, _ direction: IBOffsetDirection) -> Double {
        guard item.guide == .view, let insets = alignmentInsets[item.view] else { return 0 }
        switch direction {
        case .leftToRight: return insets.alignmentOffset(attribute)
        case .mirrored: return insets.mirroredAlignmentOffset(attribute)
        case .renamed: return insets.alignmentOffset(attribute == .leading ? .right : attribute == .trailing ? .left : attribute)
        }
    }

    /// The ids of the views of a tree that lay out right to left: `forceRightToLeft`, else (`unspecified`) their
    /// superview's direction; the other attributes are left to right (documents have no app language of their own).
    /// With each view's superview.
    static func directions(_ root: ViewNode) -> (rightToLeft: Set<String>, parents: [String: String]) {
        var result: Set<String> = []
        var parents: [String: String] = [:]
        func walk(_ node: ViewNode, inherited: Bool) {
            let attribute = node.traits.semanticContentAttribute
            let rightToLeft = attribute == .unspecified ? inherited : attribute == .forceRightToLeft
            if rightToLeft { result.insert(node.id) }
            for child in node.children {
                parents[child.id] = node.id
                walk(child, inherited: rightToLeft)
            }
        }
        walk(root, inherited: false)
        return (result, parents)
    }

    /// A multiplier as Xcode writes it: `a:b`, `a/b` (Xcode 6 stored a typed fraction so, e.g. `1/3`), a percentage
    /// (`35%`, as Xcode keeps a multiplier typed so in the size inspector: a Xcode 13 storyboard's stack with
    /// `height = 35% × root.height` is stored 136.67 tall in a 390-pt root) or a decimal; nil when absent, malformed
    /// or not finite. Spaces around the numbers do not count: Xcode keeps a ratio as typed, `1: 2.5` too, and reads it
    /// as 1 ÷ 2.5 (an Xcode 12.4 xib cell stores an image view with `width = 1: 2.5 × height` 96.5 × 241.5, as its two
    /// neighbours with `1:2.5`).
    static func multiplier(_ text: String?) -> Double? {
        guard let text = text.map({ trimmed(Substring($0)) }) else { return nil }
        if text.hasSuffix("%") {
            guard let percent = Double(trimmed(text.dropLast())), percent.isFinite else { return nil }
            return percent / 100
        }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map(trimmed)
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite { return a / b }
        if let value = Double(text), value.isFinite { return value }
        return nil
    }

    /// `text` without the spaces at its ends.
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

/// How the layout will read a constraint's leading and trailing: left to right; right to left with the constraint
/// mirrored (positions from the right, the constant negated); right to left with leading and trailing only renamed.
enum IBOffsetDirection { case leftToRight, mirrored, renamed }
