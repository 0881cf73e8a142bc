import TrellisModel

/// Switches, sliders, progress views, segmented controls and steppers.
extension ControlPainter {
    /// UISwitch: a 51 × 31 capsule (the on colour, or secondarySystemFill when off) with a 27-point white thumb 2 points
    /// inside it, at the right when on. The switch keeps its size at the frame's top leading corner whatever the frame.
    func drawSwitch(_ control: ControlProperties, in box: Rect, rightToLeft: Bool) {
        let size = ControlMetrics.switchSize
        let track = canvas.snap(Rect(x: rightToLeft ? box.maxX - size.width : box.minX, y: box.minY, width: size.width, height: size.height))
        let on = control.onTint ?? control.palette.switchOn
        canvas.fill(track, color: control.isOn ? on : control.palette.secondaryFill, radius: size.height / 2)
        let diameter = ControlMetrics.switchThumbDiameter
        let inset = (size.height - diameter) / 2
        let x = control.isOn != rightToLeft ? track.maxX - inset - diameter : track.minX + inset
        drawThumb(Rect(x: x, y: track.minY + inset, width: diameter, height: diameter), color: control.palette.thumb)
    }

    /// The fraction of a range a value stands at (0 for an empty range).
    private func fraction(_ control: ControlProperties) -> Double {
        let span = control.maximum - control.minimum
        return span > 0 ? min(1, max(0, (control.value - control.minimum) / span)) : 0
    }

    /// UISlider: a 4-point track across the frame, the tint up to the thumb and systemFill after it, a 28-point thumb.
    func drawSlider(_ control: ControlProperties, tint: Color, in box: Rect, rightToLeft: Bool) {
        let thickness = ControlMetrics.sliderTrackThickness, diameter = ControlMetrics.sliderThumbDiameter
        let track = canvas.snap(Rect(x: box.minX, y: box.midY - thickness / 2, width: box.width, height: thickness))
        let travel = max(0, box.width - diameter) * fraction(control)
        let centerX = rightToLeft ? box.maxX - diameter / 2 - travel : box.minX + diameter / 2 + travel
        canvas.fill(track, color: control.palette.systemFill, radius: thickness / 2)
        canvas.context.saved {
            let start = rightToLeft ? centerX : track.minX
            canvas.context.rectangle(start, track.minY, max(0, rightToLeft ? track.maxX - centerX : centerX - track.minX), track.height)
            canvas.context.clip()
            canvas.fill(track, color: tint, radius: thickness / 2)
        }
        drawThumb(Rect(x: centerX - diameter / 2, y: box.midY - diameter / 2, width: diameter, height: diameter),
                  color: control.palette.thumb)
    }

    /// UIProgressView: a rounded 4-point track in systemFill, filled with the tint up to the progress.
    func drawProgress(_ control: ControlProperties, tint: Color, in box: Rect, rightToLeft: Bool) {
        let radius = box.height / 2
        canvas.fill(box, color: control.palette.systemFill, radius: radius)
        let width = box.width * min(1, max(0, control.value))
        let filled = canvas.snap(Rect(x: rightToLeft ? box.maxX - width : box.minX, y: box.minY, width: width, height: box.height))
        canvas.fill(filled, color: tint, radius: radius)
    }

    /// UISegmentedControl (iOS 13 and later): a tertiarySystemFill capsule of radius 9, the selected segment a raised
    /// rounded rectangle 2 points inside it, hairline dividers between the other segments, titles centred.
    func drawSegments(_ control: ControlProperties, in box: Rect, rightToLeft: Bool) {
        let palette = control.palette
        canvas.fill(box, color: palette.tertiaryFill, radius: 9)
        let count = control.segments.count
        guard count > 0 else { return }
        let width = box.width / Double(count)
        // The x of segment `index`'s left edge: segments run from the leading edge.
        func left(_ index: Int) -> Double { box.minX + width * Double(rightToLeft ? count - 1 - index : index) }
        let hairline = 1 / canvas.scale
        for index in 1..<max(1, count) where index != control.selected && index - 1 != control.selected {
            let x = canvas.snap(rightToLeft ? left(index) + width : left(index))
            canvas.fill(Rect(x: x - hairline / 2, y: box.minY + 8, width: hairline, height: max(0, box.height - 16)),
                        color: palette.opaqueSeparator)
        }
        if control.selected >= 0, control.selected < count {
            let segment = canvas.snap(Rect(x: left(control.selected) + 2, y: box.minY + 2,
                                           width: width - 4, height: box.height - 4))
            let shadow = Shadow(color: .black, opacity: 0.12, radius: 8, offset: Point(x: 0, y: 3))
            if drawsShadows { ShadowPainter.draw(shadow, box: segment, radius: 7, corners: .all, on: canvas) }
            canvas.fill(segment, color: palette.selectedSegment, radius: 7)
        }
        for (index, title) in control.segments.enumerated() {
            let font = index == control.selected ? control.selectedFont ?? control.font : control.font
            let cell = Rect(x: left(index) + 4, y: box.minY, width: max(0, width - 8), height: box.height)
            drawText(title, font: font, color: control.color ?? palette.label, alignment: .center, in: cell)
        }
    }

    /// UIStepper (iOS 13 and later): a 94 × 32 tertiarySystemFill rounded rectangle of radius 8, a divider in the
    /// middle, a minus and a plus; the one at the end of the range is dimmed.
    func drawStepper(_ control: ControlProperties, in box: Rect, rightToLeft: Bool) {
        let size = ControlMetrics.stepperSize
        let palette = control.palette
        let body = canvas.snap(Rect(x: rightToLeft ? box.maxX - size.width : box.minX, y: box.minY, width: size.width, height: size.height))
        canvas.fill(body, color: palette.tertiaryFill, radius: 8)
        let hairline = 1 / canvas.scale
        let middle = canvas.snap(body.midX)
        canvas.fill(Rect(x: middle - hairline / 2, y: body.minY + 8, width: hairline, height: body.height - 16), color: palette.opaqueSeparator)
        let bar = 1.5, arm = 14.0
        let minus = Point(x: body.minX + body.width / 4, y: body.midY)
        let plus = Point(x: body.minX + 3 * body.width / 4, y: body.midY)
        let minusColor = control.value <= control.minimum ? palette.label.withAlpha(0.3) : palette.label
        let plusColor = control.value >= control.maximum ? palette.label.withAlpha(0.3) : palette.label
        canvas.fill(canvas.snap(Rect(x: minus.x - arm / 2, y: minus.y - bar / 2, width: arm, height: bar)), color: minusColor)
        canvas.fill(canvas.snap(Rect(x: plus.x - arm / 2, y: plus.y - bar / 2, width: arm, height: bar)), color: plusColor)
        canvas.fill(canvas.snap(Rect(x: plus.x - bar / 2, y: plus.y - arm / 2, width: bar, height: (arm - bar) / 2)), color: plusColor)
        canvas.fill(canvas.snap(Rect(x: plus.x - bar / 2, y: plus.y + bar / 2, width: bar, height: (arm - bar) / 2)), color: plusColor)
    }
}
