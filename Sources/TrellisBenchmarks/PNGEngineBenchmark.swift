#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TrellisModel
import TrellisPNG
import TrellisRender

/// One writer or engine measured on one image.
private struct EngineResult {
    var name: String
    var ms: Double
    var bytes: Int
}

/// `TrellisBenchmarks png [--runs N] [--list-rows N] [PATH…]`: on every PNG of at least 100 000 pixels under the
/// paths (default `Output`), the photo `Samples/assets/landscape.png`, a synthetic screen and a slice of the long
/// list, side by side in one run: cairo's writer, ours (the runs deflater), ours with zlib and with ISA-L levels 1–3
/// (whole files), and each deflate engine alone on the same filtered rows (zlib 1, igzip 0–3, libdeflate 1, 4 and 6,
/// runs). Thread CPU time, median of N runs; one JSON line per image, then a summary line.
func runPNGEngineBenchmark(_ arguments: [String]) -> Int32 {
    var runs = 5, listRows = 1000, paths: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--runs" || argument == "--list-rows" {
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                printError("\(argument) needs a positive whole number"); return 64
            }
            if argument == "--runs" { runs = value } else { listRows = value }
            index += 2
            continue
        }
        paths.append(argument)
        index += 1
    }
    if paths.isEmpty { paths = ["Output", "Samples/assets/landscape.png"] }
    var images: [(name: String, pixels: PixelBuffer)] = []
    do {
        for path in paths { images += try pngImages(at: path) }
    } catch {
        printError("\(error)"); return 1
    }
    images.append(("synthetic-screen", syntheticPNGScreen()))
    if let list = listSlice(rows: listRows) { images.append(("list-\(listRows)/content", list)) }
    var speeds: [Double] = [], sizes: [Double] = []
    for (name, image) in images where image.width * image.height >= 100_000 {
        do {
            let results = try measureEngines(image, runs: runs)
            let fields = results.map { "\"\($0.name)_ms\": \(number($0.ms)), \"\($0.name)_bytes\": \($0.bytes)" }
            print("{\"image\": \"\(name)\", \"pixels\": [\(image.width), \(image.height)], \(fields.joined(separator: ", "))}")
            if let cairo = results.first(where: { $0.name == "cairo" }), let ours = results.first(where: { $0.name == "ours" }) {
                speeds.append(cairo.ms / max(ours.ms, 0.001))
                sizes.append(Double(ours.bytes) / Double(max(cairo.bytes, 1)))
            }
        } catch {
            printError("\(name): \(error)"); return 1
        }
        fflush(nil)
    }
    print("{\"summary\": \"ours (runs deflater) against cairo over \(speeds.count) images\", \"median_speed\": \(number(median(speeds))), "
          + "\"least_speed\": \(number(speeds.min() ?? 0)), \"median_size\": \(number(median(sizes))), "
          + "\"largest_size\": \(number(sizes.max() ?? 0))}")
    return 0
}

/// The PNG files at a path (a file, or every `.png` under a folder), decoded.
private func pngImages(at path: String) throws -> [(name: String, pixels: PixelBuffer)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [(path, try readPNG(atPath: path))] }
    let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
    return try names.sorted().map { ($0, try readPNG(atPath: path + "/" + $0)) }
}

/// The content image of the benchmark's list of `rows` rows, drawn in memory.
private func listSlice(rows: Int) -> PixelBuffer? {
    let (scene, result) = listScene(rows: rows)
    var options = RenderOptions()
    options.annotate = Annotation.none
    let renderer = SceneRenderer(scene: scene, result: result, measurer: PangoTextMeasurer(), options: options)
    let images = try? renderer.renderImages().images
    return images?.first { $0.fileName.hasSuffix(".content.png") }?.pixels
}

/// Every writer and engine on one image.
private func measureEngines(_ image: PixelBuffer, runs: Int) throws -> [EngineResult] {
    var results: [EngineResult] = []
    let surface = try CairoPNGEncoder.Surface(image)
    let cairo = try pngMedianMilliseconds(runs: runs) { try CairoPNGEncoder.encodedSize(of: surface) }
    results.append(EngineResult(name: "cairo", ms: cairo.ms, bytes: cairo.bytes))
    let writers: [(String, PNGWriteOptions)] = [
        ("ours", PNGWriteOptions()),
        ("zlib_writer", PNGWriteOptions(compressionLevel: 1, deflater: .zlib)),
        ("isal1_writer", PNGWriteOptions(compressionLevel: 1, deflater: .isal)),
        ("isal2_writer", PNGWriteOptions(compressionLevel: 2, deflater: .isal)),
        ("isal3_writer", PNGWriteOptions(compressionLevel: 3, deflater: .isal)),
    ]
    for (name, options) in writers {
        let result = try pngMedianMilliseconds(runs: runs) { try encodePNG(image, text: [], options: options).count }
        results.append(EngineResult(name: name, ms: result.ms, bytes: result.bytes))
    }
    // The stages apart: the filter once, then each engine on the same filtered bytes.
    var filtered: [UInt8] = []
    let alpha = !image.isOpaque
    let filter = try pngMedianMilliseconds(runs: runs) {
        filtered = try PNGDeflateProbe.filtered(image, alpha: alpha)
        return filtered.count
    }
    results.append(EngineResult(name: "filter", ms: filter.ms, bytes: filter.bytes))
    let engines: [(PNGDeflateProbe.Engine, [Int])] = [
        (.zlib, [1]), (.isal, [0, 1, 2, 3]), (.libdeflate, [1, 4, 6]), (.runs, [1]),
    ]
    let rowBytes = 1 + image.width * (alpha ? 4 : 3)
    for (engine, levels) in engines where engine.isAvailable {
        for level in levels {
            let result = try pngMedianMilliseconds(runs: runs) {
                try PNGDeflateProbe.deflatedSize(filtered, engine: engine, level: level, rowBytes: rowBytes,
                                                 bytesPerPixel: alpha ? 4 : 3)
            }
            results.append(EngineResult(name: "\(engine.rawValue)\(level)_deflate", ms: result.ms, bytes: result.bytes))
        }
    }
    return results
}

