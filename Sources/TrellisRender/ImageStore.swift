#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The image files of a scene, each read and decoded once per file (however its path is spelt, through links
/// or not): PNG and JPEG into a cairo surface, SVG into a parsed document (`+SVG`).
///
/// A file is opened without blocking and must be a regular file after the open (a FIFO or device put in its
/// place is refused, never waited on); its declared size is checked against the pixel budget before any pixel
/// is allocated.
final class ImageStore: @unchecked Sendable {
    /// The largest image file read, in bytes.
    static let maximumFileBytes = 512 << 20
    private var surfaces: [FileIdentity: CairoSurface] = [:]
    private var documents: [FileIdentity: SVGImage] = [:]
    private let lock = NSLock()
    /// The most pixels an image may have (`RenderOptions.maxPixels`); nil for no budget beyond cairo's.
    let maxPixels: Int?

    init(maxPixels: Int?) { self.maxPixels = maxPixels }

    /// The surface holding the image at `path`.
    func surface(for path: String) throws(RenderError) -> CairoSurface {
        lock.lock()
        defer { lock.unlock() }
        let (identity, bytes) = try Self.contents(of: path)
        if let cached = surfaces[identity] { return cached }
        let pixels: PixelBuffer
        if JPEGDecoder.isJPEG(bytes) {
            pixels = try JPEGDecoder.decode(bytes, path: path, maxPixels: maxPixels)
        } else {
            do {
                pixels = try readPNG(data: bytes, name: path, maxPixels: maxPixels)
            } catch {
                throw .imageFile(path: path, message: Self.withoutPath(error.description, path))
            }
        }
        guard pixels.width <= CairoSurface.maxImageSide, pixels.height <= CairoSurface.maxImageSide else {
            throw .imageFile(path: path, message: "a \(pixels.width) × \(pixels.height) image is larger than can be drawn (32767 pixels per side)")
        }
        let surface = try CairoSurface(width: pixels.width, height: pixels.height)
        surface.withPixels { data, stride in
            guard let data else { return }
            let rowBytes = pixels.width * 4
            pixels.bytes.withUnsafeBytes { source in
                guard let base = source.baseAddress else { return }
                for row in 0..<pixels.height {
                    (data + row * stride).update(from: base.advanced(by: row * pixels.stride).assumingMemoryBound(to: UInt8.self),
                                                 count: rowBytes)
                }
            }
        }
        surfaces[identity] = surface
        return surface
    }

    /// The parsed SVG document at `path`.
    func svg(for path: String) throws(RenderError) -> SVGImage {
        lock.lock()
        defer { lock.unlock() }
        let (identity, bytes) = try Self.contents(of: path)
        if let cached = documents[identity] { return cached }
        let document = try SVGImage(bytes: bytes, path: path)
        documents[identity] = document
        return document
    }

    /// The file's identity and bytes: opened without blocking, checked to be a regular file after the open.
    static func contents(of path: String) throws(RenderError) -> (FileIdentity, [UInt8]) {
        do throws(RegularFile.Problem) {
            let file = try RegularFile.contents(of: path, maximumBytes: maximumFileBytes)
            return (FileIdentity(device: file.device, inode: file.inode), file.bytes)
        } catch {
            switch error {
            case .notFound: throw .imageFile(path: path, message: "no such file")
            case .unreadable(let reason): throw .imageFile(path: path, message: reason)
            }
        }
    }

    /// `message` without a leading `path: ` (PNG errors name their file, and RenderError names it again).
    static func withoutPath(_ message: String, _ path: String) -> String {
        message.hasPrefix(path + ": ") ? String(message.dropFirst(path.count + 2)) : message
    }
}

/// A file as the file system knows it: one identity for every path that reaches it.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}
