import TrellisModel

/// The outlines, id badges and leader lines that `annotate: all` (or a list of ids) draws over one image, worked out
/// once for the PNG and the SVG writer: each view's outline where the image shows it, and its id in a badge that
/// `BadgePlacer` keeps off the text of the screen (labels, text controls, the bars' rows) and off other badges.
struct AnnotationLayout {
    /// A view's outline: its box in drawing coordinates and the part its clipping ancestors leave visible.
    struct Outline: Equatable {
        var id: String
        var box: Rect
        var clip: Rect?
    }

    /// A view's id (or a dimension's value) where `BadgePlacer` put it.
    struct Badge: Equatable {
        var text: String
        var rect: Rect
        var leader: BadgePlacer.Leader?
        /// Whether it is a dimension's value (drawn in the dimension color) rather than a view's id.
        var isDimension = false
    }

    /// The font of badges and dimension tags.
    static let font = "DejaVu Sans 9"
    /// Points between a badge's text and its backing's edge, left and right (top and bottom: half of it).
    static let padding = 3.0

    private(set) var outlines: [Outline] = []
    private(set) var badges: [Badge] = []
    /// The text the badges keep clear of, in drawing coordinates.
    private(set) var texts: [Rect] = []
    /// The content size's dimension lines (content images of `all`): each a line with a tick at both ends.
    var dimensions: [DimensionLine] = []

    /// The annotations of `nodes` (the root for screen and viewport images, a scroll view's subviews for its content
    /// image) drawn into `region`, outlining `views` only when given; `bars` are the chrome's rows of text and icons
    /// shown in this image; in a right-to-left scene badges start from the top-right corner.
    init(nodes: [ViewNode], rootID: String, geometry: StateGeometry, region: Rect, views: Set<String>?, bars: [Rect],
         dimensions: [DimensionLine] = [], rightToLeft: Bool = false, measurer: PangoTextMeasurer, scale: Double) {
        self.dimensions = dimensions
        // The dimensions' values first: they are few and say what the image is about. A value too wide for the
        // image takes its short form (`height 300` for `contentSize 100 × 300`).
        for index in self.dimensions.indices {
            if let short = self.dimensions[index].shortText,
               Self.badgeSize(self.dimensions[index].text, measurer: measurer).width > region.width {
                self.dimensions[index].text = short
            }
        }
        var requests = self.dimensions.map { BadgePlacer.Request(view: $0.anchor, size: Self.badgeSize($0.text, measurer: measurer)) }
        var walker = Walker(geometry: geometry, rootID: rootID, region: region, views: views, measurer: measurer, scale: scale)
        for node in nodes { walker.walk(node, origin: .zero, clip: nil) }
        texts = walker.texts + bars.compactMap { $0.intersection(region) }
        for outline in walker.outlines {
            let visible = outline.clip.map { outline.box.intersection($0) } ?? outline.box
            guard let shown = visible?.intersection(region) else { continue }
            outlines.append(outline)
            requests.append(BadgePlacer.Request(view: shown, size: Self.badgeSize(outline.id, measurer: measurer)))
        }
        var placer = BadgePlacer(bounds: region)
        placer.rightToLeft = rightToLeft
        let placed = placer.place(requests, avoiding: texts)
        for (dimension, placement) in zip(self.dimensions, placed) {
            guard let placement else { continue }
            badges.append(Badge(text: dimension.text, rect: placement.rect, leader: placement.leader, isDimension: true))
        }
        for (outline, placement) in zip(outlines, placed.dropFirst(dimensions.count)) {
            guard let placement else { continue }
            badges.append(Badge(text: outline.id, rect: placement.rect, leader: placement.leader))
        }
    }

    /// The size of a badge showing `text`: the text's extent and the padding, as `drawTag` draws its backing.
    static func badgeSize(_ text: String, measurer: PangoTextMeasurer) -> Size {
        let metrics = measurer.measure(text, font: font, width: nil, lines: 1, lineBreak: .clip)
        return Size(width: metrics.size.width + 2 * padding, height: metrics.size.height + 2)
    }

    /// The walk over the views: outlines of the annotated views and the text of every shown view.
    private struct Walker {
        let geometry: StateGeometry
        let rootID: String
        let region: Rect
        let views: Set<String>?
        let measurer: PangoTextMeasurer
        let scale: Double
        var outlines: [Outline] = []
        var texts: [Rect] = []

        mutating func walk(_ node: ViewNode, origin: Point, clip: Rect?) {
            guard !node.isHidden, let view = geometry.state.view(node.id) else { return }
            let box = snap(view.frame.offsetBy(origin.x, origin.y))
            if node.id != rootID, box.width > 0, box.height > 0, views?.contains(node.id) ?? true {
                outlines.append(Outline(id: node.id, box: box, clip: clip))
            }
            collectText(node, box: box, clip: clip)
            var inner = clip
            if node.clipsToBounds { inner = clip.map { $0.intersection(box) ?? .zero } ?? box }
            let offset = geometry.contentOffset(of: node.id)
            let childOrigin = Point(x: view.frame.minX + origin.x - offset.x, y: view.frame.minY + origin.y - offset.y)
            for child in node.children { walk(child, origin: childOrigin, clip: inner) }
        }

        /// A label's lines (each from its baseline less the font size to a quarter of it below: the ascent and
        /// descent of the fonts Trellis draws with lie within that), and a text control's whole box.
        private mutating func collectText(_ node: ViewNode, box: Rect, clip: Rect?) {
            var rects: [Rect] = []
            if node.kind == .label, let label = node.label, !label.text.isEmpty {
                let drawn = measurer.drawnText(label, in: box)
                for line in drawn.lines where line.width > 0 {
                    let rect = Rect(x: line.x, y: line.baseline - drawn.size, width: line.width, height: drawn.size * 1.25)
                    if let inside = rect.intersection(box) { rects.append(inside) }
                }
            } else if [.button, .textField, .textView, .searchBar, .segmentedControl].contains(node.kind) {
                rects.append(box)
            }
            for rect in rects {
                guard let shown = (clip.map { rect.intersection($0) } ?? rect)?.intersection(region) else { continue }
                texts.append(shown)
            }
        }

        private func snap(_ rect: Rect) -> Rect {
            func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
            let x0 = snap(rect.minX), y0 = snap(rect.minY)
            return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
        }
    }
}

extension Rect {
    /// The overlap of the two, nil when they do not overlap (touching edges do not count).
    func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
