import Foundation
import Testing

/// `trellis test` passes an image whose drawn pixels have the digest its reference carries without encoding the
/// image or decoding the reference; `--full-compare` takes the long way. The references are made unreadable in a
/// way only a decode notices, so the exit code tells which way the run took.
@Suite("trellis test: the pixel digest in each reference")
struct PixelDigestCommandTests {
    /// Flips bytes in the middle of the first IDAT chunk's data: its CRC no longer matches, so decoding fails, while
    /// the chunks after it (the digest) are read as before.
    private func spoilImageData(_ path: String) throws {
        var png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let type = try #require((8..<(png.count - 4)).first { Array(png[$0..<($0 + 4)]) == Array("IDAT".utf8) })
        let length = png[(type - 4)..<type].reduce(0) { $0 << 8 | Int($1) }
        try #require(length > 4)
        png[type + 4 + length / 2] ^= 0xff
        try Data(png).write(to: URL(fileURLWithPath: path))
    }

    @Test("a reference whose digest matches passes without being decoded; --full-compare decodes it and fails")
    func digestSkipsDecoding() throws {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        let render = try Trellis.run(["render", "scenes", "-o", "ref"], in: workspace.url)
        #expect(render.status == 0, "\(render.stderr)")
        try spoilImageData(workspace.path("ref/a/screen.png"))

        let fast = try Trellis.run(["test", "scenes", "-r", "ref", "--record", "never"], in: workspace.url)
        #expect(fast.status == 0, "\(fast.stderr)")
        #expect(fast.lastLine == "2 passed, 0 failed")

        let full = try Trellis.run(["test", "scenes", "-r", "ref", "--record", "never", "--full-compare"], in: workspace.url)
        #expect(full.status == 1)
        #expect(full.lastLine == "1 passed, 1 failed")
        #expect(full.stderr.contains("cannot read the reference image"), "\(full.stderr)")
    }

    @Test("a changed picture is not hidden by the digest: the reference is decoded and the difference reported")
    func changedPictureFails() throws {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        #expect(try Trellis.run(["render", "scenes", "-o", "ref"], in: workspace.url).status == 0)
        // The scene now draws another colour: its digest differs from the reference's, so the pixels are compared.
        try workspace.write("scenes/a.yaml", Scenes.plain("a", color: "#CC3333"))
        let result = try Trellis.run(["test", "scenes", "-r", "ref", "--record", "never", "--artifacts", "f"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("FAIL a/screen.png: "), "\(result.stderr)")
        #expect(workspace.exists("f/a/screen.diff.png"))
    }

    @Test("a reference without a digest (written by another tool) is compared by its pixels and passes")
    func referenceWithoutDigest() throws {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        #expect(try Trellis.run(["render", "scenes", "-o", "ref"], in: workspace.url).status == 0)
        // Drop the digest's tEXt chunk (its keyword is Trellis-Pixels): the image data and the other chunks stay.
        let path = workspace.path("ref/a/screen.png")
        var png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let keyword = Array("tEXtTrellis-Pixels".utf8)
        let type = try #require((8..<(png.count - keyword.count)).first { Array(png[$0..<($0 + keyword.count)]) == keyword })
        let length = png[(type - 4)..<type].reduce(0) { $0 << 8 | Int($1) }
        png.removeSubrange((type - 4)..<(type + 4 + length + 4))
        try Data(png).write(to: URL(fileURLWithPath: path))

        let result = try Trellis.run(["test", "scenes", "-r", "ref", "--record", "never"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lastLine == "2 passed, 0 failed")
    }
}
