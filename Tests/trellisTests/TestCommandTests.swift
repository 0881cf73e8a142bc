import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("trellis test: references, failure images, perceptual precision and JUnit")
struct TestCommandTests {
    /// A workspace with three scenes rendered as references into `ref`.
    private func recorded() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        try workspace.write("scenes/b.yaml", Scenes.plain("b", color: "#CC3333"))
        try workspace.write("scenes/s.yaml", Scenes.scrolling("s"))
        let render = try Trellis.run(["render", "scenes", "-o", "ref"], in: workspace.url)
        #expect(render.status == 0)
        return workspace
    }

    @Test("fresh references pass and the closing line counts them")
    func freshReferencesPass() throws {
        let workspace = try recorded()
        let result = try Trellis.run(["test", "scenes", "--reference", "ref"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        // a and b: screen + layout.json; s: screen + screen, viewport and content at two offsets + layout.json
        #expect(result.lastLine == "12 passed, 0 failed")
    }

    @Test("a changed reference fails with actual, diff and side-by-side images and exit 1")
    func changedReferenceFails() throws {
        let workspace = try recorded()
        // b's reference now shows a's picture
        try FileManager.default.removeItem(atPath: workspace.path("ref/b/screen.png"))
        try FileManager.default.copyItem(atPath: workspace.path("ref/a/screen.png"), toPath: workspace.path("ref/b/screen.png"))
        let result = try Trellis.run(["test", "scenes", "-r", "ref", "--artifacts", "failures"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.lastLine == "11 passed, 1 failed")
        #expect(result.stderr.contains("FAIL b/screen.png: "))
        #expect(workspace.files(in: "failures/b") == ["screen.actual.png", "screen.diff.png", "screen.side-by-side.png"])
        #expect(workspace.files(in: "failures/a").isEmpty)
    }

    @Test("the artifacts folder defaults to $TRELLIS_ARTIFACTS")
    func artifactsFromEnvironment() throws {
        let workspace = try recorded()
        try FileManager.default.removeItem(atPath: workspace.path("ref/a/screen.png"))
        try FileManager.default.copyItem(atPath: workspace.path("ref/b/screen.png"), toPath: workspace.path("ref/a/screen.png"))
        let result = try Trellis.run(["test", "scenes", "-r", "ref"], in: workspace.url,
                                     environment: ["TRELLIS_ARTIFACTS": workspace.path("from-env")])
        #expect(result.status == 1)
        #expect(workspace.exists("from-env/a/screen.diff.png"))
    }

    @Test("in CI a missing reference fails, names the command that records it, and leaves the actual image")
    func missingReferenceInCI() throws {
        let workspace = try recorded()
        try FileManager.default.removeItem(atPath: workspace.path("ref/s/scroller.bottom.viewport.png"))
        let missing = try Trellis.run(["test", "scenes", "-r", "ref", "--artifacts", "f"], in: workspace.url,
                                      environment: ["CI": "true"])
        #expect(missing.status == 1)
        #expect(missing.lastLine == "11 passed, 1 failed")
        #expect(missing.stderr.contains("no reference image at ref/s/scroller.bottom.viewport.png; to record it, run: trellis test scenes/s.yaml --reference ref --record missing"))
        #expect(workspace.exists("f/s/scroller.bottom.viewport.actual.png"))
        #expect(!workspace.exists("ref/s/scroller.bottom.viewport.png"))
    }

    @Test("locally a missing reference is recorded, the run exits 1 saying so, and the next run passes")
    func missingReferenceRecorded() throws {
        let workspace = try recorded()
        try FileManager.default.removeItem(atPath: workspace.path("ref/s/scroller.bottom.viewport.png"))
        let first = try Trellis.run(["test", "scenes", "-r", "ref"], in: workspace.url)
        #expect(first.status == 1)
        #expect(first.lastLine == "recorded 1 reference; run again to compare")
        #expect(workspace.exists("ref/s/scroller.bottom.viewport.png"))
        let second = try Trellis.run(["test", "scenes", "-r", "ref"], in: workspace.url)
        #expect(second.status == 0)
        #expect(second.lastLine == "12 passed, 0 failed")
    }

    @Test("record modes: never, failed, all, and TRELLIS_RECORD", arguments: [
        // b's reference shows a's picture; s lost one image: which get written, and the last line
        (["--record", "never"], [String: String](), false, false, "10 passed, 2 failed"),
        (["--record", "failed"], [:], true, true, "recorded 2 references; run again to compare"),
        ([], ["TRELLIS_RECORD": "failed"], true, true, "recorded 2 references; run again to compare"),
        ([], ["CI": "1"], false, false, "10 passed, 2 failed"),
        ([], [:], false, true, "recorded 1 reference; run again to compare"),
        // all rewrites what differs; the ten identical files are left alone and pass
        (["--record", "all"], [:], true, true, "recorded 2 references; run again to compare"),
    ])
    func recordModes(flags: [String], environment: [String: String], rewritesFailed: Bool, writesMissing: Bool,
                     last: String) throws {
        let workspace = try recorded()
        try FileManager.default.removeItem(atPath: workspace.path("ref/b/screen.png"))
        try FileManager.default.copyItem(atPath: workspace.path("ref/a/screen.png"), toPath: workspace.path("ref/b/screen.png"))
        let before = try Data(contentsOf: URL(fileURLWithPath: workspace.path("ref/b/screen.png")))
        try FileManager.default.removeItem(atPath: workspace.path("ref/s/scroller.bottom.viewport.png"))
        let result = try Trellis.run(["test", "scenes", "-r", "ref", "--artifacts", "f"] + flags, in: workspace.url,
                                     environment: environment)
        #expect(result.status == 1, "a run that failed or recorded exits 1")
        #expect(result.lastLine.hasSuffix(last) || result.stdout.contains(last), "\(result.stdout)")
        let after = try Data(contentsOf: URL(fileURLWithPath: workspace.path("ref/b/screen.png")))
        #expect((after != before) == rewritesFailed)
        #expect(workspace.exists("ref/s/scroller.bottom.viewport.png") == writesMissing)
    }

    @Test("a bad TRELLIS_RECORD is a usage error")
    func badRecordEnvironment() throws {
        let workspace = try recorded()
        let result = try Trellis.run(["test", "scenes", "-r", "ref"], in: workspace.url, environment: ["TRELLIS_RECORD": "sometimes"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("TRELLIS_RECORD='sometimes' is not a record mode: expected missing, all, failed or never"))
    }

    @Test("a failure prints the exact command that accepts it, with the user's paths quoted for the shell")
    func acceptCommand() throws {
        let workspace = try recorded()
        try FileManager.default.createDirectory(atPath: workspace.path("my refs"), withIntermediateDirectories: true)
        #expect(try Trellis.run(["render", "scenes/a.yaml", "-o", "my refs"], in: workspace.url).status == 0)
        try workspace.write("scenes/a.yaml", Scenes.plain("a", color: "#CC3333"))
        let result = try Trellis.run(["test", "scenes/a.yaml", "--reference", "my refs", "--artifacts", "f", "--scale", "1"],
                                     in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("to accept: trellis test scenes/a.yaml --reference 'my refs' --scale 1 --record failed"))
        let accepted = try Trellis.run(["test", "scenes/a.yaml", "--reference", "my refs", "--scale", "1", "--record", "failed"],
                                       in: workspace.url)
        #expect(accepted.lastLine == "recorded 1 reference; run again to compare")
        #expect(try Trellis.run(["test", "scenes/a.yaml", "--reference", "my refs"], in: workspace.url).status == 0)
    }

    @Test("each run clears the artifacts it wrote before, and keeps other files")
    func artifactsCleared() throws {
        let workspace = try recorded()
        try FileManager.default.removeItem(atPath: workspace.path("ref/b/screen.png"))
        try FileManager.default.copyItem(atPath: workspace.path("ref/a/screen.png"), toPath: workspace.path("ref/b/screen.png"))
        try workspace.write("f/notes.txt", "mine")
        let failing = try Trellis.run(["test", "scenes", "-r", "ref", "--artifacts", "f"], in: workspace.url)
        #expect(failing.status == 1)
        #expect(workspace.exists("f/b/screen.diff.png"))
        try FileManager.default.removeItem(atPath: workspace.path("ref/b/screen.png"))
        try FileManager.default.copyItem(atPath: workspace.path("f/b/screen.actual.png"), toPath: workspace.path("ref/b/screen.png"))
        let passing = try Trellis.run(["test", "scenes", "-r", "ref", "--artifacts", "f"], in: workspace.url)
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(workspace.files(in: "f") == ["notes.txt"])
    }

    @Test("a layout change is reported number by number")
    func layoutChange() throws {
        let workspace = try recorded()
        try workspace.write("scenes/s.yaml", Scenes.scrolling("s").replacingOccurrences(of: "height == 300", with: "height == 320"))
        let result = try Trellis.run(["test", "scenes/s.yaml", "-r", "ref", "--artifacts", "failures"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content.frame.height 300 → 320"))
        #expect(result.stderr.contains("scroller.contentSize.height 300 → 320"))
    }

    @Test("--perceptual-precision (and its old name --perceptual) accepts a one-step color change that the exact comparison rejects")
    func perceptual() throws {
        let workspace = try Workspace()
        try workspace.write("p.yaml", Scenes.plain("p", color: "#808080"))
        #expect(try Trellis.run(["render", "p.yaml", "-o", "ref"], in: workspace.url).status == 0)
        try workspace.write("p.yaml", Scenes.plain("p", color: "#818080"))
        let exact = try Trellis.run(["test", "p.yaml", "-r", "ref", "--artifacts", "f"], in: workspace.url)
        #expect(exact.status == 1)
        #expect(exact.lastLine == "1 passed, 1 failed")
        for option in ["--perceptual-precision", "--perceptual"] {
            let perceptual = try Trellis.run(["test", "p.yaml", "-r", "ref", option, "0.98"], in: workspace.url)
            #expect(perceptual.status == 0, "\(perceptual.stderr)")
            #expect(perceptual.lastLine == "2 passed, 0 failed")
        }
        // a large change is still caught
        try workspace.write("p.yaml", Scenes.plain("p", color: "#80C080"))
        let large = try Trellis.run(["test", "p.yaml", "-r", "ref", "--perceptual", "0.98", "--artifacts", "f"], in: workspace.url)
        #expect(large.status == 1)
    }

    @Test("--tolerance lets a fraction of the pixels differ")
    func tolerance() throws {
        let workspace = try Workspace()
        try workspace.write("t.yaml", Scenes.plain("t"))
        #expect(try Trellis.run(["render", "t.yaml", "-o", "ref"], in: workspace.url).status == 0)
        // the box moves by one point: two 1-pixel columns of the 100 × 80 image change (160 of 8000 pixels, 2%)
        try workspace.write("t.yaml", Scenes.plain("t").replacingOccurrences(of: "inset 10", with: "inset [10, 11, 10, 9]"))
        let tight = try Trellis.run(["test", "t.yaml", "-r", "ref", "--tolerance", "0.01", "--artifacts", "f"], in: workspace.url)
        #expect(tight.status == 1)
        let loose = try Trellis.run(["test", "t.yaml", "-r", "ref", "--tolerance", "0.05", "--artifacts", "f"], in: workspace.url)
        // pixels within tolerance, but layout.json still reports the move
        #expect(loose.stderr.contains("box.frame.x 10 → 11"))
        #expect(loose.lastLine == "1 passed, 1 failed")
    }

    @Test("a scene's test: settings set its precision and layout tolerance; the command line overrides them")
    func sceneSettings() throws {
        let workspace = try Workspace()
        try workspace.write("t.yaml", Scenes.plain("t"))
        #expect(try Trellis.run(["render", "t.yaml", "-o", "ref"], in: workspace.url).status == 0)
        // as in the --tolerance test: a one-point move changes 2% of the pixels and box.frame.x by 1 point
        let moved = Scenes.plain("t").replacingOccurrences(of: "inset 10", with: "inset [10, 11, 10, 9]")
        try workspace.write("t.yaml", moved + "\ntest: {precision: 0.95, layoutTolerance: 1}\n")
        let lenient = try Trellis.run(["test", "t.yaml", "-r", "ref", "--artifacts", "f"], in: workspace.url)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.lastLine == "2 passed, 0 failed")
        let strict = try Trellis.run(["test", "t.yaml", "-r", "ref", "--artifacts", "f", "--precision", "0.99",
                                      "--layout-tolerance", "0.5"], in: workspace.url)
        #expect(strict.lastLine == "0 passed, 2 failed")
        #expect(strict.stderr.contains("box.frame.x 10 → 11"))
        // a layout tolerance of exactly the move still passes it (the tolerance is inclusive)
        let exact = try Trellis.run(["test", "t.yaml", "-r", "ref", "--artifacts", "f", "--precision", "0.98",
                                     "--layout-tolerance", "1"], in: workspace.url)
        #expect(exact.lastLine == "2 passed, 0 failed")
    }

    @Test("a bad test: value is a scene error with its place")
    func badSceneSettings() throws {
        let workspace = try Workspace()
        try workspace.write("t.yaml", Scenes.plain("t") + "\ntest: {precision: 2}\n")
        let result = try Trellis.run(["test", "t.yaml", "-r", "ref", "--artifacts", "f"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("t.yaml:9:19: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("precision"))
    }

    @Test("--junit writes a well-formed report with a failure per failed file")
    func junit() throws {
        let workspace = try recorded()
        try FileManager.default.removeItem(atPath: workspace.path("ref/b/screen.png"))
        try FileManager.default.copyItem(atPath: workspace.path("ref/a/screen.png"), toPath: workspace.path("ref/b/screen.png"))
        try workspace.write("scenes/broken.yaml", "name: broken\nviews:\n  - view: x\n    colour: red\n")
        // a reference no scene produces: a skipped test case, neither a failure nor an error
        try workspace.write("ref/s/scroller.0,90.viewport.png", "old")
        let result = try Trellis.run(["test", "scenes", "-r", "ref", "--junit", "reports/junit.xml", "--artifacts", "f"],
                                     in: workspace.url)
        #expect(result.status == 1)
        #expect(result.lastLine == "11 passed, 2 failed")
        let data = try Data(contentsOf: URL(fileURLWithPath: workspace.path("reports/junit.xml")))
        let collector = JUnitCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        #expect(parser.parse(), "the report is not well-formed XML")
        #expect(collector.counts["testsuites"] == 1)
        #expect(collector.counts["testcase"] == 14)
        #expect(collector.counts["skipped"] == 1)
        #expect(collector.counts["failure"] == 1)
        #expect(collector.counts["error"] == 1)
        #expect(collector.rootAttributes["tests"] == "14")
        #expect(collector.rootAttributes["failures"] == "1")
        #expect(collector.rootAttributes["errors"] == "1")
    }
}

/// Counts the elements of a JUnit report.
final class JUnitCollector: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var rootAttributes: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
        if elementName == "testsuites" { rootAttributes = attributes }
    }
}
