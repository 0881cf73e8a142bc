import TrellisModel

/// Reads the keys that style a view's layer beyond its background: `shadow:` (CALayer's shadow properties) and
/// `gradient:` (CAGradientLayer), `maskedCorners:` (CALayer.maskedCorners).
struct LayerStyleReader: SceneReaderPart {
    let context: SceneReadContext

    /// The largest shadow radius accepted, in points: a blur wider than a screen shows nothing more, and the radius
    /// sets the size of the mask the renderer blurs.
    static let maximumShadowRadius = 100.0
    /// The largest shadow offset accepted on either axis, in points.
    static let maximumShadowOffset = 1000.0

    /// Reads the layer style keys of one entry into `view`.
    func readLayerStyleKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["shadow"] { view.shadow = shadow(node) }
        if let node = keys["gradient"] { view.gradient = gradient(node) }
        if let node = keys["maskedCorners"], let corners = maskedCorners(node) { view.maskedCorners = corners }
        if let node = keys["cornerCurve"], let curve = choice(node, "cornerCurve", CornerCurve.allCases) { view.cornerCurve = curve }
    }

    /// `shadow: {color, opacity, radius, offset}`; `shadow: true` is a shadow with every default.
    private func shadow(_ node: YAMLNode) -> Shadow? {
        let expected = "{color: black, opacity: 0.3, radius: 6, offset: [0, 3]} (any key may be left out) or true"
        if let on = node.bool, node.mapping == nil { return on ? Shadow() : nil }
        guard let pairs = node.mapping else {
            error(.badValue, "shadow: expected \(expected), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ["color", "opacity", "radius", "offset"], in: "shadow")
        var shadow = Shadow()
        if let value = keys["color"], let color = color(value, "shadow.color") { shadow.color = color }
        if let value = keys["opacity"],
           let opacity = number(value, "shadow.opacity", in: 0...1, expected: "an opacity from 0 to 1") {
            shadow.opacity = opacity
        }
        if let value = keys["radius"],
           let radius = number(value, "shadow.radius", in: 0...Self.maximumShadowRadius,
                               expected: "a blur radius from 0 to \(Int(Self.maximumShadowRadius)) points") {
            shadow.radius = radius
        }
        if let value = keys["offset"],
           let items = numbers(value, "shadow.offset", count: 2, expected: "[x, y] in points (y > 0 moves the shadow down)"),
           let x = items[0], let y = items[1] {
            let limit = Self.maximumShadowOffset
            if abs(x) <= limit, abs(y) <= limit {
                shadow.offset = Point(x: x, y: y)
            } else {
                error(.badValue, "shadow.offset: expected each of [x, y] from -\(Int(limit)) to \(Int(limit)) points, found "
                      + "[\(formatConstraintNumber(x)), \(formatConstraintNumber(y))]", at: value.mark)
            }
        }
        return shadow
    }
}

extension LayerStyleReader {
    /// The corner names `maskedCorners` takes: UIKit's by position, and CACornerMask's own names.
    static let cornerNames: [String: CornerSet] = [
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        "layerMinXMinYCorner": .topLeft, "layerMaxXMinYCorner": .topRight,
        "layerMinXMaxYCorner": .bottomLeft, "layerMaxXMaxYCorner": .bottomRight,
    ]

    /// `maskedCorners: [topLeft, topRight]`: a list of corner names (an empty list rounds no corner).
    func maskedCorners(_ node: YAMLNode) -> CornerSet? {
        namedSet(node, key: "maskedCorners", what: "corner", names: Self.cornerNames, example: "[topLeft, topRight]",
                 known: "the corners are topLeft, topRight, bottomLeft, bottomRight or CACornerMask's layerMinXMinYCorner …")
    }
}
