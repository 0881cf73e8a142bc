import Foundation
import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisScene
import TrellisTestSupport

/// No input crashes or hangs the loader: sample-like files truncated and with bytes flipped load or fail with errors.
@Suite("Loader robustness")
struct FuzzTests {
    /// Inline scenes that use every part of the format, plus the repository's samples when present.
    static var inputs: [(name: String, file: String, bytes: [UInt8])] {
        var result = [
            ("example", "example.yaml", Array(SceneExampleTests.example.utf8)),
            ("everything", "everything.yaml", Array(everything.utf8)),
        ]
        for path in SampleFilesTests.sampleFiles {
            if let data = FileManager.default.contents(atPath: path) {
                result.append((URL(fileURLWithPath: path).lastPathComponent, path, Array(data)))
            }
        }
        return result
    }

    static let everything = """
    name: everything
    device: iphone-x
    scale: 3
    background: '#F2F2F7'
    margins: {top: 4, left: 8, bottom: 4, right: 8}
    metrics: {gap: 8, rowHeight: 44}
    annotate: all
    views:
      - scroll: pager
        layout: [edges == safeArea]
        paging: true
        offsets: [top, pages, [0, 100]]
        contentInset: [10, 0]
        children:
          - stack: column
            axis: vertical
            spacing: gap
            distribution: fill
            layout:
              - edges == superview inset 16
              - width == pager.frame.width - 32
            children:
              - label: row{i}
                repeat: 4
                text: "Row {i} 你好 😀"
                font: {family: DejaVu Sans, size: 15, weight: bold}
                lines: 0
                layout: ['height >= rowHeight @high']
      - view: &card
        background: systemBlue
        cornerRadius: 12
        border: {width: 1, color: black}
        frame: [0, 0, 100, 100]
      - label: footer
        text: 'Footer'
        hugging: {horizontal: 251, vertical: 1000}
    constraints:
      - footer.bottom == safeArea.bottom - gap
      - footer.centerX == view.centerX
    visual:
      - "H:|-[footer(>=100@750)]-|"
    states:
      - name: end
        offsets: {pager: bottom}
    """

    /// Checks that a text loads, or fails with located errors; returns false on a malformed outcome.
    static func loadsOrFailsCleanly(_ bytes: [UInt8], file: String) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let loaded = try SceneLoader.load(yaml: text, file: file)
            return !loaded.scenes.isEmpty
        } catch {
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            return !error.diagnostics.isEmpty && error.diagnostics.allSatisfy { diagnostic in
                diagnostic.severity == .error && !diagnostic.message.isEmpty
                    && (diagnostic.location.map { $0.line >= 1 && $0.line <= lineCount && $0.column >= 1 } ?? false)
            }
        }
    }

    @Test("nested repeats that would make too many views are refused with one error")
    func nestedRepeats() {
        let errors = Load.errors("""
        views:
          - view: outer{i}
            repeat: 10000
            children:
              - view:
                repeat: 10000
        """)
        #expect(errors.map(\.message) == ["repeat: the scene would hold more than 20000 views"])
        #expect(errors.first?.location == SourceLocation(file: "test.yaml", line: 6, column: 17))
    }

    @Test("a mistyped id in a large repeated entry fails with one error")
    func largeRepeatTypo() {
        let errors = Load.errors("views:\n  - view: row{i}\n    repeat: 2000\n    layout:\n      - top == rwo{i-1}.bottom\n")
        #expect(errors.map(\.message) == ["unknown view 'rwo1' in constraint; did you mean 'row1'?"])
    }

    @Test("an image path that is not a regular file is refused without reading it")
    func deviceFile() {
        let errors = Load.errors("views:\n  - image: a\n    src: /dev/zero\n")
        #expect(errors.map(\.message) == ["src: '/dev/zero' cannot be used: not a regular file (a folder, pipe or device); images must be PNG, JPEG or SVG files; read from /dev/zero"])
    }

    @Test("every input loads as written")
    func intact() {
        for input in Self.inputs {
            #expect(Self.loadsOrFailsCleanly(input.bytes, file: input.file), "\(input.name)")
            #expect((try? SceneLoader.load(yaml: String(decoding: input.bytes, as: UTF8.self), file: input.file)) != nil, "\(input.name)")
        }
    }

    @Test("truncated at every tenth byte, every input loads or fails with located errors")
    func truncated() {
        for input in Self.inputs {
            for length in stride(from: 0, to: input.bytes.count, by: 10) {
                #expect(Self.loadsOrFailsCleanly(Array(input.bytes[0..<length]), file: input.file), "\(input.name) cut at \(length)")
            }
        }
    }

    @Test("with random bytes flipped (fixed seed), every input loads or fails with located errors")
    func flipped() {
        var generator = SeededGenerator(seed: 0x7472_656C_6C69_73)
        for input in Self.inputs where !input.bytes.isEmpty {
            for round in 0..<100 {
                var bytes = input.bytes
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[index] = UInt8.random(in: 0...255, using: &generator)
                }
                #expect(Self.loadsOrFailsCleanly(bytes, file: input.file), "\(input.name) round \(round)")
            }
        }
    }
}
