/// Writes `--help` text and usage lines in swift-argument-parser's layout.
struct HelpFormatter: Sendable {
    var width: Int = 80
    /// Column where the help of an option starts.
    private let labelColumn = 26

    /// `trellis render [<options>] [<path> ...]`.
    func usage(_ command: CommandSpec) -> String {
        if command.name.isEmpty { return "trellis <subcommand>" }
        var parts = [command.fullName]
        if command.options.contains(where: { $0.name != "help" }) { parts.append("[<options>]") }
        for argument in command.arguments {
            var text = "<\(argument.name)>"
            if argument.repeating { text += " ..." }
            if argument.optional { text = "[\(text)]" }
            parts.append(text)
        }
        return parts.joined(separator: " ")
    }

    /// The full help of a command.
    func help(_ command: CommandSpec) -> String {
        var sections: [String] = []
        sections.append(wrap("OVERVIEW: \(command.abstract)", indent: 0))
        if !command.discussion.isEmpty { sections.append(wrap(command.discussion, indent: 0)) }
        sections.append("USAGE: \(usage(command))")
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + command.arguments.map {
                entry(label: "<\($0.name)>", help: $0.help)
            }.joined(separator: "\n"))
        }
        if !command.options.isEmpty {
            sections.append("OPTIONS:\n" + command.options.map {
                entry(label: $0.synopsis, help: $0.help)
            }.joined(separator: "\n"))
        }
        if command.name.isEmpty {
            let lines = Commands.subcommands.map { entry(label: $0.name, help: $0.abstract) }
            sections.append("SUBCOMMANDS:\n" + lines.joined(separator: "\n")
                            + "\n\n  See 'trellis help <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The lines printed after `Error: …` on a usage error.
    func errorFooter(_ command: CommandSpec) -> String {
        let helpCommand = command.name.isEmpty ? "trellis --help" : "trellis \(command.name) --help"
        return "Usage: \(usage(command))\n  See '\(helpCommand)' for more information.\n"
    }

    private func entry(label: String, help: String) -> String {
        let indentText = String(repeating: " ", count: labelColumn)
        let labelText = "  " + label
        let body = wrap(help, indent: labelColumn)
        let bodyFirstLineStripped = String(body.dropFirst(labelColumn))
        if labelText.count + 2 <= labelColumn {
            return labelText + String(repeating: " ", count: labelColumn - labelText.count) + bodyFirstLineStripped
        }
        return labelText + "\n" + indentText + bodyFirstLineStripped
    }

    /// Wraps `text` to the width, every line indented by `indent` spaces.
    func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && pad.count + line.count + 1 + word.count > width {
                lines.append(pad + line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(pad + line)
        return lines.joined(separator: "\n")
    }
}
