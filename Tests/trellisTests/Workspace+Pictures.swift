import Foundation
import TrellisPNG

/// Pictures and a two-scene folder shared by the tests of `render`'s manifest and `test`'s drawing memo.
extension Workspace {
    /// Writes a 2 × 2 opaque picture of one colour at `relative` (ARGB32 words, little-endian: blue, green, red,
    /// alpha).
    func writePicture(_ relative: String, blue: UInt8) throws {
        var picture = PixelBuffer(width: 2, height: 2)
        for index in stride(from: 0, to: picture.bytes.count, by: 4) {
            picture.bytes.replaceSubrange(index..<(index + 4), with: [blue, 0, 0, 255])
        }
        try Data(try encodePNG(picture, text: [])).write(to: URL(fileURLWithPath: path(relative)))
    }

    /// A workspace with two scene files in `scenes/`: a plain screen `a` and a picture `p` showing `scenes/dot.png`;
    /// each renders to screen.png and layout.json.
    static func withTwoScenes() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        try workspace.writePicture("scenes/dot.png", blue: 200)
        try workspace.write("scenes/p.yaml", """
            name: p
            size: [40, 40]
            scale: 1
            views:
              - image: photo
                src: dot.png
                layout: [edges == superview]
            """)
        return workspace
    }
}
