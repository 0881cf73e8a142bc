import TrellisModel

/// Fonts and the traits they depend on: `appearance`, `contentSize`, and a label's `font`.
struct FontReader: SceneReaderPart {
    let context: SceneReadContext
}

extension FontReader {
    /// Reads `appearance:` and `contentSize:` before the views, since named colors and text styles resolve with them.
    func readTraitKeys(_ keys: [String: YAMLNode], into scene: inout Scene) {
        if let node = keys["appearance"], let value = choice(node, "appearance", Appearance.allCases) {
            appearance = value
            scene.appearance = value
            // A view controller's root view is systemBackground unless the scene names a background.
            if keys["background"] == nil, let background = NamedColors.color("systemBackground", appearance: value) {
                scene.background = background
            }
        }
        if let node = keys["contentSize"], let value = choice(node, "contentSize", ContentSizeCategory.allCases) {
            contentSize = value
            scene.contentSize = value
        }
        if let node = keys["lang"] { context.language = language(node) }
    }

    /// `lang: ja | ko | zh-Hans | zh-Hant` (a label's or the scene's); nil, with an error, for anything else.
    func language(_ node: YAMLNode) -> TextLanguage? {
        choice(node, "lang", TextLanguage.allCases)
    }

    /// A Pango description string for a label's `font`:
    /// - a text style (`body`, `headline`, …): the system font at the style's size for the scene's `contentSize`;
    /// - `system [weight] [size]` (`system 17`, `system semibold 20`): UIKit's `systemFont(ofSize:weight:)`;
    /// - any other string: a Pango description as written (`"DejaVu Sans Bold 17"`);
    /// - `{family, size, weight}` or `{style, weight}`, where `family: system` is the system font.
    func font(_ node: YAMLNode) -> String? {
        if let text = node.scalar, !node.isNull {
            let words = text.split(separator: " ").map(String.init)
            guard let first = words.first else {
                error(.badValue, "font: expected a font such as \"system 17\", \"body\" or \"DejaVu Sans Bold 17\", found an empty string",
                      at: node.mark)
                return nil
            }
            if words.count == 1, let style = TextStyle(rawValue: first) { return description(style: style, weight: nil) }
            if first == "system" { return systemFont(Array(words.dropFirst()), node) }
            return text
        }
        guard let pairs = node.mapping else {
            error(.badValue, "font: expected a font description string or {family, size, weight}, found \(node.kindDescription)", at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ["family", "size", "weight", "style"], in: "font")
        var weight: FontWeight? = nil
        if let value = keys["weight"] { weight = fontWeight(value) }
        if let value = keys["style"], let style = choice(value, "font.style", TextStyle.allCases) {
            if let other = keys["size"] ?? keys["family"] {
                error(.badValue, "font: a text style sets the family and size; remove 'size' and 'family' or the 'style'", at: other.mark)
            }
            return description(style: style, weight: weight)
        }
        var family = "DejaVu Sans"
        var size = 17.0
        if let value = keys["family"], let text = string(value, "font.family") { family = text == "system" ? systemFontFamily : text }
        if let value = keys["size"], let number = number(value, "font.size", in: 0.5...10_000, expected: "a size in points") { size = number }
        return Self.description(family: family, weight: weight ?? .regular, size: size)
    }

    /// `system` followed by an optional weight and an optional size, in either order.
    private func systemFont(_ words: [String], _ node: YAMLNode) -> String? {
        var weight = FontWeight.regular
        var size = 17.0
        for word in words {
            if let value = FontWeight(rawValue: word) ?? (word == "normal" ? .regular : nil) {
                weight = value
            } else if let value = Double(word), value.isFinite, value >= 0.5, value <= 10_000 {
                size = value
            } else {
                let names = FontWeight.allCases.map(\.rawValue)
                let hint = NameSuggestion.nearest(to: word, among: names).map { "; did you mean '\($0)'?" }
                    ?? " (a weight: \(names.joined(separator: ", ")), or a size in points)"
                error(.badValue, "font: '\(word)' is neither a weight nor a size\(hint)", at: node.mark)
                return nil
            }
        }
        return Self.description(family: systemFontFamily, weight: weight, size: size)
    }

    private func fontWeight(_ node: YAMLNode) -> FontWeight? {
        guard let name = string(node, "font.weight") else { return nil }
        if let weight = FontWeight(rawValue: name) ?? (name == "normal" ? .regular : nil) { return weight }
        let names = FontWeight.allCases.map(\.rawValue)
        let hint = NameSuggestion.nearest(to: name, among: names).map { "; did you mean '\($0)'?" }
            ?? " (expected one of \(names.joined(separator: ", ")))"
        error(.badValue, "font.weight: unknown weight '\(name)'\(hint)", at: node.mark)
        return nil
    }

    /// The system font for a text style at the scene's Dynamic Type size.
    private func description(style: TextStyle, weight: FontWeight?) -> String {
        Self.description(family: systemFontFamily, weight: weight ?? style.weight, size: style.metrics(at: contentSize).size)
    }

    static func description(family: String, weight: FontWeight, size: Double) -> String {
        [family, weight.pangoName, formatLayoutNumber(size)].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
