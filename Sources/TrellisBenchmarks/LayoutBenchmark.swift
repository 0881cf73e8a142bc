/// Placeholder until the layout benchmark is written.
func runLayoutBenchmark(_ arguments: [String]) -> Int32 {
    printError("the layout benchmark is not written yet")
    return 1
}
