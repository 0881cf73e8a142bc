import Foundation
import TrellisModel
import TrellisLayout

/// A `--shard INDEX/COUNT` share: the scenes whose position modulo COUNT is INDEX − 1.
struct Shard: Sendable, Equatable {
    var index: Int
    var count: Int

    /// Parses `2/4`.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The items of this share, keeping their order: every COUNT-th from the INDEX-th.
    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// Options that `render` and `test` share.
struct BatchOptions: Sendable {
    var paths: [String]
    var output: String
    var scale: Double?
    var device: Device?
    var annotate: Annotation?
    var jobs: Int
    var strict: Bool
    var shard: Shard?
    var quiet: Bool

    /// Checks and converts the parsed values.
    init(_ parsed: ParsedArguments, command: CommandSpec) throws(UsageError) {
        paths = parsed.positionals.isEmpty ? ["Samples"] : parsed.positionals
        output = parsed.values["output"] ?? "Output"
        scale = try OptionValues.scale(parsed, command: command)
        device = try OptionValues.device(parsed, command: command)
        if let text = parsed.values["annotate"] {
            guard let value = Annotation(rawValue: text) else {
                throw OptionValues.invalid("annotate", text, expected: "none, viewport or all", command: command)
            }
            annotate = value
        }
        if let text = parsed.values["jobs"] {
            guard let value = Int(text), value >= 1 else {
                throw OptionValues.invalid("jobs", text, expected: "a whole number of at least 1", command: command)
            }
            jobs = value
        } else {
            jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        }
        strict = parsed.has("strict")
        if let text = parsed.values["shard"] {
            guard let value = Shard(text) else {
                throw OptionValues.invalid("shard", text, expected: "INDEX/COUNT with 1 ≤ INDEX ≤ COUNT, as 2/4", command: command)
            }
            shard = value
        }
        quiet = parsed.has("quiet")
    }
}

/// Conversions of option values that several commands share.
enum OptionValues {
    /// `The value '0' is invalid for '--scale <n>': expected a positive number`.
    static func invalid(_ name: String, _ value: String, expected: String, command: CommandSpec) -> UsageError {
        let synopsis = command.option(long: name)?.usageForm ?? "--\(name)"
        return UsageError(message: "The value '\(value)' is invalid for '\(synopsis)': expected \(expected)", command: command)
    }

    static func scale(_ parsed: ParsedArguments, command: CommandSpec) throws(UsageError) -> Double? {
        guard let text = parsed.values["scale"] else { return nil }
        guard let value = Double(text), value > 0, value.isFinite, value <= 16 else {
            throw invalid("scale", text, expected: "a positive number of at most 16", command: command)
        }
        return value
    }

    static func device(_ parsed: ParsedArguments, command: CommandSpec) throws(UsageError) -> Device? {
        guard let text = parsed.values["device"] else { return nil }
        guard let device = Device.labeled(text) else {
            var expected = "a device of the table (" + Device.all.compactMap(\.name).joined(separator: ", ")
                + ", or another model name of docs/scene-format.md), optionally with /landscape"
            if let near = closestMatch(to: text, among: Device.names) { expected += " (did you mean '\(near)'?)" }
            throw invalid("device", text, expected: expected, command: command)
        }
        return device
    }

    static func fraction(_ name: String, _ parsed: ParsedArguments, command: CommandSpec) throws(UsageError) -> Double? {
        guard let text = parsed.values[name] else { return nil }
        guard let value = Double(text), (0...1).contains(value) else {
            throw invalid(name, text, expected: "a number from 0 to 1", command: command)
        }
        return value
    }
}
