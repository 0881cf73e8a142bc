import Foundation
import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

@Suite("Drawing images")
struct ImageDrawingTests {
    /// A 20 × 10 pixel image: 4 × 4 blocks of red, green, blue, yellow at its corners, gray elsewhere.
    static func cornerImage() throws -> String {
        var image = PixelBuffer(width: 20, height: 10)
        for y in 0..<10 {
            for x in 0..<20 {
                let left = x < 4, right = x >= 16, top = y < 4, bottom = y >= 6
                image[x, y] = top && left ? red8 : top && right ? green8 : bottom && left ? blue8 : bottom && right ? yellow8
                    : RGBA8(r: 128, g: 128, b: 128)
            }
        }
        let path = try temporaryFolder() + "/corners.png"
        try writePNG(image, toPath: path, text: [])
        return path
    }

    /// Where each mode puts a 20 × 10 point image in the box (30, 30, 40, 40).
    static let expected: [(ContentMode, Rect)] = [
        (.scaleToFill, Rect(x: 30, y: 30, width: 40, height: 40)),
        (.aspectFit, Rect(x: 30, y: 40, width: 40, height: 20)),
        (.aspectFill, Rect(x: 10, y: 30, width: 80, height: 40)),
        (.center, Rect(x: 40, y: 45, width: 20, height: 10)),
        (.top, Rect(x: 40, y: 30, width: 20, height: 10)),
        (.bottom, Rect(x: 40, y: 60, width: 20, height: 10)),
        (.left, Rect(x: 30, y: 45, width: 20, height: 10)),
        (.right, Rect(x: 50, y: 45, width: 20, height: 10)),
        (.topLeft, Rect(x: 30, y: 30, width: 20, height: 10)),
        (.topRight, Rect(x: 50, y: 30, width: 20, height: 10)),
        (.bottomLeft, Rect(x: 30, y: 60, width: 20, height: 10)),
        (.bottomRight, Rect(x: 50, y: 60, width: 20, height: 10)),
    ]

    @Test("Each content mode places the image's corner pixels where they belong", arguments: ContentMode.allCases)
    func contentMode(mode: ContentMode) throws {
        let path = try Self.cornerImage()
        var node = ViewNode(.image, id: "image")
        node.image = ImageProperties(source: "corners.png", path: path, pixelSize: Size(width: 20, height: 10))
        node.image?.mode = mode
        let scene = Scene(name: "image", size: Size(width: 100, height: 100), views: [node])
        let rect = try #require(Self.expected.first { $0.0 == mode }?.1)
        for scale in [1.0, 2.0] {
            let pixels = try screen(scene, frames: ["image": Rect(x: 30, y: 30, width: 40, height: 40)], scale: scale)
            let x0 = Int(rect.minX * scale), y0 = Int(rect.minY * scale)
            let x1 = Int(rect.maxX * scale) - 1, y1 = Int(rect.maxY * scale) - 1
            #expect(pixels[x0, y0] == red8, "\(mode) top-left at scale \(scale)")
            #expect(pixels[x1, y0] == green8, "\(mode) top-right at scale \(scale)")
            #expect(pixels[x0, y1] == blue8, "\(mode) bottom-left at scale \(scale)")
            #expect(pixels[x1, y1] == yellow8, "\(mode) bottom-right at scale \(scale)")
            #expect(pixels[x0 - 1, y0 - 1] == white8, "\(mode) outside at scale \(scale)")
            #expect(pixels[x1 + 1, y1 + 1] == white8, "\(mode) outside at scale \(scale)")
        }
    }

    @Test("An @2x image is drawn at its point size")
    func retinaImage() throws {
        let path = try Self.cornerImage()
        var node = ViewNode(.image, id: "image")
        node.image = ImageProperties(source: "corners@2x.png", path: path, pixelSize: Size(width: 20, height: 10), scale: 2)
        node.image?.mode = .topLeft
        let scene = Scene(name: "image", size: Size(width: 100, height: 100), views: [node])
        let pixels = try screen(scene, frames: ["image": Rect(x: 30, y: 30, width: 40, height: 40)], scale: 2)
        // 10 × 5 points at scale 2: exactly the file's pixels.
        #expect(pixels[60, 60] == red8)
        #expect(pixels[79, 69] == yellow8)
        #expect(pixels[80, 69] == white8)
    }

    @Test("A missing image file is an error naming the file")
    func missingFile() throws {
        var node = ViewNode(.image, id: "image")
        node.image = ImageProperties(source: "nowhere.png", path: "/nonexistent/nowhere.png", pixelSize: Size(width: 1, height: 1))
        let scene = Scene(name: "image", size: Size(width: 10, height: 10), views: [node])
        #expect(throws: RenderError.self) {
            _ = try screen(scene, frames: ["image": Rect(x: 0, y: 0, width: 10, height: 10)])
        }
        do {
            _ = try screen(scene, frames: ["image": Rect(x: 0, y: 0, width: 10, height: 10)])
        } catch {
            #expect("\(error)".contains("/nonexistent/nowhere.png"))
        }
    }
}
