import Foundation
import Testing

@Suite("Samples")
struct SamplesTests {
    /// Every sample file, with the warning codes its `# expect-warning:` line announces.
    static let samples: [(file: String, expected: Set<String>)] = {
        let folder = Trellis.packageRoot.appendingPathComponent("Samples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        return names.map { name in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            var expected: Set<String> = []
            for line in text.split(separator: "\n") where line.hasPrefix("# expect-warning:") {
                for code in line.dropFirst("# expect-warning:".count).split(separator: ",") {
                    expected.insert(code.trimmingCharacters(in: .whitespaces))
                }
            }
            return ("Samples/" + name, expected)
        }
    }()

    @Test("there are samples for every seed and they say what they transcribe")
    func samplesExist() throws {
        #expect(Self.samples.count >= 15)
        let folder = Trellis.packageRoot.appendingPathComponent("Samples")
        for seed in ["000", "001", "002", "003", "004"] {
            let mentions = try Self.samples.filter { sample in
                let text = try String(contentsOf: folder.appendingPathComponent(String(sample.file.dropFirst(8))), encoding: .utf8)
                return text.hasPrefix("# Seed \(seed)")
            }
            #expect(!mentions.isEmpty, "no sample transcribes seed \(seed)")
        }
    }

    @Test("every sample renders without errors, and warns only as its comment announces",
          arguments: SamplesTests.samples.map(\.file))
    func sampleRenders(file: String) throws {
        let workspace = try Workspace()
        let expected = Self.samples.first { $0.file == file }?.expected ?? []
        let result = try Trellis.run(["render", file, "-o", workspace.path("out"), "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("error:"))
        var found: Set<String> = []
        for line in result.stderr.split(separator: "\n") where line.contains(": warning: [") {
            if let open = line.range(of: "warning: ["), let close = line[open.upperBound...].firstIndex(of: "]") {
                found.insert(String(line[open.upperBound..<close]))
            }
        }
        #expect(found == expected, "\(file): warnings \(found.sorted()), expected \(expected.sorted())")
    }
}
