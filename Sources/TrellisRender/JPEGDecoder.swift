internal import CTurboJPEG
import TrellisModel
import TrellisPNG

/// Decodes JPEG files with libjpeg-turbo's TurboJPEG API into the pixels cairo draws (ARGB32, opaque).
///
/// The accurate integer IDCT is asked for, which libjpeg-turbo computes to the same bits with and without its SIMD
/// code, so a JPEG decodes to the same pixels on every machine. Every call's status is checked; a warning (extra
/// bytes, a truncated scan) keeps the decoded image, as image viewers and UIImage show such files.
enum JPEGDecoder {
    /// Whether `bytes` start as a JPEG file does (an SOI marker followed by another marker).
    static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The decoded pixels; an image whose header declares more than `maxPixels` pixels (or more than cairo's
    /// 32767 per side) is refused before any pixel is allocated.
    static func decode(_ bytes: [UInt8], path: String, maxPixels: Int?) throws(RenderError) -> PixelBuffer {
        let handle = try Handle(path: path)
        let (width, height) = try handle.header(bytes)
        guard width <= CairoSurface.maxImageSide, height <= CairoSurface.maxImageSide else {
            throw .imageFile(path: path, message: "a \(width) × \(height) image is larger than can be drawn (32767 pixels per side)")
        }
        if let maxPixels, width * height > maxPixels {
            throw .imageFile(path: path, message: "a \(width) × \(height) image is more than the budget of \(maxPixels) pixels per image (--max-pixels)")
        }
        var pixels = PixelBuffer(width: width, height: height)
        // TJPF_BGRA on a little-endian machine is cairo's ARGB32 word; TurboJPEG sets every alpha byte to 255.
        let format = Int32(TJPF_BGRA.rawValue)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.bytes.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle.raw, source.baseAddress, UInt(source.count), target.baseAddress, Int32(width),
                              Int32(width * 4), Int32(height), format, TJFLAG_ACCURATEDCT)
            }
        }
        if status != 0, tjGetErrorCode(handle.raw) != Int32(TJERR_WARNING.rawValue) {
            throw .imageFile(path: path, message: "is not a JPEG file that can be read (\(handle.message))")
        }
        return pixels
    }

    /// One TurboJPEG decompressor, destroyed with its owner.
    private final class Handle {
        let raw: tjhandle
        let path: String

        init(path: String) throws(RenderError) {
            guard let raw = tjInitDecompress() else {
                throw .imageFile(path: path, message: "the JPEG decoder could not be created")
            }
            self.raw = raw
            self.path = path
        }

        deinit { tjDestroy(raw) }

        var message: String {
            guard let text = tjGetErrorStr2(raw) else { return "unknown error" }
            return String(cString: text)
        }

        func header(_ bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int) {
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            let status = bytes.withUnsafeBufferPointer { source in
                tjDecompressHeader3(raw, source.baseAddress, UInt(source.count), &width, &height, &subsampling, &colorspace)
            }
            guard status == 0 else { throw .imageFile(path: path, message: "is not a JPEG file that can be read (\(message))") }
            guard width > 0, height > 0 else { throw .imageFile(path: path, message: "the JPEG declares an empty image") }
            return (Int(width), Int(height))
        }
    }
}
