import TrellisModel

/// Draws what a `table` adds over its views: one-pixel separators (from the cell's text to its trailing edge,
/// UITableView's default separatorInset), a grouped section's hairlines, and the accessories' glyphs.
enum TablePainter {
    static func draw(_ decoration: TableDecoration, node: ViewNode, box: Rect, painter: ViewPainter, on canvas: Canvas) {
        let geometry = painter.geometry
        let hairline = 1 / canvas.scale
        switch decoration {
        case let .cell(separator, textID):
            guard let separator else { return }
            // From the text's leading edge (its left, or its right in a right-to-left scene) to the cell's trailing edge.
            let y = box.maxY - hairline
            guard let text = geometry.state.view(textID) else {
                canvas.fill(Rect(x: box.minX, y: y, width: box.width, height: hairline), color: separator)
                return
            }
            let textX = box.minX + geometry.screenOrigin(of: textID).x - geometry.screenOrigin(of: node.id).x
            if painter.layoutDirection == .rightToLeft {
                let x = canvas.snap(min(box.maxX, textX + text.frame.width))
                canvas.fill(Rect(x: box.minX, y: y, width: x - box.minX, height: hairline), color: separator)
            } else {
                let x = canvas.snap(max(box.minX, textX))
                canvas.fill(Rect(x: x, y: y, width: box.maxX - x, height: hairline), color: separator)
            }
        case let .groupedSection(separator):
            canvas.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: hairline), color: separator)
            canvas.fill(Rect(x: box.minX, y: box.maxY - hairline, width: box.width, height: hairline), color: separator)
        case let .disclosure(color):
            ChromeGlyphs.disclosure(in: box, pointsLeft: painter.layoutDirection == .rightToLeft, color: color, on: canvas)
        case .checkmark:
            let maxX = painter.layoutDirection == .rightToLeft ? box.minX + 14 : box.maxX
            ChromeGlyphs.checkmark(maxX: maxX, centerY: box.midY, color: node.resolvedTint, on: canvas)
        case let .icon(icon, color):
            let inset = box.width * 0.18
            ChromeIcons.draw(icon, in: Rect(x: box.minX + inset, y: box.minY + inset, width: box.width - 2 * inset,
                                            height: box.height - 2 * inset), color: color, filled: true, on: canvas)
        }
    }
}
