/// What `--shard` asks for: a share given as `INDEX/COUNT`, or `auto`, read from the CI runner's variables.
enum ShardRequest: Sendable, Equatable, ExpressibleByArgument {
    case fixed(Shard)
    case auto

    init?(argument: String) {
        if argument == "auto" { self = .auto; return }
        guard let shard = Shard(argument) else { return nil }
        self = .fixed(shard)
    }

    static func expectation(given text: String) -> String {
        "INDEX/COUNT with 1 ≤ INDEX ≤ COUNT (as 2/4), or auto"
    }

    /// The share this run takes. `auto` reads, in this order: `TRELLIS_SHARD_INDEX`/`TRELLIS_SHARD_COUNT`
    /// (1-based, set from a GitHub Actions matrix), GitLab's `CI_NODE_INDEX`/`CI_NODE_TOTAL` (1-based),
    /// CircleCI's `CIRCLE_NODE_INDEX`/`CIRCLE_NODE_TOTAL` (0-based), Buildkite's
    /// `BUILDKITE_PARALLEL_JOB`/`BUILDKITE_PARALLEL_JOB_COUNT` (0-based), and a Kubernetes Indexed Job's
    /// `JOB_COMPLETION_INDEX` (0-based) with `--shard-count`.
    func resolve(environment: [String: String], count shardCount: Int?) -> Result<Shard, ShardError> {
        switch self {
        case .fixed(let shard):
            return .success(shard)
        case .auto:
            let pairs: [(index: String, count: String, base: Int, system: String)] = [
                ("TRELLIS_SHARD_INDEX", "TRELLIS_SHARD_COUNT", 1, "TRELLIS_SHARD_INDEX/TRELLIS_SHARD_COUNT"),
                ("CI_NODE_INDEX", "CI_NODE_TOTAL", 1, "GitLab's CI_NODE_INDEX/CI_NODE_TOTAL"),
                ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0, "CircleCI's CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL"),
                ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0,
                 "Buildkite's BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT"),
            ]
            for pair in pairs {
                guard let indexText = environment[pair.index], !indexText.isEmpty else { continue }
                let countText = environment[pair.count] ?? ""
                guard let index = Int(indexText), let count = Int(countText),
                      let shard = Shard("\(index - pair.base + 1)/\(count)") else {
                    return .failure(ShardError(message: "--shard auto: \(pair.system) is '\(indexText)/\(countText)', not an index within a count"))
                }
                return .success(shard)
            }
            if let indexText = environment["JOB_COMPLETION_INDEX"], !indexText.isEmpty {
                guard let count = shardCount else {
                    return .failure(ShardError(message: "--shard auto: a Kubernetes Indexed Job sets JOB_COMPLETION_INDEX but not the count; give --shard-count (the Job's completions)"))
                }
                guard let index = Int(indexText), let shard = Shard("\(index + 1)/\(count)") else {
                    return .failure(ShardError(message: "--shard auto: JOB_COMPLETION_INDEX '\(indexText)' is not an index below --shard-count \(count)"))
                }
                return .success(shard)
            }
            return .failure(ShardError(message: "--shard auto: no CI shard variables are set (TRELLIS_SHARD_INDEX/TRELLIS_SHARD_COUNT, CI_NODE_INDEX/CI_NODE_TOTAL, CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL, BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT, or JOB_COMPLETION_INDEX with --shard-count)"))
        }
    }
}

/// Why `--shard auto` could not find this run's share.
struct ShardError: Error, Sendable {
    var message: String
}
