import TrellisModel

/// Draws what a `table` adds over its views: one-pixel separators (from the cell's text to its trailing edge,
/// UITableView's default separatorInset), a grouped section's hairlines, and the accessories' glyphs.
enum TablePainter {
    static func draw(_ decoration: TableDecoration, node: ViewNode, box: Rect, geometry: StateGeometry, on canvas: Canvas) {
        let hairline = 1 / canvas.scale
        switch decoration {
        case let .cell(separator, textID):
            guard let separator else { return }
            // The text's leading edge, relative to the cell, as on screen.
            let textX = geometry.state.view(textID) != nil
                ? geometry.screenOrigin(of: textID).x - geometry.screenOrigin(of: node.id).x : 16
            let x = canvas.snap(box.minX + max(0, textX))
            canvas.fill(Rect(x: x, y: box.maxY - hairline, width: box.maxX - x, height: hairline), color: separator)
        case let .groupedSection(separator):
            canvas.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: hairline), color: separator)
            canvas.fill(Rect(x: box.minX, y: box.maxY - hairline, width: box.width, height: hairline), color: separator)
        case let .disclosure(color):
            ChromeGlyphs.disclosure(maxX: box.maxX, centerY: box.midY, color: color, on: canvas)
        case let .checkmark(color):
            ChromeGlyphs.checkmark(maxX: box.maxX, centerY: box.midY, color: color, on: canvas)
        case let .icon(icon, color):
            let inset = box.width * 0.18
            ChromeIcons.draw(icon, in: Rect(x: box.minX + inset, y: box.minY + inset, width: box.width - 2 * inset,
                                            height: box.height - 2 * inset), color: color, filled: true, on: canvas)
        }
    }
}
