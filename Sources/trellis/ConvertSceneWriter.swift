import Foundation
import TrellisModel

/// Writes an Interface Builder scene as a scene file (YAML): readable ids, a comment per entry naming the source
/// element, every constraint with explicit items.
struct SceneConverter {
    let scene: Scene
    /// The folder the file goes to (image paths are written relative to it).
    let outputFolder: String
    /// Document id → scene-file id.
    private var names: [String: String] = [:]

    init(scene: Scene, outputFolder: String) {
        self.scene = scene
        self.outputFolder = outputFolder
        names = Self.readableNames(scene)
    }

    /// `Login` for the scene `Main/Login`.
    static func fileName(_ scene: Scene) -> String {
        String(scene.name.split(separator: "/").last ?? Substring(scene.name))
    }

    /// The scene file's text, and notes about what the scene format cannot express.
    func yaml() -> (text: String, notes: [String]) {
        let notes: [String] = []
        var lines = ["# Converted by `trellis convert` from \(scene.file), scene \(scene.name).",
                     "# Ids come from the elements' user labels or their class; each entry names its source element."]
        lines.append("name: \(Self.quoted(Self.fileName(scene)))")
        if let device = scene.devices.first {
            // The canvas exactly: its size, safe area and size classes (the devices table's rows differ from Xcode's canvases).
            let classes = device.sizeClasses
            lines.append("size: {width: \(number(device.size.width)), height: \(number(device.size.height)), safeArea: \(insetsText(device.safeArea)), "
                         + "sizeClasses: {horizontal: \(classes.horizontal.rawValue), vertical: \(classes.vertical.rawValue)}}")
            lines.append("scale: \(number(device.scale))")
        }
        if scene.roundsPixelsInRoot { lines.append("pixelRounding: root") }
        if scene.keepsHalfPointTies { lines.append("halfPointTies: keep") }
        if scene.holdsConflictingViews { lines.append("conflicts: holdStored") }
        if scene.container.navigationBar == .hidden {
            // A view controller (in a navigation controller, whose bar is already in the canvas's safe area, or not): a
            // hidden bar adds no inset but keeps the root's first scroll view adjusting its top and bottom, as the
            // document's canvas does.
            lines.append("container: {navigationBar: hidden}")
        }
        lines.append("background: \(color(scene.background))")
        lines.append("margins: \(insetsText(scene.margins))")
        if !scene.respectsSystemMinimumMargins { lines.append("viewRespectsSystemMinimumLayoutMargins: false") }
        if !scene.root.insetsLayoutMarginsFromSafeArea { lines.append("insetsLayoutMarginsFromSafeArea: false") }
        lines.append("annotate: none")
        lines.append("views:")
        for child in scene.root.children { entry(child, indent: 1, into: &lines) }
        let constraints = Self.inBreakingOrder(scene.allViews.flatMap(\.constraints) + scene.constraints).map(constraintText)
        if !constraints.isEmpty {
            lines.append("constraints:")
            for (text, comment) in constraints { lines.append("  - \(Self.quoted(text))\(comment)") }
        }
        return (lines.joined(separator: "\n") + "\n", notes)
    }

    /// The constraints in the order that makes a scene file break the one the document breaks. Of an unsatisfiable
    /// set of equal priorities a scene file breaks the one written last; the importer breaks the one of highest
    /// ``LayoutConstraint/yieldRank`` (Interface Builder's choices), else the one later in the document
    /// (``SolverDriver/brokenMember(of:)``). So: by rank, in document order within a rank; a constraint the document
    /// did not write (no line) after those of its rank.
    static func inBreakingOrder(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        constraints.enumerated().sorted { a, b in
            let keyA = (a.element.yieldRank, a.element.location?.line ?? Int.max, a.element.location?.column ?? Int.max, a.offset)
            let keyB = (b.element.yieldRank, b.element.location?.line ?? Int.max, b.element.location?.column ?? Int.max, b.offset)
            return keyA < keyB
        }.map(\.element)
    }

    private func entry(_ node: ViewNode, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        let source = node.location.map { " line \($0.line)" } ?? ""
        // A UILayoutGuide is a `guide:` entry, with its constraints in the top-level list and no other key.
        lines.append("\(pad)- \(node.isLayoutGuide ? "guide" : node.kind.rawValue): \(name(node.id))   # \(node.designDescription ?? node.id)\(source)")
        if node.isLayoutGuide { return }
        let inner = pad + "  "
        if let frame = node.frame {
            lines.append("\(inner)frame: [\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))]")
        }
        // Xcode's stored frame, so the scene file keeps the canvas's hold on it (DesignHold) and its misplaced-view check.
        if let stored = node.storedFrame {
            lines.append("\(inner)storedFrame: [\(number(stored.minX)), \(number(stored.minY)), \(number(stored.width)), \(number(stored.height))]")
        }
        if node.background != .clear { lines.append("\(inner)background: \(color(node.background))") }
        if node.alpha != 1 { lines.append("\(inner)alpha: \(number(node.alpha))") }
        if node.isHidden { lines.append("\(inner)hidden: true") }
        if node.clipsToBounds != (node.kind == .scroll) { lines.append("\(inner)clipsToBounds: \(node.clipsToBounds)") }
        if node.wholePointEdges { lines.append("\(inner)wholePointEdges: true") }
        if node.cornerRadius != 0 { lines.append("\(inner)cornerRadius: \(number(node.cornerRadius))") }
        if let border = node.border { lines.append("\(inner)border: {width: \(number(border.width)), color: \(color(border.color))}") }
        if node.intrinsicWidth != nil || node.intrinsicHeight != nil {
            lines.append("\(inner)intrinsicSize: [\(node.intrinsicWidth.map(number) ?? "none"), \(node.intrinsicHeight.map(number) ?? "none")]")
        }
        if node.alignmentInsets != .zero { lines.append("\(inner)alignmentInsets: \(insetsText(node.alignmentInsets))") }
        if node.hugging != AxisPriorities(node.kind == .label ? 251 : 250) {
            lines.append("\(inner)hugging: {horizontal: \(number(node.hugging.horizontal)), vertical: \(number(node.hugging.vertical))}")
        }
        if node.compression != AxisPriorities(750) {
            lines.append("\(inner)compression: {horizontal: \(number(node.compression.horizontal)), vertical: \(number(node.compression.vertical))}")
        }
        if node.margins != Insets(all: 8) { lines.append("\(inner)margins: \(insetsText(node.margins))") }
        if !node.insetsLayoutMarginsFromSafeArea { lines.append("\(inner)insetsLayoutMarginsFromSafeArea: false") }
        if node.preservesSuperviewLayoutMargins { lines.append("\(inner)preservesSuperviewLayoutMargins: true") }
        if node.traits.semanticContentAttribute != .unspecified {
            lines.append("\(inner)semanticContentAttribute: \(node.traits.semanticContentAttribute.rawValue)")
        }
        if let mask = node.traits.autoresizing, node.frame != nil {
            let names = AutoresizingMask.names.filter { mask.contains($0.mask) }.map(\.name)
            lines.append("\(inner)autoresizing: [\(names.isEmpty ? "none" : names.joined(separator: ", "))]")
        }
        kindKeys(node, inner: inner, into: &lines)
        if !node.children.isEmpty {
            lines.append("\(inner)children:")
            for child in node.children { entry(child, indent: indent + 2, into: &lines) }
        }
    }

    private func kindKeys(_ node: ViewNode, inner: String, into lines: inout [String]) {
        switch node.kind {
        case .label:
            guard let label = node.label else { return }
            lines.append("\(inner)text: \(Self.quoted(label.text))")
            lines.append("\(inner)font: \(Self.quoted(label.font))")
            if label.color != .black { lines.append("\(inner)color: \(color(label.color))") }
            if label.lines != 1 { lines.append("\(inner)lines: \(label.lines)") }
            if label.alignment != .natural { lines.append("\(inner)alignment: \(label.alignment.rawValue)") }
            if label.lineBreak != .truncateTail { lines.append("\(inner)lineBreak: \(label.lineBreak.rawValue)") }
            if let width = label.preferredMaxWidth { lines.append("\(inner)preferredMaxWidth: \(number(width))") }
        case .image:
            guard let image = node.image else { return }
            lines.append("\(inner)src: \(Self.quoted(relativePath(image.path)))")
            if image.mode != .scaleToFill { lines.append("\(inner)mode: \(image.mode.rawValue)") }
        case .stack:
            let stack = node.stack
            lines.append("\(inner)axis: \(stack.axis.rawValue)")
            if stack.spacing != 0 { lines.append("\(inner)spacing: \(number(stack.spacing))") }
            if stack.distribution != .fill { lines.append("\(inner)distribution: \(stack.distribution.rawValue)") }
            if stack.alignment != .fill { lines.append("\(inner)alignment: \(stack.alignment.rawValue)") }
            if stack.layoutMarginsRelative { lines.append("\(inner)layoutMarginsRelative: true") }
            if stack.baselineRelative { lines.append("\(inner)baselineRelative: true") }
            // Xcode's canvas places hidden arranged views its own way (IBStack); the scene file says so.
            let keepSize = node.children.map(\.id).filter(stack.hiddenViewsKeepingOwnSize.contains)
            if !keepSize.isEmpty { lines.append("\(inner)hiddenKeepSize: [\(keepSize.map(name).joined(separator: ", "))]") }
            if stack.hiddenViewsMidSpacing { lines.append("\(inner)hiddenMidSpacing: true") }
            if stack.hiddenViewsSpacedFromVisible { lines.append("\(inner)hiddenSpacedFromVisible: true") }
            if stack.hiddenViewsUnplaced { lines.append("\(inner)hiddenUnplaced: true") }
            if stack.hiddenEndViewsAtStart { lines.append("\(inner)hiddenAtStart: true") }
            if stack.hiddenTrailingViewsAtStart { lines.append("\(inner)hiddenTrailingAtStart: true") }
            if stack.hiddenViewsKeepSlot { lines.append("\(inner)hiddenKeepSlot: true") }
            if stack.wholePointArrangement { lines.append("\(inner)wholePoints: true") }
            if stack.restatedPinsWin { lines.append("\(inner)restatedPinsWin: true") }
        case .scroll:
            if node.scroll.insetAdjustment != .automatic { lines.append("\(inner)contentInsetAdjustment: \(node.scroll.insetAdjustment.rawValue)") }
            if let size = node.scroll.contentSize { lines.append("\(inner)contentSize: [\(number(size.width)), \(number(size.height))]") }
        default:
            if let control = node.control { controlKeys(node.kind, control, inner: inner, into: &lines) }
        }
    }

    /// A constraint with explicit items, and a comment with its source line.
    private func constraintText(_ constraint: LayoutConstraint) -> (String, String) {
        var text = "\(item(constraint.first)).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
        if let second = constraint.second {
            text += "\(item(second)).\((constraint.secondAttribute ?? constraint.firstAttribute).rawValue)"
            if constraint.multiplier != 1 { text += " * \(number(constraint.multiplier))" }
            if constraint.constant != 0 { text += " \(constraint.constant < 0 ? "-" : "+") \(number(abs(constraint.constant)))" }
        } else {
            text += number(constraint.constant)
        }
        if constraint.priority != 1000 { text += " @\(number(constraint.priority))" }
        // A constraint the document does not write is one the importer adds for Xcode's canvas (a plain view's
        // `width >= 0`, docs/interface-builder.md); the comment says so, as the others name their line.
        return (text, constraint.location.map { "   # line \($0.line)" } ?? "   # added for Xcode's canvas")
    }

    private func item(_ item: LayoutItem) -> String {
        let base = item.view == scene.root.id ? "view" : name(item.view)
        return item.guide == .view ? base : "\(base).\(item.guide.rawValue)"
    }

    private func name(_ id: String) -> String { names[id] ?? id }

    /// Ids for the scene file: the user label in camel case, else the kind and a number (`label3`); never `view`,
    /// `superview` or `safeArea`, and unique.
    static func readableNames(_ scene: Scene) -> [String: String] {
        var result: [String: String] = [scene.root.id: "view"]
        var used: Set<String> = ["view", "superview", "safeArea"]
        var counters: [String: Int] = [:]
        for node in scene.root.allViews.dropFirst() {
            var base = userLabel(node).map(camelCase) ?? ""
            if base.isEmpty || used.contains(base) || base.first?.isLetter != true {
                let kind = node.kind.rawValue
                let count = (counters[kind] ?? 0) + 1
                counters[kind] = count
                base = "\(kind)\(count)"
            }
            var candidate = base, suffix = 2
            while used.contains(candidate) { candidate = "\(base)\(suffix)"; suffix += 1 }
            used.insert(candidate)
            result[node.id] = candidate
        }
        return result
    }

    /// The `'label'` part of a design description (`UILabel 'Title' (abc)`).
    private static func userLabel(_ node: ViewNode) -> String? {
        guard let description = node.designDescription, let open = description.firstIndex(of: "'"),
              let close = description[description.index(after: open)...].firstIndex(of: "'") else { return nil }
        return String(description[description.index(after: open)..<close])
    }

    private static func camelCase(_ text: String) -> String {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "" }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
        return String(joined.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(40))
    }

    private func relativePath(_ path: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: outputFolder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    func number(_ value: Double) -> String { formatLayoutNumber(value) }

    private func insetsText(_ insets: Insets) -> String {
        "[\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))]"
    }

    func color(_ color: Color) -> String {
        func byte(_ value: Double) -> String {
            let hex = String(Int((min(1, max(0, value)) * 255).rounded()), radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "\"#\(byte(color.red))\(byte(color.green))\(byte(color.blue))\(byte(color.alpha))\""
    }

    /// A YAML double-quoted string: a JSON string literal is one (YAML's double-quoted escapes include JSON's).
    static func quoted(_ text: String) -> String { jsonStringLiteral(text) }
}
