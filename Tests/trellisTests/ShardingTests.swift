import Foundation
import Testing
@testable import trellis

@Suite("Sharding: CI variables, balance, duplicate names across shards, merged reports")
struct ShardingTests {
    /// Seven scenes, a…g, with their references.
    private func workspace() throws -> Workspace {
        let workspace = try Workspace()
        for name in ["a", "b", "c", "d", "e", "f", "g"] { try workspace.write("scenes/\(name).yaml", Scenes.plain(name)) }
        #expect(try Trellis.run(["render", "scenes", "-o", "ref"], in: workspace.url).status == 0)
        return workspace
    }

    /// Runs the shards at once as separate processes, each with its own variables, as a CI system starts them.
    private func runShards(_ environments: [[String: String]], extra: [String] = [], in workspace: Workspace) throws -> [RunResult] {
        let results = ResultsBox(count: environments.count)
        let group = DispatchGroup()
        let folder = workspace.url
        for (index, environment) in environments.enumerated() {
            group.enter()
            Thread {
                let result = try? Trellis.run(["test", "scenes", "-r", "ref", "--shard", "auto", "--junit", "out/junit-\(index).xml",
                                               "--report", "out/report-\(index)", "--artifacts", "out/f-\(index)"] + extra,
                                              in: folder, environment: environment.merging(["CI": "true"]) { $1 })
                results.set(index, result)
                group.leave()
            }.start()
        }
        group.wait()
        return try results.all.map { try #require($0) }
    }

    /// The scene names (JUnit test suites) of a JUnit file.
    private func suites(_ path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.components(separatedBy: "<testsuite name=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test("a GitHub Actions matrix (explicit variables) of three shards covers every scene once; merge-reports joins them")
    func githubMatrix() throws {
        let workspace = try workspace()
        let results = try runShards((1...3).map { ["TRELLIS_SHARD_INDEX": "\($0)", "TRELLIS_SHARD_COUNT": "3"] }, in: workspace)
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        // every 3rd file from the 1st, 2nd, 3rd: a d g / b e / c f, two files (screen.png, layout.json) each
        #expect(try suites(workspace.path("out/junit-0.xml")) == ["a", "d", "g"])
        #expect(try suites(workspace.path("out/junit-1.xml")) == ["b", "e"])
        #expect(try suites(workspace.path("out/junit-2.xml")) == ["c", "f"])
        let merge = try Trellis.run(["merge-reports", "out/junit-0.xml", "out/junit-1.xml", "out/junit-2.xml",
                                     "out/report-0", "out/report-1", "out/report-2",
                                     "--junit", "merged/junit.xml", "--report", "merged/report"], in: workspace.url)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stdout.contains("merged 3 JUnit files into merged/junit.xml: 14 tests, 0 failures, 0 errors"))
        #expect(merge.stdout.contains("merged 3 review pages into merged/report/index.html: 14 files"))
        #expect(try suites(workspace.path("merged/junit.xml")).sorted() == ["a", "b", "c", "d", "e", "f", "g"])
        let page = try String(contentsOfFile: workspace.path("merged/report/index.html"), encoding: .utf8)
        let data = try ReportData.read(html: page)
        #expect(Set(data.entries.map(\.scene)) == ["a", "b", "c", "d", "e", "f", "g"])
    }

    @Test("a Kubernetes Indexed Job: JOB_COMPLETION_INDEX 0…2 with --shard-count 3")
    func kubernetesIndexedJob() throws {
        let workspace = try workspace()
        let results = try runShards((0..<3).map { ["JOB_COMPLETION_INDEX": "\($0)"] }, extra: ["--shard-count", "3"], in: workspace)
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let all = try (0..<3).flatMap { try suites(workspace.path("out/junit-\($0).xml")) }
        #expect(all.sorted() == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(try suites(workspace.path("out/junit-0.xml")) == ["a", "d", "g"])
    }

    @Test("--shard auto reads each CI system's variables", arguments: [
        (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], "2/4"),                  // GitLab, 1-based
        (["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"], "1/3"),          // CircleCI, 0-based
        (["BUILDKITE_PARALLEL_JOB": "4", "BUILDKITE_PARALLEL_JOB_COUNT": "5"], "5/5"), // Buildkite, 0-based
        (["TRELLIS_SHARD_INDEX": "3", "TRELLIS_SHARD_COUNT": "3"], "3/3"),
    ])
    func autoVariables(environment: [String: String], expected: String) throws {
        guard case .success(let shard) = ShardRequest.auto.resolve(environment: environment, count: nil) else {
            Issue.record("\(environment) was refused")
            return
        }
        #expect(shard == Shard(expected))
    }

    @Test("--shard auto without variables, or a Kubernetes index without --shard-count, is a usage error")
    func autoRefused() throws {
        let workspace = try workspace()
        let none = try Trellis.run(["test", "scenes", "-r", "ref", "--shard", "auto"], in: workspace.url)
        #expect(none.status == 64)
        #expect(none.stderr.contains("--shard auto: no CI shard variables are set"))
        let kubernetes = try Trellis.run(["test", "scenes", "-r", "ref", "--shard", "auto"], in: workspace.url,
                                         environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(kubernetes.status == 64)
        #expect(kubernetes.stderr.contains("give --shard-count"))
        let outOfRange = try Trellis.run(["test", "scenes", "-r", "ref", "--shard", "auto"], in: workspace.url,
                                         environment: ["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "3"])
        #expect(outOfRange.status == 64)
    }

    @Test("shards balance by the times a whole run saved in the reference folder")
    func balanced() throws {
        let workspace = try workspace()
        // a took 10 s, the others 1 s: a alone on one shard, the six others (6 s) on the other (Graham's LPT rule)
        try workspace.write("ref/.trellis-timings.json", """
        {"scenes/a.yaml": 10, "scenes/b.yaml": 1, "scenes/c.yaml": 1, "scenes/d.yaml": 1, "scenes/e.yaml": 1,
         "scenes/f.yaml": 1, "scenes/g.yaml": 1}
        """)
        let results = try runShards((1...2).map { ["TRELLIS_SHARD_INDEX": "\($0)", "TRELLIS_SHARD_COUNT": "2"] }, in: workspace)
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        #expect(try suites(workspace.path("out/junit-0.xml")) == ["a"])
        #expect(try suites(workspace.path("out/junit-1.xml")) == ["b", "c", "d", "e", "f", "g"])
        // a whole run with --save-timings writes the times it measured for every file; a shard may not
        #expect(try Trellis.run(["test", "scenes", "-r", "ref", "--save-timings"], in: workspace.url).status == 0)
        #expect(try Trellis.run(["test", "scenes", "-r", "ref", "--save-timings", "--shard", "1/2"], in: workspace.url).status == 64)
        let timings = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url.appendingPathComponent("ref/.trellis-timings.json")))
        #expect((timings as? [String: Double])?.keys.sorted() == (["a", "b", "c", "d", "e", "f", "g"].map { "scenes/\($0).yaml" }))
    }

    @Test("a scene name used twice is caught whichever shards the two files land in")
    func duplicatesAcrossShards() throws {
        let workspace = try Workspace()
        try workspace.write("scenes/a.yaml", Scenes.plain("same"))
        try workspace.write("scenes/b.yaml", Scenes.plain("same", color: "#CC3333"))
        let first = try Trellis.run(["render", "scenes", "-o", "out1", "--shard", "1/2"], in: workspace.url)
        let second = try Trellis.run(["render", "scenes", "-o", "out2", "--shard", "2/2"], in: workspace.url)
        // a.yaml (shard 1) keeps the name; b.yaml (shard 2) is refused although shard 2 never loads a.yaml's share
        #expect(first.status == 0, "\(first.stderr)")
        #expect(second.status == 1)
        #expect(second.stderr.contains("the scene name 'same' is already used by scenes/a.yaml"))
    }
}

/// Results handed back from the threads that ran the shards.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [RunResult?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: RunResult?) { lock.lock(); results[index] = result; lock.unlock() }
    var all: [RunResult?] { lock.lock(); defer { lock.unlock() }; return results }
}
