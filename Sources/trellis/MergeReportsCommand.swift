import Foundation

/// `trellis merge-reports`: joins the JUnit files and review pages that the shards of one run wrote.
struct MergeReportsCommand: Sendable {
    /// The options of `merge-reports`, checked.
    struct Options: Sendable {
        var inputs: [String]
        var junit: String?
        var report: String?

        init(_ parsed: ParsedArguments) throws(UsageError) {
            inputs = parsed.positionals
            junit = try parsed.value(Option.junit)
            report = try parsed.value(Option.report)
            if junit == nil && report == nil {
                throw UsageError(message: "Give --junit FILE, --report DIR or both: what to write", command: Commands.mergeReports)
            }
        }
    }

    var options: Options
    var terminal: Terminal

    func run() -> Int32 {
        let style = Style(enabled: terminal.useColor)
        var junitFiles: [String] = [], pages: [String] = []
        var failed = false
        for input in options.inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                Console.err("\(input): \(style.red("error:")) no such file or folder\n")
                failed = true
                continue
            }
            if isDirectory.boolValue {
                pages.append(FileOutput.join(input, "index.html"))
            } else if input.hasSuffix(".html") {
                pages.append(input)
            } else {
                junitFiles.append(input)
            }
        }
        var lines: [String] = []
        if let output = options.junit {
            do {
                let documents = try junitFiles.map { path in
                    guard let bytes = FileOutput.read(path) else { throw ReportError(message: "\(path): cannot be read") }
                    return try JUnitMerge.Document(text: String(decoding: bytes, as: UTF8.self), path: path)
                }
                let merged = JUnitMerge.merge(documents)
                try FileOutput.write(Array(merged.xml.utf8), to: output)
                lines.append("merged \(plural(documents.count, "JUnit file")) into \(output): \(plural(merged.tests, "test")), \(plural(merged.failures, "failure")), \(plural(merged.errors, "error"))")
            } catch {
                Console.err("\(style.red("error:")) \(error)\n")
                failed = true
            }
        }
        if let folder = options.report {
            do {
                let reports = try pages.map { path in
                    guard let bytes = FileOutput.read(path) else { throw ReportError(message: "\(path): cannot be read") }
                    do { return try ReportData.read(html: String(decoding: bytes, as: UTF8.self)) } catch {
                        throw ReportError(message: "\(path): \(error)")
                    }
                }
                // shards run side by side: the joined run took as long as its slowest shard
                let merged = ReportData(title: reports.first?.title ?? "trellis test",
                                        seconds: reports.map(\.seconds).max() ?? 0,
                                        entries: reports.flatMap(\.entries))
                let path = try HTMLReport.write(merged, to: folder)
                lines.append("merged \(plural(reports.count, "review page")) into \(path): \(plural(merged.entries.count, "file"))")
            } catch {
                Console.err("\(style.red("error:")) \(error)\n")
                failed = true
            }
        }
        Console.out(lines.map { $0 + "\n" }.joined())
        return failed ? ExitStatus.failure : ExitStatus.success
    }
}

/// Joining JUnit documents: the `testsuite` elements of each, under one `testsuites` root with the sums.
enum JUnitMerge {
    /// One JUnit file: its root's counts and the text of its suites.
    struct Document: Sendable {
        var tests = 0, failures = 0, errors = 0
        var seconds = 0.0
        var suites: String

        /// Reads a `testsuites` document (as `trellis test --junit` and most tools write it).
        init(text: String, path: String) throws {
            guard let open = text.range(of: "<testsuites"), let openEnd = text.range(of: ">", range: open.upperBound..<text.endIndex),
                  let close = text.range(of: "</testsuites>", options: .backwards) else {
                throw ReportError(message: "\(path): not a JUnit report (no <testsuites> element)")
            }
            let attributes = String(text[open.upperBound..<openEnd.lowerBound])
            tests = Int(Self.attribute("tests", in: attributes) ?? "") ?? 0
            failures = Int(Self.attribute("failures", in: attributes) ?? "") ?? 0
            errors = Int(Self.attribute("errors", in: attributes) ?? "") ?? 0
            seconds = Double(Self.attribute("time", in: attributes) ?? "") ?? 0
            suites = String(text[openEnd.upperBound..<close.lowerBound]).trimmingCharacters(in: .newlines)
        }

        static func attribute(_ name: String, in text: String) -> String? {
            guard let start = text.range(of: " \(name)=\"") else { return nil }
            guard let end = text[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(text[start.upperBound..<end])
        }
    }

    /// The joined document, with its counts.
    static func merge(_ documents: [Document]) -> (xml: String, tests: Int, failures: Int, errors: Int) {
        let tests = documents.reduce(0) { $0 + $1.tests }
        let failures = documents.reduce(0) { $0 + $1.failures }
        let errors = documents.reduce(0) { $0 + $1.errors }
        let seconds = documents.map(\.seconds).max() ?? 0
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"trellis\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", seconds))\">\n"
        for document in documents where !document.suites.isEmpty { xml += document.suites + "\n" }
        xml += "</testsuites>\n"
        return (xml, tests, failures, errors)
    }
}
