import TrellisModel

/// Draws the views of one solved state as UIKit composites them: back to front, alpha as a group, clipping,
/// rounded corners, borders above subviews, labels, images and scroll indicators.
struct ViewPainter {
    let geometry: StateGeometry
    let measurer: PangoTextMeasurer
    let images: ImageStore
    /// Whether scroll views with `indicators: true` draw them (viewport and screen images).
    var drawsIndicators = true
    /// The scene's layout direction (table separators run from the text's leading edge to the trailing edge).
    var layoutDirection: LayoutDirection = .leftToRight

    /// Draws `node` and its subtree; `origin` is where its superview's coordinate origin lies on the canvas.
    func draw(_ node: ViewNode, origin: Point, on canvas: Canvas) throws {
        guard !node.isHidden, node.alpha > 0, let view = geometry.state.view(node.id) else { return }
        if let bounds = geometry.subtreeBounds[node.id], !bounds.offsetBy(origin.x, origin.y).intersects(canvas.visibleRect) {
            return
        }
        let frame = view.frame.offsetBy(origin.x, origin.y)
        let box = canvas.snap(frame)
        let context = canvas.context
        let grouped = node.alpha < 1
        let corners = CornerSet.outline(node.maskedCorners, curve: node.cornerCurve)
        if grouped { context.beginGroup() }

        // masksToBounds clips a layer's own shadow away, so only an unclipped view casts one.
        if let shadow = node.shadow, !node.clipsToBounds { ShadowPainter.draw(shadow, box: box, radius: node.cornerRadius, corners: corners, on: canvas) }
        canvas.fill(box, color: node.background, radius: node.cornerRadius, corners: corners)
        if let gradient = node.gradient { GradientPainter.draw(gradient, box: box, radius: node.cornerRadius, corners: corners, on: canvas) }
        if node.clipsToBounds {
            context.save()
            context.roundedRectangle(box, radius: node.cornerRadius, corners: corners)
            context.clip()
        }
        if let label = node.label, node.kind == .label, !label.text.isEmpty, FontLimits.drawable(label.font, scale: canvas.scale) {
            // UILabel draws into a backing store of its bounds' size, so its text never spills outside them.
            context.saved {
                context.rectangle(box.minX, box.minY, box.width, box.height)
                context.clip()
                measurer.drawLabel(label, in: box, context: context)
            }
        }
        if let image = node.image, node.kind == .image {
            try ImagePainter(images: images).draw(image, tint: node.resolvedTint, in: box, canvas: canvas)
        }
        if let control = node.control {
            try ControlPainter(canvas: canvas, measurer: measurer, images: images).draw(node, control, in: box)
        }
        let offset = geometry.contentOffset(of: node.id)
        let childOrigin = Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
        for index in geometry.visibleChildren(of: node, origin: childOrigin, in: canvas.visibleRect) {
            try draw(node.children[index], origin: childOrigin, on: canvas)
        }
        if let decoration = node.tableDecoration { TablePainter.draw(decoration, node: node, box: box, painter: self, on: canvas) }
        if node.clipsToBounds { context.restore() }

        if let border = node.border, border.width > 0 {
            drawBorder(border, in: box, radius: node.cornerRadius, corners: corners, canvas: canvas)
        }
        if drawsIndicators, node.kind == .scroll, node.scroll.indicators {
            drawIndicators(of: view, in: box, canvas: canvas)
        }
        if grouped { context.endGroup(alpha: node.alpha) }
        try context.check("draw view '\(node.id)'")
    }

    /// A border inside the bounds, drawn above the subviews as CALayer draws it.
    private func drawBorder(_ border: Border, in box: Rect, radius: Double, corners: CornerSet, canvas: Canvas) {
        guard border.sides == .all else {
            SideBorderPainter.draw(border, in: box, radius: radius, corners: corners, canvas: canvas)
            return
        }
        let width = min(border.width, box.width / 2, box.height / 2)
        guard width > 0, border.color.alpha > 0 else { return }
        let inner = box.insetBy(width / 2)
        canvas.setColor(border.color)
        canvas.context.setLineWidth(width)
        canvas.context.roundedRectangle(inner, radius: max(0, radius - width / 2), corners: corners)
        canvas.context.stroke()
    }

    private func drawIndicators(of view: SolvedView, in box: Rect, canvas: Canvas) {
        for thumb in ScrollIndicators.thumbs(of: view, frame: box) {
            canvas.fill(thumb, color: ScrollIndicators.color, radius: ScrollIndicators.thickness / 2)
        }
    }
}

/// Where UIImageView puts an image of a natural size in a box, per content mode.
enum ImagePlacement {
    static func rect(for mode: ContentMode, natural: Size, in box: Rect) -> Rect {
        let w = natural.width, h = natural.height
        switch mode {
        case .scaleToFill:
            return box
        case .aspectFit, .aspectFill:
            let fx = box.width / w, fy = box.height / h
            let f = mode == .aspectFit ? min(fx, fy) : max(fx, fy)
            let size = Size(width: w * f, height: h * f)
            return Rect(x: box.minX + (box.width - size.width) / 2, y: box.minY + (box.height - size.height) / 2,
                        width: size.width, height: size.height)
        default:
            let left = box.minX, right = box.maxX - w, centerX = box.minX + (box.width - w) / 2
            let top = box.minY, bottom = box.maxY - h, centerY = box.minY + (box.height - h) / 2
            let x: Double, y: Double
            switch mode {
            case .top: (x, y) = (centerX, top)
            case .bottom: (x, y) = (centerX, bottom)
            case .left: (x, y) = (left, centerY)
            case .right: (x, y) = (right, centerY)
            case .topLeft: (x, y) = (left, top)
            case .topRight: (x, y) = (right, top)
            case .bottomLeft: (x, y) = (left, bottom)
            case .bottomRight: (x, y) = (right, bottom)
            default: (x, y) = (centerX, centerY)
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
