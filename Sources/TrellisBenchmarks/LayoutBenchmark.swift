import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender

/// `TrellisBenchmarks layout [--fake-measurer] [ROWS…]`: lays out generated scenes (a vertical stack of label rows in a
/// scroll view) and prints one JSON line per scene: build, first solve (with the labels' passes) and each further state.
func runLayoutBenchmark(_ arguments: [String]) -> Int32 {
    var rowCounts: [Int] = []
    var useFake = false
    for argument in arguments {
        if argument == "--fake-measurer" {
            useFake = true
        } else if let rows = Int(argument), rows > 0 {
            rowCounts.append(rows)
        } else {
            printError("usage: TrellisBenchmarks layout [--fake-measurer] [ROWS…]")
            return 64
        }
    }
    if rowCounts.isEmpty { rowCounts = [100, 1000, 10000] }
    let measurer: any TextMeasurer
    if useFake {
        measurer = FixedPitchMeasurer()
    } else {
        let pango = PangoTextMeasurer()
        if let problem = pango.setupProblem { printError("warning: \(problem)") }
        measurer = pango
    }
    for rows in rowCounts {
        let engine = LayoutEngine(scene: benchmarkScene(rows: rows), measurer: measurer)
        let result = engine.layout(device: engine.devices[0])
        let statistics = engine.statistics
        let states = statistics.stateTimes.map(milliseconds)
        let stateMean = states.isEmpty ? 0 : states.reduce(0, +) / Double(states.count)
        let contentHeight = result.states.first?.view("scrollView")?.contentSize?.height ?? 0
        print("{\"rows\": \(rows), \"build_ms\": \(rounded(milliseconds(statistics.buildTime))), "
              + "\"solve_ms\": \(rounded(milliseconds(statistics.firstSolveTime))), \"state_ms\": \(rounded(stateMean)), "
              + "\"ambiguity_ms\": \(rounded(milliseconds(statistics.ambiguityTime))), \"states\": \(result.states.count), \"label_passes\": \(statistics.labelPasses), "
              + "\"constraints\": \(statistics.constraintsAdded), \"content_height\": \(contentHeight), "
              + "\"diagnostics\": \(result.diagnostics.count), \"solver_work\": \(engine.solverStatistics.work), \"measurer\": \"\(useFake ? "fake" : "pango")\"}")
        fflush(nil)
    }
    return 0
}

/// A scroll view filling a 375 × 667 screen, holding a vertical stack of rows: every third a two-line wrapping label.
func benchmarkScene(rows: Int) -> Scene {
    func constraint(_ first: String, _ attribute: LayoutAttribute, _ second: String, _ constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(LayoutItem(first), attribute, .equal, LayoutItem(second), attribute, constant: constant)
    }
    var labels: [ViewNode] = []
    labels.reserveCapacity(rows)
    for index in 1...rows {
        var row = ViewNode(.label, id: "row\(index)")
        let wraps = index % 3 == 0
        var properties = LabelProperties(text: wraps
            ? "Row \(index): a longer text that wraps onto a second line in a narrow column of the list"
            : "Row \(index)")
        properties.lines = wraps ? 0 : 1
        row.label = properties
        labels.append(row)
    }
    var stack = ViewNode(.stack, id: "list", children: labels, constraints: [
        constraint("list", .top, "scrollView", 8), constraint("list", .leading, "scrollView", 16),
        constraint("list", .bottom, "scrollView", -8), constraint("list", .trailing, "scrollView"),
        LayoutConstraint(LayoutItem("list"), .width, .equal, LayoutItem("scrollView"), .width, constant: -32),
    ])
    stack.stack.axis = .vertical
    stack.stack.spacing = 8
    var scrollView = ViewNode(.scroll, id: "scrollView", children: [stack], constraints: [
        constraint("scrollView", .top, "view"), constraint("scrollView", .leading, "view"),
        constraint("scrollView", .bottom, "view"), constraint("scrollView", .trailing, "view"),
    ])
    scrollView.scroll.offsets = rows >= 100 ? [.top, .vertical(1000), .bottom] : [.top, .bottom]
    return Scene(name: "rows-\(rows)", views: [scrollView])
}

/// 8 points per character, 20 per line, wrapping at whole characters.
struct FixedPitchMeasurer: TextMeasurer {
    func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
        let count = text.count
        let perLine = (lines != 1 && width != nil) ? max(1, Int((width ?? 0) / 8)) : max(count, 1)
        var lineCount = max(1, (count + perLine - 1) / perLine)
        if lines > 0 { lineCount = min(lineCount, lines) }
        return TextMetrics(size: Size(width: Double(min(count, perLine) * 8), height: Double(lineCount * 20)),
                           firstBaseline: 15, lastBaseline: 15 + Double(lineCount - 1) * 20)
    }
}

private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
