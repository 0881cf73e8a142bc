/// The outcome of comparing an image with its reference.
public struct SnapshotResult: Sendable, Hashable {
    /// True when the images match within the comparison's tolerance.
    public var matches: Bool
    /// True when the two images have different sizes (they then never match).
    public var sizeMismatch: Bool
    /// Pixels that differ (beyond the perceptual threshold, when one is set).
    public var differingPixels: Int
    /// Pixels compared (the larger image's area when the sizes differ).
    public var totalPixels: Int
    /// The largest CIEDE2000 difference found among differing pixels (0 when none differ).
    public var maximumDeltaE: Double
    /// Where the first differing pixel is, if any.
    public var firstDifference: (x: Int, y: Int)?

    /// The fraction of pixels that differ.
    public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// `1234 of 500250 pixels differ (0.25%), max ΔE00 12.3, first at (10, 20)`.
    public var summary: String {
        if matches && differingPixels == 0 { return "identical" }
        var text = "\(differingPixels) of \(totalPixels) pixels differ ("
        text += percent(differingFraction) + ")"
        if maximumDeltaE > 0 { text += ", max ΔE00 " + rounded(maximumDeltaE) }
        if let first = firstDifference { text += ", first at (\(first.x), \(first.y))" }
        return text
    }

    public static func == (lhs: SnapshotResult, rhs: SnapshotResult) -> Bool {
        lhs.matches == rhs.matches && lhs.sizeMismatch == rhs.sizeMismatch
            && lhs.differingPixels == rhs.differingPixels && lhs.totalPixels == rhs.totalPixels
            && lhs.maximumDeltaE == rhs.maximumDeltaE
            && lhs.firstDifference?.x == rhs.firstDifference?.x && lhs.firstDifference?.y == rhs.firstDifference?.y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(matches); hasher.combine(sizeMismatch)
        hasher.combine(differingPixels); hasher.combine(totalPixels)
    }

    private func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        if value > 0 && value < 0.01 { return "<0.01%" }
        return rounded(value) + "%"
    }

    private func rounded(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths) / 100, rest = Int(hundredths) % 100
        return rest == 0 ? "\(whole)" : "\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}
