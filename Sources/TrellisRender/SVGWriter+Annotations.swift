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

    /// `annotate: all`: safe-area bands (screen and viewport) or inset bands and dimension lines (content), and
    /// every view's outline and id.
    mutating func outlineAll(_ plan: OutputPlan) {
        document.open("g", [("class", "annotation")])
        switch plan.kind {
        case .screen, .viewport:
            let size = device.size, inset = device.safeArea
            let bands = [Rect(x: 0, y: 0, width: size.width, height: inset.top),
                         Rect(x: 0, y: size.height - inset.bottom, width: size.width, height: inset.bottom),
                         Rect(x: 0, y: inset.top, width: inset.left, height: size.height - inset.top - inset.bottom),
                         Rect(x: size.width - inset.right, y: inset.top, width: inset.right, height: size.height - inset.top - inset.bottom)]
            for band in bands where band.width > 0 && band.height > 0 {
                document.element("rect", SVGDocument.rectAttributes(snap(band)) + SVGDocument.paint(Annotator.safeAreaColor))
            }
            outline(scene.root, origin: .zero, tags: TagPlaces())
        case let .content(id):
            guard let node = geometry.nodes[id], let view = geometry.state.view(id) else { break }
            let content = view.contentSize ?? .zero
            let area = snap(Rect(x: 0, y: 0, width: content.width, height: content.height))
            document.element("path", [("d", Self.path(Rect(origin: plan.origin, size: plan.size)) + " " + Self.path(area)),
                                      ("fill-rule", "evenodd")] + SVGDocument.paint(Annotator.insetColor))
            let tags = TagPlaces()
            for child in node.children { outline(child, origin: .zero, tags: tags) }
            dimensions(of: content)
        }
        document.close("g")
    }

    /// The content size as dimension lines with ticks: the width along the top, the height along the right edge.
    private mutating func dimensions(of content: Size) {
        let n = SVGDocument.number, tick = 6.0
        var path = ""
        var tags: [(String, Double, Double)] = []
        if content.width > 0 {
            let y = snap(min(12, content.height / 2)) + 0.5
            path += "M0 \(n(y))H\(n(content.width))M0.5 \(n(y - tick))V\(n(y + tick))"
                + "M\(n(content.width - 0.5)) \(n(y - tick))V\(n(y + tick))"
            tags.append(("width \(formatLayoutNumber(content.width))", content.width / 2 - 27, y + 13))
        }
        if content.height > 0 {
            let x = snap(content.width - min(12, content.width / 2)) - 0.5
            path += "M\(n(x)) 0V\(n(content.height))M\(n(x - tick)) 0.5H\(n(x + tick))"
                + "M\(n(x - tick)) \(n(content.height - 0.5))H\(n(x + tick))"
            tags.append(("contentSize \(formatLayoutNumber(content.width)) × \(formatLayoutNumber(content.height))",
                         max(0, x - 150) + 3, content.height / 2 + 10))
        }
        guard !path.isEmpty else { return }
        document.element("path", [("d", path), ("fill", "none"), ("stroke-width", "1")] + SVGDocument.paint(Annotator.dimensionColor, as: "stroke"))
        for (text, x, y) in tags { tag(text, at: Point(x: x - 3, y: y - 10), color: Annotator.dimensionColor) }
    }

    /// A small one-line tag with its top-left at `point` on a translucent backing, as `drawTag` draws it.
    private mutating func tag(_ text: String, at point: Point, color: Color) {
        let font = "DejaVu Sans 9"
        let metrics = measurer.measure(text, font: font, width: nil, lines: 1, lineBreak: .clip)
        let backing = Rect(x: point.x, y: point.y, width: metrics.size.width + 6, height: metrics.size.height + 2)
        document.element("rect", SVGDocument.rectAttributes(backing, radius: 2) + SVGDocument.paint(Annotator.tagBacking))
        document.text([(text, point.x + 3, point.y + 1 + metrics.firstBaseline)],
                      [("font-family", "'DejaVu Sans', sans-serif"), ("font-size", "9")] + SVGDocument.paint(color))
    }

    /// Each shown view's outline and its id in the top-left corner (moved below another id at the same corner).
    private mutating func outline(_ node: ViewNode, origin: Point, tags: TagPlaces) {
        guard !node.isHidden, let view = geometry.state.view(node.id) else { return }
        let box = snap(view.frame.offsetBy(origin.x, origin.y))
        if node.id != scene.root.id, box.width > 0, box.height > 0 {
            document.element("rect", SVGDocument.rectAttributes(box.insetBy(0.5)) + [("fill", "none"), ("stroke-width", "1")]
                             + SVGDocument.paint(Annotator.outlineColor, as: "stroke"))
            tag(node.id, at: tags.place(Point(x: box.minX + 1, y: box.minY + 1)), color: Annotator.outlineColor)
        }
        let offset = geometry.contentOffset(of: node.id)
        let childOrigin = Point(x: view.frame.minX + origin.x - offset.x, y: view.frame.minY + origin.y - offset.y)
        for child in node.children { outline(child, origin: childOrigin, tags: tags) }
    }

    /// An SVG path of a rectangle.
    static func path(_ rect: Rect) -> String {
        let n = SVGDocument.number
        return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
}
