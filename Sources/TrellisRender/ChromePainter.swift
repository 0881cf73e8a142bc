import TrellisModel

/// Draws the system chrome and the container's bars over a screen, as a phone composites them over the app's views:
/// the bars' blurred material (or nothing at the scroll edge), their titles and items, the status bar on top of all,
/// and the home indicator.
struct ChromePainter {
    let layout: ChromeLayout
    let palette: ChromePalette
    let bars: BarContent
    let tint: Color
    let measurer: PangoTextMeasurer
    let screen: Size
    let layoutDirection: LayoutDirection
    /// Whether the navigation bar shows its scroll-edge appearance (transparent, no hairline).
    let navigationAtEdge: Bool
    /// Whether the tab bar and the toolbar show their scroll-edge appearance.
    let bottomAtEdge: Bool

    init(scene: Scene, device: Device, geometry: StateGeometry, measurer: PangoTextMeasurer) {
        layout = ChromeLayout(device: device, container: scene.container, showsChrome: scene.showsChrome)
        palette = ChromePalette(appearance: scene.appearance)
        bars = scene.container.bars
        tint = bars.tint ?? palette.systemBlue
        self.measurer = measurer
        screen = device.size
        layoutDirection = scene.traits.layoutDirection
        (navigationAtEdge, bottomAtEdge) = Self.scrollEdges(scene: scene, geometry: geometry)
    }

    /// Whether the content sits at its top and bottom edges: UIKit (iOS 15 and later) gives a bar its
    /// `scrollEdgeAppearance`, transparent by default, while the edge of the scrollable content meets the bar; the
    /// content scroll view is the navigation controller's (the root's first subview, when it is a scroll view), and
    /// with none the content is always at its edges.
    static func scrollEdges(scene: Scene, geometry: StateGeometry) -> (top: Bool, bottom: Bool) {
        guard let first = scene.root.children.first, first.kind == .scroll, !first.isHidden,
              let view = geometry.state.view(first.id) else { return (true, true) }
        let offset = view.contentOffset ?? .zero, inset = view.adjustedContentInset ?? .zero
        let content = view.contentSize ?? .zero
        let tolerance = 0.5
        let top = offset.y <= -inset.top + tolerance
        let bottom = offset.y >= content.height + inset.bottom - view.frame.height - tolerance
        return (top, bottom)
    }

    /// Draws the chrome over what is on `canvas`; `content` redraws the views (for the bars' blurred backdrop).
    func draw(on canvas: Canvas, background: Color, content: (Canvas) throws -> Void) throws {
        if let rect = layout.navigationBackground {
            if !navigationAtEdge {
                try material(rect, hairlineAt: rect.maxY - 1 / canvas.scale, on: canvas, background: background, content: content)
            }
            drawNavigationBar(on: canvas)
        }
        if let rect = layout.toolbarBackground {
            if !bottomAtEdge { try material(rect, hairlineAt: rect.minY, on: canvas, background: background, content: content) }
            drawToolbar(on: canvas)
        }
        if let rect = layout.tabBackground {
            if !bottomAtEdge { try material(rect, hairlineAt: rect.minY, on: canvas, background: background, content: content) }
            drawTabBar(on: canvas)
        }
        if let rect = layout.statusBar { drawStatusBar(rect, on: canvas) }
        if let rect = layout.homeIndicator {
            canvas.fill(rect, color: palette.label, radius: rect.height / 2)
        }
    }

    private func material(_ rect: Rect, hairlineAt y: Double, on canvas: Canvas, background: Color,
                          content: (Canvas) throws -> Void) throws {
        guard rect.intersects(canvas.visibleRect) else { return }
        try BackdropMaterial.draw(behind: rect, screen: screen, background: background, fill: palette.barMaterial,
                                  on: canvas, content: content)
        canvas.fill(Rect(x: rect.minX, y: y, width: rect.width, height: 1 / canvas.scale), color: palette.barHairline)
    }

    // MARK: Text

    /// The Pango description of the system font at a weight and size.
    static func systemFont(_ weight: FontWeight, _ size: Double) -> String {
        [systemFontFamily, weight.pangoName, formatLayoutNumber(size)].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The width of one line of `text`.
    func textWidth(_ text: String, font: String) -> Double {
        measurer.measure(text, font: font, width: nil, lines: 1, lineBreak: .clip).size.width
    }

    /// Draws one line of `text` centred vertically in `rect`, shortened with an ellipsis when it does not fit.
    func drawText(_ text: String, font: String, color: Color, in rect: Rect, alignment: TextAlignment = .left, on canvas: Canvas) {
        guard rect.width > 0, !text.isEmpty else { return }
        var label = LabelProperties(text: text)
        label.font = font
        label.color = color
        label.alignment = alignment
        label.lines = 1
        measurer.drawLabel(label, in: rect, context: canvas.context)
    }
}
