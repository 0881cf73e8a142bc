import TrellisModel

/// The annotations of `Annotator` in SVG: the viewport in content images, and with `all` the safe area, every
/// view's outline and id (as `<text>`), and the content inset.
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

    /// `annotate: all`: safe-area bands (screen and viewport) or inset bands (content), then every view's outline and id.
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
            outline(scene.root, origin: .zero)
        case let .content(id):
            guard let node = geometry.nodes[id], let view = geometry.state.view(id) else { break }
            let content = view.contentSize ?? .zero
            let area = snap(Rect(x: 0, y: 0, width: content.width, height: content.height))
            document.element("path", [("d", Self.path(Rect(origin: plan.origin, size: plan.size)) + " " + Self.path(area)),
                                      ("fill-rule", "evenodd")] + SVGDocument.paint(Annotator.insetColor))
            for child in node.children { outline(child, origin: .zero) }
        }
        document.close("g")
    }

    /// Each shown view's outline and its id in the top-left corner.
    private mutating func outline(_ node: ViewNode, origin: Point) {
        guard !node.isHidden, let view = geometry.state.view(node.id) else { return }
        let box = snap(view.frame.offsetBy(origin.x, origin.y))
        if node.id != scene.root.id, box.width > 0, box.height > 0 {
            document.element("rect", SVGDocument.rectAttributes(box.insetBy(0.5)) + [("fill", "none"), ("stroke-width", "1")]
                             + SVGDocument.paint(Annotator.outlineColor, as: "stroke"))
            document.text([(node.id, box.minX + 4, box.minY + 11)], [("font-family", "'DejaVu Sans', sans-serif"), ("font-size", "9")]
                          + SVGDocument.paint(Annotator.outlineColor))
        }
        let offset = geometry.contentOffset(of: node.id)
        let childOrigin = Point(x: view.frame.minX + origin.x - offset.x, y: view.frame.minY + origin.y - offset.y)
        for child in node.children { outline(child, origin: childOrigin) }
    }

    /// An SVG path of a rectangle.
    static func path(_ rect: Rect) -> String {
        let n = SVGDocument.number
        return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
}
