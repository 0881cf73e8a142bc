import TrellisModel

/// `test: {precision, perceptualPrecision, layoutTolerance}`: how `trellis test` compares the scene's files.
extension SceneReader {

    /// Reads the `test:` mapping; keys left out stay nil.
    func readTestSettings(_ node: YAMLNode) -> SceneTestSettings {
        var settings = SceneTestSettings()
        guard let pairs = node.mapping else {
            error(.badValue, "test: expected a mapping such as {precision: 0.99, perceptualPrecision: 0.98, layoutTolerance: 0.5}, found \(node.kindDescription)", at: node.mark)
            return settings
        }
        let keys = checkKeys(pairs, allowed: SceneKeys.testKeys, in: "test")
        let fraction = "a number from 0 to 1"
        if let value = keys["precision"] {
            settings.precision = number(value, "precision", in: 0...1, expected: fraction)
        }
        if let value = keys["perceptualPrecision"] {
            settings.perceptualPrecision = number(value, "perceptualPrecision", in: 0...1, expected: fraction)
        }
        if let value = keys["layoutTolerance"] {
            settings.layoutTolerance = number(value, "layoutTolerance", in: 0...Double.greatestFiniteMagnitude,
                                              expected: "a distance in points, 0 or more")
        }
        return settings
    }
}
