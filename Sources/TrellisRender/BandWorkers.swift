import Dispatch
import Foundation
import TrellisPNG

/// Draws and compresses the bands of a tall image on several threads, each worker taking the next band, drawing
/// it onto a surface of its own (a few hundred rows at a time) and compressing it as an independent segment,
/// while the segments are appended to the file in band order. Before, one thread drew while another encoded:
/// the 20000-row list spent about 1.7 s of CPU drawing and 3.4 s encoding, so the encoder alone bounded its
/// time (perf, 2026-11-30).
///
/// The bands are the PNG writer's (`PNGBandEncoder`, cut at fixed rows), so the file's bytes do not depend on the
/// number of threads. At most `window` bands are taken and not yet appended, so memory stays that of a surface
/// per worker and a few compressed bands, whatever the height.
final class BandWorkers: @unchecked Sendable {
    // Sendable: the mutable state below is read and written under `condition` only; the renderer is drawn from
    // several threads, which is safe once its geometry for the plan is cached (`init`): drawing then reads the
    // renderer, goes through the locked annotation layout cache and font system (Pango calls are serialized:
    // the list's two workers waited 33 ms in all, perf sched), and paints images from a store per worker.
    private let renderer: SceneRenderer
    private let plan: OutputPlan
    private let writer: PNGStreamWriter
    private let encoder: PNGBandEncoder
    private let window: Int
    private let condition = NSCondition()
    private var next = 0
    private var written = 0
    private var ready: [Int: PNGSegment] = [:]
    private var failure: (any Error)?

    init(renderer: SceneRenderer, plan: OutputPlan, writer: PNGStreamWriter, encoder: PNGBandEncoder, threads: Int) {
        self.renderer = renderer
        self.plan = plan
        self.writer = writer
        self.encoder = encoder
        window = 2 * max(1, threads)
        _ = renderer.geometry(plan.stateIndex)  // cached before any worker draws: the workers only read it
    }

    /// Draws, compresses and appends every band on `threads` threads (the caller's among them); throws the first
    /// failure of any band (the bands after it are not drawn).
    func run(threads: Int) throws {
        let group = DispatchGroup()
        for _ in 1..<max(1, min(threads, encoder.bandCount)) {
            // An image store of its own: cairo image surfaces are not painted from two threads at once (pixman's
            // reference counts are not atomic), so the other workers decode the images they draw again.
            let images = ImageStore(maxPixels: renderer.options.maxPixels)
            DispatchQueue.global().async(group: group) { self.work(images: images) }
        }
        work(images: nil)
        group.wait()
        if let failure { throw failure }
    }

    /// One worker: takes bands until none is left, drawing them on one surface of its own with the images of
    /// `images` (nil: the renderer's).
    private func work(images: ImageStore?) {
        var surface: CairoSurface?
        while let band = take() {
            do {
                let segment = try drawAndCompress(band, surface: &surface, images: images)
                try deliver(segment)
            } catch {
                condition.lock()
                if failure == nil { failure = error }
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }

    /// The next band to draw, once fewer than `window` bands wait to be appended; nil when all are taken or a
    /// band failed.
    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && next < encoder.bandCount && next - written >= window { condition.wait() }
        guard failure == nil, next < encoder.bandCount else { return nil }
        next += 1
        return next - 1
    }

    /// Rows drawn at once, about: a piece of a band small enough to stay in the core's cache between drawing it
    /// and compressing it.
    static let pieceRows = 256

    /// Draws band `band` a piece at a time, each piece with the image row above it (the filter looks at it), and
    /// compresses each piece while its pixels are in cache.
    private func drawAndCompress(_ band: Int, surface: inout CairoSurface?, images: ImageStore?) throws -> PNGSegment {
        let rows = encoder.rows(ofBand: band)
        let pieces = max(1, (encoder.bandRows + Self.pieceRows - 1) / Self.pieceRows)
        let pieceRows = (encoder.bandRows + pieces - 1) / pieces  // pieces of equal size, so none is drawn for nothing
        let target = try surface ?? CairoSurface(width: plan.pixelWidth, height: min(pieceRows + 1, plan.pixelHeight))
        surface = target
        let segment = try encoder.begin(band: band)
        var y = rows.lowerBound
        while y < rows.upperBound {
            let count = min(pieceRows, rows.upperBound - y)
            let above = y > 0 ? 1 : 0
            try renderer.drawTile(plan, x: 0, y: y - above, onto: target, images: images)
            try target.withPixels { data, stride in
                guard let data else { throw RenderError.cairo(operation: "draw a band", message: "no pixel data") }
                let pixels = UnsafeRawBufferPointer(start: data + above * stride, count: count * stride)
                try encoder.add(to: segment, above: above > 0 ? UnsafeRawPointer(data) : nil, rows: pixels,
                                stride: stride, count: count)
            }
            y += count
        }
        return segment
    }

    /// Hands a compressed band over; the worker whose band is next appends it and every band waiting after it.
    private func deliver(_ segment: PNGSegment) throws {
        condition.lock()
        defer { condition.unlock() }
        ready[segment.band] = segment
        guard segment.band == written, failure == nil else { return }
        while let next = ready.removeValue(forKey: written) {
            try writer.append(next)
            written += 1
        }
        condition.broadcast()
    }
}
