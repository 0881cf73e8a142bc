import TrellisModel
import TrellisLayout

/// A fixture with position markers (`1️⃣`, `2️⃣`, …) as swift-format's tests write them: the text without the
/// markers, and the line and column where each marker stood.
struct MarkedText {
    let text: String
    let markers: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var markers: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if character.unicodeScalars.contains("\u{20E3}"), let digit = character.unicodeScalars.first {
                markers[String(digit)] = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.markers = markers
    }

    /// The location of marker `name` ("1", "2", …) in `file`.
    func location(_ name: String, file: String = "test.yaml") -> SourceLocation? {
        markers[name].map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }
}
