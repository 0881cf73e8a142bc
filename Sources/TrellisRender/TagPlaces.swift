import TrellisModel

/// Where the problem picture's tags went, so that a tag at the same corner as another is moved below it instead of
/// over it.
final class TagPlaces {
    static let lineHeight = 14.0
    private var used: Set<Point> = []

    func place(_ point: Point) -> Point {
        var candidate = point
        while used.contains(candidate) { candidate.y += Self.lineHeight }
        used.insert(candidate)
        return candidate
    }
}
