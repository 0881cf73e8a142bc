import Dispatch
import Foundation
import TrellisPNG

/// Draws and compresses the bands of a tall image on several threads, each worker taking the next band, drawing
/// it onto a surface of its own and compressing it as an independent segment, while the segments are appended
/// to the file in band order. Before, one thread drew while another encoded: the 20000-row list spent about 1.7 s
/// of CPU drawing and 3.4 s encoding, so the encoder alone bounded its time (perf, 2026-11-30).
///
/// The bands are the PNG writer's (`PNGBandEncoder`, cut at fixed rows), so the file's bytes do not depend on the
/// number of threads. At most `window` bands are taken and not yet appended, so memory stays that of a surface
/// per worker and a few compressed bands, whatever the height.
final class BandWorkers: @unchecked Sendable {
    // Sendable: the mutable state below is read and written under `condition` only; the renderer is drawn from
    // several threads, which is safe once its geometry for the plan is cached (`init`): drawing then reads the
    // renderer and goes through the locked image store, annotation layout cache and font system.
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
            DispatchQueue.global().async(group: group) { self.work() }
        }
        work()
        group.wait()
        if let failure { throw failure }
    }

    /// One worker: takes bands until none is left, reusing one surface for every full band.
    private func work() {
        var surface: CairoSurface?
        while let band = take() {
            do {
                let segment = try drawAndCompress(band, surface: &surface)
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

    /// Draws band `band` with the image row above it (its filter looks at it) and compresses it.
    private func drawAndCompress(_ band: Int, surface: inout CairoSurface?) throws -> PNGSegment {
        let rows = encoder.rows(ofBand: band)
        let above = band > 0 ? 1 : 0
        let drawn = rows.count + above
        let target: CairoSurface
        if let surface, surface.height == drawn {
            target = surface
        } else {
            target = try CairoSurface(width: plan.pixelWidth, height: drawn)
            if drawn == encoder.bandRows + 1 { surface = target }  // every full band but the first has this height
        }
        try renderer.drawTile(plan, x: 0, y: rows.lowerBound - above, onto: target)
        return try target.withPixels { data, stride in
            guard let data else { throw RenderError.cairo(operation: "draw a band", message: "no pixel data") }
            let pixels = UnsafeRawBufferPointer(start: data + above * stride, count: rows.count * stride)
            return try encoder.compress(band: band, above: above > 0 ? UnsafeRawPointer(data) : nil, rows: pixels,
                                        stride: stride)
        }
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
