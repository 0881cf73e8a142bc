import Foundation
import TrellisRender

/// `TrellisBenchmarks annotate [ROWS…]`: the time to place the id badges of a list of ROWS rows (2 × ROWS views:
/// each row and its label) and the time per badge, which stays about the same as the list grows when the placement
/// is near-linear (a grid of buckets for the collision checks) rather than quadratic.
func runAnnotationBenchmark(_ arguments: [String]) -> Int32 {
    let rows = arguments.compactMap { Int($0) }.filter { $0 > 0 }
    let sizes = rows.isEmpty ? [50, 100, 200, 400, 800] : rows
    print("| rows | badges | placed off text | median ms (5 runs) | µs per badge |")
    print("|---:|---:|---:|---:|---:|")
    for size in sizes {
        var times: [Double] = []
        var placed = 0
        for _ in 0..<5 {
            let start = nowNanoseconds()
            placed = BadgePlacementBenchmark.place(rows: size)
            times.append(Double(nowNanoseconds() - start) / 1e6)
        }
        let ms = median(times)
        print("| \(size) | \(2 * size) | \(placed) | \(String(format: "%.2f", ms)) | \(String(format: "%.1f", ms * 1000 / Double(2 * size))) |")
    }
    return 0
}
