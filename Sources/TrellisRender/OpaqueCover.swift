import TrellisModel

/// The rows of a content image's band that no subview covers with an opaque background: only those need the
/// band's first paint. Subviews drawn later replace every pixel of what they cover, so painting the background
/// there first was wasted: in the 20000-row list the rows cover every band, and that paint was half of pixman's
/// fills, a tenth of the image's CPU time (perf, TrellisBenchmarks render --list-memory 20000).
enum OpaqueCover {
    /// The horizontal strips (top and bottom, canvas points) of the visible rect that the subviews `indices` of
    /// `node` (drawn at origin zero, as a content image draws them) leave uncovered, top to bottom. A subview
    /// covers its snapped box (on pixel edges, so no pixel is partly covered) when ViewPainter fills it first and
    /// nothing shows through: shown, opaque, square, no shadow, no gradient, spanning the whole width.
    static func uncoveredStrips(of node: ViewNode, indices: Range<Int>, geometry: StateGeometry,
                                canvas: Canvas) -> [(top: Double, bottom: Double)] {
        let visible = canvas.visibleRect
        var covered: [(top: Double, bottom: Double)] = []
        if !node.isHidden {
            for index in indices {
                let child = node.children[index]
                guard !child.isHidden, child.alpha >= 1, child.background.alpha >= 1, child.cornerRadius == 0,
                      child.shadow == nil, child.gradient == nil, let view = geometry.state.view(child.id)
                else { continue }
                let box = canvas.snap(view.frame)
                guard box.minX <= visible.minX, box.maxX >= visible.maxX, box.minY < box.maxY,
                      box.minY.isFinite, box.maxY.isFinite
                else { continue }
                covered.append((box.minY, box.maxY))
            }
        }
        covered.sort { $0.top < $1.top }
        var strips: [(top: Double, bottom: Double)] = []
        var y = visible.minY
        for span in covered where span.bottom > y {
            if span.top > y { strips.append((y, Swift.min(span.top, visible.maxY))) }
            y = span.bottom
            if y >= visible.maxY { break }
        }
        if y < visible.maxY { strips.append((y, visible.maxY)) }
        return strips.filter { $0.bottom > $0.top }
    }
}
