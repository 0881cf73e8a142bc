import Foundation

/// The review page of `trellis test --report DIR`: one static `DIR/index.html` that holds its styles, its script
/// and its pictures (as `data:` URLs), so it opens from disk or a CI artifact with no network and nothing else.
enum HTMLReport {
    /// The opening of the JSON block the page's script (and `merge-reports`) reads.
    static let dataOpening = "<script type=\"application/json\" id=\"trellis-report\">"

    /// The page for `data`.
    static func page(_ data: ReportData) throws -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(escape(data.title))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
        html += body
        html += dataOpening + (try data.json()) + "</script>\n"
        html += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return html
    }

    /// Writes `folder/index.html` (atomically) and returns its path.
    @discardableResult
    static func write(_ data: ReportData, to folder: String) throws -> String {
        let path = FileOutput.join(folder, "index.html")
        try FileOutput.write(Array(try page(data).utf8), to: path)
        return path
    }

    /// Escapes text for HTML.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The page's fixed markup; the script fills it from the data block.
    static let body = """
    <header>
    <h1 id="title">trellis test</h1>
    <p id="summary"></p>
    <nav id="filters" aria-label="Filters">
    <button data-filter="all">All <span></span></button>
    <button data-filter="failed">Failed <span></span></button>
    <button data-filter="new">New <span></span></button>
    <button data-filter="stale">Stale <span></span></button>
    <button data-filter="passed">Passed <span></span></button>
    </nav>
    <p class="keys">Keys: <kbd>j</kbd>/<kbd>↓</kbd> next, <kbd>k</kbd>/<kbd>↑</kbd> previous, <kbd>1</kbd>–<kbd>5</kbd> filters, <kbd>c</kbd> copy the accept command</p>
    </header>
    <main id="entries"></main>

    """
}
