internal import CRSVG
internal import CTurboJPEG
import TrellisModel
internal import TrellisPNG

/// The format and intrinsic size of an image file, read when the scene is loaded (the layout needs the size).
///
/// The format is told by the file's first bytes: PNG's signature, JPEG's start-of-image marker, or an XML
/// document (`<`) read as SVG. PNG and JPEG sizes are in pixels (an `@2x`/`@3x` name divides them); an SVG's is
/// its `width` and `height` (else its `viewBox`) in points.
struct ImageFileInfo {
    var format: ImageFormat
    var width: Double
    var height: Double

    /// The largest JPEG or SVG file read, as for images drawn (512 MiB).
    static let maximumFileBytes = 512 << 20

    /// What is wrong with a file, in words that follow "src: 'NAME' ".
    enum Problem: Error {
        case notFound
        case unreadable(String)
        /// Not PNG, JPEG or SVG (no known signature).
        case unknownFormat
        case png(PNGError)
    }

    static func read(path: String) throws(Problem) -> ImageFileInfo {
        let bytes: [UInt8]
        do throws(RegularFile.Problem) {
            bytes = try RegularFile.contents(of: path, maximumBytes: maximumFileBytes).bytes
        } catch {
            switch error {
            case .notFound: throw .notFound
            case .unreadable(let reason): throw .unreadable(reason)
            }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do throws(PNGError) {
                let info = try readPNGInfo(atPath: path)
                return ImageFileInfo(format: .png, width: Double(info.width), height: Double(info.height))
            } catch {
                throw .png(error)
            }
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(bytes) }
        let text = bytes.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if text.first == UInt8(ascii: "<") { return try svg(bytes) }
        throw .unknownFormat
    }

    /// The size a JPEG's frame header declares (TurboJPEG reads the headers only).
    private static func jpeg(_ bytes: [UInt8]) throws(Problem) -> ImageFileInfo {
        guard let handle = tjInitDecompress() else { throw .unreadable("the JPEG decoder could not be created") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { data in
            tjDecompressHeader3(handle, data.baseAddress, UInt(data.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0 else {
            let reason = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
            throw .unreadable("not a JPEG file that can be read (\(reason))")
        }
        guard width > 0, height > 0 else { throw .unreadable("not a JPEG file that can be read (no frame header with a size)") }
        guard width <= 32767, height <= 32767 else {
            throw .unreadable("too large (\(width)×\(height) pixels): images may have at most 32767 pixels per side")
        }
        return ImageFileInfo(format: .jpeg, width: Double(width), height: Double(height))
    }

    /// The size an SVG document declares, parsed by librsvg (so a document it cannot parse is refused here).
    private static func svg(_ bytes: [UInt8]) throws(Problem) -> ImageFileInfo {
        var failure: UnsafeMutablePointer<GError>? = nil
        let created = bytes.withUnsafeBufferPointer { data in
            rsvg_handle_new_from_data(data.baseAddress, gsize(data.count), &failure)
        }
        let reason = failure.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        if let failure { g_error_free(failure) }
        guard let handle = created else { throw .unreadable("not an SVG document that can be read (\(reason))") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0, width.isFinite, height.isFinite {
            return ImageFileInfo(format: .svg, width: width, height: height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else {
            throw .unreadable("the SVG document gives no size: give its <svg> a width and height or a viewBox")
        }
        return ImageFileInfo(format: .svg, width: viewBox.width, height: viewBox.height)
    }
}
