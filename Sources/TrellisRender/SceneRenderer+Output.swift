import Foundation
import TrellisModel

extension SceneRenderer {
    /// Whether the image fits one cairo surface.
    func fitsOneSurface(_ plan: OutputPlan) -> Bool {
        plan.pixelWidth <= CairoSurface.maxImageSide && plan.pixelHeight <= CairoSurface.maxImageSide
    }

    /// Draws the pixels from (`x`, `y`) of `width` × `height` of the plan's image onto a new image surface.
    func drawTile(_ plan: OutputPlan, x: Int, y: Int, width: Int, height: Int) throws -> CairoSurface {
        let surface = try CairoSurface(width: width, height: height)
        try drawTile(plan, x: x, y: y, onto: surface)
        return surface
    }

    /// Draws the pixels from (`x`, `y`) of the plan's image onto `surface` (as many as it holds), replacing what it
    /// held (painted through cairo, which tracks what it drew), so a band's surface serves the next band: a new
    /// 48 MB surface per band cost the 20000-row list a quarter of its CPU time in the kernel, faulting in and
    /// zeroing fresh pages (perf, TrellisBenchmarks render --rows 20000).
    func drawTile(_ plan: OutputPlan, x: Int, y: Int, onto surface: CairoSurface, images: ImageStore? = nil) throws {
        let width = surface.width, height = surface.height
        let context = try CairoContext(surface: surface)
        let origin = Point(x: plan.origin.x + Double(x) / scale, y: plan.origin.y + Double(y) / scale)
        let canvas = Canvas(context: context, scale: scale, origin: origin,
                            size: Size(width: Double(width) / scale, height: Double(height) / scale), pixelSurface: true)
        try paint(plan, on: canvas, replacing: true, images: images)
    }

    /// Draws a vector document (SVG or PDF) of the plan's region in points: SVG with our own writer (text as
    /// text, an id per view), PDF with cairo.
    func drawVector(_ plan: OutputPlan, format: VectorFormat) throws -> [UInt8] {
        if format == .svg { return try drawSVG(plan) }
        let surface = try CairoSurface(vector: format, width: plan.size.width, height: plan.size.height)
        try {
            let context = try CairoContext(surface: surface)
            let canvas = Canvas(context: context, scale: scale, origin: plan.origin, size: plan.size, pixelSurface: false)
            try paint(plan, on: canvas)
        }()
        let document = try surface.finishDocument()
        return document
    }

    /// The whole image as pixels (it must fit one surface). Cairo draws straight into the buffer returned, which
    /// is not cleared first: the first paint sets every pixel (`paint(replacing:)`). A surface of its own, copied
    /// out, cost a zeroed array, the copy and fresh pages: a fifth of `trellis test`'s time when the references
    /// are equal (perf on the Samples).
    func drawPixels(_ plan: OutputPlan) throws -> PixelBuffer {
        let width = plan.pixelWidth, height = plan.pixelHeight
        guard width > 0, height > 0, width <= CairoSurface.maxImageSide, height <= CairoSurface.maxImageSide else {
            let surface = try drawTile(plan, x: 0, y: 0, width: width, height: height)
            return PixelBuffer(width: surface.width, height: surface.height, stride: surface.width * 4, bytes: surface.copyPixels())
        }
        let count = width * 4 * height
        let bytes = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { throw RenderError.cairo(operation: "draw \(plan.baseName)", message: "no memory") }
            let surface = try CairoSurface(drawingInto: base, width: width, height: height)
            try drawTile(plan, x: 0, y: 0, onto: surface)
            surface.finishDrawing()
            initialized = count
        }
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    /// Renders one image in memory: pixels when they fit, else the encoded file.
    func renderInMemory(_ plan: OutputPlan) throws -> RenderedImage {
        let name = fileName(plan)
        switch options.format {
        case .svg, .pdf:
            let data = try drawVector(plan, format: options.format == .svg ? .svg : .pdf)
            return RenderedImage(fileName: name, width: Int(plan.size.width.rounded(.up)),
                                 height: Int(plan.size.height.rounded(.up)), data: data, text: plan.text)
        case .png:
            let bytes = plan.pixelWidth * plan.pixelHeight * 4
            if fitsOneSurface(plan), bytes <= options.inMemoryLimitBytes {
                return RenderedImage(fileName: name, width: plan.pixelWidth, height: plan.pixelHeight,
                                     pixels: try drawPixels(plan), text: plan.text)
            }
            let temporary = NSTemporaryDirectory() + "trellis-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).png"
            StagingRegistry.shared.add(temporary)
            defer {
                try? FileManager.default.removeItem(atPath: temporary)
                StagingRegistry.shared.remove(temporary)
            }
            try streamPNG(plan, to: temporary)
            guard let data = FileManager.default.contents(atPath: temporary) else {
                throw RenderError.write(path: temporary, message: "the streamed image could not be read back")
            }
            return RenderedImage(fileName: name, width: plan.pixelWidth, height: plan.pixelHeight, data: [UInt8](data), text: plan.text)
        }
    }

    /// Draws one image and encodes it: vector documents and PNG images that fit in memory come back as bytes
    /// (with their pixels when `pixels` is true; the pixels alone when `encode` is false as well); a larger PNG
    /// is streamed in bands straight into `streamPath` when given (no bytes come back), else into memory.
    func draw(_ plan: OutputPlan, pixels wantPixels: Bool, encode: Bool = true,
              streamPath: String?) throws -> (bytes: [UInt8]?, pixels: PixelBuffer?) {
        switch options.format {
        case .svg, .pdf:
            return (try drawVector(plan, format: options.format == .svg ? .svg : .pdf), nil)
        case .png:
            if fitsOneSurface(plan), plan.pixelWidth * plan.pixelHeight * 4 <= options.inMemoryLimitBytes {
                let pixels = try drawPixels(plan)
                if wantPixels && !encode { return (nil, pixels) }
                do {
                    return (try encodePNG(pixels, text: plan.text, options: options.png), wantPixels ? pixels : nil)
                } catch {
                    throw RenderError.cairo(operation: "encode \(fileName(plan))", message: error.description)
                }
            }
            if let streamPath {
                try streamPNG(plan, to: streamPath)
                return (nil, nil)
            }
            return (try renderInMemory(plan).data, nil)
        }
    }

    /// Draws the image in bands of rows and streams them into a PNG file (see `BandedPNGWriter`).
    func streamPNG(_ plan: OutputPlan, to path: String) throws {
        try BandedPNGWriter(renderer: self, plan: plan).write(to: path)
    }
}
