import Foundation
import TrellisModel
internal import TrellisPNG

/// The keys of every kind, and those of scroll, label, image and stack entries.
struct ViewKindReader: SceneReaderPart {
    let context: SceneReadContext
}

extension ViewKindReader {
    func readCommonKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["frame"], let values = numbers(node, "frame", count: 4, expected: "[x, y, width, height] in points") {
            let v = values.map { $0 ?? 0 }
            if v[2] < 0 || v[3] < 0 {
                error(.badValue, "frame: width and height cannot be negative", at: node.mark)
            } else {
                view.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
        }
        // The frame a design document stored (Interface Builder's, written by `trellis convert`): the layout keeps the
        // view there where only the weakest priorities would move it (DesignHold) and warns `misplaced-view` where
        // the solved frame differs.
        if let node = keys["storedFrame"],
           let values = numbers(node, "storedFrame", count: 4, expected: "[x, y, width, height] in points, as the design document stored it") {
            let v = values.map { $0 ?? 0 }
            view.storedFrame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let node = keys["background"], let color = color(node, "background") { view.background = color }
        if let node = keys["tint"], let color = color(node, "tint") { view.tint = color }
        if let node = keys["alpha"], let alpha = number(node, "alpha", in: 0...1, expected: "an alpha from 0 to 1") { view.alpha = alpha }
        if let node = keys["hidden"], let hidden = bool(node, "hidden") { view.isHidden = hidden }
        if let node = keys["clipsToBounds"], let clips = bool(node, "clipsToBounds") { view.clipsToBounds = clips }
        // ViewNode.wholePointEdges: Xcode 7's canvas, not UIKit's.
        if let node = keys["wholePointEdges"], let value = bool(node, "wholePointEdges") { view.wholePointEdges = value }
        if let node = keys["cornerRadius"],
           let radius = number(node, "cornerRadius", in: 0...Double.greatestFiniteMagnitude, expected: "a radius in points, not negative") {
            view.cornerRadius = radius
        }
        if let node = keys["border"] { view.border = border(node) }
        if let node = keys["intrinsicSize"],
           let values = numbers(node, "intrinsicSize", count: 2, expected: "[width, height] in points (either may be none)", allowNone: true) {
            view.intrinsicWidth = values[0]
            view.intrinsicHeight = values[1]
        }
        if let node = keys["hugging"] { view.hugging = axisPriorities(node, "hugging", default: view.hugging) }
        if let node = keys["compression"] { view.compression = axisPriorities(node, "compression", default: view.compression) }
        if let node = keys["margins"], let margins = insets(node, "margins") { view.margins = margins }
    }

    private func border(_ node: YAMLNode) -> Border? {
        guard let pairs = node.mapping else {
            error(.badValue, "border: expected {width: 1, color: black}, found \(node.kindDescription)", at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ["width", "color", "sides"], in: "border")
        var border = Border(width: 1, color: .black)
        if let width = keys["width"], let value = number(width, "border.width", in: 0...Double.greatestFiniteMagnitude,
                                                         expected: "a width in points, not negative") {
            border.width = value
        }
        if let color = keys["color"], let value = self.color(color, "border.color") { border.color = value }
        if let sides = keys["sides"], let value = LayerStyleReader(context: context).borderSides(sides) { border.sides = value }
        return border
    }

    func readScrollKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["contentInset"], let value = insets(node, "contentInset") { view.scroll.contentInset = value }
        if let node = keys["contentInsetAdjustment"],
           let value = choice(node, "contentInsetAdjustment", InsetAdjustment.allCases) {
            view.scroll.insetAdjustment = value
        }
        if let node = keys["contentSize"] {
            if let source = entries.viewSizeReference(node) {
                view.scroll.contentSizeOf = source
            } else if let value = size(node, "contentSize") {
                view.scroll.contentSize = value
            }
        }
        if let node = keys["offsets"] {
            let items = node.sequence ?? [node]
            var offsets: [ScrollOffset] = []
            for item in items { if let offset = scrollOffset(item, "offsets") { offsets.append(offset) } }
            if !offsets.isEmpty { view.scroll.offsets = offsets }
        }
        if let node = keys["paging"], let value = bool(node, "paging") { view.scroll.paging = value }
        if let node = keys["indicators"], let value = bool(node, "indicators") { view.scroll.indicators = value }
        motion.readScrollPhysicsKeys(keys, into: &view)
    }

    /// An offset: a number (y), `[x, y]`, or `top`, `bottom`, `left`, `right`, `pages`.
    func scrollOffset(_ node: YAMLNode, _ key: String) -> ScrollOffset? {
        let expected = "a number, [x, y], or one of top, bottom, left, right, pages"
        if let value = node.number { return .vertical(value) }
        if let items = node.sequence {
            guard items.count == 2 else {
                error(.badValue, "\(key): expected \(expected), found a list of \(items.count)", at: node.mark)
                return nil
            }
            guard let x = number(items[0], key), let y = number(items[1], key) else { return nil }
            return .point(x: x, y: y)
        }
        if case .scalar(let text, .plain, _) = node.content {
            switch text {
            case "top": return .top
            case "bottom": return .bottom
            case "left": return .left
            case "right": return .right
            case "pages": return .pages
            default:
                if let value = context.metrics[text] { return .vertical(value) }
                let near = NameSuggestion.nearest(to: text, among: ["top", "bottom", "left", "right", "pages"])
                let hint = near.map { "; did you mean '\($0)'?" } ?? " (expected \(expected))"
                error(.badValue, "\(key): unknown offset '\(text)'\(hint)", at: node.mark)
                return nil
            }
        }
        error(.badValue, "\(key): expected \(expected), found \(node.kindDescription)", at: node.mark)
        return nil
    }

    func readLabelKeys(_ keys: [String: YAMLNode], into view: inout ViewNode, at mark: YAMLMark) {
        var label = LabelProperties(text: "")
        label.font = fonts.defaultLabelFont
        if let node = keys["text"] {
            if let text = node.scalar {
                label.text = node.isNull ? "" : text
                if TextLimits.bounded(label.text).shortened {
                    warning(.textTooLong, "the text of '\(view.id)' is longer than a label lays out (\(TextLimits.maximumScalars) "
                            + "characters, \(TextLimits.maximumCombiningRun) combining marks in a row); the rest is left out",
                            at: node.mark)
                }
            } else {
                error(.badValue, "text: expected a string, found \(node.kindDescription)", at: node.mark)
            }
        } else {
            error(.badValue, "label '\(view.id)' needs 'text'", at: mark)
        }
        if let node = keys["font"], let font = fonts.font(node) { label.font = font }
        label.language = keys["lang"].map(fonts.language) ?? context.language
        if let node = keys["color"], let color = color(node, "color") {
            label.color = color
        } else if appearance == .dark {
            label.color = NamedColors.color("label", appearance: .dark) ?? label.color  // UILabel's default is .label
        }
        if let node = keys["lines"], let lines = wholeNumber(node, "lines", in: 0...100_000, expected: "0 (unlimited) or a number of lines") {
            label.lines = lines
        }
        if let node = keys["alignment"],
           let value = choice(node, "alignment", [TextAlignment.left, .center, .right, .justified, .natural]) {
            label.alignment = value
        }
        if let node = keys["lineBreak"],
           let value = choice(node, "lineBreak", [LineBreakMode.wordWrap, .charWrap, .clip, .truncateHead, .truncateMiddle, .truncateTail]) {
            label.lineBreak = value
        }
        if let node = keys["preferredMaxWidth"],
           let value = number(node, "preferredMaxWidth", in: 0...Double.greatestFiniteMagnitude, expected: "a width in points") {
            label.preferredMaxWidth = value
        }
        view.label = label
    }

    func readImageKeys(_ keys: [String: YAMLNode], into view: inout ViewNode, at mark: YAMLMark) {
        if let node = keys["mode"], let mode = choice(node, "mode", ContentMode.allCases) {
            view.image = ImageProperties(source: "", path: "", pixelSize: .zero)
            view.image?.mode = mode
        }
        guard let node = keys["src"] else {
            error(.badValue, "image '\(view.id)' needs 'src' (a PNG, JPEG or SVG file, relative to the scene file)", at: mark)
            return
        }
        guard let source = string(node, "src") else { return }
        let path = source.hasPrefix("/") || baseDirectory.isEmpty ? source : baseDirectory + "/" + source
        let mode = view.image?.mode ?? .scaleToFill
        view.image = imageProperties(source: source, path: path, mode: mode, at: node)
        if let value = keys["renderingMode"], let rendering = choice(value, "renderingMode", ImageRenderingMode.allCases) {
            view.image?.renderingMode = rendering
        }
    }

    /// 2 or 3 for a file named `…@2x.png` or `…@3x.png`, else 1.
    static func imageScale(_ source: String) -> Double {
        let name = source.split(separator: "/").last.map(String.init) ?? source
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }

    func readStackKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["axis"], let axis = choice(node, "axis", [Axis.horizontal, .vertical]) { view.stack.axis = axis }
        if let node = keys["spacing"] { readStackSpacing(node, into: &view) }
        if let node = keys["distribution"],
           let value = choice(node, "distribution", [StackDistribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]) {
            view.stack.distribution = value
        }
        if let node = keys["alignment"],
           let value = choice(node, "alignment", [StackAlignment.fill, .leading, .center, .trailing, .top, .bottom, .firstBaseline, .lastBaseline]) {
            view.stack.alignment = value
        }
        if let node = keys["layoutMarginsRelative"], let value = bool(node, "layoutMarginsRelative") {
            view.stack.layoutMarginsRelative = value
        }
    }
}
