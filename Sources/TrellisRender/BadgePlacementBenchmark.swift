import TrellisModel

/// What the annotation benchmark (`TrellisBenchmarks annotate`) needs, open to the package only: the badges of a
/// long list placed without drawing.
package enum BadgePlacementBenchmark {
    /// Places the badges of a list of `rows` rows (each a 375 × 44 row view holding a 200 × 20 label whose text
    /// fills it, as a table's cells), 2 × `rows` badges of 80 × 13 in a 375-point-wide content image; returns how
    /// many found a spot that covers no text.
    package static func place(rows: Int) -> Int {
        let bounds = Rect(x: 0, y: 0, width: 375, height: Double(max(1, rows)) * 44)
        var requests: [BadgePlacer.Request] = []
        var texts: [Rect] = []
        let badge = Size(width: 80, height: 13)
        for row in 0..<max(0, rows) {
            let y = Double(row) * 44
            let label = Rect(x: 16, y: y + 12, width: 200, height: 20)
            requests.append(.init(view: Rect(x: 0, y: y, width: 375, height: 44), size: badge))
            requests.append(.init(view: label, size: badge))
            texts.append(label)
        }
        let placed = BadgePlacer(bounds: bounds).place(requests, avoiding: texts)
        return placed.compactMap { $0 }.filter { placement in !texts.contains { $0.intersects(placement.rect) } }.count
    }
}
