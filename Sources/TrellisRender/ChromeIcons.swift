import Foundation
import TrellisModel

/// The bar item icons (`icon:`), drawn in a square box: outlined, or filled as UIKit shows a selected tab's symbol.
enum ChromeIcons {
    static func draw(_ icon: BarIcon, in box: Rect, color: Color, filled: Bool, on canvas: Canvas) {
        let context = canvas.context
        let s = box.width, x = box.minX, y = box.minY
        let cx = box.minX + s / 2, cy = box.minY + s / 2
        let line = max(1.2, s * 0.075)
        canvas.setColor(color)
        context.setLineWidth(line)
        context.setRoundStrokes(true)
        context.newPath()
        var fillable = true
        switch icon {
        case .circle:
            context.newSubPath(); context.arc(cx, cy, radius: s * 0.42, from: 0, to: 2 * Double.pi)
        case .square:
            context.roundedRectangle(box.insetBy(s * 0.1), radius: s * 0.18, corners: .all)
        case .star:
            polygon(star(cx: cx, cy: cy + s * 0.03, outer: s * 0.47, inner: s * 0.2, points: 5), on: context)
        case .house:
            polygon([Point(x: cx, y: y + s * 0.1), Point(x: x + s * 0.92, y: y + s * 0.48), Point(x: x + s * 0.8, y: y + s * 0.48),
                     Point(x: x + s * 0.8, y: y + s * 0.9), Point(x: x + s * 0.2, y: y + s * 0.9), Point(x: x + s * 0.2, y: y + s * 0.48),
                     Point(x: x + s * 0.08, y: y + s * 0.48)], on: context)
        case .person:
            context.newSubPath(); context.arc(cx, y + s * 0.3, radius: s * 0.2, from: 0, to: 2 * Double.pi)
            context.newSubPath()
            context.arc(cx, y + s * 0.98, radius: s * 0.4, from: Double.pi, to: 2 * Double.pi)
            context.closePath()
        case .gear:
            polygon(star(cx: cx, cy: cy, outer: s * 0.46, inner: s * 0.36, points: 8, flat: true), on: context)
            context.newSubPath(); context.arc(cx, cy, radius: s * 0.14, from: 0, to: 2 * Double.pi)
            if filled {
                context.fillEvenOdd()
                context.setRoundStrokes(false)
                return
            }
        case .message:
            context.newSubPath()
            context.arc(cx, cy - s * 0.04, radius: s * 0.42, from: 0.75 * Double.pi, to: 2.6 * Double.pi)
            context.lineTo(x + s * 0.08, y + s * 0.9)
            context.closePath()
        case .magnifier:
            context.newSubPath(); context.arc(x + s * 0.42, y + s * 0.42, radius: s * 0.3, from: 0, to: 2 * Double.pi)
            context.moveTo(x + s * 0.64, y + s * 0.64); context.lineTo(x + s * 0.9, y + s * 0.9)
            fillable = false
        case .heart:
            context.moveTo(cx, y + s * 0.88)
            context.curveTo(x - s * 0.1, y + s * 0.45, x + s * 0.2, y - s * 0.05, cx, y + s * 0.25)
            context.curveTo(x + s * 0.8, y - s * 0.05, x + s * 1.1, y + s * 0.45, cx, y + s * 0.88)
            context.closePath()
        case .photo:
            context.roundedRectangle(Rect(x: x + s * 0.06, y: y + s * 0.16, width: s * 0.88, height: s * 0.68), radius: s * 0.1, corners: .all)
            context.stroke()
            polygon([Point(x: x + s * 0.14, y: y + s * 0.76), Point(x: x + s * 0.4, y: y + s * 0.44),
                     Point(x: x + s * 0.58, y: y + s * 0.64), Point(x: x + s * 0.7, y: y + s * 0.52),
                     Point(x: x + s * 0.86, y: y + s * 0.76)], on: context)
            context.fill()
            context.setRoundStrokes(false)
            return
        case .plus:
            context.moveTo(cx, y + s * 0.12); context.lineTo(cx, y + s * 0.88)
            context.moveTo(x + s * 0.12, cy); context.lineTo(x + s * 0.88, cy)
            fillable = false
        case .list:
            for row in 0..<3 {
                let rowY = y + s * (0.25 + 0.25 * Double(row))
                context.moveTo(x + s * 0.32, rowY); context.lineTo(x + s * 0.92, rowY)
                context.newSubPath(); context.arc(x + s * 0.12, rowY, radius: line * 0.7, from: 0, to: 2 * Double.pi)
            }
            fillable = false
        }
        if filled && fillable { context.fill() } else { context.stroke() }
        context.setRoundStrokes(false)
    }

    private static func polygon(_ points: [Point], on context: CairoContext) {
        guard let first = points.first else { return }
        context.moveTo(first.x, first.y)
        for point in points.dropFirst() { context.lineTo(point.x, point.y) }
        context.closePath()
    }

    /// The corners of a star (or, with `flat`, of a gear's teeth: two corners per tooth at each radius).
    private static func star(cx: Double, cy: Double, outer: Double, inner: Double, points: Int, flat: Bool = false) -> [Point] {
        var result: [Point] = []
        let step = Double.pi / Double(points)
        for index in 0..<(2 * points) {
            let radius = index % 2 == 0 ? outer : inner
            let angle = -Double.pi / 2 + Double(index) * step
            if flat {
                for shift in [-step * 0.3, step * 0.3] {
                    result.append(Point(x: cx + radius * cos(angle + shift), y: cy + radius * sin(angle + shift)))
                }
            } else {
                result.append(Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle)))
            }
        }
        return result
    }
}
