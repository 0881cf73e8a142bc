import TrellisModel

/// Writes one image of a renderer that is too large for one surface: drawn in bands of rows (and tiles of
/// columns when wider than cairo allows) streamed into the PNG writer, so memory stays that of a band or two
/// whatever the height.
struct BandedPNGWriter {
    let renderer: SceneRenderer
    let plan: OutputPlan

    /// Bytes of pixels a band of rows may hold while a big image is streamed. Two bands are in flight when the
    /// PNG writer has threads (one drawn, one encoded); 16 MB bands cost the 20000-row list no more CPU time than
    /// 48 MB ones and 70 MB less peak memory (TrellisBenchmarks render --list-memory, 2026-11-30).
    static let bandBudgetBytes = 16 << 20

    /// Draws the image in bands of rows (and tiles of columns when wider than cairo allows) and streams the rows
    /// into the PNG writer, so memory stays that of one band whatever the height (two when the writer has more
    /// than one thread: a band is encoded on its own thread while the next is drawn).
    func write(to path: String) throws {
        let width = plan.pixelWidth, height = plan.pixelHeight
        let rowsPerBand = max(1, min(CairoSurface.maxImageSide, Self.bandBudgetBytes / max(1, width * 4)))
        var pngOptions = renderer.options.png
        pngOptions.opaque = renderer.scene.background.alpha >= 1
        do {
            let writer = try PNGStreamWriter(path: path, width: width, height: height, text: plan.text, options: pngOptions)
            if width > CairoSurface.maxImageSide {
                try streamTiles(rowsPerBand: rowsPerBand, to: writer)
            } else {
                let pipeline = renderer.options.png.threads > 1 ? BandPipeline(writer: writer) : nil
                // The full bands' surfaces, each drawn again once the band it held is encoded: a surface whose
                // band the pipeline still reads is never drawn into (bands alternate between the two).
                var surfaces: [CairoSurface] = []
                defer { try? pipeline?.wait() }  // no surface is freed while the encoder reads it
                var y = 0, band = 0
                while y < height {
                    let rows = min(rowsPerBand, height - y)
                    let slot = pipeline == nil ? 0 : band % 2
                    let surface: CairoSurface
                    if rows == rowsPerBand {
                        if slot < surfaces.count {
                            surface = surfaces[slot]
                        } else {
                            surface = try CairoSurface(width: width, height: rows)
                            surfaces.append(surface)
                        }
                        try renderer.drawTile(plan, x: 0, y: y, onto: surface)
                    } else {
                        surface = try renderer.drawTile(plan, x: 0, y: y, width: width, height: rows)  // the last, shorter band
                        surfaces.append(surface)  // kept alive while encoded
                    }
                    try surface.withPixels { data, stride in
                        guard let data else { throw RenderError.cairo(operation: "draw a band", message: "no pixel data") }
                        let pixels = UnsafeRawBufferPointer(start: data, count: stride * rows)
                        if let pipeline {
                            try pipeline.submit(rows: pixels, stride: stride, count: rows)
                        } else {
                            try writer.append(rows: pixels, stride: stride, rowCount: rows)
                        }
                    }
                    y += rows
                    band += 1
                }
                try pipeline?.wait()
            }
            try writer.finish()
        } catch let error as PNGError {
            throw RenderError.write(path: path, message: error.description)
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
