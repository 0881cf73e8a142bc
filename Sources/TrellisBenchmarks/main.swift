// TrellisBenchmarks: times the solver, the layout engine and the renderer.
// Usage: TrellisBenchmarks solver FILE… | layout | render | png
// Each mode lives in its own file (SolverBenchmark, LayoutBenchmark, RenderBenchmark, PNGBenchmark).

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: TrellisBenchmarks solver FILE… | layout [ROWS…] | render [SAMPLES_DIR] | png [FILE.png…] | gesture [SCENE] | ib [CONTROLLERS] [RUNS]"

switch arguments.first {
case "solver":
    exit(runSolverBenchmark(Array(arguments.dropFirst())))
case "layout":
    exit(runLayoutBenchmark(Array(arguments.dropFirst())))
case "render":
    exit(runRenderBenchmark(Array(arguments.dropFirst())))
case "ib":
    exit(runInterfaceBuilderBenchmark(Array(arguments.dropFirst())))
case "gesture":
    exit(runGestureBenchmark(Array(arguments.dropFirst())))
case "png":
    exit(runPNGWriterSweep(Array(arguments.dropFirst())))
default:
    printError(usage)
    exit(64)
}
