#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisScene

/// `TrellisBenchmarks states [N…]`: the peak memory of writing a scene with N scroll states through the output
/// pipeline (each N in its own child process, so the figure is that render's alone). Default: 25 and 100.
///
/// The scene is an iPhone-sized screen at scale 3 whose scroll view holds 3000 points of content, scrolled to
/// N offsets: each state gives a 1170 × 2532 viewport image (11.9 MB of pixels) and a 1170 × 9000 content
/// image (42.1 MB), so a pipeline that held every image of a scene would grow by about 54 MB per state.
func runStatesBenchmark(_ arguments: [String]) -> Int32 {
    if arguments.first == "--child", arguments.count == 3, let count = Int(arguments[1]) {
        return writeStatesScene(states: count, folder: arguments[2])
    }
    let counts = arguments.isEmpty ? [25, 100] : arguments.compactMap { Int($0) }
    for count in counts {
        let folder = NSTemporaryDirectory() + "trellis-states-benchmark-\(getpid())-\(count)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["states", "--child", "\(count)", folder]
        do { try process.run() } catch {
            printError("could not start the states measurement: \(error)"); return 1
        }
        process.waitUntilExit()
        if process.terminationStatus != 0 { return process.terminationStatus }
    }
    return 0
}

/// The scene of `states` offsets, as YAML.
func statesSceneText(states: Int) -> String {
    let offsets = (0..<states).map { "\($0 * 20)" }.joined(separator: ", ")
    return """
    name: states-\(states)
    size: [390, 844]
    scale: 3
    annotate: none
    views:
      - scroll: list
        layout:
          - edges == superview
        offsets: [\(offsets)]
        children:
          - view: content
            background: systemTeal
            layout:
              - edges == list
              - width == list.width
              - height == 3000
    """
}

/// The child: loads, lays out and writes the scene, then prints one JSON line with the peak RSS.
private func writeStatesScene(states: Int, folder: String) -> Int32 {
    let file = folder + ".yaml"
    defer { unlink(file) }
    let start = nowNanoseconds()
    do {
        try statesSceneText(states: states).write(toFile: file, atomically: true, encoding: .utf8)
        let measurer = PangoTextMeasurer()
        guard let scene = try SceneLoader.load(contentsOf: file).scenes.first else { return 1 }
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        let results = engine.devices.map { engine.layout(device: $0) }
        let output = SceneOutput(scene: scene, results: results) { layoutDocument(scene: scene, result: $0) }
        let report = output.write(to: try OutputFolder(folder), measurer: measurer, options: RenderOptions(),
                                  policy: OutputPolicy())
        if let stop = report.stop {
            printError("states-\(states): \(stop)"); return 1
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let seconds = Double(nowNanoseconds() - start) / 1e9
        let peak = Double(usage.ru_maxrss) / 1024
        print("{\"scene\":\"states-\(states)\",\"states\":\(states),\"images\":\(report.images),"
              + "\"total_s\":\(String(format: "%.2f", seconds)),\"peak_rss_mb\":\(String(format: "%.1f", peak))}")
        return 0
    } catch {
        printError("states-\(states) failed: \(error)")
        return 1
    }
}
