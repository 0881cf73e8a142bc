import Foundation
import TrellisLayout
import TrellisModel
import TrellisRender
import TrellisScene

/// `TrellisBenchmarks bombs [--scale F] [NAME…]`: the inputs issue 17 found super-linear, each timed
/// at n and at 4n (load, layout, measuring and printing diagnostics, as `trellis render` does them), one JSON line each with
/// the growth ratio (near-linear: at most 5× for 4× the size). `--scale` multiplies every n (0.25 for a quick look).
func runBombsBenchmark(_ arguments: [String]) -> Int32 {
    var scale = 1.0
    var names: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--scale", index + 1 < arguments.count, let value = Double(arguments[index + 1]), value > 0 {
            scale = value
            index += 2
            continue
        }
        guard Bomb.all.contains(where: { $0.name == argument }) else {
            printError("usage: TrellisBenchmarks bombs [--scale F] [\(Bomb.all.map(\.name).joined(separator: " | "))…]")
            return 64
        }
        names.append(argument)
        index += 1
    }
    let measurer = PangoTextMeasurer()
    if let problem = measurer.setupProblem { printError("warning: \(problem)") }
    for bomb in Bomb.all where names.isEmpty || names.contains(bomb.name) {
        let n = max(1, Int((Double(bomb.n) * scale).rounded()))
        let small = bomb.time(n: n, measurer: measurer)
        let large = bomb.time(n: 4 * n, measurer: measurer)
        let ratio = small.seconds > 0 ? large.seconds / small.seconds : 0
        print("{\"bomb\": \"\(bomb.name)\", \"n\": \(n), \"seconds\": \(rounded3(small.seconds)), \"4n\": \(4 * n), "
              + "\"seconds_4n\": \(rounded3(large.seconds)), \"growth\": \(rounded3(ratio)), \"bytes_4n\": \(large.bytes), "
              + "\"diagnostics_4n\": \(large.diagnostics), \"printed_bytes_4n\": \(large.printed), "
              + "\"pivots\": \(small.pivots), \"pivots_4n\": \(large.pivots), \"work\": \(small.work), \"work_4n\": \(large.work)}")
        fflush(nil)
    }
    return 0
}

/// One input shape of issue 17's time bombs: a generated scene file of size n and what `trellis render` does with it.
private struct Bomb: Sendable {
    var name: String
    /// The n the figures quote a quarter of (so that 4n is the reported size).
    var n: Int
    var scene: @Sendable (Int) -> String

    struct Timing {
        var seconds: Double
        var bytes: Int
        var diagnostics: Int
        /// Bytes of printed diagnostics (so the printing cannot be optimised away).
        var printed: Int
        /// The solver's pivots and tableau cell updates summed over the scene's devices (0 for bombs without a layout).
        var pivots = 0
        var work = 0
    }

    /// Writes the scene to a temporary file, then loads it, lays it out, measures its labels and prints every diagnostic
    /// with a fresh printer per diagnostic (as the command line does).
    func time(n: Int, measurer: PangoTextMeasurer) -> Timing {
        let text = scene(n)
        let path = NSTemporaryDirectory() + "trellis-bomb-\(name)-\(getpid()).yaml"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = nowNanoseconds()
        var diagnostics: [Diagnostic] = []
        var pivots = 0, work = 0
        do {
            let loaded = try SceneLoader.load(contentsOf: path)
            diagnostics += loaded.warnings
            for scene in loaded.scenes {
                let engine = LayoutEngine(scene: scene, measurer: measurer)
                for device in engine.devices { diagnostics += engine.layout(device: device).diagnostics }
                let statistics = engine.solverStatistics
                pivots += statistics.pivots
                work += statistics.work
            }
        } catch {
            diagnostics += error.diagnostics
        }
        var printed = 0
        for diagnostic in diagnostics { printed += DiagnosticPrinter().format(diagnostic).utf8.count }
        let seconds = Double(nowNanoseconds() - start) / 1e9
        return Timing(seconds: seconds, bytes: text.utf8.count, diagnostics: diagnostics.count, printed: printed,
                      pivots: pivots, work: work)
    }

    static let all: [Bomb] = [
        // Issue 17: `bottom == s @250` on every row of a chain, 3000 rows (28 s, 775 MB).
        Bomb(name: "optional-chain", n: 750) { n in
            var lines = ["name: optional-chain", "size: [375, 667]", "views:", "  - scroll: s", "    layout: [edges == superview]",
                         "    children:"]
            for i in 1...n {
                let top = i == 1 ? "top == s" : "top == r\(i - 1).bottom"
                lines.append("      - view: r\(i)")
                lines.append("        layout: [\(top), 'left, right == s', width == s.width, height == 20, bottom == s @250]")
            }
            return lines.joined(separator: "\n") + "\n"
        },
        // The same optional constraints on the arranged rows of a vertical stack: the solver receives them before the stack's
        // own constraints that place the rows (a 1500-row stack stopped at the work limit before they were batched).
        Bomb(name: "optional-stack", n: 750) { n in
            var lines = scrollStackHeader("optional-stack")
            for i in 1...n {
                lines.append("          - view: r\(i)")
                lines.append("            layout: [height == 20, bottom == s @250]")
            }
            return lines.joined(separator: "\n") + "\n"
        },
        // The same on a stack of labels: their heights are optional too (intrinsic sizes at 750 and 250), so each bottom
        // trades against every label below it; still quadratic, stopped by the solver's work limit from between 1500 and
        // 2000 labels.
        Bomb(name: "optional-labels", n: 250) { n in
            var lines = scrollStackHeader("optional-labels")
            for i in 1...n {
                lines.append("          - label: r\(i)")
                lines.append("            text: \"row \(i) with some text\"")
                lines.append("            layout: [bottom == s @250]")
            }
            return lines.joined(separator: "\n") + "\n"
        },
        // Issue 17: the ambiguity check on a consistent cycle of inequalities, 1000 views (126 s).
        Bomb(name: "inequality-cycle", n: 250) { n in
            var lines = ["name: inequality-cycle", "size: [375, 667]", "views:"]
            for i in 1...n {
                lines.append("  - view: v\(i)")
                lines.append("    layout: [top == superview, left == superview, width == 10, height >= v\(i == n ? 1 : i + 1).height]")
            }
            return lines.joined(separator: "\n") + "\n"
        },
        // Issue 17: 1000 diagnostics in a 1.4 MB file (53 s).
        Bomb(name: "diagnostics", n: 250) { n in
            var lines = ["name: diagnostics", "size: [375, 667]", "views:"]
            let padding = "# " + String(repeating: "x", count: 1300)
            for i in 1...n {
                lines.append(padding)
                lines.append("  - view: v\(i)")
                lines.append("    layout: [edges == superveiw]")
            }
            return lines.joined(separator: "\n") + "\n"
        },
        // Issue 17: a label of 100k combining marks (160 s).
        Bomb(name: "combining-marks", n: 25_000) { n in
            "name: combining-marks\nsize: [375, 667]\nviews:\n  - label: l\n    text: \"a"
                + String(repeating: "\u{301}", count: n) + "\"\n    layout: [top == superview, left == superview]\n"
        },
        // Issue 17: a 50k-character word in a wrapping label (68 s).
        Bomb(name: "long-word", n: 12_500) { n in
            "name: long-word\nsize: [375, 667]\nviews:\n  - label: l\n    lines: 0\n    text: \""
                + String(repeating: "a", count: n) + "\"\n    layout: [top == superview, 'left, right == superview']\n"
        },
        // Issue 17: 4000 unknown keys (6 s; 16k > 120 s).
        Bomb(name: "unknown-keys", n: 4000) { n in
            var lines = ["name: unknown-keys", "size: [375, 667]", "views:", "  - view: v", "    layout: [edges == superview]"]
            for i in 0..<n { lines.append("    unknownkey\(i): 1") }
            return lines.joined(separator: "\n") + "\n"
        },
    ]
}

private func rounded3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

/// The first lines of a bomb scene: a full-screen scroll view holding a vertical stack as wide as it, whose arranged
/// views follow at an indent of 10.
private func scrollStackHeader(_ name: String) -> [String] {
    ["name: \(name)", "size: [375, 667]", "views:", "  - scroll: s", "    layout: [edges == superview]", "    children:",
     "      - stack: st", "        axis: vertical", "        layout: [edges == s, width == s.width]", "        children:"]
}
