import TrellisModel

/// Where each view's id badge goes so that badges stay readable: inside a corner of its view when that covers no other
/// badge and no text, else outside the view at the nearest free spot with a leader line to the view's edge; always
/// wholly inside the image.
///
/// Badges are placed one after another in the order given (the views' order in the scene), so the result is the
/// same on every run; collision checks go through a `BadgeIndex`, so hundreds of badges cost about linear time.
struct BadgePlacer {
    /// One badge to place: the part of its view the image shows (drawing coordinates) and the badge's size.
    struct Request: Equatable {
        var view: Rect
        var size: Size
    }

    /// A line from the badge's edge to the nearest point of its view's edge.
    struct Leader: Equatable {
        var from: Point
        var to: Point
    }

    /// Where a badge went: its rectangle, and a leader when it is outside its view.
    struct Placement: Equatable {
        var rect: Rect
        var leader: Leader?
    }

    /// The image's region: no badge reaches outside it.
    let bounds: Rect
    /// Points between a badge and its view's edge inside the view, and between two badges.
    var gap = 1.0
    /// Points between a badge outside its view and the view's edge: room for a visible leader.
    var outsideGap = 4.0
    /// Rings of spots around a view tried before looking over the whole image.
    var nearRings = 6
    /// Whether the leading corner is the top-right one (a right-to-left scene): it is tried first, as the top-left
    /// is in a left-to-right scene.
    var rightToLeft = false

    /// The placement of each request, in order; nil for a badge that fits nowhere: one larger than the image, or
    /// one for which every spot of the image is taken by other badges (text may be covered, as the last resort,
    /// only where nothing else is free).
    func place(_ requests: [Request], avoiding texts: [Rect]) -> [Placement?] {
        var textIndex = BadgeIndex(bounds: bounds)
        for text in texts { textIndex.insert(text) }
        var badgeIndex = BadgeIndex(bounds: bounds)
        var placements: [Placement?] = []
        placements.reserveCapacity(requests.count)
        for request in requests {
            let placement = place(request, texts: &textIndex, badges: &badgeIndex)
            if let placement { badgeIndex.insert(placement.rect.expanded(by: gap)) }
            placements.append(placement)
        }
        return placements
    }

    private func place(_ request: Request, texts: inout BadgeIndex, badges: inout BadgeIndex) -> Placement? {
        let size = request.size
        guard size.width <= bounds.width, size.height <= bounds.height, size.width > 0, size.height > 0 else { return nil }
        let view = request.view
        func isFree(_ rect: Rect) -> Bool { !badges.overlaps(rect) && !texts.overlaps(rect) }
        for rect in insideCorners(of: view, size: size) where isFree(rect) {
            return Placement(rect: rect, leader: nil)
        }
        let near = nearCandidates(of: view, size: size)
        if let rect = near.first(where: isFree) { return placement(rect, for: view) }
        if let rect = farCandidates(of: view, size: size).first(where: isFree) { return placement(rect, for: view) }
        // Last resort: the near spot covering the least text, among those covering no badge.
        var best: (rect: Rect, area: Double)?
        for rect in near where !badges.overlaps(rect) {
            let area = texts.coveredArea(of: rect)
            if best == nil || area < best!.area { best = (rect, area) }
        }
        return best.map { placement($0.rect, for: view) }
    }

    /// A placement at `rect`, with a leader to the view's edge when the badge lies outside the view (a spot moved
    /// into the image may overlap its view instead: it needs none).
    private func placement(_ rect: Rect, for view: Rect) -> Placement {
        guard !rect.intersects(view) else { return Placement(rect: rect, leader: nil) }
        let center = Point(x: rect.midX, y: rect.midY)
        let to = view.nearestPoint(to: center)
        return Placement(rect: rect, leader: Leader(from: rect.nearestPoint(to: to), to: to))
    }

    /// The badge in each corner of the view, `gap` from its edges (top-leading, top-trailing, bottom-leading,
    /// bottom-trailing: top-left first, or top-right in a right-to-left scene), when the view is large enough.
    func insideCorners(of view: Rect, size: Size) -> [Rect] {
        guard view.width >= size.width + 2 * gap, view.height >= size.height + 2 * gap else { return [] }
        let left = view.minX + gap, right = view.maxX - gap - size.width
        let top = view.minY + gap, bottom = view.maxY - gap - size.height
        let (leading, trailing) = rightToLeft ? (right, left) : (left, right)
        return [(leading, top), (trailing, top), (leading, bottom), (trailing, bottom)].compactMap { x, y in
            let rect = Rect(x: x, y: y, width: size.width, height: size.height)
            return bounds.holds(rect) ? rect : nil
        }
    }
}

extension Rect {
    /// Grown by `d` on every side.
    func expanded(by d: Double) -> Rect {
        Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// The point of the rectangle nearest to `point` (the point itself when inside).
    func nearestPoint(to point: Point) -> Point {
        Point(x: Swift.min(Swift.max(point.x, minX), maxX), y: Swift.min(Swift.max(point.y, minY), maxY))
    }

    /// Whether `other` lies wholly inside (edges included).
    func holds(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9 && other.maxY <= maxY + 1e-9
    }
}
