import TrellisModel

/// One image to produce: which state, what it shows, the region of the drawing and its size in pixels.
struct OutputPlan {
    enum Kind: Equatable {
        /// The whole screen.
        case screen
        /// What scroll view `id`'s frame shows on screen.
        case viewport(String)
        /// Scroll view `id`'s whole content region, unclipped.
        case content(String)
    }

    var kind: Kind
    var stateIndex: Int
    /// The file name without extension (`screen`, `scrollView.0,600.viewport`).
    var baseName: String
    /// The region's top-left in the drawing's coordinates (screen or content), on the pixel grid.
    var origin: Point
    /// The region's size in points.
    var size: Size
    var pixelWidth: Int
    var pixelHeight: Int
    /// Text chunks for PNG files.
    var text: [(key: String, value: String)]

    /// A plan for the region from `origin` of `size` points at `scale`, its edges moved to the pixel grid.
    init(kind: Kind, stateIndex: Int, baseName: String, origin: Point, size: Size, scale: Double,
         text: [(key: String, value: String)]) {
        self.kind = kind; self.stateIndex = stateIndex; self.baseName = baseName; self.text = text
        let x0 = (origin.x * scale).rounded(), y0 = (origin.y * scale).rounded()
        let x1 = ((origin.x + max(0, size.width)) * scale).rounded(), y1 = ((origin.y + max(0, size.height)) * scale).rounded()
        pixelWidth = max(1, Int(exactly: x1 - x0) ?? Int.max)
        pixelHeight = max(1, Int(exactly: y1 - y0) ?? Int.max)
        self.origin = Point(x: x0 / scale, y: y0 / scale)
        self.size = Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }
}

