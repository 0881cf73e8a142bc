import Foundation
import TrellisModel

extension SceneRenderer {
    /// Bytes of pixels a band of rows may hold while a big image is streamed.
    static let bandBudgetBytes = 48 << 20

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

    /// Draws the pixels from (`x`, `y`) of the plan's image onto `surface` (as many as it holds), cleared first to
    /// what a new surface holds (transparent black, painted through cairo, which tracks what it drew), so a band's
    /// surface serves the next band: a new 48 MB surface per band cost the 20000-row list a quarter of its CPU time
    /// in the kernel, faulting in and zeroing fresh pages (perf, TrellisBenchmarks render --rows 20000).
    func drawTile(_ plan: OutputPlan, x: Int, y: Int, onto surface: CairoSurface) throws {
        let width = surface.width, height = surface.height
        let context = try CairoContext(surface: surface)
        context.setOperatorSource(true)
        context.setColor(red: 0, green: 0, blue: 0, alpha: 0)
        context.paint()
        context.setOperatorSource(false)
        let origin = Point(x: plan.origin.x + Double(x) / scale, y: plan.origin.y + Double(y) / scale)
        let canvas = Canvas(context: context, scale: scale, origin: origin,
                            size: Size(width: Double(width) / scale, height: Double(height) / scale), pixelSurface: true)
        try paint(plan, on: canvas)
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

    /// The whole image as pixels (it must fit one surface).
    func drawPixels(_ plan: OutputPlan) throws -> PixelBuffer {
        let surface = try drawTile(plan, x: 0, y: 0, width: plan.pixelWidth, height: plan.pixelHeight)
        return PixelBuffer(width: surface.width, height: surface.height, stride: surface.width * 4, bytes: surface.copyPixels())
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

    /// Draws the image in bands of rows (and tiles of columns when wider than cairo allows) and streams the rows
    /// into the PNG writer, so memory stays that of one band whatever the height.
    func streamPNG(_ plan: OutputPlan, to path: String) throws {
        let width = plan.pixelWidth, height = plan.pixelHeight
        let rowsPerBand = max(1, min(CairoSurface.maxImageSide, Self.bandBudgetBytes / max(1, width * 4)))
        var pngOptions = options.png
        pngOptions.opaque = scene.background.alpha >= 1
        do {
            let writer = try PNGStreamWriter(path: path, width: width, height: height, text: plan.text, options: pngOptions)
            var y = 0
            var reusable: CairoSurface?  // the full bands' surface, drawn again for each
            while y < height {
                let rows = min(rowsPerBand, height - y)
                if width <= CairoSurface.maxImageSide {
                    let band: CairoSurface
                    if rows == rowsPerBand {
                        band = try reusable ?? CairoSurface(width: width, height: rows)
                        reusable = band
                        try drawTile(plan, x: 0, y: y, onto: band)
                    } else {
                        reusable = nil  // the last, shorter band gets a surface of its own size
                        band = try drawTile(plan, x: 0, y: y, width: width, height: rows)
                    }
                    try band.withPixels { data, stride in
                        guard let data else { throw RenderError.cairo(operation: "draw a band", message: "no pixel data") }
                        try writer.append(rows: UnsafeRawBufferPointer(start: data, count: stride * rows), stride: stride, rowCount: rows)
                    }
                } else {
                    var buffer = [UInt8](repeating: 0, count: width * 4 * rows)
                    var x = 0
                    while x < width {
                        let columns = min(CairoSurface.maxImageSide, width - x)
                        let tile = try drawTile(plan, x: x, y: y, width: columns, height: rows)
                        tile.withPixels { data, stride in
                            guard let data else { return }
                            buffer.withUnsafeMutableBytes { target in
                                guard let base = target.baseAddress else { return }
                                for row in 0..<rows {
                                    base.advanced(by: row * width * 4 + x * 4).copyMemory(from: data + row * stride, byteCount: columns * 4)
                                }
                            }
                        }
                        x += columns
                    }
                    try buffer.withUnsafeBytes { try writer.append(rows: $0, stride: width * 4, rowCount: rows) }
                }
                y += rows
            }
            try writer.finish()
        } catch let error as PNGError {
            throw RenderError.write(path: path, message: error.description)
        }
    }
}
