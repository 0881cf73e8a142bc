import TrellisModel

/// The file format of the images a renderer writes.
public enum OutputFormat: String, Sendable, CaseIterable { case png, svg, pdf }

/// How a scene is rendered: format, annotation level, size limit and the Software text.
public struct RenderOptions: Sendable {
    /// The image format (PNG by default).
    public var format: OutputFormat = .png
    /// The annotation level; nil uses the scene's.
    public var annotate: Annotation? = nil
    /// Images with more pixels than this are refused with `too-large` before anything is allocated; nil means
    /// only PNG's own limit applies. The default, 100 million pixels, is a 10000 × 10000 image: 400 MB of pixels
    /// while drawn (a larger image is drawn in bands, but its encoding time grows with it).
    public var maxPixels: Int? = RenderOptions.defaultMaxPixels
    /// A scene whose PNG images have more pixels in all than this is refused with `too-large` before drawing.
    public var maxScenePixels: Int? = RenderOptions.defaultMaxPixels * RenderOptions.scenePixelFactor
    /// The default per-image pixel budget.
    public static let defaultMaxPixels = 100_000_000
    /// The scene budget is this many times the image budget.
    public static let scenePixelFactor = 20
    /// The `Software` text chunk's value (`trellis 0.1.0`).
    public var softwareVersion: String = "trellis"
    /// The PNG compression settings.
    public var png: PNGWriteOptions = PNGWriteOptions()
    /// Images up to this many bytes of pixels are kept in memory by `renderImages`; larger ones are returned encoded.
    public var inMemoryLimitBytes: Int = 512 << 20
    /// The defaults: PNG, the scene's annotation level, no pixel limit.
    public init() {}
}

/// One output image rendered in memory.
public struct RenderedImage: Sendable {
    /// The file name the image is written as (`screen.png`, `scrollView.0,600.content.png`).
    public var fileName: String
    /// Width in pixels (in points for SVG and PDF).
    public var width: Int
    /// Height in pixels (in points for SVG and PDF).
    public var height: Int
    /// The pixels of a PNG image small enough to hold in memory.
    public var pixels: PixelBuffer?
    /// The file's bytes: SVG or PDF documents, and PNG images too large to hold as pixels.
    public var data: [UInt8]?
    /// The PNG text chunks (`Software`, `Scene`, `State`, `ContentSize`).
    public var text: [(key: String, value: String)]

    /// An image with these values (tests and tools build expected images with it).
    public init(fileName: String, width: Int, height: Int, pixels: PixelBuffer? = nil, data: [UInt8]? = nil,
                text: [(key: String, value: String)] = []) {
        self.fileName = fileName; self.width = width; self.height = height
        self.pixels = pixels; self.data = data; self.text = text
    }
}
