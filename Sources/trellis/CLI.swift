/// The `trellis` command: picks the subcommand, prints help and usage errors, returns the exit status.
struct CLI: Sendable {
    var terminal: Terminal
    var formatter: HelpFormatter { HelpFormatter(width: 80) }

    /// Runs the command line (without the program name) and returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch {
            let style = Style(enabled: terminal.useColor)
            Console.err(style.red("Error:") + " \(error.message)\n" + formatter.errorFooter(error.command))
            return ExitStatus.usage
        }
    }

    private func dispatch(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let first = arguments.first else {
            Console.out(formatter.help(Commands.root))
            return ExitStatus.success
        }
        let rest = Array(arguments.dropFirst())
        if first.hasPrefix("-") {
            let parsed = try ArgumentParser(command: Commands.root).parse(arguments)
            if parsed.has(Option.version) {
                Console.out("\(Commands.version)\n")
                return ExitStatus.success
            }
            if parsed.has(Option.help) || parsed.positionals.isEmpty {
                Console.out(formatter.help(Commands.root))
                return ExitStatus.success
            }
            throw UsageError(message: "Unexpected argument '\(parsed.positionals[0])'", command: Commands.root)
        }
        switch first {
        case "help":
            return try help(rest)
        case "render":
            let parsed = try parse(rest, Commands.render)
            if parsed.has(Option.help) { return printHelp(Commands.render) }
            return RenderCommand(options: try RenderCommand.Options(parsed), terminal: terminal).run()
        case "test":
            let parsed = try parse(rest, Commands.test)
            if parsed.has(Option.help) { return printHelp(Commands.test) }
            return TestCommand(options: try TestCommand.Options(parsed), terminal: terminal).run()
        case "explain":
            let parsed = try parse(rest, Commands.explain)
            if parsed.has(Option.help) { return printHelp(Commands.explain) }
            return ExplainCommand(options: try ExplainCommand.Options(parsed), terminal: terminal).run()
        case "watch":
            let parsed = try parse(rest, Commands.watch)
            if parsed.has(Option.help) { return printHelp(Commands.watch) }
            return WatchCommand(options: try WatchCommand.Options(parsed), terminal: terminal).run()
        case "merge-reports":
            let parsed = try parse(rest, Commands.mergeReports)
            if parsed.has(Option.help) { return printHelp(Commands.mergeReports) }
            return MergeReportsCommand(options: try MergeReportsCommand.Options(parsed), terminal: terminal).run()
        default:
            var message = "Unknown subcommand '\(first)'"
            if let near = closestMatch(to: first, among: Commands.subcommands.map(\.name)) {
                message += ". Did you mean '\(near)'?"
            }
            throw UsageError(message: message, command: Commands.root)
        }
    }

    private func parse(_ arguments: [String], _ command: CommandSpec) throws(UsageError) -> ParsedArguments {
        try ArgumentParser(command: command).parse(arguments)
    }

    private func help(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let name = arguments.first else { return printHelp(Commands.root) }
        if arguments.count > 1 {
            throw UsageError(message: "Unexpected argument '\(arguments[1])'", command: Commands.root)
        }
        guard let command = Commands.subcommands.first(where: { $0.name == name }) else {
            var message = "Unknown subcommand '\(name)'"
            if let near = closestMatch(to: name, among: Commands.subcommands.map(\.name)) {
                message += ". Did you mean '\(near)'?"
            }
            throw UsageError(message: message, command: Commands.root)
        }
        return printHelp(command)
    }

    private func printHelp(_ command: CommandSpec) -> Int32 {
        Console.out(formatter.help(command))
        return ExitStatus.success
    }
}

/// The exit statuses of `trellis` (64 is sysexits' EX_USAGE, as swift-argument-parser uses).
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
}
