import Foundation
import Testing
import TrellisPNG

/// `render` skips a scene file whose inputs (the file, its images, the options, the fonts, Trellis's version) and
/// outputs are unchanged since the last render into the same output folder, and draws it again when any changed.
@Suite("trellis render: the manifest that skips unchanged scene files")
struct RenderManifestTests {
    /// The modification time of a file in nanoseconds, which a redraw changes (the scene folder is replaced whole).
    private func modified(_ path: String) throws -> Int {
        var info = stat()
        try #require(stat(path, &info) == 0, "\(path) exists")
        return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    }

    @Test("a second render with nothing changed draws nothing and says so; the files keep their times")
    func unchangedIsSkipped() throws {
        let workspace = try Workspace.withTwoScenes()
        let first = try Trellis.run(["render", "scenes", "-o", "out"], in: workspace.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.lastLine.hasPrefix("rendered 2 scenes, 2 images, 0 warnings in "))
        let before = try modified(workspace.path("out/a/screen.png"))
        let second = try Trellis.run(["render", "scenes", "-o", "out"], in: workspace.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.lastLine.hasPrefix("rendered 2 scenes, 0 images, 0 warnings (2 files unchanged, not drawn again) in "))
        #expect(try modified(workspace.path("out/a/screen.png")) == before)
    }

    @Test("a changed scene file, a changed image, a removed output, another option or --force draw the file again",
          arguments: ["scene", "image", "output", "option", "force"])
    func changesRedraw(change: String) throws {
        let workspace = try Workspace.withTwoScenes()
        #expect(try Trellis.run(["render", "scenes", "-o", "out"], in: workspace.url).status == 0)
        var arguments = ["render", "scenes", "-o", "out"]
        var redrawn = "p"
        switch change {
        case "scene": try workspace.write("scenes/a.yaml", Scenes.plain("a", color: "#CC3333")); redrawn = "a"
        case "image": try workspace.writePicture("scenes/dot.png", blue: 10)
        case "output": try FileManager.default.removeItem(atPath: workspace.path("out/p/layout.json"))
        case "option": arguments += ["--annotate", "all"]; redrawn = "both"
        default: arguments.append("--force"); redrawn = "both"
        }
        let run = try Trellis.run(arguments, in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        if redrawn == "both" {
            #expect(run.lastLine.hasPrefix("rendered 2 scenes, 2 images, 0 warnings in "), "\(run.lastLine)")
        } else {
            #expect(run.lastLine.hasPrefix("rendered 2 scenes, 1 image, 0 warnings (1 file unchanged, not drawn again) in "),
                    "\(run.lastLine)")
            #expect(workspace.exists("out/\(redrawn)/layout.json"))
        }
        if change == "image" {
            // the picture drawn again: its new blue (10) fills the image view
            let screen = try readPNG(atPath: workspace.path("out/p/screen.png"))
            #expect(Array(screen.bytes[0..<4]) == [10, 0, 0, 255])
        }
    }

    @Test("a damaged manifest is ignored: every file is drawn and the manifest written again")
    func damagedManifest() throws {
        let workspace = try Workspace.withTwoScenes()
        #expect(try Trellis.run(["render", "scenes", "-o", "out"], in: workspace.url).status == 0)
        try workspace.write("out/.trellis-manifest.json", "{\"version\": 1, \"files\": [")
        let run = try Trellis.run(["render", "scenes", "-o", "out"], in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lastLine.hasPrefix("rendered 2 scenes, 2 images, 0 warnings in "))
        let again = try Trellis.run(["render", "scenes", "-o", "out"], in: workspace.url)
        #expect(again.lastLine.contains("(2 files unchanged, not drawn again)"))
    }

    @Test("a scene with a warning is skipped with its warning printed again")
    func warningsRepeat() throws {
        let workspace = try Workspace()
        // the box has no height: its height is ambiguous (a warning), the scene is still drawn
        try workspace.write("w.yaml", """
            name: w
            size: [100, 80]
            scale: 1
            views:
              - view: box
                background: red
                layout: [left == superview, top == superview, width == 10]
            """)
        let first = try Trellis.run(["render", "w.yaml", "-o", "out"], in: workspace.url)
        #expect(first.status == 0, "\(first.stderr)")
        let warning = try #require(first.stderr.split(separator: "\n").first { $0.contains("warning:") })
        let second = try Trellis.run(["render", "w.yaml", "-o", "out"], in: workspace.url)
        #expect(second.stderr.contains(warning), "\(second.stderr)")
        #expect(second.lastLine.contains("(1 file unchanged, not drawn again)"))
    }
}
