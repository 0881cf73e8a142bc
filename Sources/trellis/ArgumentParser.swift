/// Splits a command's arguments into options and positionals, as swift-argument-parser does.
struct ArgumentParser: Sendable {
    var command: CommandSpec

    /// Parses `arguments` (without the command's own name).
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments(command: command)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || token == "-" || !token.hasPrefix("-") {
                result.positionals.append(token)
                continue
            }
            if token == "--" { optionsEnded = true; continue }

            let spec: OptionSpec
            var inlineValue: String?
            if token.hasPrefix("--") {
                let body = token.dropFirst(2)
                let name: Substring
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = body
                }
                guard let found = command.option(long: String(name)) else {
                    throw unknownOption("--\(name)")
                }
                spec = found
            } else {
                let body = token.dropFirst()
                guard let letter = body.first, let found = command.option(short: letter) else {
                    throw unknownOption(token)
                }
                spec = found
                let rest = body.dropFirst()
                if !rest.isEmpty {
                    if found.valueName == nil {
                        throw UsageError(message: "The flag '-\(letter)' does not take a value ('\(token)')", command: command)
                    }
                    inlineValue = rest.hasPrefix("=") ? String(rest.dropFirst()) : String(rest)
                }
            }

            if spec.valueName == nil {
                if inlineValue != nil {
                    throw UsageError(message: "The flag '--\(spec.name)' does not take a value", command: command)
                }
                result.set(spec)
            } else if let inlineValue {
                result.set(spec, inlineValue)
            } else if index < arguments.count, spec.takes(arguments[index]) {
                result.set(spec, arguments[index])
                index += 1
            } else if let implicit = spec.implicitValue {
                result.set(spec, implicit)
            } else {
                throw UsageError(message: "Missing value for '\(spec.usageForm)'", command: command)
            }
        }
        if result.flags.contains(Option.help.spec.name) || result.flags.contains(Option.version.spec.name) { return result }
        try checkPositionals(result.positionals)
        return result
    }

    /// A value that starts with a dash is taken for an option, unless it is a number (`--scale -1` is refused later).
    static func isOptionLike(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        return Double(token) == nil
    }

    private func checkPositionals(_ positionals: [String]) throws(UsageError) {
        var remaining = positionals[...]
        for argument in command.arguments {
            if argument.repeating {
                if remaining.isEmpty && !argument.optional {
                    throw UsageError(message: "Missing expected argument '<\(argument.name)>'", command: command)
                }
                remaining.removeAll()
            } else if remaining.isEmpty {
                if !argument.optional {
                    throw UsageError(message: "Missing expected argument '<\(argument.name)>'", command: command)
                }
            } else {
                remaining.removeFirst()
            }
        }
        if let extra = remaining.first {
            throw UsageError(message: "Unexpected argument '\(extra)'", command: command)
        }
    }

    private func unknownOption(_ token: String) -> UsageError {
        var names = command.options.map { "--\($0.name)" }
        names += command.options.compactMap { $0.short.map { "-\($0)" } }
        var message = "Unknown option '\(token)'"
        if let suggestion = closestMatch(to: token, among: names) {
            message += ". Did you mean '\(suggestion)'?"
        }
        return UsageError(message: message, command: command)
    }
}
