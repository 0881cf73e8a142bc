import Dispatch
import TrellisPNG

/// Encodes the drawn bands of a tall image on a thread of its own, one band at a time and in order, while the
/// caller draws the next band: before, drawing and encoding of the 20000-row list took turns on one thread
/// (about half of its time each, perf). At most two bands are in flight: the one drawn and the one encoded.
///
/// The caller owns the bands' surfaces and must not draw into one until `wait()` has returned for it; the bytes
/// written are the same as appending the bands one after the other (the writer sees the same rows in order).
final class BandPipeline: @unchecked Sendable {
    private let writer: PNGStreamWriter
    private let queue = DispatchQueue(label: "trellis.png-bands")
    private let done = DispatchSemaphore(value: 0)
    /// The band handed over and not yet waited for; set before the encoder thread starts it, read after `done`.
    private var pending: (rows: UnsafeRawBufferPointer, stride: Int, count: Int)?
    private var busy = false
    private var failure: PNGError?

    init(writer: PNGStreamWriter) { self.writer = writer }

    /// Starts appending `count` rows that start `stride` bytes apart at `rows` (a band's surface, kept alive and
    /// untouched by the caller until the next `wait()`). Waits for the band before, if any.
    func submit(rows: UnsafeRawBufferPointer, stride: Int, count: Int) throws(PNGError) {
        try wait()
        pending = (rows, stride, count)
        busy = true
        queue.async { self.encodePending() }
    }

    /// Waits until the band handed over last is appended; throws the first failure of any band.
    func wait() throws(PNGError) {
        if busy {
            done.wait()
            busy = false
        }
        if let failure { throw failure }
    }

    private func encodePending() {
        defer { done.signal() }
        guard failure == nil, let band = pending else { return }
        pending = nil
        do throws(PNGError) {
            try writer.append(rows: band.rows, stride: band.stride, rowCount: band.count)
        } catch {
            failure = error
        }
    }
}
