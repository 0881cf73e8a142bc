import TrellisModel

/// Draws a border on some sides only: a strip of the border's width inside the bounds along each side named, cut
/// to the view's rounded shape (as the one-point sublayers apps add for a separator line are).
enum SideBorderPainter {
    static func draw(_ border: Border, in box: Rect, radius: Double, corners: CornerSet, canvas: Canvas) {
        let width = min(border.width, box.width, box.height)
        guard width > 0, border.color.alpha > 0, !border.sides.isEmpty else { return }
        let context = canvas.context
        context.saved {
            context.roundedRectangle(box, radius: radius, corners: corners)
            context.clip()
            canvas.setColor(border.color)
            if border.sides.contains(.top) { context.rectangle(box.minX, box.minY, box.width, width) }
            if border.sides.contains(.bottom) { context.rectangle(box.minX, box.maxY - width, box.width, width) }
            if border.sides.contains(.left) { context.rectangle(box.minX, box.minY, width, box.height) }
            if border.sides.contains(.right) { context.rectangle(box.maxX - width, box.minY, width, box.height) }
            // Nonzero winding: where two strips overlap at a corner the color is laid once, not twice.
            context.fill()
        }
    }
}
