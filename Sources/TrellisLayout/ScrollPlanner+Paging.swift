import TrellisModel

extension ScrollPlanner {
    /// `offset-not-on-page`: a paging scroll view never rests between pages (multiples of its frame's size, or the
    /// range's ends, on each axis it scrolls), so a named offset there shows what no phone shows at rest.
    func pagingWarning(_ point: Point, geometry: ScrollGeometry) -> Diagnostic? {
        let node = nodes[geometry.index]
        guard node.view.scroll.paging else { return nil }
        let tolerance = 1e-6
        func onPage(_ value: Double, _ minimum: Double, _ maximum: Double, _ page: Double) -> Bool {
            guard maximum > minimum + tolerance, page > 0, page.isFinite else { return true }
            if abs(value - minimum) < tolerance || abs(value - maximum) < tolerance { return true }
            let pages = value / page
            return abs(pages - pages.rounded()) * page < tolerance
        }
        let x = onPage(point.x, geometry.minX, geometry.maxX, geometry.frameSize.width)
        let y = onPage(point.y, geometry.minY, geometry.maxY, geometry.frameSize.height)
        if x && y { return nil }
        let axis: Axis = y ? .horizontal : .vertical
        let page = axis == .horizontal ? geometry.frameSize.width : geometry.frameSize.height
        let value = axis == .horizontal ? point.x : point.y
        let below = (value / page).rounded(.down) * page, above = (value / page).rounded(.up) * page
        return Diagnostic(
            severity: .warning, code: .offsetNotOnPage,
            message: "offset [\(formatLayoutNumber(point.x)), \(formatLayoutNumber(point.y))] of '\(node.id)' is between pages (pages are \(formatLayoutNumber(page)) pt apart); a paging scroll view comes to rest only on a page: use \(formatLayoutNumber(below)) or \(formatLayoutNumber(above))",
            location: node.view.location, view: node.id, axis: axis)
    }
}
