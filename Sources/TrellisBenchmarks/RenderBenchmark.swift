#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisScene

/// `TrellisBenchmarks render [SAMPLES_DIR] [--runs N] [--rows N | --no-list] [--list-threads N] [--png-level L] [--png-filter F]`: for the screen and content images of every
/// sample, the median times of drawing, our PNG writer and cairo's on the same surfaces, one JSON line per image;
/// then the peak memory of rendering a long list's content image (in a child process, so it is that render's alone).
func runRenderBenchmark(_ arguments: [String]) -> Int32 {
    var samples = "Samples", runs = 5, rows: Int? = 20_000, listThreads = 1
    var png = RenderOptions().png
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--runs", "--rows", "--list-threads":
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                printError("\(argument) needs a positive whole number"); return 64
            }
            if argument == "--runs" { runs = value } else if argument == "--rows" { rows = value } else { listThreads = value }
            index += 1
        case "--no-list":
            rows = nil
        case "--png-level":
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]) else {
                printError("--png-level needs a zlib level 0…9"); return 64
            }
            png.compressionLevel = value
            index += 1
        case "--png-filter":
            let filters: [String: PNGFilter] = ["none": .none, "sub": .sub, "up": .up, "average": .average, "paeth": .paeth,
                                                "all": .all, "adaptive": .adaptive]
            guard index + 1 < arguments.count, let value = filters[arguments[index + 1]] else {
                printError("--png-filter needs one of \(filters.keys.sorted().joined(separator: ", "))"); return 64
            }
            png.filter = value
            index += 1
        case "--list-memory":
            // Internal: the child process of the memory measurement.
            guard index + 3 < arguments.count, let count = Int(arguments[index + 1]),
                let threads = Int(arguments[index + 3])
            else { return 64 }
            return renderListForMemory(rows: count, folder: arguments[index + 2], threads: threads)
        default:
            samples = argument
        }
        index += 1
    }
    let measurer = PangoTextMeasurer()
    var totals = (draw: 0.0, ours: 0.0, cairo: 0.0, oursBytes: 0, cairoBytes: 0)
    // Per image of at least 100 000 pixels: drawing over our encoding, cairo's time over ours, our size over cairo's.
    var ratios = (draw: [Double](), speed: [Double](), size: [Double]())
    for file in sampleFiles(in: samples) {
        let loaded: (scenes: [Scene], warnings: [Diagnostic])
        do { loaded = try SceneLoader.load(contentsOf: file) } catch {
            printError("\(file): not loaded: \(error)"); continue
        }
        for scene in loaded.scenes {
            let engine = LayoutEngine(scene: scene, measurer: measurer)
            guard let device = engine.devices.first else { continue }
            let result = engine.layout(device: device)
            var options = RenderOptions()
            options.softwareVersion = "trellis benchmark"
            options.png = png
            do {
                let renderer = SceneRenderer(scene: scene, result: result, measurer: measurer, options: options)
                let timings = try ImageTiming.measure(renderer, runs: runs)
                for timing in timings {
                    print(jsonLine(image: "\(scene.name)/\(timing.fileName)", width: timing.width, height: timing.height, fields: [
                        ("draw_ms", number(timing.drawMilliseconds)), ("png_ms", number(timing.pngMilliseconds)),
                        ("png_bytes", "\(timing.pngBytes)"), ("cairo_png_ms", number(timing.cairoPNGMilliseconds)),
                        ("cairo_png_bytes", "\(timing.cairoPNGBytes)"),
                    ]))
                    totals.draw += timing.drawMilliseconds; totals.ours += timing.pngMilliseconds
                    totals.cairo += timing.cairoPNGMilliseconds
                    totals.oursBytes += timing.pngBytes; totals.cairoBytes += timing.cairoPNGBytes
                    if timing.width * timing.height >= 100_000, timing.pngMilliseconds > 0, timing.cairoPNGBytes > 0 {
                        ratios.draw.append(timing.drawMilliseconds / timing.pngMilliseconds)
                        ratios.speed.append(timing.cairoPNGMilliseconds / timing.pngMilliseconds)
                        ratios.size.append(Double(timing.pngBytes) / Double(timing.cairoPNGBytes))
                    }
                }
            } catch {
                printError("\(scene.name): \(error)")
            }
        }
    }
    fflush(nil)
    if totals.ours > 0 {
        printError("totals: draw \(number(totals.draw)) ms, our PNG \(number(totals.ours)) ms, cairo PNG \(number(totals.cairo)) ms "
                   + "(\(number(totals.cairo / totals.ours))× faster), size \(number(Double(totals.oursBytes) / Double(max(1, totals.cairoBytes))))× cairo's")
        if !ratios.draw.isEmpty {
            printError("\(ratios.draw.count) images of at least 100 000 pixels, medians (extremes): drawing "
                       + "\(number(median(ratios.draw)))× our encoding (\(number(ratios.draw.max() ?? 0))× at most), our PNG "
                       + "\(number(median(ratios.speed)))× cairo's speed (\(number(ratios.speed.min() ?? 0))× at least) at "
                       + "\(number(median(ratios.size)))× its size (\(number(ratios.size.max() ?? 0))× at most)")
        }
    }
    fflush(nil)
    guard let rows else { return 0 }
    return measureListMemory(rows: rows, threads: listThreads)
}

/// Every `.yaml`/`.yml` file under `folder`, sorted.
private func sampleFiles(in folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let name = enumerator.nextObject() as? String {
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { files.append((folder as NSString).appendingPathComponent(name)) }
    }
    return files.sorted()
}

/// Runs the list render in a child process and prints its JSON line (with the child's peak RSS).
func measureListMemory(rows: Int, threads: Int) -> Int32 {
    let folder = NSTemporaryDirectory() + "trellis-render-benchmark-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["render", "--list-memory", "\(rows)", folder, "\(threads)"]
    do { try process.run() } catch {
        printError("could not start the memory measurement: \(error)"); return 1
    }
    process.waitUntilExit()
    return process.terminationStatus
}

/// The child: renders the content image of a list of `rows` labelled rows and prints time and peak memory.
private func renderListForMemory(rows: Int, folder: String, threads: Int) -> Int32 {
    let (scene, result) = listScene(rows: rows)
    var options = RenderOptions()
    options.annotate = Annotation.none
    options.png.threads = threads
    // 750 × 1 760 000 pixels for 20 000 rows: over the default budget of 100 M pixels an image (`--max-pixels`).
    options.maxPixels = nil
    options.maxScenePixels = nil
    let start = nowNanoseconds()
    do {
        let output = SceneOutput(scene: scene, results: [result]) { _ in "{}\n" }
        let written = output.write(to: try OutputFolder(folder), measurer: PangoTextMeasurer(), options: options,
                                   policy: OutputPolicy())
        if let stop = written.stop {
            let first = written.diagnostics.first { $0.severity == .error }.map { ": \($0.message)" } ?? ""
            throw RenderError.badState("\(stop)\(first)")
        }
        let elapsed = Double(nowNanoseconds() - start) / 1e6
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let content = "list.0,0.content.png"
        let bytes = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + scene.name + "/" + content)[.size] as? Int) ?? 0
        print(jsonLine(image: "list-\(rows)/\(content)", width: 750, height: rows * 88, fields: [
            ("total_ms", number(elapsed)), ("files", "\(written.files.count)"), ("png_bytes", "\(bytes)"),
            ("peak_rss_mb", number(Double(usage.ru_maxrss) / 1024)), ("threads", "\(threads)"),
            ("cpu_ms", number(Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000)),
        ]))
        return 0
    } catch {
        printError("list render failed: \(error)")
        return 1
    }
}

/// A 375-point-wide screen with a scroll view holding `rows` rows of 44 points, each a label; frames given directly.
func listScene(rows: Int) -> (Scene, LayoutResult) {
    var children: [ViewNode] = []
    var views: [SolvedView] = []
    for row in 1...rows {
        var cell = ViewNode(.view, id: "row\(row)")
        cell.background = row % 2 == 0 ? Color(red: 0.95, green: 0.95, blue: 0.97) : .white
        var label = ViewNode(.label, id: "label\(row)")
        label.label = LabelProperties(text: "Row \(row)")
        cell.children = [label]
        children.append(cell)
    }
    let list = { () -> ViewNode in var node = ViewNode(.scroll, id: "list", children: children); node.background = .white; return node }()
    let scene = Scene(name: "list", size: Size(width: 375, height: 667), scale: 2, views: [list])
    views.append(SolvedView(id: "view", kind: .view, parent: nil, frame: Rect(x: 0, y: 0, width: 375, height: 667)))
    var scroll = SolvedView(id: "list", kind: .scroll, parent: "view", frame: Rect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentSize = Size(width: 375, height: Double(rows) * 44)
    scroll.contentOffset = .zero
    scroll.adjustedContentInset = .zero
    views.append(scroll)
    for row in 1...rows {
        views.append(SolvedView(id: "row\(row)", kind: .view, parent: "list",
                                frame: Rect(x: 0, y: Double(row - 1) * 44, width: 375, height: 44)))
        views.append(SolvedView(id: "label\(row)", kind: .label, parent: "row\(row)", frame: Rect(x: 16, y: 11, width: 200, height: 22)))
    }
    let state = SolvedState(name: "list.0,0", scrollView: "list", views: views)
    let device = Device(name: nil, size: scene.size, scale: 2, safeArea: .zero)
    return (scene, LayoutResult(device: device, states: [state], diagnostics: []))
}

/// A figure with two decimals, as the JSON lines print it.
func number(_ value: Double) -> String { String(format: "%.2f", value) }

private func jsonLine(image: String, width: Int, height: Int, fields: [(String, String)]) -> String {
    let escaped = image.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let rest = fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
    return "{\"image\": \"\(escaped)\", \"pixels\": [\(width), \(height)], \(rest)}"
}
