import Foundation
import TrellisModel

/// The small drawn shapes of the chrome: the status bar's signal, Wi-Fi and battery, the chevrons, the checkmark, and
/// the bar item icons, standing in for SF Symbols (which Trellis cannot ship). Sizes follow the glyphs' published
/// measurements: the status bar's icons are about 17 × 11 (signal), 15 × 11 (Wi-Fi) and 25 × 12 (battery) points;
/// the back chevron about 12 × 21; the disclosure chevron about 8 × 13; tab bar icons 25 points, bar buttons 22.
enum ChromeGlyphs {
    /// Four bars 3 points wide, 1.7 apart, 4 to 11 points tall, bottom-aligned at `origin.y + 11`, all full strength.
    static func signal(at origin: Point, color: Color, on canvas: Canvas) {
        let heights = [4.0, 6.3, 8.7, 11]
        for (index, height) in heights.enumerated() {
            let x = origin.x + Double(index) * 4.7
            canvas.fill(Rect(x: x, y: origin.y + 11 - height, width: 3, height: height), color: color, radius: 1)
        }
    }

    /// Three concentric arcs and a dot, a 90° fan opening upwards, 15.3 × 11 points, full strength.
    static func wifi(at origin: Point, color: Color, on canvas: Canvas) {
        let context = canvas.context
        let center = Point(x: origin.x + 7.65, y: origin.y + 11)
        canvas.setColor(color)
        context.setLineWidth(2)
        context.setRoundStrokes(false)
        for radius in [4.7, 8.0] {
            context.newSubPath()
            context.arc(center.x, center.y - 1, radius: radius, from: -0.75 * Double.pi, to: -0.25 * Double.pi)
            context.stroke()
        }
        // The outermost arc and the central wedge.
        context.newSubPath()
        context.arc(center.x, center.y - 1, radius: 11.2 - 1, from: -0.75 * Double.pi, to: -0.25 * Double.pi)
        context.stroke()
        context.newSubPath()
        context.moveTo(center.x, center.y)
        context.arc(center.x, center.y, radius: 2.6, from: -0.75 * Double.pi, to: -0.25 * Double.pi)
        context.closePath()
        context.fill()
    }

    /// A battery 24.5 × 11.5 points: a rounded outline at 35% strength, the charge inside (full), and the cap.
    static func battery(at origin: Point, color: Color, on canvas: Canvas) {
        let context = canvas.context
        let body = Rect(x: origin.x, y: origin.y, width: 24.5, height: 11.5)
        canvas.setColor(color, alpha: 0.35)
        context.setLineWidth(1)
        context.roundedRectangle(body.insetBy(0.5), radius: 3.3, corners: .all)
        context.stroke()
        canvas.fill(Rect(x: body.maxX + 1, y: body.minY + 3.75, width: 1.3, height: 4), color: color.withAlpha(0.4), radius: 0.6)
        canvas.fill(body.insetBy(2), color: color, radius: 1.6)
    }

    /// The back button's chevron (`chevron.backward`, 17 pt semibold): about 12 × 21 points from `x`.
    static func backChevron(x: Double, centerY: Double, color: Color, on canvas: Canvas) {
        stroke([Point(x: x + 10.5, y: centerY - 9.5), Point(x: x + 1.5, y: centerY), Point(x: x + 10.5, y: centerY + 9.5)],
               width: 3, color: color, on: canvas)
    }

    /// A cell's disclosure indicator (`chevron.forward`, 8 × 13 points) whose right edge is at `maxX`.
    static func disclosure(maxX: Double, centerY: Double, color: Color, on canvas: Canvas) {
        stroke([Point(x: maxX - 7, y: centerY - 5.8), Point(x: maxX - 1, y: centerY), Point(x: maxX - 7, y: centerY + 5.8)],
               width: 2, color: color, on: canvas)
    }

    /// A cell's checkmark accessory, about 14 × 11 points, whose right edge is at `maxX`.
    static func checkmark(maxX: Double, centerY: Double, color: Color, on canvas: Canvas) {
        stroke([Point(x: maxX - 13, y: centerY), Point(x: maxX - 8.5, y: centerY + 4.5), Point(x: maxX - 1, y: centerY - 5.5)],
               width: 2.2, color: color, on: canvas)
    }

    static func stroke(_ points: [Point], width: Double, color: Color, on canvas: Canvas) {
        guard let first = points.first else { return }
        let context = canvas.context
        canvas.setColor(color)
        context.setLineWidth(width)
        context.setRoundStrokes(true)
        context.newPath()
        context.moveTo(first.x, first.y)
        for point in points.dropFirst() { context.lineTo(point.x, point.y) }
        context.stroke()
        context.setRoundStrokes(false)
    }
}
