import TrellisModel

/// The annotations of `Annotator` in SVG: the viewport in content images, and with `all` the safe area, every
/// view's outline and id (as `<text>`), the content inset and the content size's dimension lines.
extension SVGWriter {
    /// Dims the content outside the viewport at this offset and outlines the viewport.
    mutating func markViewport(of view: SolvedView, region: Rect) {
        let offset = view.contentOffset ?? .zero
        let viewport = snap(Rect(origin: offset, size: view.frame.size))
        document.element("path", [("class", "annotation"), ("d", Self.path(region) + " " + Self.path(viewport)),
                                  ("fill-rule", "evenodd")] + SVGDocument.paint(Annotator.dimColor))
        document.element("rect", SVGDocument.rectAttributes(viewport.insetBy(1)) + [("class", "annotation"), ("fill", "none"),
                         ("stroke-width", "2")] + SVGDocument.paint(Annotator.viewportColor, as: "stroke"))
    }

    /// `annotate: all` (or a list of ids): safe-area bands (screen and viewport, all views) or inset bands (content),
    /// then the outlines, dimension lines, leaders and badges of `AnnotationLayout`.
    mutating func outlineAll(_ plan: OutputPlan) {
        document.open("g", [("class", "annotation")])
        switch plan.kind {
        case .screen, .viewport:
            guard annotation.views == nil else { break }
            let size = device.size, inset = device.safeArea
            let bands = [Rect(x: 0, y: 0, width: size.width, height: inset.top),
                         Rect(x: 0, y: size.height - inset.bottom, width: size.width, height: inset.bottom),
                         Rect(x: 0, y: inset.top, width: inset.left, height: size.height - inset.top - inset.bottom),
                         Rect(x: size.width - inset.right, y: inset.top, width: inset.right, height: size.height - inset.top - inset.bottom)]
            for band in bands where band.width > 0 && band.height > 0 {
                document.element("rect", SVGDocument.rectAttributes(snap(band)) + SVGDocument.paint(Annotator.safeAreaColor))
            }
        case let .content(id):
            guard annotation.views?.contains(id) ?? true, let view = geometry.state.view(id) else { break }
            let content = view.contentSize ?? .zero
            let area = snap(Rect(x: 0, y: 0, width: content.width, height: content.height))
            document.element("path", [("d", Self.path(Rect(origin: plan.origin, size: plan.size)) + " " + Self.path(area)),
                                      ("fill-rule", "evenodd")] + SVGDocument.paint(Annotator.insetColor))
        }
        if let layout = AnnotationLayout.of(plan, geometry: geometry, scene: scene, device: device, views: annotation.views,
                                            measurer: measurer, scale: scale) {
            draw(layout)
        }
        document.close("g")
    }

    /// The outlines (in their ancestors' clip), the dimension lines with ticks, the leaders and the badges.
    private mutating func draw(_ layout: AnnotationLayout) {
        let n = SVGDocument.number
        for outline in layout.outlines {
            if let clip = outline.clip { document.open("g", [("clip-path", document.clipPath(clip, radius: 0))]) }
            document.element("rect", SVGDocument.rectAttributes(outline.box.insetBy(0.5)) + [("fill", "none"), ("stroke-width", "1")]
                             + SVGDocument.paint(Annotator.outlineColor, as: "stroke"))
            if outline.clip != nil { document.close("g") }
        }
        var path = ""
        for line in layout.dimensions {
            path += "M\(n(line.from.x)) \(n(line.from.y))L\(n(line.to.x)) \(n(line.to.y))"
            for (a, b) in line.ticks { path += "M\(n(a.x)) \(n(a.y))L\(n(b.x)) \(n(b.y))" }
        }
        if !path.isEmpty {
            document.element("path", [("d", path), ("fill", "none"), ("stroke-width", "1")] + SVGDocument.paint(Annotator.dimensionColor, as: "stroke"))
        }
        for badge in layout.badges {
            guard let leader = badge.leader else { continue }
            let color = badge.isDimension ? Annotator.dimensionColor : Annotator.outlineColor
            document.element("path", [("class", "leader"), ("d", "M\(n(leader.from.x)) \(n(leader.from.y))L\(n(leader.to.x)) \(n(leader.to.y))"),
                                      ("fill", "none"), ("stroke-width", "1")] + SVGDocument.paint(color, as: "stroke"))
            document.element("circle", [("cx", n(leader.to.x)), ("cy", n(leader.to.y)), ("r", "1.5")] + SVGDocument.paint(color))
        }
        for badge in layout.badges {
            tag(badge.text, in: badge.rect, color: badge.isDimension ? Annotator.dimensionColor : Annotator.outlineColor)
        }
    }

    /// A badge: one line of text on a translucent backing filling `rect`, as `drawTag` draws it.
    private mutating func tag(_ text: String, in rect: Rect, color: Color) {
        let metrics = measurer.measure(text, font: AnnotationLayout.font, width: nil, lines: 1, lineBreak: .clip)
        document.element("rect", SVGDocument.rectAttributes(rect, radius: 2) + [("class", "badge")] + SVGDocument.paint(Annotator.tagBacking))
        document.text([(text, rect.minX + AnnotationLayout.padding, rect.minY + 1 + metrics.firstBaseline)],
                      [("font-family", "'DejaVu Sans', sans-serif"), ("font-size", "9")] + SVGDocument.paint(color))
    }

    /// An SVG path of a rectangle.
    static func path(_ rect: Rect) -> String {
        let n = SVGDocument.number
        return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
}
