import Foundation
import TrellisModel

/// Activity indicators and page controls.
extension ControlPainter {
    /// UIActivityIndicatorView: eight spokes round the centre, the one at the top fully drawn and the others fading
    /// clockwise behind it (one still frame of the spinning animation), in secondaryLabel unless `color:` is given.
    func drawActivityIndicator(_ control: ControlProperties, in box: Rect) {
        let side = ControlMetrics.activityIndicatorSide(control.indicatorSize)
        let frame = centered(Size(width: side, height: side), in: box)
        let center = Point(x: frame.midX, y: frame.midY)
        let unit = side / 20
        let width = 2 * unit, inner = 4.5 * unit, outer = 9 * unit - width / 2
        let color = control.color ?? control.palette.secondaryLabel
        for spoke in 0..<8 {
            // Spoke 0 points up; each next one is 45° further clockwise and lighter, as the trail of the rotation.
            let angle = Double(spoke) * Double.pi / 4
            let dx = sin(angle), dy = -cos(angle)
            let alpha = 1 - Double((8 - spoke) % 8) * 0.1
            let start = Point(x: center.x + dx * inner, y: center.y + dy * inner)
            let end = Point(x: center.x + dx * outer, y: center.y + dy * outer)
            // Each spoke is composited as a whole, so its round ends do not darken where they overlap its body.
            canvas.context.beginGroup()
            drawBar(from: start, to: end, width: width, color: Color(red: color.red, green: color.green, blue: color.blue))
            canvas.context.endGroup(alpha: alpha * color.alpha)
        }
    }

    /// A bar with round ends between two points.
    private func drawBar(from start: Point, to end: Point, width: Double, color: Color) {
        let length = max(1e-9, ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot())
        let nx = -(end.y - start.y) / length * width / 2, ny = (end.x - start.x) / length * width / 2
        let context = canvas.context
        canvas.setColor(color)
        context.moveTo(start.x + nx, start.y + ny)
        context.lineTo(end.x + nx, end.y + ny)
        context.lineTo(end.x - nx, end.y - ny)
        context.lineTo(start.x - nx, start.y - ny)
        context.closePath()
        context.fill()
        fillCircle(center: start, diameter: width, color: color)
        fillCircle(center: end, diameter: width, color: color)
    }

    /// UIPageControl: one 7-point dot per page in 16-point slots, centred; the current page in label, the others in
    /// label at 30 %.
    func drawPageControl(_ control: ControlProperties, in box: Rect, rightToLeft: Bool) {
        guard control.pages > 0 else { return }
        let slot = ControlMetrics.pageSlot
        let total = Double(control.pages) * slot
        let startX = box.minX + (box.width - total) / 2
        let label = control.palette.label
        for page in 0..<control.pages {
            let position = rightToLeft ? control.pages - 1 - page : page
            let center = Point(x: canvas.snap(startX + slot * (Double(position) + 0.5)), y: canvas.snap(box.midY))
            fillCircle(center: center, diameter: ControlMetrics.pageDotDiameter,
                       color: page == control.selected ? label : label.withAlpha(0.3))
        }
    }
}
