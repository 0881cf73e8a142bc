import TrellisModel

/// Buttons, text fields and text views: the controls that show text.
extension ControlPainter {
    /// UIButton: the title (and image, left of it) centred in the frame; configuration styles draw a background.
    func drawButton(_ control: ControlProperties, tint: Color, in box: Rect, rightToLeft: Bool) throws {
        let foreground: Color
        switch control.buttonStyle {
        case .system, .plain:
            foreground = control.color ?? tint
        case .filled:
            canvas.fill(box, color: tint, radius: ControlMetrics.configurationCornerRadius)
            foreground = control.color ?? .white
        case .tinted:
            // UIButton.Configuration.tinted(): the tint colour, faint, behind a title in the tint colour.
            canvas.fill(box, color: tint.withAlpha(0.15), radius: ControlMetrics.configurationCornerRadius)
            foreground = control.color ?? tint
        case .gray:
            canvas.fill(box, color: control.palette.tertiaryFill, radius: ControlMetrics.configurationCornerRadius)
            foreground = control.color ?? tint
        case .bordered:
            canvas.fill(box, color: control.palette.secondaryFill, radius: ControlMetrics.configurationCornerRadius)
            foreground = control.color ?? tint
        }
        let title = textSize(control.title, font: control.font)
        let imageSize = control.image?.pointSize ?? .zero
        let content = centered(Size(width: title.width + imageSize.width, height: max(title.height, imageSize.height)), in: box)
        // The image is on the leading side of the title.
        let imageX = rightToLeft ? content.maxX - imageSize.width : content.minX
        let titleX = rightToLeft ? content.minX : content.minX + imageSize.width
        if let image = control.image, imageSize.width > 0, imageSize.height > 0 {
            let surface = try images.surface(for: image.path)
            let target = centered(imageSize, in: Rect(x: imageX, y: box.minY, width: imageSize.width, height: box.height))
            canvas.context.paintImage(surface, x: target.minX, y: target.minY, scaleX: target.width / Double(surface.width),
                                      scaleY: target.height / Double(surface.height), smooth: true)
        }
        let titleBox = Rect(x: titleX, y: box.minY, width: max(0, min(title.width, box.maxX - titleX)), height: box.height)
        drawText(control.title, font: control.font, color: foreground, alignment: .left, in: titleBox)
    }

    /// UITextField with the rounded-rect border: a hairline rounded border, the text (or the placeholder) 7 points in.
    func drawTextField(_ control: ControlProperties, in box: Rect, rightToLeft: Bool) {
        let palette = control.palette
        canvas.fill(box, color: palette.background, radius: ControlMetrics.textFieldRadius)
        let hairline = 1 / canvas.scale
        canvas.setColor(palette.opaqueSeparator)
        canvas.context.setLineWidth(hairline)
        canvas.context.roundedRectangle(box.insetBy(hairline / 2), radius: ControlMetrics.textFieldRadius - hairline / 2, corners: .all)
        canvas.context.stroke()
        let padding = ControlMetrics.textFieldPadding
        let inner = Rect(x: box.minX + padding, y: box.minY, width: max(0, box.width - 2 * padding), height: box.height)
        let alignment: TextAlignment = rightToLeft ? .right : .left
        if control.title.isEmpty {
            drawText(control.placeholder, font: control.font, color: palette.placeholder, alignment: alignment, in: inner)
        } else {
            drawText(control.title, font: control.font, color: control.color ?? palette.label, alignment: alignment, in: inner)
        }
    }

    /// UITextView: the wrapped text from the top, inside the text container's insets.
    func drawTextView(_ control: ControlProperties, in box: Rect, rightToLeft: Bool) {
        let insets = ControlMetrics.textViewInsets
        let inner = Rect(x: box.minX + insets.left, y: box.minY + insets.top, width: max(0, box.width - insets.left - insets.right),
                         height: max(0, box.height - insets.top - insets.bottom))
        guard !control.title.isEmpty, inner.width > 0, inner.height > 0, FontLimits.drawable(control.font, scale: canvas.scale) else { return }
        let height = measurer.measure(control.title, font: control.font, width: inner.width, lines: 0, lineBreak: .wordWrap).size.height
        var label = LabelProperties(text: control.title)
        label.font = control.font
        label.color = control.color ?? control.palette.label
        label.lines = 0
        label.lineBreak = .wordWrap
        label.alignment = rightToLeft ? .right : .left
        // The text starts at the top; what does not fit is cut at the bottom (scrolled out of view).
        let textBox = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: max(height, 0))
        canvas.context.saved {
            canvas.context.rectangle(box.minX, box.minY, box.width, box.height)
            canvas.context.clip()
            measurer.drawLabel(label, in: textBox, context: canvas.context)
        }
    }
}
