import Foundation
import Testing
@testable import trellis

@Suite("trellis test --report: the review page, in headless Chromium")
struct ReportBrowserTests {
    /// Four scenes against their references: a passes; b's reference shows another picture; s lost one image
    /// (and runs as CI, so it is not recorded) and has a stale reference of an offset it no longer has; t moved its
    /// box one point, within its image precision but not within the layout tolerance.
    private func failingRun() throws -> (Workspace, RunResult) {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("a"))
        try workspace.write("scenes/b.yaml", Scenes.plain("b", color: "#CC3333"))
        try workspace.write("scenes/s.yaml", Scenes.scrolling("s"))
        try workspace.write("scenes/t.yaml", Scenes.plain("t"))
        #expect(try Trellis.run(["render", "scenes", "-o", "ref"], in: workspace.url).status == 0)
        try FileManager.default.removeItem(atPath: workspace.path("ref/b/screen.png"))
        try FileManager.default.copyItem(atPath: workspace.path("ref/a/screen.png"), toPath: workspace.path("ref/b/screen.png"))
        try FileManager.default.removeItem(atPath: workspace.path("ref/s/scroller.bottom.viewport.png"))
        try FileManager.default.copyItem(atPath: workspace.path("ref/s/scroller.top.viewport.png"),
                                         toPath: workspace.path("ref/s/scroller.0,90.viewport.png"))
        try workspace.write("scenes/t.yaml", Scenes.plain("t").replacingOccurrences(of: "inset 10", with: "inset [10, 11, 10, 9]")
                            + "\ntest: {precision: 0.9}\n")
        let result = try Trellis.run(["test", "scenes", "-r", "ref", "--artifacts", "f", "--report", "report"],
                                     in: workspace.url, environment: ["CI": "true"])
        return (workspace, result)
    }

    @Test("the page is one file with nothing to fetch: no outside script, style, image or link")
    func selfContained() throws {
        let (workspace, result) = try failingRun()
        // a: 2 files pass; b: screen fails; s: 8 files (screen, two states × screen, viewport and content,
        // layout.json), 1 missing, and 1 stale; t: image passes, layout fails
        #expect(result.lastLine == "11 passed, 3 failed")
        #expect(result.stdout.contains("s: 7 passed, 1 failed, 1 stale"), "\(result.stdout)")
        #expect(result.stdout.contains("review page: report/index.html"))
        #expect(workspace.files(in: "report") == ["index.html"])
        let html = try String(contentsOfFile: workspace.path("report/index.html"), encoding: .utf8)
        for outside in ["src=\"http", "href=\"http", "<script src", "<link", "url(http", "@import"] {
            #expect(!html.contains(outside), "the page refers to something outside: \(outside)")
        }
        // the pictures of the failures are inside the page; passed files are listed by name only
        let data = try ReportData.read(html: html)
        let failed = data.entries.filter { $0.status == "failed" }
        #expect(failed.map(\.name) == ["b/screen.png", "s/scroller.bottom.viewport.png", "t/layout.json"])
        #expect(failed[0].reference?.hasPrefix("data:image/png;base64,") == true)
        #expect(failed[0].actual?.hasPrefix("data:image/png;base64,") == true)
        #expect(failed[0].diff?.hasPrefix("data:image/png;base64,") == true)
        #expect(failed[1].reference == nil && failed[1].actual != nil)
        #expect(data.entries.filter { $0.status == "passed" }.allSatisfy { $0.actual == nil && $0.reference == nil })
        #expect(failed[0].accept == "trellis test scenes/b.yaml --reference ref --record failed")
        // the stale reference is listed with its picture and the command that removes it
        let stale = data.entries.filter { $0.status == "stale" }
        #expect(stale.map(\.name) == ["s/scroller.0,90.viewport.png"])
        #expect(stale.first?.reference?.hasPrefix("data:image/png;base64,") == true)
        #expect(stale.first?.accept == "trellis test scenes/s.yaml --reference ref --prune")
    }

    @Test("in Chromium: failures first, the swipe slider and onion fader move, filters and keys work")
    func interactive() throws {
        let (workspace, _) = try failingRun()
        let html = try String(contentsOfFile: workspace.path("report/index.html"), encoding: .utf8)
        // the page plus a script that uses it as a person would, then writes what it saw into the page
        let driver = """
        <script>
        const out = {};
        const shown = () => Array.from(document.querySelectorAll(".entry"))
          .filter((e) => getComputedStyle(e).display !== "none").map((e) => e.querySelector("h2").textContent);
        out.summary = document.getElementById("summary").textContent;
        out.initial = shown();
        const swipe = document.querySelector(".swipe input[type=range]");
        swipe.value = "25"; swipe.dispatchEvent(new Event("input"));
        out.swipeClip = getComputedStyle(document.querySelector(".swipe img.top")).clipPath;
        const onion = document.querySelector(".onion input[type=range]");
        onion.value = "30"; onion.dispatchEvent(new Event("input"));
        out.onionOpacity = getComputedStyle(document.querySelector(".onion img.top")).opacity;
        out.layoutRows = Array.from(document.querySelectorAll("table.layout tr")).map((r) => Array.from(r.children).map((c) => c.textContent));
        document.querySelector('button[data-filter="new"]').click(); out.new = shown();
        document.querySelector('button[data-filter="stale"]').click(); out.stale = shown();
        out.staleButton = document.querySelector('button[data-filter="stale"]').textContent;
        out.stalePictures = Array.from(document.querySelectorAll(".entry.stale figcaption")).map((c) => c.textContent);
        document.querySelector('button[data-filter="passed"]').click(); out.passed = shown().length;
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "4" })); out.afterKey4 = shown();
        document.querySelector('button[data-filter="all"]').click(); out.all = shown().length;
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "2" })); out.afterKey2 = shown().length;
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "j" }));
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "j" }));
        out.afterJJ = document.querySelector(".entry.current h2").textContent;
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "k" }));
        out.afterJJK = document.querySelector(".entry.current h2").textContent;
        out.accept = Array.from(document.querySelectorAll(".accept code")).map((c) => c.textContent);
        const pre = document.createElement("pre"); pre.id = "driver-result"; pre.textContent = JSON.stringify(out);
        document.body.append(pre);
        </script>
        """
        let page = workspace.url.appendingPathComponent("report/driven.html")
        try html.replacingOccurrences(of: "</body>", with: driver + "</body>").write(to: page, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(page)
        let start = try #require(dom.range(of: "<pre id=\"driver-result\">"), "the driver did not run: \(dom.suffix(400))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let text = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])

        #expect((seen["summary"] as? String)?.hasPrefix("3 failed, 1 new, 1 stale, 11 passed, 15 files") == true, "\(seen["summary"] ?? "")")
        // the page opens on the failures, in file order: b's image, s's missing image, t's layout
        #expect(seen["initial"] as? [String] == ["failedb/screen.png", "failed (new)s/scroller.bottom.viewport.png",
                                                 "failedt/layout.json"])
        // the swipe shows the actual image right of the handle: 25 % from the left is clipped away
        #expect(seen["swipeClip"] as? String == "inset(0px 0px 0px 25%)")
        #expect(seen["onionOpacity"] as? String == "0.3")
        #expect(seen["layoutRows"] as? [[String]] == [["Layout value", "Reference", "Actual"], ["box.frame.x", "10", "11"]])
        #expect(seen["new"] as? [String] == ["failed (new)s/scroller.bottom.viewport.png"])
        // the Stale filter shows the one stale reference, with its picture; key 4 picks the same filter
        #expect(seen["stale"] as? [String] == ["stales/scroller.0,90.viewport.png"])
        #expect(seen["staleButton"] as? String == "Stale (1)")
        #expect(seen["stalePictures"] as? [String] == ["Reference"])
        #expect(seen["afterKey4"] as? [String] == ["stales/scroller.0,90.viewport.png"])
        #expect(seen["passed"] as? Int == 11)
        #expect(seen["all"] as? Int == 15)
        #expect(seen["afterKey2"] as? Int == 3)
        #expect(seen["afterJJ"] as? String == "failed (new)s/scroller.bottom.viewport.png")
        #expect(seen["afterJJK"] as? String == "failedb/screen.png")
        #expect(seen["accept"] as? [String] == [
            "trellis test scenes/b.yaml --reference ref --record failed",
            "trellis test scenes/s.yaml --reference ref --record missing",
            "trellis test scenes/t.yaml --reference ref --record failed",
            "trellis test scenes/s.yaml --reference ref --prune",
        ])
    }

    @Test("a screenshot of the page is kept as an artifact")
    func screenshot() throws {
        let (workspace, _) = try failingRun()
        let shot = Chromium.artifacts.appendingPathComponent("review-page.png")
        try? FileManager.default.removeItem(at: shot)
        try Chromium.screenshot(workspace.url.appendingPathComponent("report/index.html"), to: shot)
        let bytes = try [UInt8](Data(contentsOf: shot))
        // a PNG of the window's size: signature, then IHDR's width and height (big-endian) at bytes 16…23
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 1400)
    }
}
