import Foundation

/// Which scene files a shard takes: balanced by the seconds each took last run when those are known, else
/// every COUNT-th file. Every shard computes the same plan from the same files and timings, so the shares
/// cover every file exactly once.
enum ShardPlan {
    /// The timings file in the reference folder: scene file path → seconds its test took last run.
    static let timingsFile = ".trellis-timings.json"

    /// The files of `shard`, in their given order.
    static func select(_ files: [String], shard: Shard, timings: [String: Double]) -> [String] {
        let known = files.compactMap { timings[$0] }
        guard !known.isEmpty else { return shard.select(files) }
        // a file without a timing (new since the last run) counts as the average one
        let average = known.reduce(0, +) / Double(known.count)
        // longest first onto the least loaded shard (Graham's LPT rule); ties by path and by shard number
        let order = files.indices.sorted { left, right in
            let a = timings[files[left]] ?? average, b = timings[files[right]] ?? average
            return a != b ? a > b : files[left].utf8.lexicographicallyPrecedes(files[right].utf8)
        }
        var loads = [Double](repeating: 0, count: shard.count)
        var owner = [Int](repeating: 0, count: files.count)
        for index in order {
            var least = 0
            for candidate in 1..<max(1, shard.count) where loads[candidate] < loads[least] { least = candidate }
            owner[index] = least
            loads[least] += timings[files[index]] ?? average
        }
        return files.indices.filter { owner[$0] == shard.index - 1 }.map { files[$0] }
    }

    /// The timings in `folder`, or none when there is no readable file.
    static func readTimings(in folder: String) -> [String: Double] {
        guard let bytes = FileOutput.read(FileOutput.join(folder, timingsFile)),
              let decoded = try? JSONDecoder().decode([String: Double].self, from: Data(bytes)) else { return [:] }
        return decoded.filter { $0.value.isFinite && $0.value >= 0 }
    }

    /// Adds this run's timings to the file in `folder`. The file is rewritten only when a file is new or its
    /// time changed by more than half, so that a committed timings file does not change on every run.
    static func writeTimings(_ seconds: [String: Double], in folder: String) {
        let old = readTimings(in: folder)
        var merged = old
        var changed = false
        for (file, time) in seconds {
            let rounded = (time * 100).rounded() / 100
            if let before = old[file], rounded <= before * 1.5, rounded >= before / 1.5 { continue }
            merged[file] = rounded
            changed = true
        }
        guard changed else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(merged) else { return }
        try? FileOutput.write(Array(data) + [0x0A], to: FileOutput.join(folder, timingsFile))
    }
}
