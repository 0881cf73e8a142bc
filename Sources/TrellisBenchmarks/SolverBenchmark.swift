/// Placeholder until the solver benchmark is written.
func runSolverBenchmark(_ arguments: [String]) -> Int32 {
    printError("the solver benchmark is not written yet")
    return 1
}
