import TrellisModel

/// The text box of a problem picture: for each problem axis a swatch of its hatching, the warning's code, its
/// sentence and the fix, wrapped to the area's width at the bottom of the area, and shrunk until it fits inside the
/// area, so no line is cut at the image's edge.
struct ProblemPanel {
    let problem: ContentSizeProblem

    /// One paragraph of the panel.
    struct Paragraph: Equatable {
        var text: String
        var bold: Bool
        var color: Color
    }

    /// Where the panel goes and at which size its text is set.
    struct Placement: Equatable {
        /// The box, in drawing coordinates.
        var box: Rect
        /// Text size in points.
        var fontSize: Double
        /// Whether the whole text fits inside the area (false only for areas smaller than the smallest text).
        var fits: Bool
    }

    static let headingColor = Color(red: 0.8, green: 0.1, blue: 0.08)
    static let textColor = Color(red: 0.11, green: 0.11, blue: 0.12)
    static let fixColor = Color(red: 0, green: 0.42, blue: 0.16)
    static let backing = Color(red: 1, green: 1, blue: 1, alpha: 0.92)
    /// The text starts at this size and shrinks in steps of half a point down to `smallestFont` until it fits.
    static let largestFont = 12.0
    static let smallestFont = 4.0

    /// The paragraphs of each note, in order: the heading (`warning: [ambiguous-content-size]`), the sentence, and
    /// `fix: …`.
    var notes: [[Paragraph]] {
        problem.notes.map { note in
            var paragraphs: [Paragraph] = []
            if let heading = note.heading { paragraphs.append(Paragraph(text: heading, bold: true, color: Self.headingColor)) }
            paragraphs.append(Paragraph(text: note.problem, bold: false, color: Self.textColor))
            if let fix = note.fix { paragraphs.append(Paragraph(text: "fix: \(fix)", bold: true, color: Self.fixColor)) }
            return paragraphs
        }
    }

    /// Sizes that scale with the text: margin to the area's edges, padding, the swatch's side and the gaps.
    private struct Metrics {
        let size: Double
        var unit: Double { size / ProblemPanel.largestFont }
        var margin: Double { 8 * unit }
        var padding: Double { 6 * unit }
        var swatch: Double { 10 * unit }
        var column: Double { 4 * unit }
        var paragraphGap: Double { 2 * unit }
        var noteGap: Double { 6 * unit }
        func font(bold: Bool) -> String { "DejaVu Sans\(bold ? " Bold" : "") \(formatLayoutNumber(size))" }
    }

    /// The largest text size at which the panel fits in `area`, and its box.
    func placement(in area: Rect) -> Placement {
        FontSystem.shared.withContext { pango in placement(in: area, pango: pango).placement }
    }

    private func placement(in area: Rect, pango: OpaquePointer) -> (placement: Placement, heights: [[Double]]) {
        var size = Self.largestFont
        while true {
            let metrics = Metrics(size: size)
            let width = area.width - 2 * metrics.margin
            let textWidth = width - 2 * metrics.padding - metrics.swatch - metrics.column
            var heights: [[Double]] = []
            var height = 2 * metrics.padding
            for (index, note) in notes.enumerated() {
                let noteHeights = note.map { paragraph in
                    TextLayout(context: pango, parameters: parameters(paragraph, metrics: metrics, width: max(1, textWidth)))
                        .extent().height
                }
                heights.append(noteHeights)
                height += noteHeights.reduce(0, +) + Double(max(0, note.count - 1)) * metrics.paragraphGap
                if index > 0 { height += metrics.noteGap }
            }
            let fits = textWidth >= 4 * size && height <= area.height - 2 * metrics.margin
            if fits || size <= Self.smallestFont {
                let box = Rect(x: area.minX + metrics.margin, y: area.maxY - metrics.margin - height,
                               width: max(0, width), height: height)
                return (Placement(box: box, fontSize: size, fits: fits), heights)
            }
            size -= 0.5
        }
    }

    private func parameters(_ paragraph: Paragraph, metrics: Metrics, width: Double) -> TextParameters {
        TextParameters(text: paragraph.text, font: metrics.font(bold: paragraph.bold), width: width, lines: 0,
                       lineBreak: .wordWrap)
    }

    /// Draws the panel at the bottom of `area`, clipped to it.
    func draw(in area: Rect, on canvas: Canvas) {
        let context = canvas.context
        FontSystem.shared.withContext { pango in
            let (placement, heights) = placement(in: area, pango: pango)
            let metrics = Metrics(size: placement.fontSize)
            let box = canvas.snap(placement.box)
            context.saved {
                context.rectangle(area.minX, area.minY, area.width, area.height)
                context.clip()
                canvas.fill(box, color: Self.backing, radius: 4 * metrics.unit)
                canvas.setColor(ProblemOverlay.hatchColor, alpha: 1 / ProblemOverlay.hatchColor.alpha)
                context.setLineWidth(1)
                let edge = box.insetBy(0.5)
                context.roundedRectangle(edge.minX, edge.minY, edge.width, edge.height, radius: 4 * metrics.unit)
                context.stroke()
                let textX = box.minX + metrics.padding + metrics.swatch + metrics.column
                let textWidth = box.width - 2 * metrics.padding - metrics.swatch - metrics.column
                var y = box.minY + metrics.padding
                for (index, note) in notes.enumerated() {
                    if index > 0 { y += metrics.noteGap }
                    drawSwatch(problem.notes[index].axis, at: Point(x: box.minX + metrics.padding, y: y),
                               side: metrics.swatch, on: canvas)
                    for (paragraphIndex, paragraph) in note.enumerated() {
                        if paragraphIndex > 0 { y += metrics.paragraphGap }
                        let layout = TextLayout(context: pango, parameters: parameters(paragraph, metrics: metrics,
                                                                                       width: max(1, textWidth)))
                        canvas.setColor(paragraph.color)
                        let height = heights[index][paragraphIndex]
                        layout.draw(in: context, x: textX, y: y, visibleHeight: height)
                        y += height
                    }
                }
            }
        }
    }

    /// A square of the axis's hatching: the legend of the lines over the area.
    private func drawSwatch(_ axis: Axis, at point: Point, side: Double, on canvas: Canvas) {
        let context = canvas.context
        let square = Rect(origin: point, size: Size(width: side, height: side))
        context.saved {
            context.rectangle(square.minX, square.minY, square.width, square.height)
            context.clip()
            canvas.setColor(ProblemOverlay.hatchColor, alpha: 1 / ProblemOverlay.hatchColor.alpha)
            context.setLineWidth(side / 8)
            ProblemOverlay.hatch(axis, area: square, origin: point, spacing: side / 3, on: canvas)
            context.stroke()
        }
        canvas.setColor(ProblemOverlay.hatchColor, alpha: 1 / ProblemOverlay.hatchColor.alpha)
        context.setLineWidth(side / 10)
        context.rectangle(square.minX, square.minY, square.width, square.height)
        context.stroke()
    }
}
