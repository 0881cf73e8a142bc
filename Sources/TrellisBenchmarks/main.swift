// TrellisBenchmarks: times the solver, the layout engine and the renderer.
// Usage: TrellisBenchmarks solver FILE… | layout | render | png | bombs | suite
// Each mode lives in its own file (SolverBenchmark, LayoutBenchmark, RenderBenchmark, PNGBenchmark, BombsBenchmark).

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: TrellisBenchmarks solver FILE… | layout [ROWS…] | render [SAMPLES_DIR] | states [N…] | png [--runs N] [--list-rows N] [PATH…] | ib [CONTROLLERS] [RUNS] | bombs [NAME…] | gesture [SCENE] | suite [N] [--trellis PATH] | annotate [ROWS…]"

switch arguments.first {
case "solver":
    exit(runSolverBenchmark(Array(arguments.dropFirst())))
case "layout":
    exit(runLayoutBenchmark(Array(arguments.dropFirst())))
case "render":
    exit(runRenderBenchmark(Array(arguments.dropFirst())))
case "ib":
    exit(runInterfaceBuilderBenchmark(Array(arguments.dropFirst())))
case "states":
    exit(runStatesBenchmark(Array(arguments.dropFirst())))
case "bombs":
    exit(runBombsBenchmark(Array(arguments.dropFirst())))
case "gesture":
    exit(runGestureBenchmark(Array(arguments.dropFirst())))
case "suite":
    exit(runSuiteBenchmark(Array(arguments.dropFirst())))
case "annotate":
    exit(runAnnotationBenchmark(Array(arguments.dropFirst())))
case "png":
    exit(runPNGEngineBenchmark(Array(arguments.dropFirst())))
default:
    printError(usage)
    exit(64)
}
