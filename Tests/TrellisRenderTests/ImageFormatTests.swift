import CTurboJPEG
import Foundation
import Testing
import TrellisModel
import TrellisPNG
@testable import TrellisRender
@testable import TrellisScene

/// JPEG (libjpeg-turbo) and SVG (librsvg) images and template rendering, with files written here.
@Suite("JPEG, SVG and template images")
struct ImageFormatTests {
    /// A 16 × 8 JPEG: its left 8 × 8 block red, its right one blue, encoded at quality 100 without chroma
    /// subsampling. A flat 8 × 8 block has only a DC coefficient, which quality 100's quantizer (every step 1)
    /// keeps, so each block decodes to its colour within the YCbCr round trip's rounding (a few levels).
    static func jpegFile(name: String = "blocks.jpg") throws -> String {
        var rgb = [UInt8](repeating: 0, count: 16 * 8 * 3)
        for y in 0..<8 {
            for x in 0..<16 {
                let i = (y * 16 + x) * 3
                if x < 8 { rgb[i] = 255 } else { rgb[i + 2] = 255 }
            }
        }
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let status = tjCompress2(handle, rgb, 16, 16 * 3, 8, Int32(TJPF_RGB.rawValue), &buffer, &size,
                                 Int32(TJSAMP_444.rawValue), 100, 0)
        defer { tjFree(buffer) }
        try #require(status == 0)
        let bytes = try #require(buffer.map { Array(UnsafeBufferPointer(start: $0, count: Int(size))) })
        let path = try temporaryFolder() + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func file(_ name: String, _ text: String) throws -> String {
        let path = try temporaryFolder() + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A 20 × 10 point SVG whose left half is a green square.
    static let halfGreen = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect x="0" y="0" width="10" height="10" fill="#00ff00"/></svg>
        """

    static func load(_ text: String) throws -> Scene {
        do {
            return try #require(try SceneLoader.load(yaml: text, file: "test.yaml").scenes.first)
        } catch let error as SceneLoadError {
            throw error
        }
    }

    static func errors(_ text: String) -> [Diagnostic] {
        do {
            _ = try SceneLoader.load(yaml: text, file: "test.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func imageScene(_ path: String, extra: String = "") throws -> Scene {
        try load("""
        views:
          - image: picture
            src: \(path)
        \(extra)
            layout: [top == 0, left == 0]
        """)
    }

    func picture(_ scene: Scene) throws -> ImageProperties { try #require(scene.allViews.first { $0.id == "picture" }?.image) }

    @Test("a JPEG's size is its pixels (halved for @2x), and it draws its colours")
    func jpeg() throws {
        let path = try Self.jpegFile()
        let image = try picture(try Self.imageScene(path))
        #expect(image.format == .jpeg)
        #expect(image.pointSize == Size(width: 16, height: 8))
        let retina = try picture(try Self.imageScene(try Self.jpegFile(name: "blocks@2x.jpg")))
        #expect(retina.pointSize == Size(width: 8, height: 4))
        let pixels = try screen(try Self.imageScene(path), frames: ["picture": Rect(x: 0, y: 0, width: 16, height: 8)], scale: 1)
        #expect(close(pixels[3, 4], red8, tolerance: 3), "\(pixels[3, 4])")
        #expect(close(pixels[12, 4], blue8, tolerance: 3), "\(pixels[12, 4])")
    }

    @Test("an SVG's size is its width and height in points, else its viewBox; it is drawn as vectors when scaled")
    func svg() throws {
        let path = try Self.file("half.svg", Self.halfGreen)
        let image = try picture(try Self.imageScene(path))
        #expect(image.format == .svg)
        #expect(image.pointSize == Size(width: 20, height: 10))
        let boxed = try Self.file("box.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 12"><rect width="30" height="12"/></svg>"#)
        #expect(try picture(try Self.imageScene(boxed)).pointSize == Size(width: 30, height: 12))
        // Stretched to 40 × 20 at scale 1: the square covers x 0 ..< 20 exactly. Vectors give a hard edge between
        // pixel 19 (all green) and pixel 20 (white); a 20-pixel bitmap scaled up would blend them.
        let pixels = try screen(try Self.imageScene(path), frames: ["picture": Rect(x: 0, y: 0, width: 40, height: 20)], scale: 1)
        #expect(pixels[19, 10] == green8)
        #expect(pixels[20, 10] == white8)
        #expect(pixels[5, 19] == green8)
    }

    @Test("renderingMode: template fills the image's shape with the view's tint, in SVG and bitmap images alike")
    func template() throws {
        let svg = try Self.file("tmpl.svg", Self.halfGreen)
        let scene = try Self.imageScene(svg, extra: "    renderingMode: template\n    tint: \"#FF0000\"")
        let pixels = try screen(scene, frames: ["picture": Rect(x: 0, y: 0, width: 20, height: 10)], scale: 1)
        #expect(pixels[5, 5] == red8)       // the square, in the tint instead of green
        #expect(pixels[15, 5] == white8)    // outside the shape: nothing drawn
        // Without a tint of its own the view takes UIKit's default, systemBlue (0, 122, 255).
        let jpeg = try Self.imageScene(try Self.jpegFile(name: "t.jpg"), extra: "    renderingMode: template")
        let blue = try screen(jpeg, frames: ["picture": Rect(x: 0, y: 0, width: 16, height: 8)], scale: 1)
        #expect(blue[3, 4] == RGBA8(r: 0, g: 122, b: 255))  // an opaque JPEG is all shape
    }

    @Test("files that are not images, unreadable JPEGs and SVGs without a size are refused with the reason")
    func errors() throws {
        let text = try Self.file("notes.txt", "hello")
        #expect(Self.errors("views:\n  - image: a\n    src: \(text)\n").first?.message.contains("is not a PNG, JPEG or SVG file") == true)
        let broken = try temporaryFolder() + "/broken.jpg"
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x02, 0x00]).write(to: URL(fileURLWithPath: broken))
        let brokenErrors = Self.errors("views:\n  - image: a\n    src: \(broken)\n")
        #expect(brokenErrors.first?.message.contains("not a JPEG file that can be read") == true, "\(brokenErrors)")
        let sizeless = try Self.file("sizeless.svg", #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>"#)
        #expect(Self.errors("views:\n  - image: a\n    src: \(sizeless)\n").first?.message.contains("gives no size") == true)
        let bad = Self.errors("views:\n  - image: a\n    src: \(sizeless)\n    renderingMode: tempalte\n")
        #expect(bad.contains { $0.message == "renderingMode: unknown value 'tempalte'; did you mean 'template'?" })
    }
}
