import Foundation
import Testing

@Suite("A diagram tool's command line: a scene from standard input, one image to a file or standard output")
struct SingleImageTests {
    /// The width and height in a PNG file's IHDR (big-endian, bytes 16…23).
    private func pngSize(_ path: String) throws -> (Int, Int) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path) is not a PNG")
        return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test("a scene on standard input, -o hero.png: the screen, 100 × 80 pixels at scale 1")
    func standardInputToFile() throws {
        let workspace = try Workspace()
        let result = try Trellis.run(["render", "-", "-o", "hero.png"], in: workspace.url, input: Scenes.plain("hero"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "rendered screen.png to hero.png\n")
        #expect(try pngSize(workspace.path("hero.png")) == (100, 80))
        #expect(workspace.files(in: ".") == ["hero.png"])
    }

    @Test("-o - writes the image itself to standard output; the format comes from --format there")
    func standardOutput() throws {
        let workspace = try Workspace()
        try workspace.write("p.yaml", Scenes.plain("p"))
        let result = try Trellis.run(["render", "p.yaml", "-o", "-", "--format", "svg"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<svg"))
        #expect(workspace.files(in: ".") == ["p.yaml"])
    }

    @Test("--state and --image pick a scroll view's image; the format comes from the extension", arguments: [
        // the scroller is 100 × 120 points on screen and its content 100 × 300, at scale 1
        (["--state", "bottom", "--image", "content"], "c.png", 100, 300),
        (["--state", "bottom", "--image", "viewport"], "v.png", 100, 120),
        (["--image", "viewport", "--state", "scroller.top"], "w.png", 100, 120),
    ])
    func pick(flags: [String], file: String, width: Int, height: Int) throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        let result = try Trellis.run(["render", "s.yaml", "-o", file] + flags, in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pngSize(workspace.path(file)) == (width, height))
    }

    @Test("a choice that names no single image says what there is", arguments: [
        (["--image", "viewport"], "2 viewport images match; pick one with --state (one of: scroller.top, scroller.bottom)"),
        (["--state", "0,999", "--image", "content"], "no content image for the state '0,999'; the scene has: scroller.top, scroller.bottom"),
        (["--state", "0,999", "--image", "screen"], "no screen image for the state '0,999'; the scene has: scroller.top, scroller.bottom"),
    ])
    func ambiguous(flags: [String], message: String) throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        let result = try Trellis.run(["render", "s.yaml", "-o", "x.png"] + flags, in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!workspace.exists("x.png"))
    }

    @Test("explain on a folder says that it takes one scene file, and names some")
    func explainFolder() throws {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        try workspace.write("scenes/b.yaml", Scenes.plain("b"))
        let result = try Trellis.run(["explain", "scenes"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'scenes' is a folder; explain prints one scene file, such as scenes/a.yaml, scenes/b.yaml (render and test take folders)"))
    }

    @Test("explain and test read standard input too")
    func explainStandardInput() throws {
        let workspace = try Workspace()
        let result = try Trellis.run(["explain", "-"], in: workspace.url, input: Scenes.plain("piped"))
        #expect(result.status == 0, "\(result.stderr)")
        // the box is inset 10 in the 100 × 80 screen
        #expect(result.stdout.contains("view box frame (10, 10, 80, 60)"))
    }
}
