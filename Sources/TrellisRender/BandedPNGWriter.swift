import TrellisModel

/// Writes one image of a renderer that is too large for one surface: drawn in bands of rows (and tiles of
/// columns when wider than cairo allows) streamed into the PNG writer, so memory stays that of a band or two
/// whatever the height.
struct BandedPNGWriter {
    let renderer: SceneRenderer
    let plan: OutputPlan

    /// Bytes of pixels a band of rows may hold when the PNG writer's own bands are not drawn one by one (images
    /// wider than a cairo surface, and libpng's filters): 16 MB bands cost the 20000-row list no more CPU time
    /// than 48 MB ones and 70 MB less peak memory (TrellisBenchmarks render --list-memory, 2026-11-30).
    static let bandBudgetBytes = 16 << 20

    /// Draws the image in bands of rows (and tiles of columns when wider than cairo allows) and streams them into
    /// the PNG writer, so memory stays that of a band or a few whatever the height. With the adaptive filter the
    /// bands are the writer's own, each drawn and compressed by one of `png.threads` workers (`BandWorkers`).
    func write(to path: String) throws {
        let width = plan.pixelWidth, height = plan.pixelHeight
        let rowsPerBand = max(1, min(CairoSurface.maxImageSide, Self.bandBudgetBytes / max(1, width * 4)))
        var pngOptions = renderer.options.png
        pngOptions.opaque = renderer.scene.background.alpha >= 1
        do {
            let writer = try PNGStreamWriter(path: path, width: width, height: height, text: plan.text, options: pngOptions)
            if width > CairoSurface.maxImageSide {
                try streamTiles(rowsPerBand: rowsPerBand, to: writer)
            } else if let encoder = writer.bandEncoder {
                let threads = max(1, renderer.options.png.threads)
                try BandWorkers(renderer: renderer, plan: plan, writer: writer, encoder: encoder, threads: threads).run(threads: threads)
            } else {
                try streamBands(rowsPerBand: rowsPerBand, to: writer)
            }
            try writer.finish()
        } catch let error as PNGError {
            throw RenderError.write(path: path, message: error.description)
        }
    }

    /// Streams the bands of an image whose filter compresses the rows as one stream (libpng's filters): drawn
    /// one after another on one surface and appended in order.
    private func streamBands(rowsPerBand: Int, to writer: PNGStreamWriter) throws {
        let width = plan.pixelWidth, height = plan.pixelHeight
        var surface: CairoSurface?
        var y = 0
        while y < height {
            let rows = min(rowsPerBand, height - y)
            let target = try surface.flatMap { $0.height == rows ? $0 : nil } ?? CairoSurface(width: width, height: rows)
            surface = target
            try renderer.drawTile(plan, x: 0, y: y, onto: target)
            try target.withPixels { data, stride in
                guard let data else { throw RenderError.cairo(operation: "draw a band", message: "no pixel data") }
                try writer.append(rows: UnsafeRawBufferPointer(start: data, count: stride * rows), stride: stride, rowCount: rows)
            }
            y += rows
        }
    }

    /// Streams an image wider than a cairo surface: each band drawn in tiles of columns and joined row by row.
    private func streamTiles(rowsPerBand: Int, to writer: PNGStreamWriter) throws {
        let width = plan.pixelWidth, height = plan.pixelHeight
        var y = 0
        while y < height {
            let rows = min(rowsPerBand, height - y)
            var buffer = [UInt8](repeating: 0, count: width * 4 * rows)
            var x = 0
            while x < width {
                let columns = min(CairoSurface.maxImageSide, width - x)
                let tile = try renderer.drawTile(plan, x: x, y: y, width: columns, height: rows)
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
            y += rows
        }
    }
}
