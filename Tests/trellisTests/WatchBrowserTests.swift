import Foundation
import Testing

/// A running `trellis watch`, stopped (SIGTERM) when the value goes.
final class WatchProcess: @unchecked Sendable {
    let process = Process()
    let url: String
    private let output = Pipe()

    init(_ arguments: [String], in directory: URL) throws {
        let path = try #require(Trellis.executable, "the trellis executable was not found")
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["watch"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // the first line names the address once the first render is done
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("\n") && Date() < deadline && process.isRunning {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let start = text.range(of: "serving "), let end = text[start.upperBound...].firstIndex(of: " ") else {
            throw DevToolsError(message: "trellis watch did not start: \(text)")
        }
        url = String(text[start.upperBound..<end])
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

@Suite("trellis watch: the live page, in headless Chromium")
struct WatchBrowserTests {
    /// Polls `condition` every 20 ms for at most `limit` seconds; returns the seconds it took, or nil.
    private func waitFor(_ limit: Double, _ condition: () throws -> Bool) rethrows -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < limit {
            if try condition() { return Date().timeIntervalSince(start) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    @Test("a saved scene shows its new picture within a second; a broken save shows its error and keeps the picture")
    func liveReload() throws {
        let workspace = try Workspace()
        try workspace.write("w.yaml", Scenes.plain("w", color: "#3366CC"))
        let watch = try WatchProcess(["w.yaml"], in: workspace.url)
        #expect(watch.url.hasPrefix("http://127.0.0.1:"))
        let browser = try DevToolsPipe(url: watch.url)
        // the first picture: a 100 × 80 image whose pixel (50, 40) is the box's blue
        let pixel = """
            (() => { const img = document.querySelector("img"); if (!img || !img.complete) return "";
              const c = document.createElement("canvas"); c.width = img.naturalWidth; c.height = img.naturalHeight;
              const g = c.getContext("2d"); g.drawImage(img, 0, 0); const d = g.getImageData(50, 40, 1, 1).data;
              return `${c.width}x${c.height} ${d[0]},${d[1]},${d[2]}`; })()
            """
        let first = try waitFor(20) { try browser.evaluate(pixel) as? String == "100x80 51,102,204" }
        let seen = try browser.evaluate(pixel)
        #expect(first != nil, "the first picture never showed: \(String(describing: seen))")

        // save a red box: the page must show it within a second of the save
        try workspace.write("w.yaml", Scenes.plain("w", color: "#CC3333"))
        let red = try waitFor(5) { try browser.evaluate(pixel) as? String == "100x80 204,51,51" }
        let seconds = try #require(red, "the new picture never showed")
        #expect(seconds < 1, "the new picture took \(seconds) s")

        // a broken save: the error shows, the red picture stays
        try workspace.write("w.yaml", Scenes.plain("w", color: "#CC3333").replacingOccurrences(of: "views:", with: "views: [oops"))
        let broken = try waitFor(5) {
            (try browser.evaluate("document.querySelector('section.broken pre.diagnostics')?.textContent ?? ''") as? String)?
                .contains("w.yaml:") == true
        }
        #expect(broken != nil, "the error never showed")
        // the page reloads with the error; its picture is the last good one once the image has loaded again
        let kept = try waitFor(5) { try browser.evaluate(pixel) as? String == "100x80 204,51,51" }
        let shown = try browser.evaluate(pixel)
        #expect(kept != nil, "the last good picture is gone: \(String(describing: shown))")
        #expect((try browser.evaluate("document.querySelector('section h2').textContent") as? String)?
            .contains("showing the last good picture") == true)
    }

    @Test("the server answers on the loopback interface only")
    func loopbackOnly() throws {
        let workspace = try Workspace()
        try workspace.write("w.yaml", Scenes.plain("w"))
        let watch = try WatchProcess(["w.yaml"], in: workspace.url)
        let port = try #require(Int(watch.url.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? ""))
        // /proc/net/tcp lists the listening socket as 0100007F:PORT (127.0.0.1 in little-endian hex), state 0A
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let portHex = String(format: "%04X", port)
        let listening = table.split(separator: "\n").filter { $0.contains(":\(portHex) ") && $0.contains(" 0A ") }
        #expect(!listening.isEmpty)
        #expect(listening.allSatisfy { $0.contains("0100007F:\(portHex)") })
    }
}
