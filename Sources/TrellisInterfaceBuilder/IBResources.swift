import TrellisModel

/// The document's `<resources>`: the values of the named and system colours it uses, and the sizes of its images.
struct IBResources: Sendable {
    var colors: [String: Color] = [:]
    /// Image name → size in points, as Xcode listed it (`<image name="logo" width="120" height="40"/>`).
    var imageSizes: [String: Size] = [:]
    /// Images Xcode marked as SF Symbols (`catalog="system"`).
    var systemImages: Set<String> = []

    init(document: XMLElement) {
        guard let resources = document.child("resources") else { return }
        for entry in resources.children {
            guard let name = entry["name"] else { continue }
            switch entry.name {
            case "namedColor", "systemColor":
                if let color = entry.child("color").flatMap({ IBColors.literal($0) }) { colors[name] = color }
            case "image":
                if let width = entry.number("width"), let height = entry.number("height") {
                    imageSizes[name] = Size(width: width, height: height)
                }
                if entry["catalog"] == "system" { systemImages.insert(name) }
            default:
                continue
            }
        }
    }

    /// A `<color>` element's value: literal components, a system colour, or a named (asset catalog) colour.
    func color(_ element: XMLElement) -> Color? {
        if let literal = IBColors.literal(element) { return literal }
        if let name = element["systemColor"] { return colors[name] ?? IBColors.system[name] ?? IBColors.system[name + "Color"] }
        if let name = element["cocoaTouchSystemColor"] { return IBColors.system[name] }
        if let name = element["name"] { return colors[name] ?? IBColors.system[name] }
        return nil
    }
}

/// Colour values: literal components in the spaces Xcode writes, and UIKit's system colours (light appearance).
enum IBColors {
    /// `red green blue alpha` (sRGB, calibrated or device RGB, Display P3 taken as sRGB) or `white alpha` (gray).
    static func literal(_ element: XMLElement) -> Color? {
        let alpha = element.number("alpha") ?? 1
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
        }
        if let white = element.number("white") { return Color(red: clamp(white), green: clamp(white), blue: clamp(white), alpha: clamp(alpha)) }
        return nil
    }

    private static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's system colours in the light appearance, for documents whose `<resources>` do not list them.
    static let system: [String: Color] = [
        "systemBackgroundColor": .white, "secondarySystemBackgroundColor": rgb(0.949, 0.949, 0.969),
        "tertiarySystemBackgroundColor": .white, "systemGroupedBackgroundColor": rgb(0.949, 0.949, 0.969),
        "secondarySystemGroupedBackgroundColor": .white, "labelColor": .black,
        "secondaryLabelColor": rgb(0.235, 0.235, 0.263, 0.6), "tertiaryLabelColor": rgb(0.235, 0.235, 0.263, 0.3),
        "placeholderTextColor": rgb(0.235, 0.235, 0.263, 0.3), "separatorColor": rgb(0.235, 0.235, 0.263, 0.29),
        "systemBlueColor": rgb(0, 0.478, 1), "tintColor": rgb(0, 0.478, 1), "linkColor": rgb(0, 0.478, 1),
        "systemRedColor": rgb(1, 0.231, 0.188), "systemGreenColor": rgb(0.204, 0.78, 0.349),
        "systemOrangeColor": rgb(1, 0.584, 0), "systemYellowColor": rgb(1, 0.8, 0), "systemPinkColor": rgb(1, 0.176, 0.333),
        "systemPurpleColor": rgb(0.686, 0.322, 0.871), "systemTealColor": rgb(0.188, 0.69, 0.78),
        "systemIndigoColor": rgb(0.345, 0.337, 0.839), "systemGrayColor": rgb(0.557, 0.557, 0.576),
        "systemGray2Color": rgb(0.682, 0.682, 0.698), "systemGray3Color": rgb(0.78, 0.78, 0.8),
        "systemGray4Color": rgb(0.82, 0.82, 0.839), "systemGray5Color": rgb(0.898, 0.898, 0.918),
        "systemGray6Color": rgb(0.949, 0.949, 0.969), "systemFillColor": rgb(0.471, 0.471, 0.502, 0.2),
        "darkTextColor": .black, "lightTextColor": rgb(1, 1, 1, 0.6),
        "groupTableViewBackgroundColor": rgb(0.937, 0.937, 0.957), "tableCellGroupedBackgroundColor": .white,
        "viewFlipsideBackgroundColor": rgb(0.122, 0.129, 0.141), "AccentColor": rgb(0, 0.478, 1),
    ]
}
