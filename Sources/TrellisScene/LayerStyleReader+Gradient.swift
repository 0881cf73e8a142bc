import TrellisModel

/// `gradient: {colors, locations, start, end}` as CAGradientLayer's colors, locations, startPoint and endPoint.
extension LayerStyleReader {
    /// The most stops a gradient may hold.
    static let maximumGradientStops = 64
    /// How far outside the unit square a gradient's start or end may lie (CAGradientLayer accepts any point).
    static let maximumGradientPoint = 100.0

    func gradient(_ node: YAMLNode) -> Gradient? {
        guard let pairs = node.mapping else {
            error(.badValue, "gradient: expected {colors: [systemBlue, systemPurple], start: [0.5, 0], end: [0.5, 1]}, "
                  + "found \(node.kindDescription)", at: node.mark)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ["colors", "locations", "start", "end"], in: "gradient")
        guard let colorsNode = keys["colors"] else {
            error(.badValue, "gradient: 'colors' is required, a list of at least two colors such as [white, systemGray5]", at: node.mark)
            return nil
        }
        guard let items = colorsNode.sequence, (2...Self.maximumGradientStops).contains(items.count) else {
            let found = colorsNode.sequence.map { "a list of \($0.count)" } ?? colorsNode.kindDescription
            error(.badValue, "gradient.colors: expected a list of 2 to \(Self.maximumGradientStops) colors, found \(found)", at: colorsNode.mark)
            return nil
        }
        let colors = items.compactMap { color($0, "gradient.colors") }
        guard colors.count == items.count else { return nil }
        var gradient = Gradient(colors: colors)
        if let value = keys["locations"] {
            guard let places = locations(value, count: colors.count) else { return nil }
            gradient.locations = places
        }
        if let value = keys["start"] {
            guard let point = unitPoint(value, "gradient.start") else { return nil }
            gradient.start = point
        }
        if let value = keys["end"] {
            guard let point = unitPoint(value, "gradient.end") else { return nil }
            gradient.end = point
        }
        return gradient
    }

    /// One location per color, each from 0 to 1, never decreasing.
    private func locations(_ node: YAMLNode, count: Int) -> [Double]? {
        let expected = "\(count) locations from 0 to 1, one per color, never decreasing"
        guard let values = numbers(node, "gradient.locations", count: count, expected: expected) else { return nil }
        let places = values.compactMap { $0 }
        for (index, place) in places.enumerated() {
            let previous = index > 0 ? places[index - 1] : 0
            guard (0...1).contains(place), place >= previous else {
                error(.badValue, "gradient.locations: expected \(expected), found "
                      + "[\(places.map(formatConstraintNumber).joined(separator: ", "))]", at: node.mark)
                return nil
            }
        }
        return places
    }

    /// `[x, y]` in the unit coordinates of the bounds.
    private func unitPoint(_ node: YAMLNode, _ key: String) -> Point? {
        let expected = "[x, y] in unit coordinates of the bounds ([0, 0] top-left, [1, 1] bottom-right)"
        guard let values = numbers(node, key, count: 2, expected: expected), let x = values[0], let y = values[1] else { return nil }
        let limit = Self.maximumGradientPoint
        guard abs(x) <= limit, abs(y) <= limit else {
            error(.badValue, "\(key): expected \(expected), each from -\(Int(limit)) to \(Int(limit)), found "
                  + "[\(formatConstraintNumber(x)), \(formatConstraintNumber(y))]", at: node.mark)
            return nil
        }
        return Point(x: x, y: y)
    }
}
