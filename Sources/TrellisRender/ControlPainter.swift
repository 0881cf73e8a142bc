import TrellisModel

/// Draws UIKit's controls (button, switch, slider, segmented control, stepper, progress view, activity indicator,
/// page control, text field, text view, search bar, separator) in their frame, in the colours of the scene's appearance.
///
/// The metrics are ``ControlMetrics``'s; every edge that UIKit aligns to the pixel grid is snapped.
struct ControlPainter {
    let canvas: Canvas
    let measurer: PangoTextMeasurer
    let images: ImageStore
    /// Whether thumbs and the selected segment cast their shadows (blurred masks: pixel images only); without them
    /// a thumb gets a faint outline instead, so a white thumb stays visible on a white background.
    var drawsShadows = true

    /// Draws the control of `node` in `box` (its frame on the canvas, snapped).
    func draw(_ node: ViewNode, _ control: ControlProperties, in box: Rect) throws {
        let tint = node.resolvedTint
        // In a right-to-left view UIKit mirrors its controls: a switch is on at the left, sliders and progress views
        // fill from the right, segments and pages run from the right, text is right aligned, a button's image is
        // right of its title.
        let rtl = node.traits.layoutDirection == .rightToLeft
        switch node.kind {
        case .button: try drawButton(control, tint: tint, in: box, rightToLeft: rtl)
        case .switch: drawSwitch(control, in: box, rightToLeft: rtl)
        case .slider: drawSlider(control, tint: tint, in: box, rightToLeft: rtl)
        case .segmentedControl: drawSegments(control, in: box, rightToLeft: rtl)
        case .stepper: drawStepper(control, in: box, rightToLeft: rtl)
        case .progress: drawProgress(control, tint: tint, in: box, rightToLeft: rtl)
        case .activityIndicator: drawActivityIndicator(control, in: box)
        case .pageControl: drawPageControl(control, in: box, rightToLeft: rtl)
        case .textField: drawTextField(control, in: box, rightToLeft: rtl)
        case .textView: drawTextView(control, in: box, rightToLeft: rtl)
        case .searchBar: drawSearchBar(control, in: box, rightToLeft: rtl)
        case .separator: canvas.fill(box, color: control.color ?? control.palette.separator)
        case .view, .scroll, .label, .image, .stack: break
        }
    }

    /// A rectangle of `size` centred in `box`, its origin on the pixel grid.
    func centered(_ size: Size, in box: Rect) -> Rect {
        canvas.snap(Rect(x: box.minX + (box.width - size.width) / 2, y: box.minY + (box.height - size.height) / 2,
                         width: size.width, height: size.height))
    }

    /// A circle of `diameter` centred at `center`.
    func fillCircle(center: Point, diameter: Double, color: Color) {
        canvas.fill(Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter),
                    color: color, radius: diameter / 2)
    }

    /// The white thumb of a switch or slider with its soft shadow (two layered shadows in UIKit; one here, black at
    /// 15 % with a 4-point blur, 2 points down).
    func drawThumb(_ rect: Rect, color: Color) {
        let shadow = Shadow(color: .black, opacity: 0.15, radius: 4, offset: Point(x: 0, y: 2))
        if drawsShadows { ShadowPainter.draw(shadow, box: rect, radius: rect.width / 2, corners: .all, on: canvas) }
        canvas.fill(rect, color: color, radius: rect.width / 2)
        if !drawsShadows {
            let line = 0.5
            canvas.setColor(Color(red: 0, green: 0, blue: 0, alpha: 0.15))
            canvas.context.setLineWidth(line)
            canvas.context.roundedRectangle(rect.insetBy(line / 2), radius: (rect.width - line) / 2, corners: .all)
            canvas.context.stroke()
        }
    }

    /// One line of text in `box`, centred vertically, aligned as asked.
    func drawText(_ text: String, font: String, color: Color, alignment: TextAlignment, in box: Rect) {
        guard !text.isEmpty, box.width > 0, FontLimits.drawable(font, scale: canvas.scale) else { return }
        var label = LabelProperties(text: text)
        label.font = font
        label.color = color
        label.alignment = alignment
        label.lineBreak = .truncateTail
        canvas.context.saved {
            canvas.context.rectangle(box.minX, box.minY, box.width, box.height)
            canvas.context.clip()
            measurer.drawLabel(label, in: box, context: canvas.context)
        }
    }

    /// The size of one line of text.
    func textSize(_ text: String, font: String) -> Size {
        text.isEmpty ? .zero : measurer.measure(text, font: font, width: nil, lines: 1, lineBreak: .clip).size
    }
}
