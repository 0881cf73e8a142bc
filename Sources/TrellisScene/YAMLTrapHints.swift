import Foundation
import TrellisModel

/// Explains three YAML traps where the YAML reading is right but the scene author meant something else; each
/// hint says what YAML did and how to write it instead, as the `{i}` hint does for repeated views.
enum YAMLTrapHints {
    /// The diagnostics with a hint added to each one a trap explains; `text` is the scene file's text.
    static func explain(_ diagnostics: [Diagnostic], text: String) -> [Diagnostic] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        return diagnostics.map { diagnostic in
            guard let location = diagnostic.location, location.line >= 1, location.line <= lines.count else { return diagnostic }
            let line = lines[location.line - 1]
            var diagnostic = diagnostic
            if let hint = hint(for: diagnostic, line: line, column: location.column) {
                diagnostic.message += "; " + hint
            }
            return diagnostic
        }
    }

    /// The hint for one diagnostic on its source line, if a trap explains it.
    static func hint(for diagnostic: Diagnostic, line: String, column: Int) -> String? {
        if diagnostic.code == .syntax, diagnostic.message.contains("tab"), line.prefix { $0 == " " || $0 == "\t" }.contains("\t") {
            return "the line is indented with a tab, and YAML indents with spaces only: replace the tab with spaces"
        }
        if diagnostic.message.contains("found nothing"), let key = keyBeforeComment(line) {
            return "'#' starts a comment in YAML, so '\(key):' has no value; quote the color: \(key): \"\(commentText(line))\""
        }
        if diagnostic.code == .badConstraint, let split = splitCompound(line, column: column) {
            return "in a [ ] list a comma separates items, so '\(split.whole)' was read as \(split.count) constraints; quote it: ['\(split.whole)'], or write each constraint on its own '- ' line"
        }
        return nil
    }

    /// `background` for `    background: #FF0000`: a key whose value starts with `#`.
    private static func keyBeforeComment(_ line: String) -> String? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let rest = line[line.index(after: colon)...].drop { $0 == " " }
        guard rest.hasPrefix("#") else { return nil }
        let key = line[..<colon].trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == " " }
        return key.isEmpty ? nil : String(key)
    }

    /// `#FF0000` from `background: #FF0000  # red`: the comment's first word.
    private static func commentText(_ line: String) -> String {
        guard let hash = line.firstIndex(of: "#") else { return "" }
        return String(line[hash...].prefix { $0 != " " })
    }

    /// For `layout: [left, right == superview]` with the error at `left`: the compound constraint the author
    /// meant (the items that hold only attributes and the item with the relation after them) and how many
    /// items YAML made of it.
    private static func splitCompound(_ line: String, column: Int) -> (whole: String, count: Int)? {
        let characters = Array(line)
        let position = min(max(column - 1, 0), characters.count)
        guard let open = characters.firstIndex(of: "["), open < position else { return nil }
        // the item holding the error starts after the last '[' or ',' before it (the reader points at its end)
        let start = (characters[..<position].lastIndex { $0 == "[" || $0 == "," } ?? open) + 1
        let close = characters[start...].firstIndex(of: "]") ?? characters.count
        let items = String(characters[start..<close]).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        // only bare attributes (`left`, `left, right`) followed by an item with a relation is the trap
        let attributes = items.prefix { !$0.isEmpty && $0.allSatisfy(\.isLetter) }
        guard !attributes.isEmpty, attributes.count < items.count else { return nil }
        let rest = items[attributes.count]
        guard rest.contains("==") || rest.contains(">=") || rest.contains("<=") else { return nil }
        return (attributes.joined(separator: ", ") + ", " + rest, attributes.count + 1)
    }
}
