import Foundation

/// What the HTML review page shows, as the JSON block embedded in it; `merge-reports` reads it back to join shards.
struct ReportData: Codable, Sendable {
    /// One checked file, with the pictures of a failure embedded as `data:` URLs.
    struct Entry: Codable, Sendable {
        var scene: String
        var name: String
        var file: String
        /// `failed`, `passed`, `recorded` or `stale`.
        var status: String
        /// True when there was no reference.
        var isNew: Bool
        var message: String
        var details: [String]
        var reference: String?
        var actual: String?
        var diff: String?
        /// Layout differences as rows: what, reference value, actual value.
        var layout: [[String]]
        var accept: String?
    }

    var title: String
    var seconds: Double
    var entries: [Entry]

    /// The data of one run: failures with their pictures, the others by name only.
    init(outcomes: [TestFileOutcome], seconds: Double, title: String = "trellis test") {
        self.title = title
        self.seconds = seconds
        entries = outcomes.flatMap(\.cases).map(Self.entry)
    }

    init(title: String, seconds: Double, entries: [Entry]) {
        self.title = title
        self.seconds = seconds
        self.entries = entries
    }

    private static func entry(_ testCase: TestCase) -> Entry {
        let showsPictures = testCase.status != .passed
        return Entry(scene: testCase.scene, name: testCase.name, file: testCase.file, status: testCase.status.rawValue,
                     isNew: testCase.isNew, message: testCase.message,
                     details: testCase.details.filter {
                         !$0.hasPrefix("wrote ") && !$0.hasPrefix("to accept: ") && !testCase.layoutDifferences.contains($0)
                     },
                     reference: showsPictures && !testCase.isNew ? dataURL(testCase.referencePath) : nil,
                     actual: showsPictures ? dataURL(testCase.actualPath) : nil,
                     diff: showsPictures ? dataURL(testCase.diffPath) : nil,
                     layout: testCase.layoutDifferences.map(layoutRow), accept: testCase.acceptCommand)
    }

    /// A PNG file as a `data:` URL (nil for anything but a PNG, or a file that cannot be read).
    static func dataURL(_ path: String?) -> String? {
        guard let path, path.hasSuffix(".png"), let bytes = FileOutput.read(path) else { return nil }
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// `headView.frame.y 108 → 110` as [`headView.frame.y`, `108`, `110`]; other lines as [line, "", ""].
    static func layoutRow(_ line: String) -> [String] {
        guard let arrow = line.range(of: " → ", options: .backwards),
              let space = line[..<arrow.lowerBound].lastIndex(of: " ") else { return [line, "", ""] }
        return [String(line[..<space]), String(line[line.index(after: space)..<arrow.lowerBound]),
                String(line[arrow.upperBound...])]
    }

    /// The JSON text, safe inside a `<script>` element: every `<` is written `\u003C`.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every `<` as `\u003C`: neither `</script>` nor `<!--<script>` (which would make the HTML parser read on
        // past the block's end tag) can come out of a scene name or message, and JSON reads it back unchanged.
        return String(decoding: try encoder.encode(self), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003C")
    }

    /// Reads the data block back from a report page.
    static func read(html: String) throws -> ReportData {
        guard let start = html.range(of: HTMLReport.dataOpening),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
            throw ReportError(message: "not a trellis report (no data block)")
        }
        return try JSONDecoder().decode(ReportData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }
}

/// A report that cannot be read or written.
struct ReportError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
