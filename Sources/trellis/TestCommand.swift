import Foundation
import TrellisLayout

/// `trellis test`: renders in memory and compares with the reference images.
struct TestCommand: Sendable {
    /// The options of `test`, checked.
    struct Options: Sendable {
        var batch: BatchOptions
        var reference: String
        var record: Bool
        var tolerance: Double
        var perceptual: Double?
        var artifacts: String
        var junit: String?

        init(_ parsed: ParsedArguments) throws(UsageError) {
            batch = try BatchOptions(parsed, command: Commands.test)
            reference = parsed.values["reference"] ?? batch.output
            record = parsed.has("record")
            tolerance = try OptionValues.fraction("tolerance", parsed, command: Commands.test) ?? 0
            perceptual = try OptionValues.fraction("perceptual", parsed, command: Commands.test)
            let environment = ProcessInfo.processInfo.environment["TRELLIS_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            artifacts = parsed.values["artifacts"] ?? environment ?? ".build/trellis-failures"
            junit = parsed.values["junit"]
        }
    }

    var options: Options
    var terminal: Terminal

    func run() -> Int32 {
        Console.err("trellis test: not available in this build yet\n")
        return ExitStatus.failure
    }
}
