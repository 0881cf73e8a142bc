import Foundation
import TrellisModel

/// Text keys of labels, buttons and text fields: the text, Xcode's font descriptions, alignment, line breaks.
enum IBText {
    /// A label's text: the `text` attribute, a `<string key="text">`, or an attributed text's fragments.
    static func text(_ element: XMLElement) -> String {
        if let text = element["text"] { return text }
        if let string = element.child("string", key: "text") { return string.text }
        if let attributed = element.child("attributedString", key: "attributedText") { return fragments(attributed) }
        return ""
    }

    /// A label's text as the layout reads it: an empty label's is one space, so that its baselines are its font's
    /// line, as Xcode's canvas places them, where an empty text would put both at the middle of its frame (its size
    /// stays the stored frame's, IBViewProperties.applyIntrinsicSize, and a space draws nothing). One document,
    /// measured: Kwang8's ExploreWorld Main.storyboard (Xcode 8.3, toolsVersion 12121, 375 × 667; Xcode flags other
    /// views of it, not these) stores an empty 19-pt Futura label whose first and last baselines are tied to a
    /// "Pins" label's of the same font at the same y, 445, both 21 tall, and an empty 19-pt system label 17 pt above
    /// it at 407; with the middle as their baselines they were laid out 12.5 pt lower and squeezed (2 frames). Every
    /// Xcode version is read so; no document on disk moves otherwise. With `--measure-text` an empty label keeps its
    /// empty text and UIKit's zero intrinsic size.
    static func labelText(_ element: XMLElement, measured: Bool) -> String {
        let text = text(element)
        return text.isEmpty && !measured ? " " : text
    }

    /// A button's title for the normal state, or its configuration's title.
    static func buttonTitle(_ element: XMLElement) -> String {
        if let normal = element.child("state", key: "normal") {
            if let title = normal["title"] { return title }
            if let attributed = normal.child("attributedString", key: "attributedTitle") { return fragments(attributed) }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            if let title = configuration["title"] { return title }
            if let attributed = configuration.child("attributedString", key: "attributedTitle") { return fragments(attributed) }
        }
        return ""
    }

    private static func fragments(_ attributed: XMLElement) -> String {
        attributed.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    /// Xcode's text style names (`UICTFontTextStyleBody`) → UIKit's text styles. Xcode writes a text style's raw
    /// value, and UIFont.TextStyle.largeTitle's is `UICTFontTextStyleTitle0` (no document on disk says
    /// `UICTFontTextStyleLargeTitle`): Large Title labels of Xcode 11 to 16 are stored 41 and 40.67 tall, a 34-pt
    /// line (four documents of four apps), where Title 1 labels are 34. Title0 read as title1 put such a label's
    /// baseline 6 pt too high: a label 28 pt below a Large Title's baseline stretched its neighbour instead
    /// (darjeelingsteve's CountyViewController, Xcode 11.3).
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleLargeTitle": .largeTitle, "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
        "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// A Pango font description for a `<fontDescription>`: UIKit's system font in Trellis's ``systemFontFamily``
    /// (Inter) with UIKit's weight (`boldSystem`, `weight="semibold"` …) and a text style's default size; a named
    /// font keeps its family.
    static func font(_ description: XMLElement?, defaultSize: Double) -> String {
        guard let description else { return "\(systemFontFamily) \(format(defaultSize))" }
        var size = description.number("pointSize") ?? defaultSize
        var weight = FontWeight.regular
        var family = systemFontFamily
        var style = ""
        if let name = description["style"], let textStyle = textStyles[name] {
            size = description.number("pointSize") ?? textStyle.metrics(at: .default).size
            weight = textStyle.weight
        }
        switch description["type"] {
        case "boldSystem": weight = .bold
        case "italicSystem": style = " Italic"
        default: break
        }
        if let written = description["weight"], let known = FontWeight(rawValue: written) { weight = known }
        if let name = description["name"], description["type"] == nil, description["style"] == nil {
            family = (description["family"] ?? name).replacingOccurrences(of: "-", with: " ")
            if name.lowercased().contains("bold") { weight = .bold }
        }
        return describe(family: family, weight: weight, style: style, size: size, defaultSize: defaultSize)
    }

    /// The font of a label whose attributed text is its only font: no `<fontDescription>`, every fragment naming the
    /// same `NSFont` (a named font, or `metaFont="system"` at a size); nil otherwise. UIKit lays an attributed label
    /// out in its string's fonts (`UILabel.attributedText`: the label's own font only fills ranges without one), and
    /// Xcode writes such a label's font only in its fragments: an Xcode 10.1 game library cell ties a plain
    /// AmericanTypewriter 15 label's baseline to an attributed "Genre" label in AmericanTypewriter 15, stored on one
    /// line (y 51, both 18 tall); read as the system font at 17 it sat 1 pt lower and pushed three views down.
    static func attributedFont(_ element: XMLElement, defaultSize: Double) -> String? {
        guard element.child("fontDescription", key: "fontDescription") == nil,
              let attributed = element.child("attributedString", key: "attributedText") else { return nil }
        let fragments = attributed.children("fragment")
        let fonts = fragments.compactMap { $0.child("attributes")?.child("font", key: "NSFont") }
        guard let first = fonts.first, fonts.count == fragments.count,
              fonts.allSatisfy({ $0["name"] == first["name"] && $0["size"] == first["size"] && $0["metaFont"] == first["metaFont"] }),
              let size = first.number("size") else { return nil }
        if let name = first["name"], first["metaFont"] == nil {
            let weight: FontWeight = name.lowercased().contains("bold") ? .bold : .regular
            return describe(family: name.replacingOccurrences(of: "-", with: " "), weight: weight, style: "", size: size,
                            defaultSize: defaultSize)
        }
        guard first["name"] == nil, first["metaFont"] == "system" else { return nil }
        return describe(family: systemFontFamily, weight: .regular, style: "", size: size, defaultSize: defaultSize)
    }

    private static func describe(family: String, weight: FontWeight, style: String, size: Double, defaultSize: Double) -> String {
        var size = size
        if size <= 0 || !size.isFinite { size = defaultSize }
        size = min(size, 1000)
        let weightName = weight.pangoName.isEmpty ? "" : " " + weight.pangoName
        return "\(family)\(weightName)\(style) \(format(size))"
    }

    private static func format(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }

    static func alignment(_ value: String?) -> TextAlignment {
        switch value {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        default: return .natural
        }
    }

    static func lineBreak(_ value: String?) -> LineBreakMode {
        switch value {
        case "wordWrap": return .wordWrap
        case "characterWrap": return .charWrap
        case "clip": return .clip
        case "headTruncation": return .truncateHead
        case "middleTruncation": return .truncateMiddle
        default: return .truncateTail
        }
    }

    static func contentMode(_ value: String?) -> ContentMode {
        switch value {
        case "scaleAspectFit": return .aspectFit
        case "scaleAspectFill": return .aspectFill
        case "center": return .center
        case "top": return .top
        case "bottom": return .bottom
        case "left": return .left
        case "right": return .right
        case "topLeft": return .topLeft
        case "topRight": return .topRight
        case "bottomLeft": return .bottomLeft
        case "bottomRight": return .bottomRight
        default: return .scaleToFill
        }
    }
}
