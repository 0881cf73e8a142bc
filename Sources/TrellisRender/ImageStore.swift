import Foundation

/// The image files of a scene, read once each through the PNG reader into cairo surfaces.
final class ImageStore: @unchecked Sendable {
    private var surfaces: [String: CairoSurface] = [:]
    private let lock = NSLock()

    /// The surface holding the image at `path`.
    func surface(for path: String) throws(RenderError) -> CairoSurface {
        lock.lock()
        defer { lock.unlock() }
        if let cached = surfaces[path] { return cached }
        let pixels: PixelBuffer
        do {
            pixels = try readPNG(atPath: path)
        } catch {
            throw .imageFile(path: path, message: error.description)
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
        surfaces[path] = surface
        return surface
    }
}
