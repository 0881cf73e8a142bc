internal import PNGSupport

/// The digest of an image's pixels that the PNG writer stores in a `Trellis-Pixels` text chunk after the image data,
/// so a test can tell an unchanged image without encoding it or decoding the reference.
///
/// It hashes the ARGB32 premultiplied words as drawn (64 bits, row by row); two buffers with the same size and
/// words have the same digest. An image written opaque (`PNGWriteOptions.opaque`) is hashed with its alpha bytes
/// read as 0xff, as the file stores it, so an opaque surface's undefined fourth byte never changes the digest.
/// Only the adaptive writer (the default) stores it.
public enum PixelDigest {
    /// The keyword of the text chunk that holds the digest.
    public static let key = TPS_DIGEST_KEY

    /// The digest of a buffer's pixels, as the writer given `options` stores it (`v1 ` and 16 hex digits).
    public static func of(_ image: PixelBuffer, options: PNGWriteOptions = PNGWriteOptions()) -> String {
        guard image.width > 0, image.height > 0, image.stride >= image.width * 4,
            image.bytes.count >= (image.height - 1) * image.stride + image.width * 4
        else { return "" }
        var text = [CChar](repeating: 0, count: Int(TPS_DIGEST_TEXT_SIZE))
        let status = image.bytes.withUnsafeBufferPointer { rows in
            tps_pixel_digest(rows.baseAddress, image.stride, UInt32(image.width), UInt32(image.height),
                             options.opaque ? 1 : 0, &text)
        }
        guard status == 0 else { return "" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The digest stored in a PNG file, read from its chunk headers without reading the image data; nil when the
    /// file has none (written by another tool or an older Trellis).
    public static func stored(atPath path: String) throws(PNGError) -> String? {
        var value = [CChar](repeating: 0, count: 64)
        var found: Int32 = 0
        let status = tps_read_text_chunk(path, key, &value, value.count, &found)
        guard status == 0 else { throw pngError(status: status, path: path, message: "") }
        guard found != 0 else { return nil }
        return String(decoding: value.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
