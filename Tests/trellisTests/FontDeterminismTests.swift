import Foundation
import Testing

/// The fonts draw the same bytes in every process and with any `--jobs` (issue 12: "a test proves fonts are
/// deterministic across runs and --jobs").
@Suite("Fonts are deterministic across runs and --jobs")
struct FontDeterminismTests {
    static func scene(_ name: String) -> String {
        """
        name: \(name)
        size: [240, 120]
        lang: ja
        views:
          - label: title
            text: "Hello 😀 日本語の骨"
            font: body
            layout: [top == 10, leading == 10]
          - label: chinese
            text: "你好 骨 👍🏽"
            lang: zh-Hans
            font: "system bold 20"
            layout: [top == title.bottom + 10, leading == 10]
          - label: dejavu
            text: "DejaVu 한국어"
            lang: ko
            font: "DejaVu Sans 15"
            layout: [top == chinese.bottom + 10, leading == 10]
        """
    }

    @Test("two runs, and --jobs 1 against --jobs 2, write byte-identical images")
    func sameBytes() throws {
        let workspace = try Workspace()
        let names = ["a", "b", "c"]
        for name in names { try workspace.write("\(name).yaml", Self.scene(name)) }
        let files = names.map { "\($0).yaml" }
        for (folder, jobs) in [("one", "1"), ("again", "1"), ("two", "2")] {
            let result = try Trellis.run(["render"] + files + ["-o", folder, "--jobs", jobs], in: workspace.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        for name in names {
            let reference = try #require(FileManager.default.contents(atPath: workspace.path("one/\(name)/screen.png")))
            for folder in ["again", "two"] {
                #expect(FileManager.default.contents(atPath: workspace.path("\(folder)/\(name)/screen.png")) == reference,
                        "\(folder)/\(name)/screen.png")
            }
        }
    }
}
