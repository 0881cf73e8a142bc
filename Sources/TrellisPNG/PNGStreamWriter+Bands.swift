internal import PNGSupport

/// One band of a streamed image, filtered and compressed apart (`PNGBandEncoder`), then appended in its turn
/// (`PNGStreamWriter.append(_:)`).
public final class PNGSegment: @unchecked Sendable {
    // Sendable: one thread at a time uses a segment: the one that adds its rows, then the one that appends it.
    fileprivate let raw: OpaquePointer
    /// The band's index: its first row is `band × bandRows`.
    public let band: Int

    fileprivate init(raw: OpaquePointer, band: Int) {
        self.raw = raw
        self.band = band
    }

    deinit { tps_segment_destroy(raw) }
}

/// Compresses whole bands of a `PNGStreamWriter`'s image on any thread, so a tall image is filtered and
/// compressed by several threads at once; the writer appends the segments in band order. The file's bytes are
/// those of appending the same rows with `append(rows:stride:rowCount:)`, whatever the threads: bands are cut at
/// fixed rows (about 4 MB of filtered bytes each), each ends with a full flush, and the Adler-32 is combined
/// from the bands' (as pigz does).
public struct PNGBandEncoder: @unchecked Sendable {
    // Sendable: `tps_segment_compress` reads only the writer's settings, fixed once the writer has started,
    // so it may run on several threads while one other thread appends.
    private let handle: PNGWriterHandle
    /// Rows per band (the last band may have fewer).
    public let bandRows: Int
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in rows.
    public let height: Int

    /// How many bands the image has.
    public var bandCount: Int { (height + bandRows - 1) / bandRows }

    /// The image rows of band `band`.
    public func rows(ofBand band: Int) -> Range<Int> { band * bandRows..<min(height, (band + 1) * bandRows) }

    fileprivate init(handle: PNGWriterHandle, bandRows: Int, width: Int, height: Int) {
        self.handle = handle
        self.bandRows = bandRows
        self.width = width
        self.height = height
    }

    /// Begins band `band`: its rows are given with `add`, a few at a time or all at once.
    public func begin(band: Int) throws(PNGError) -> PNGSegment {
        guard band >= 0, band < bandCount else {
            throw .writeFailed(path: handle.name, message: "band \(band) of \(bandCount) begun (a bug)")
        }
        var segment: OpaquePointer?
        let status = withMessage { tps_segment_begin(handle.raw, UInt32(band), &segment, $0, $1) }
        guard let segment else { throw pngError(status: status.status, path: handle.name, message: status.message) }
        return PNGSegment(raw: segment, band: band)
    }

    /// Filters and compresses the band's next `count` ARGB32 rows (`stride` bytes apart); `above` is the image
    /// row just before them (nil for the image's first row only). The rows that end the band end the segment.
    public func add(to segment: PNGSegment, above: UnsafeRawPointer?, rows: UnsafeRawBufferPointer, stride: Int,
                    count: Int) throws(PNGError) {
        guard count > 0, let base = rows.baseAddress, stride >= width * 4, rows.count >= (count - 1) * stride + width * 4
        else {
            throw .writeFailed(path: handle.name, message: "\(count) rows of band \(segment.band) added without their pixels (a bug)")
        }
        let status = withMessage {
            tps_segment_add(handle.raw, segment.raw, above?.assumingMemoryBound(to: UInt8.self),
                            base.assumingMemoryBound(to: UInt8.self), stride, UInt32(count), $0, $1)
        }
        guard status.status == Int32(TPS_OK.rawValue) else {
            throw pngError(status: status.status, path: handle.name, message: status.message)
        }
    }

    /// Filters and compresses band `band` from all its ARGB32 `rows` (`stride` bytes apart) and `above`, the image
    /// row just before the band (nil for band 0).
    public func compress(band: Int, above: UnsafeRawPointer?, rows: UnsafeRawBufferPointer, stride: Int) throws(PNGError) -> PNGSegment {
        let segment = try begin(band: band)
        try add(to: segment, above: above, rows: rows, stride: stride, count: self.rows(ofBand: band).count)
        return segment
    }

    /// Runs a PNGSupport call that may leave a reason in a message buffer; its status and that reason.
    private func withMessage(_ body: (UnsafeMutablePointer<CChar>?, Int) -> Int32) -> (status: Int32, message: String) {
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { body($0.baseAddress, $0.count) }
        return (status, String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}

extension PNGStreamWriter {
    /// The band encoder of this writer, or nil when its filter is not the adaptive one (libpng's filters
    /// compress the rows as one stream).
    public var bandEncoder: PNGBandEncoder? {
        let rows = Int(tps_writer_band_rows(handle.raw))
        return rows > 0 ? PNGBandEncoder(handle: handle, bandRows: rows, width: width, height: height) : nil
    }

    /// Appends a compressed band; it must be the band that starts at the rows appended so far.
    public func append(_ segment: PNGSegment) throws(PNGError) {
        try checkOpen()
        do throws(PNGError) {
            try handle.check(tps_writer_append_segment(handle.raw, segment.raw))
        } catch {
            throw fail(error)
        }
        rowsWritten = min(height, (segment.band + 1) * Int(tps_writer_band_rows(handle.raw)))
    }
}
