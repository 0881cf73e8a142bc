/// A mistake on the command line: printed as `Error: …`, the usage and a pointer to the help; exit status 64.
struct UsageError: Error, Sendable {
    var message: String
    /// The command whose usage is shown.
    var command: CommandSpec
}

/// The options and arguments given to one command, checked against its spec; values are read through typed keys.
struct ParsedArguments: Sendable {
    /// The command parsed (its usage goes with a refused value).
    var command: CommandSpec
    var positionals: [String] = []
    /// Option long name → text (the last one given wins); read through `value(_:)`.
    private(set) var values: [String: String] = [:]
    /// Long names of the flags given; read through `has(_:)`.
    private(set) var flags: Set<String> = []
    /// Option long name → every text given, in order, for options that may be repeated (`--fonts A --fonts B`).
    private(set) var repeatedValues: [String: [String]] = [:]

    init(command: CommandSpec) { self.command = command }

    /// Records the text of a value option (the parser calls this for options of the command only).
    mutating func set(_ spec: OptionSpec, _ text: String) {
        values[spec.name] = text
        repeatedValues[spec.name, default: []].append(text)
    }

    /// Records a flag.
    mutating func set(_ spec: OptionSpec) { flags.insert(spec.name) }

    /// True when the flag was given.
    func has(_ flag: Flag) -> Bool {
        assert(command.option(long: flag.spec.name) != nil, "--\(flag.spec.name) is not an option of \(command.fullName)")
        return flags.contains(flag.spec.name)
    }

    /// The option's value, converted; nil when it was not given; a usage error when its text is not a valid value.
    func value<Value>(_ option: TypedOption<Value>) throws(UsageError) -> Value? {
        assert(command.option(long: option.spec.name) != nil, "--\(option.spec.name) is not an option of \(command.fullName)")
        guard let text = values[option.spec.name] else { return nil }
        guard let value = Value(argument: text) else {
            throw UsageError.invalid(option.spec, text, expected: Value.expectation(given: text), command: command)
        }
        return value
    }

    /// Every value of a repeatable option, converted, in the order given; empty when it was not given.
    func values<Value>(_ option: TypedOption<Value>) throws(UsageError) -> [Value] {
        assert(command.option(long: option.spec.name) != nil, "--\(option.spec.name) is not an option of \(command.fullName)")
        var converted: [Value] = []
        for text in repeatedValues[option.spec.name] ?? [] {
            guard let value = Value(argument: text) else {
                throw UsageError.invalid(option.spec, text, expected: Value.expectation(given: text), command: command)
            }
            converted.append(value)
        }
        return converted
    }
}

extension UsageError {
    /// `The value '0' is invalid for '--scale <n>': expected a positive number`.
    static func invalid(_ spec: OptionSpec, _ value: String, expected: String, command: CommandSpec) -> UsageError {
        UsageError(message: "The value '\(value)' is invalid for '\(spec.usageForm)': expected \(expected)", command: command)
    }
}
