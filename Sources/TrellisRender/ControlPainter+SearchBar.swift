import TrellisModel

/// Search bars.
extension ControlPainter {
    /// UISearchBar: the search field (ControlMetrics' insets, height and corners) centred vertically in the bar, a
    /// magnifying glass at its leading end and the text (or the placeholder) after it. Apple's UISearchBar.Style: the
    /// prominent bar has a background and an opaque field (the bars' colour and systemBackground here), the minimal
    /// bar none and a translucent field (tertiarySystemFill).
    func drawSearchBar(_ control: ControlProperties, in box: Rect, rightToLeft: Bool) {
        let palette = control.palette
        let minimal = control.searchBarStyle == .minimal
        if !minimal { canvas.fill(box, color: palette.bar) }
        let inset = ControlMetrics.searchFieldInset
        let height = min(ControlMetrics.searchFieldHeight, box.height)
        let field = canvas.snap(Rect(x: box.minX + inset, y: box.minY + (box.height - height) / 2,
                                     width: max(0, box.width - 2 * inset), height: height))
        guard field.width > 0, field.height > 0 else { return }
        let radius = min(ControlMetrics.searchFieldRadius, field.height / 2, field.width / 2)
        canvas.fill(field, color: minimal ? palette.tertiaryFill : palette.background, radius: radius)
        // The glass: a ring and a handle to its lower right, in secondaryLabel, about 15 points across.
        let glassX = rightToLeft ? field.maxX - ControlMetrics.searchGlassInset - 7 : field.minX + ControlMetrics.searchGlassInset + 7
        drawGlass(center: Point(x: glassX - 1.5, y: field.midY - 1.5), radius: 5.5, color: palette.secondaryLabel)
        let textInset = ControlMetrics.searchTextInset
        let inner = Rect(x: rightToLeft ? field.minX + inset : field.minX + textInset, y: field.minY,
                         width: max(0, field.width - textInset - inset), height: field.height)
        let alignment: TextAlignment = rightToLeft ? .right : .left
        if control.title.isEmpty {
            drawText(control.placeholder, font: control.font, color: palette.secondaryLabel, alignment: alignment, in: inner)
        } else {
            drawText(control.title, font: control.font, color: control.color ?? palette.label, alignment: alignment, in: inner)
        }
    }

    /// A magnifying glass: a ring of `radius` round `center` and a handle out to the lower right.
    private func drawGlass(center: Point, radius: Double, color: Color) {
        let context = canvas.context
        canvas.setColor(color)
        context.setLineWidth(1.75)
        context.newPath()
        context.arc(center.x, center.y, radius: radius, from: 0, to: 2 * Double.pi)
        context.stroke()
        let reach = radius / 2.squareRoot()
        context.moveTo(center.x + reach, center.y + reach)
        context.lineTo(center.x + reach + 4, center.y + reach + 4)
        context.stroke()
    }
}
