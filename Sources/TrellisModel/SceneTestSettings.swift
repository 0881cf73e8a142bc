/// How `trellis test` compares a scene's files with their references (`test:` in the scene file), named as
/// swift-snapshot-testing names them; nil values leave the command line's or the default.
public struct SceneTestSettings: Sendable, Hashable {
    /// The fraction of pixels that must match, 0…1 (1: every pixel).
    public var precision: Double?
    /// A pixel matches when its CIEDE2000 difference is at most (1 − perceptualPrecision) × 100, 0…1.
    public var perceptualPrecision: Double?
    /// Layout numbers (frames, content sizes, offsets) may differ by this many points.
    public var layoutTolerance: Double?

    /// Settings; nil leaves a value to the command line or the default.
    public init(precision: Double? = nil, perceptualPrecision: Double? = nil, layoutTolerance: Double? = nil) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.layoutTolerance = layoutTolerance
    }
}
