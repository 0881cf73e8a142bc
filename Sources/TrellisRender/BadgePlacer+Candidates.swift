import TrellisModel

/// The spots a badge may take outside its view, nearest first.
extension BadgePlacer {
    /// The most spots tried along one side of a view on one ring.
    static let maxSlides = 64

    /// Spots on rings around the view, ring by ring outwards (the first ring `outsideGap` from the view's edge, each next
    /// one a badge's height further); on each ring above, below, left and right of the view, aligned with its
    /// corners first and then slid along its sides, the one nearest the view's top-leading corner first. Each spot is
    /// moved inside the image; a spot reached twice is tried once, and spots that moving in put over the view come
    /// after all the others (they are outside no longer, but a view as large as the image has no other).
    func nearCandidates(of view: Rect, size: Size) -> [Rect] {
        var seen: Set<Point> = []
        var result: [Rect] = [], over: [Rect] = []
        let stepX = max(8, size.width / 2), stepY = max(4, size.height + gap)
        let corner = leadingCorner(of: view)
        for ring in 0..<nearRings {
            let d = outsideGap + Double(ring) * (size.height + gap)
            var ring: [Rect] = []
            let aligned = rightToLeft ? [view.maxX - size.width, view.minX] : [view.minX, view.maxX - size.width]
            // Slid along the sides from the leading corner, at most `maxSlides` spots a side: a view as tall as a
            // long list's content would otherwise give thousands, all farther from its corner than the first ones.
            let across = Self.steps(from: view.minX - d - size.width, to: view.maxX + d, by: stepX)
            let xs = aligned + (rightToLeft ? across.reversed() : across).prefix(Self.maxSlides)
            let ys = [view.minY, view.maxY - size.height]
                + Self.steps(from: view.minY - d - size.height, to: view.maxY + d, by: stepY).prefix(Self.maxSlides)
            for x in xs {
                ring.append(Rect(x: x, y: view.minY - d - size.height, width: size.width, height: size.height))
                ring.append(Rect(x: x, y: view.maxY + d, width: size.width, height: size.height))
            }
            for y in ys {
                ring.append(Rect(x: view.minX - d - size.width, y: y, width: size.width, height: size.height))
                ring.append(Rect(x: view.maxX + d, y: y, width: size.width, height: size.height))
            }
            let ordered = ring.map(clamped).enumerated().sorted { a, b in
                let da = a.element.distance(to: corner), db = b.element.distance(to: corner)
                return da != db ? da < db : a.offset < b.offset
            }
            for (_, rect) in ordered where seen.insert(rect.origin).inserted {
                if rect.intersects(view) { over.append(rect) } else { result.append(rect) }
            }
        }
        return result + over
    }

    /// Spots on a grid over the image within a screen's reach of the view (its width, at least 600 points, on
    /// every side), nearest the view first: for a badge the rings do not place.
    func farCandidates(of view: Rect, size: Size) -> [Rect] {
        let reach = max(bounds.width, 600)
        let window = Rect(x: max(bounds.minX, view.minX - reach), y: max(bounds.minY, view.minY - reach),
                          width: 0, height: 0)
        let maxX = min(bounds.maxX, view.maxX + reach) - size.width
        let maxY = min(bounds.maxY, view.maxY + reach) - size.height
        guard maxX >= window.minX, maxY >= window.minY else { return [] }
        let stepX = max(8, size.width / 2), stepY = max(4, size.height + gap)
        var spots: [(rect: Rect, distance: Double, corner: Double)] = []
        let corner = leadingCorner(of: view)
        for y in Self.steps(from: window.minY, to: maxY, by: stepY) {
            for x in Self.steps(from: window.minX, to: maxX, by: stepX) {
                let rect = Rect(x: x, y: y, width: size.width, height: size.height)
                spots.append((rect, rect.distance(to: view), rect.distance(to: corner)))
            }
        }
        spots.sort { a, b in a.distance != b.distance ? a.distance < b.distance : a.corner < b.corner }
        return spots.map(\.rect)
    }

    /// The view's top-left corner, or its top-right one in a right-to-left scene.
    func leadingCorner(of view: Rect) -> Point {
        Point(x: rightToLeft ? view.maxX : view.minX, y: view.minY)
    }

    /// The rectangle moved the least to lie inside the image (the caller makes sure it is not larger).
    func clamped(_ rect: Rect) -> Rect {
        let x = min(max(rect.minX, bounds.minX), bounds.maxX - rect.width)
        let y = min(max(rect.minY, bounds.minY), bounds.maxY - rect.height)
        return Rect(x: x, y: y, width: rect.width, height: rect.height)
    }

    /// `from`, `from + by`, … up to `to`, and `to` itself (empty when `to < from`).
    static func steps(from: Double, to: Double, by step: Double) -> [Double] {
        guard to >= from, step > 0, from.isFinite, to.isFinite else { return [] }
        var values = Array(stride(from: from, to: to, by: step))
        values.append(to)
        return values
    }
}

extension Rect {
    /// The shortest distance from the rectangle to `point` (0 when inside).
    func distance(to point: Point) -> Double {
        let nearest = nearestPoint(to: point)
        let dx = nearest.x - point.x, dy = nearest.y - point.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The shortest distance between the two rectangles (0 when they touch or overlap).
    func distance(to other: Rect) -> Double {
        let dx = Swift.max(0, Swift.max(other.minX - maxX, minX - other.maxX))
        let dy = Swift.max(0, Swift.max(other.minY - maxY, minY - other.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}
