import Foundation

/// Writes the results of `trellis test` as JUnit XML, the format CI systems read.
struct JUnitReport: Sendable {
    var outcomes: [TestFileOutcome]
    var seconds: Double

    /// The XML document: one `testsuite` per scene, one `testcase` per checked file.
    func xml() -> String {
        var suites: [(name: String, cases: [TestCase], seconds: Double)] = []
        for outcome in outcomes {
            var byScene: [String: [TestCase]] = [:]
            var order: [String] = []
            for testCase in outcome.cases {
                if byScene[testCase.scene] == nil { order.append(testCase.scene) }
                byScene[testCase.scene, default: []].append(testCase)
            }
            let share = order.isEmpty ? 0 : outcome.seconds / Double(order.count)
            for scene in order { suites.append((scene, byScene[scene] ?? [], share)) }
        }
        let all = suites.flatMap(\.cases)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"trellis\" tests=\"\(all.count)\" failures=\"\(failures(all))\" errors=\"\(errors(all))\" time=\"\(time(seconds))\">\n"
        for suite in suites {
            text += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failures(suite.cases))\" errors=\"\(errors(suite.cases))\" skipped=\"\(suite.cases.filter { $0.status == .stale }.count)\" time=\"\(time(suite.seconds))\">\n"
            for testCase in suite.cases {
                let head = "    <testcase classname=\"trellis.\(escape(suite.name))\" name=\"\(escape(testCase.name))\" time=\"0\""
                switch testCase.status {
                case .passed:
                    text += head + "/>\n"
                case .stale:
                    text += head + ">\n      <skipped message=\"\(escape(testCase.message))\"/>\n    </testcase>\n"
                case .failed, .recorded:
                    let element = testCase.isError ? "error" : "failure"
                    text += head + ">\n"
                    text += "      <\(element) message=\"\(escape(testCase.message))\">"
                    text += escape(([testCase.message] + testCase.details).joined(separator: "\n"))
                    text += "</\(element)>\n"
                    text += "    </testcase>\n"
                }
            }
            text += "  </testsuite>\n"
        }
        text += "</testsuites>\n"
        return text
    }

    /// A recorded reference counts as a failure: the run did not compare it.
    private func failures(_ cases: [TestCase]) -> Int {
        cases.filter { ($0.status == .failed || $0.status == .recorded) && !$0.isError }.count
    }
    private func errors(_ cases: [TestCase]) -> Int { cases.filter { $0.status == .failed && $0.isError }.count }
    private func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// Escapes text for an XML attribute or element, dropping characters XML 1.0 cannot hold.
    func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                let value = scalar.value
                if value < 0x20 || (0xD800...0xDFFF).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    result += "?"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
