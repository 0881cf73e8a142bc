/// One option a command accepts: its names, whether it takes a value, and its help line.
struct OptionSpec: Sendable {
    /// The long name without dashes (`output`).
    var name: String
    /// A one-letter short name (`o` for `-o`), if any.
    var short: Character?
    /// The placeholder of the value (`dir`); nil for a flag.
    var valueName: String?
    var help: String
    /// For an option whose value may be left out (`--record` alone means `--record all`): the value then used,
    /// and the test that tells a following argument that is a value from one that is not (a path).
    var implicitValue: String? = nil
    var acceptsValue: (@Sendable (String) -> Bool)? = nil

    /// `-o, --output <dir>` as the help and usage show it.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if let valueName { text += implicitValue == nil ? " <\(valueName)>" : " [<\(valueName)>]" }
        return text
    }

    /// `--output <dir>` as the usage line shows it.
    var usageForm: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }

    /// True when `token`, following the option, is its value.
    func takes(_ token: String) -> Bool {
        acceptsValue?(token) ?? !ArgumentParser.isOptionLike(token)
    }
}

/// An option or flag a command lists; `TypedOption` and `Flag` are the two kinds.
protocol CommandOption: Sendable {
    var spec: OptionSpec { get }
}

/// An option that takes a value of type `Value`; commands read it with `parsed.value(option)`, so a value is
/// always converted and checked, and a key that does not exist cannot be written.
struct TypedOption<Value: ExpressibleByArgument>: CommandOption {
    let spec: OptionSpec

    init(_ name: String, short: Character? = nil, value: String, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: value, help: help)
    }

    /// An option whose value may be left out: alone (or followed by something that is not a value) it means `implicit`.
    init(_ name: String, value: String, implicit: String, help: String) {
        spec = OptionSpec(name: name, short: nil, valueName: value, help: help, implicitValue: implicit,
                          acceptsValue: { Value(argument: $0) != nil })
    }
}

/// An option without a value (`--strict`); commands read it with `parsed.has(flag)`.
struct Flag: CommandOption {
    let spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    /// True when it takes any number of values (`[<path> ...]`).
    var repeating: Bool
    var optional: Bool
}

/// Everything the parser and the help need to know about one command.
struct CommandSpec: Sendable {
    /// The subcommand's name (`render`), or empty for the root command.
    var name: String
    var abstract: String
    var discussion: String
    var arguments: [ArgumentSpec]
    var options: [OptionSpec]

    init(name: String, abstract: String, discussion: String, arguments: [ArgumentSpec], options: [any CommandOption]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.spec)
    }

    /// `trellis render` or `trellis`.
    var fullName: String { name.isEmpty ? "trellis" : "trellis \(name)" }

    /// The option with that long name or short letter.
    func option(long: String) -> OptionSpec? { options.first { $0.name == long } }
    func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}
