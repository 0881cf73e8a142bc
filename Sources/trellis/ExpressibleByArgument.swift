import TrellisModel
import TrellisRender
import TrellisSnapshot

/// A type an option's value is read into, as swift-argument-parser's `ExpressibleByArgument`: the command reads
/// `--scale 3` as a `Scale`, never as text looked up by a string key.
protocol ExpressibleByArgument: Sendable {
    /// Reads the value from its command-line text; nil when the text is not a valid value.
    init?(argument: String)
    /// What a valid value looks like, for the usage error (`a positive number of at most 16`), given the text refused.
    static func expectation(given text: String) -> String
}

extension ExpressibleByArgument where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    init?(argument: String) { self.init(rawValue: argument) }

    /// `png, svg or pdf`, with a suggestion for a near miss.
    static func expectation(given text: String) -> String {
        let names = allCases.map(\.rawValue)
        var expected = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
        if let near = closestMatch(to: text, among: names) { expected += " (did you mean '\(near)'?)" }
        return expected
    }
}

extension String: ExpressibleByArgument {
    init?(argument: String) { self = argument }
    static func expectation(given text: String) -> String { "a text" }
}

/// Pixels per point: `--scale`.
struct Scale: ExpressibleByArgument, Equatable {
    var value: Double
    init?(argument: String) {
        guard let value = Double(argument), value > 0, value.isFinite, value <= 16 else { return nil }
        self.value = value
    }
    static func expectation(given text: String) -> String { "a positive number of at most 16" }
}

/// A whole number of at least 1: `--jobs`, `--shard-count`.
struct Count: ExpressibleByArgument, Equatable {
    var value: Int
    init?(argument: String) {
        guard let value = Int(argument), value >= 1 else { return nil }
        self.value = value
    }
    static func expectation(given text: String) -> String { "a whole number of at least 1" }
}

/// A number from 0 to 1: `--precision`, `--perceptual-precision`.
struct Fraction: ExpressibleByArgument, Equatable {
    var value: Double
    init?(argument: String) {
        guard let value = Double(argument), (0...1).contains(value) else { return nil }
        self.value = value
    }
    static func expectation(given text: String) -> String { "a number from 0 to 1" }
}

/// A distance in points, zero or more: `--layout-tolerance`.
struct Points: ExpressibleByArgument, Equatable {
    var value: Double
    init?(argument: String) {
        guard let value = Double(argument), value >= 0, value.isFinite else { return nil }
        self.value = value
    }
    static func expectation(given text: String) -> String { "a number of points, 0 or more" }
}

extension Device: ExpressibleByArgument {
    /// A device of the table, optionally with `/landscape` (`iphone-x/landscape`).
    init?(argument: String) {
        guard let device = Device.labeled(argument) else { return nil }
        self = device
    }

    static func expectation(given text: String) -> String {
        var expected = "a device of the table (" + Device.all.compactMap(\.name).joined(separator: ", ")
            + ", or another model name of docs/scene-format.md), optionally with /landscape"
        if let near = closestMatch(to: text, among: Device.names) { expected += " (did you mean '\(near)'?)" }
        return expected
    }
}

extension Annotation: ExpressibleByArgument {
    init?(argument: String) { self.init(rawValue: argument) }
    static func expectation(given text: String) -> String { "none, viewport or all" }
}
extension OutputFormat: ExpressibleByArgument {}
extension RecordMode: ExpressibleByArgument {}
