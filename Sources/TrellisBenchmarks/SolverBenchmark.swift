import Foundation
import TrellisSolver

/// `TrellisBenchmarks solver [--cpu] [--repeat N] FILE…`: times the solver on workload files
/// (../shared/bench/README.md) and prints one JSON result line per file. `--cpu` times this thread's CPU
/// time instead of wall time; `--repeat N` builds N fresh solvers and reports the medians.
func runSolverBenchmark(_ arguments: [String]) -> Int32 {
    var files = arguments
    var cpu = false
    var repeats = 1
    while let option = files.first, option.hasPrefix("--") {
        files.removeFirst()
        if option == "--cpu" {
            cpu = true
        } else if option == "--repeat", let count = files.first.flatMap({ Int($0) }), count > 0 {
            repeats = count
            files.removeFirst()
        } else {
            files = []
            break
        }
    }
    if files.isEmpty {
        printError("usage: TrellisBenchmarks solver [--cpu] [--repeat N] FILE…")
        return 64
    }
    var status: Int32 = 0
    for path in files {
        do {
            let workload = try Workload(path: path)
            print(workload.run(clock: cpu ? threadCPUNanoseconds : nowNanoseconds, repeats: repeats))
            fflush(nil)
        } catch {
            printError("\(path): \(error)")
            status = 1
        }
    }
    return status
}

/// A parsed workload file.
struct Workload {
    enum Statement {
        case edit(name: String, priority: Double, value: Double)
        case constraint(priority: Double, lhs: [(String?, Double)], relation: Relation, rhs: [(String?, Double)])
        case resolve(name: String, value: Double)
    }

    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    let name: String
    var statements: [Statement] = []

    init(path: String) throws {
        name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if line.isEmpty { continue }
            statements.append(try Workload.parse(line, number: index + 1))
        }
    }

    static func parse(_ line: String, number: Int) throws -> Statement {
        let words = line.split(separator: " ").map(String.init)
        if words.first == "edit" {
            guard words.count == 4, let priority = Double(words[2]), let value = Double(words[3]) else {
                throw ParseError(line: number, message: "expected `edit NAME PRIORITY VALUE`")
            }
            return .edit(name: words[1], priority: priority, value: value)
        }
        if words.first == "resolve" {
            guard words.count == 3, let value = Double(words[2]) else {
                throw ParseError(line: number, message: "expected `resolve NAME VALUE`")
            }
            return .resolve(name: words[1], value: value)
        }
        guard let colon = line.firstIndex(of: ":"), let priority = Double(line[..<colon].trimmingCharacters(in: .whitespaces)) else {
            throw ParseError(line: number, message: "expected `PRIORITY: EXPR OP EXPR`")
        }
        let body = String(line[line.index(after: colon)...])
        for (op, relation) in [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] {
            if let range = body.range(of: op) {
                let lhs = try parseExpression(String(body[..<range.lowerBound]), number: number)
                let rhs = try parseExpression(String(body[range.upperBound...]), number: number)
                return .constraint(priority: priority, lhs: lhs, relation: relation, rhs: rhs)
            }
        }
        throw ParseError(line: number, message: "no ==, <= or >= in the constraint")
    }

    /// Terms of `a + 2*b - 3`: (name, coefficient), name nil for a constant.
    static func parseExpression(_ text: String, number: Int) throws -> [(String?, Double)] {
        var terms: [(String?, Double)] = []
        var sign = 1.0
        var token = ""
        func flush() throws {
            let item = token.trimmingCharacters(in: .whitespaces)
            token = ""
            if item.isEmpty { throw ParseError(line: number, message: "missing term in `\(text)`") }
            let parts = item.split(separator: "*").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let coefficient = Double(parts[0]) {
                terms.append((parts[1], sign * coefficient))
            } else if parts.count == 1, let value = Double(parts[0]) {
                terms.append((nil, sign * value))
            } else if parts.count == 1, let first = parts[0].first, first.isLetter || first == "_" {
                terms.append((parts[0], sign))
            } else {
                throw ParseError(line: number, message: "bad term `\(item)`")
            }
        }
        for character in text {
            if character == "+" || character == "-" {
                if !token.trimmingCharacters(in: .whitespaces).isEmpty { try flush() } else if !terms.isEmpty || character == "+" {
                    // A sign directly after another sign or at the start.
                }
                sign = character == "-" ? -1 : 1
            } else {
                token.append(character)
            }
        }
        try flush()
        return terms
    }

    /// The figures of one run.
    struct Measurement {
        var constraints = 0
        var build = 0.0
        var resolve: Double?
        var suggestOnly: Double?
        var checksum = 0.0
        var failures = 0
        var sawNaN = false
        /// Tableau cell updates (the measure of the solver's work limit) and the trouble, if any.
        var work = 0
        var trouble: String?
    }

    /// Runs the workload `repeats` times and returns its result line (medians of the timings).
    func run(clock: () -> UInt64, repeats: Int) -> String {
        var runs: [Measurement] = []
        for _ in 0..<max(1, repeats) { runs.append(measure(clock: clock)) }
        let last = runs[runs.count - 1]
        func format(_ values: [Double?]) -> String {
            let present = values.compactMap { $0 }
            return present.isEmpty ? "null" : String(format: "%.3f", median(present))
        }
        var line = "{\"workload\": \"\(name)\", \"constraints\": \(last.constraints), "
        line += "\"build_ms\": \(format(runs.map(\.build))), \"resolve_us\": \(format(runs.map(\.resolve))), "
        line += "\"checksum\": \(last.checksum), \"suggest_only_us\": \(format(runs.map(\.suggestOnly)))"
        if repeats > 1 { line += ", \"repeats\": \(repeats)" }
        if last.failures > 0 { line += ", \"failures\": \(last.failures)" }
        if last.sawNaN { line += ", \"nan\": true" }
        line += ", \"work\": \(last.work)"
        if let trouble = last.trouble { line += ", \"trouble\": \"\(trouble)\"" }
        return line + "}"
    }

    /// Builds one fresh solver from the workload and times it.
    func measure(clock: () -> UInt64) -> Measurement {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        var order: [Variable] = []
        func variable(_ name: String) -> Variable {
            if let existing = variables[name] { return existing }
            let created = solver.makeVariable(name)
            variables[name] = created
            order.append(created)
            return created
        }
        func expression(_ terms: [(String?, Double)]) -> TrellisSolver.Expression {
            var result = TrellisSolver.Expression()
            for (name, coefficient) in terms {
                if let name {
                    result.terms.append(Term(variable(name), coefficient))
                } else {
                    result.constant += coefficient
                }
            }
            return result
        }
        // Variables are created while parsing in kiwi too; build them from the statements first
        // so the timing covers only the solver.
        var count = 0
        var failures = 0
        var resolves: [(Variable, Double)] = []
        var prepared: [(TrellisSolver.Expression, Relation, TrellisSolver.Expression, Double)?] = []
        var editStatements: [Int: (Variable, Double, Double)] = [:]
        for (index, statement) in statements.enumerated() {
            switch statement {
            case .edit(let name, let priority, let value):
                editStatements[index] = (variable(name), priority, value)
                prepared.append(nil)
            case .constraint(let priority, let lhs, let relation, let rhs):
                prepared.append((expression(lhs), relation, expression(rhs), priority))
            case .resolve(let name, let value):
                resolves.append((variable(name), value))
                prepared.append(nil)
            }
        }
        let start = clock()
        for index in prepared.indices {
            if let (lhs, relation, rhs, priority) = prepared[index] {
                do {
                    try solver.add(lhs, relation, rhs, priority: priority)
                    count += 1
                } catch {
                    failures += 1
                }
            } else if let (v, priority, value) = editStatements[index] {
                do {
                    try solver.addEditVariable(v, priority: priority)
                    try solver.suggestValue(v, value)
                } catch {
                    failures += 1
                }
            }
        }
        var sink = 0.0
        for v in order { sink += solver.value(of: v) }
        let build = Double(clock() - start) / 1e6
        var times: [Double] = []
        var suggestTimes: [Double] = []
        for (v, value) in resolves {
            let t0 = clock()
            do { try solver.suggestValue(v, value) } catch { failures += 1 }
            let t1 = clock()
            for v in order { sink += solver.value(of: v) }
            let t2 = clock()
            suggestTimes.append(Double(t1 - t0) / 1e3)
            times.append(Double(t2 - t0) / 1e3)
        }
        var checksum = 0.0
        for v in order { checksum += solver.value(of: v) }
        checksum = (checksum * 1000).rounded() / 1000
        var result = Measurement()
        result.constraints = count
        result.build = build
        if !times.isEmpty {
            result.resolve = times.reduce(0, +) / Double(times.count)
            result.suggestOnly = suggestTimes.reduce(0, +) / Double(suggestTimes.count)
        }
        result.checksum = checksum
        result.failures = failures
        result.sawNaN = sink.isNaN
        result.work = solver.statistics.work
        result.trouble = solver.trouble.map { "\($0)" }
        return result
    }
}

/// This thread's CPU time in nanoseconds.
private func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
