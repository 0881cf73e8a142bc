import TrellisModel

/// Draws the problem of a scroll view whose content size is not determined, or 0, over the images that show it: the
/// problem axes hatched over the scroll view's area and a panel with each warning's text and the constraint that would
/// fix it (`ContentSizeProblem`, `ProblemPanel`).
///
/// Content images show it at every annotation level but `none` (they are diagrams already); the screen and viewport
/// images, which otherwise show what a phone shows, only with `annotate: all`.
struct ProblemOverlay {
    let geometry: StateGeometry
    let device: Device
    let diagnostics: [Diagnostic]
    let level: Annotation
    let measurer: PangoTextMeasurer

    /// UIKit's systemRed, translucent so the subviews stay visible under the lines.
    static let hatchColor = Color(red: 1, green: 0.231, blue: 0.188, alpha: 0.5)
    /// Distance between two hatch lines along either axis, in points.
    static let hatchSpacing = 16.0
    /// Width of a hatch line, in points.
    static let hatchWidth = 1.5

    /// Which part of the picture is drawn: the hatching goes under the other annotations (ids stay readable), the
    /// panels over them (the content image's dimming does not fade the text).
    enum Layer { case hatching, panels }

    func draw(_ layer: Layer, _ plan: OutputPlan, on canvas: Canvas) {
        // In screen and viewport images the scroll view's own id tag sits at its frame's corner.
        var onScreen = true
        if case .content = plan.kind { onScreen = false }
        for (problem, area, contentOrigin) in places(plan) {
            switch layer {
            case .hatching:
                hatch(problem, area: area, contentOrigin: contentOrigin, on: canvas)
            case .panels:
                let scrollOrigin = onScreen ? geometry.screenFrame(of: problem.scrollView)?.origin : nil
                tagEmptyViews(of: problem, contentOrigin: contentOrigin, scrollOrigin: scrollOrigin, measurer: measurer, on: canvas)
                ProblemPanel(problem: problem).draw(in: area, on: canvas)
            }
        }
    }

    /// Each problem the image shows, the area it covers (in drawing coordinates) and where that scroll view's content
    /// origin is.
    private func places(_ plan: OutputPlan) -> [(ContentSizeProblem, Rect, Point)] {
        guard level != .none else { return [] }
        let region = Rect(origin: plan.origin, size: plan.size)
        switch plan.kind {
        case let .content(id):
            guard let view = geometry.state.view(id),
                  let problem = ContentSizeProblem.find(view, diagnostics: diagnostics) else { return [] }
            return [(problem, region, .zero)]
        case .screen, .viewport:
            guard level == .all else { return [] }
            let screen = Rect(origin: .zero, size: device.size)
            return geometry.state.views.compactMap { view in
                guard view.kind == .scroll, isShown(view.id),
                      let problem = ContentSizeProblem.find(view, diagnostics: diagnostics),
                      let frame = geometry.screenFrame(of: view.id),
                      let area = frame.intersection(screen)?.intersection(region) else { return nil }
                let offset = view.contentOffset ?? .zero
                return (problem, area, Point(x: frame.minX - offset.x, y: frame.minY - offset.y))
            }
        }
    }

    /// Hatches `area` along each problem axis, with lines through the content area's origin so that the viewport and
    /// content images line up.
    private func hatch(_ problem: ContentSizeProblem, area: Rect, contentOrigin: Point, on canvas: Canvas) {
        guard let visible = area.intersection(canvas.visibleRect) else { return }
        let context = canvas.context
        context.saved {
            context.rectangle(area.minX, area.minY, area.width, area.height)
            context.clip()
            canvas.setColor(Self.hatchColor)
            context.setLineWidth(Self.hatchWidth)
            for axis in problem.axes {
                Self.hatch(axis, area: visible, origin: contentOrigin, spacing: Self.hatchSpacing, on: canvas)
            }
            context.stroke()
        }
    }

    /// Adds the hatch lines of one axis over `area` to the current path: rising lines (╱, `x + y` a multiple of
    /// `spacing` from `origin`) for the width, falling lines (╲, `x − y` a multiple of `spacing`) for the height, so
    /// a scroll view undetermined on both axes is cross-hatched.
    static func hatch(_ axis: Axis, area: Rect, origin: Point, spacing: Double, on canvas: Canvas) {
        let x0 = area.minX - origin.x, x1 = area.maxX - origin.x
        let y0 = area.minY - origin.y, y1 = area.maxY - origin.y
        let (low, high) = axis == .horizontal ? ((x0 + y0) / spacing, (x1 + y1) / spacing)
                                              : ((x0 - y1) / spacing, (x1 - y0) / spacing)
        guard spacing > 0, low.isFinite, high.isFinite, high - low < 1e6 else { return }
        let context = canvas.context
        for k in Int(low.rounded(.down))...Int(high.rounded(.up)) {
            let c = Double(k) * spacing
            switch axis {
            case .horizontal:   // (x − ox) + (y − oy) = c
                context.moveTo(area.minX, origin.y + c - x0)
                context.lineTo(area.maxX, origin.y + c - x1)
            case .vertical:     // (x − ox) − (y − oy) = c
                context.moveTo(area.minX, origin.y + x0 - c)
                context.lineTo(area.maxX, origin.y + x1 - c)
            }
        }
    }

    /// Whether the view and all its ancestors are drawn.
    private func isShown(_ id: String) -> Bool {
        var current: String? = id
        var steps = 0
        while let next = current, steps < 10_000 {
            if geometry.nodes[next]?.isHidden == true { return false }
            current = geometry.state.view(next)?.parent
            steps += 1
        }
        return true
    }
}
