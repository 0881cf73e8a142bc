import Foundation
import TrellisModel

/// Writes one output image as an SVG document of our own: every view a `<g>` whose `id` is the view's id, boxes as
/// `<rect>`, corners as `rx`, borders as stroked rectangles, images as PNG `data:` URLs, and labels as `<text>` with
/// their font, colour and each line where Pango placed it, so the text stays text (searchable, selectable, styled)
/// and every view can be found by id.
///
/// Sized in CSS pixels, one per point (`width="375px"`), with the viewBox the image's region in points; edges are
/// snapped to the device's pixel grid as in the PNG images. What it draws follows `ViewPainter` and `Annotator`.
struct SVGWriter {
    let geometry: StateGeometry
    let scene: Scene
    let device: Device
    let measurer: PangoTextMeasurer
    let images: ImageStore
    let scale: Double
    let annotation: AnnotationChoice
    var document: SVGDocument
    /// The problem picture's layers (`ProblemOverlay`) as PNG `data:` URLs at the image's scale, drawn by cairo:
    /// the hatching under the annotations, the panels over them; nil where the image shows no problem.
    var problemLayers: (hatching: String?, panels: String?) = (nil, nil)
    private var imageData: [String: String] = [:]

    init(geometry: StateGeometry, scene: Scene, device: Device, measurer: PangoTextMeasurer, images: ImageStore,
         scale: Double, annotation: AnnotationChoice, region: Rect) {
        self.geometry = geometry; self.scene = scene; self.device = device; self.measurer = measurer
        self.images = images; self.scale = scale; self.annotation = annotation
        document = SVGDocument(region: region)
    }

    /// The document of `plan`'s image.
    mutating func write(_ plan: OutputPlan) throws -> [UInt8] {
        let region = Rect(origin: plan.origin, size: plan.size)
        if scene.background.alpha > 0 {
            document.element("rect", SVGDocument.rectAttributes(region) + SVGDocument.paint(scene.background))
        }
        switch plan.kind {
        case .screen, .viewport:
            try draw(scene.root, origin: .zero, shown: true)
        case let .content(id):
            guard let node = geometry.nodes[id] else { break }
            if node.background.alpha > 0 {
                document.element("rect", SVGDocument.rectAttributes(region) + SVGDocument.paint(node.background))
            }
            document.open("g", [("id", document.uniqueID(for: node.id)), ("class", "content")])
            for child in node.children { try draw(child, origin: .zero, shown: !node.isHidden) }
            document.close("g")
        }
        // The layers in the PNG images' order: problem hatching, the annotations, problem panels.
        layer(problemLayers.hatching, region: region)
        if case let .content(id) = plan.kind, annotation.level != .none, let view = geometry.state.view(id) {
            markViewport(of: view, region: region)
        }
        if annotation.level == .all { outlineAll(plan) }
        layer(problemLayers.panels, region: region)
        return document.finish()
    }

    /// A layer drawn as pixels (a PNG `data:` URL) over the whole region, when there is one.
    private mutating func layer(_ data: String?, region: Rect) {
        guard let data else { return }
        document.element("image", SVGDocument.rectAttributes(region) + [("class", "annotation problem"),
                                                                        ("preserveAspectRatio", "none"), ("href", data)])
    }

    /// A coordinate on the device's pixel grid, as `Canvas.snap`.
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }

    func snap(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
    }

    /// One view and its subtree as a `<g id>`; a hidden or fully transparent view keeps its (empty) group, with
    /// `display="none"`, so that every view of the state has its id in the document.
    private mutating func draw(_ node: ViewNode, origin: Point, shown: Bool) throws {
        guard let view = geometry.state.view(node.id) else { return }
        let visible = shown && !node.isHidden && node.alpha > 0
        var attributes = [("id", document.uniqueID(for: node.id))]
        if node.id != attributes[0].1 { attributes.append(("data-view", node.id)) }
        attributes.append(("class", node.kind.rawValue))
        let frame = view.frame.offsetBy(origin.x, origin.y)
        let offset = geometry.contentOffset(of: node.id)
        let childOrigin = Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
        guard visible else {
            if shown { attributes.append(("display", "none")) }
            document.open("g", attributes)
            for child in node.children { try draw(child, origin: childOrigin, shown: false) }
            document.close("g")
            return
        }
        if node.alpha < 1 { attributes.append(("opacity", SVGDocument.number(node.alpha))) }
        document.open("g", attributes)
        let box = snap(frame)
        if node.background.alpha > 0, box.width > 0, box.height > 0 {
            document.element("rect", SVGDocument.rectAttributes(box, radius: node.cornerRadius) + SVGDocument.paint(node.background))
        }
        if node.clipsToBounds {
            document.open("g", [("clip-path", document.clipPath(box, radius: node.cornerRadius))])
        }
        if let label = node.label, node.kind == .label, !label.text.isEmpty, FontLimits.drawable(label.font, scale: scale) {
            drawLabel(label, in: box)
        }
        if let image = node.image, node.kind == .image {
            try drawImage(image, tint: node.resolvedTint, in: box)
        }
        if let control = node.control { try drawControl(node, control, in: box) }
        for child in node.children { try draw(child, origin: childOrigin, shown: true) }
        if node.clipsToBounds { document.close("g") }
        if let border = node.border, border.width > 0, border.color.alpha > 0 {
            let width = min(border.width, box.width / 2, box.height / 2)
            if width > 0 {
                document.element("rect", SVGDocument.rectAttributes(box.insetBy(width / 2), radius: max(0, node.cornerRadius - width / 2))
                                 + [("fill", "none"), ("stroke-width", SVGDocument.number(width))] + SVGDocument.paint(border.color, as: "stroke"))
            }
        }
        if node.kind == .scroll, node.scroll.indicators {
            for thumb in ScrollIndicators.thumbs(of: view, frame: box) {
                document.element("rect", SVGDocument.rectAttributes(thumb, radius: ScrollIndicators.thickness / 2)
                                 + [("class", "indicator")] + SVGDocument.paint(ScrollIndicators.color))
            }
        }
        document.close("g")
    }

    /// The label's lines as one `<text>`, clipped to the label's bounds when they reach outside them.
    private mutating func drawLabel(_ label: LabelProperties, in box: Rect) {
        let drawn = measurer.drawnText(label, in: box)
        guard !drawn.lines.isEmpty else { return }
        var attributes = [("font-family", "'\(drawn.family)', sans-serif"), ("font-size", SVGDocument.number(drawn.size))]
        if drawn.weight != 400 { attributes.append(("font-weight", String(drawn.weight))) }
        if drawn.italic { attributes.append(("font-style", "italic")) }
        attributes += SVGDocument.paint(label.color)
        if drawn.overflows { document.open("g", [("clip-path", document.clipPath(box, radius: 0))]) }
        document.text(drawn.lines.map { ($0.text, $0.x, $0.baseline) }, attributes)
        if drawn.overflows { document.close("g") }
    }

    /// The image where UIImageView puts it, as a PNG `data:` URL (one encoding per file and document); an SVG
    /// image as its own document in an `svg+xml` `data:` URL, stretched to the placed rectangle.
    private mutating func drawImage(_ image: ImageProperties, tint: Color, in box: Rect) throws {
        if image.format == .svg { return try drawVectorImage(image, tint: tint, in: box) }
        let surface = try images.surface(for: image.path)
        guard surface.width > 0, surface.height > 0, box.width > 0, box.height > 0 else { return }
        let natural = Size(width: Double(surface.width) / image.scale, height: Double(surface.height) / image.scale)
        let target = snap(ImagePlacement.rect(for: image.mode, natural: natural, in: box))
        guard target.width > 0, target.height > 0 else { return }
        let data: String
        if let cached = imageData[image.path] {
            data = cached
        } else {
            let pixels = PixelBuffer(width: surface.width, height: surface.height, stride: surface.width * 4, bytes: surface.copyPixels())
            do {
                data = "data:image/png;base64," + Data(try encodePNG(pixels, text: [])).base64EncodedString()
            } catch {
                throw RenderError.imageFile(path: image.path, message: "could not be encoded for SVG: \(error)")
            }
            imageData[image.path] = data
        }
        let filter = image.renderingMode == .template ? [("filter", templateFilter(tint))] : []
        document.element("image", SVGDocument.rectAttributes(target) + [("preserveAspectRatio", "none"), ("href", data)] + filter)
    }

    private mutating func drawVectorImage(_ image: ImageProperties, tint: Color, in box: Rect) throws {
        let vector = try images.svg(for: image.path)
        let target = snap(ImagePlacement.rect(for: image.mode, natural: vector.size, in: box))
        guard target.width > 0, target.height > 0, box.width > 0, box.height > 0 else { return }
        let data: String
        if let cached = imageData[image.path] {
            data = cached
        } else {
            data = "data:image/svg+xml;base64," + Data(try ImageStore.contents(of: image.path).1).base64EncodedString()
            imageData[image.path] = data
        }
        let filter = image.renderingMode == .template ? [("filter", templateFilter(tint))] : []
        document.element("image", SVGDocument.rectAttributes(target) + [("preserveAspectRatio", "none"), ("href", data)] + filter)
    }

    /// A filter that paints the tint through the image's alpha (a template image): a flood of the tint kept
    /// where the image has coverage (`feComposite operator="in"`).
    private mutating func templateFilter(_ tint: Color) -> String {
        let id = document.uniqueID(for: "trellis-template")
        document.open("filter", [("id", id), ("x", "0"), ("y", "0"), ("width", "1"), ("height", "1")])
        let paint = SVGDocument.paint(tint)
        var flood = [("flood-color", paint[0].1)]
        if let opacity = paint.first(where: { $0.0 == "fill-opacity" }) { flood.append(("flood-opacity", opacity.1)) }
        document.element("feFlood", flood)
        document.element("feComposite", [("in2", "SourceGraphic"), ("operator", "in")])
        document.close("filter")
        return "url(#\(id))"
    }
}
