/// A mistake on the command line: printed as `Error: …`, the usage and a pointer to the help; exit status 64.
struct UsageError: Error, Sendable {
    var message: String
    /// The command whose usage is shown.
    var command: CommandSpec
}

/// The options and arguments given to one command, checked against its spec.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    /// Option long name → value (the last one given wins).
    var values: [String: String] = [:]
    /// Long names of the flags given.
    var flags: Set<String> = []

    /// True when the flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
