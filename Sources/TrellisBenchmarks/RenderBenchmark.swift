/// Placeholder until the render benchmark is written.
func runRenderBenchmark(_ arguments: [String]) -> Int32 {
    printError("the render benchmark is not written yet")
    return 1
}
