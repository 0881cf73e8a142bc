/// One option a command accepts: its names, whether it takes a value, and its help line.
struct OptionSpec: Sendable {
    /// The long name without dashes (`output`); the key parsed values are stored under.
    var name: String
    /// A one-letter short name (`o` for `-o`), if any.
    var short: Character?
    /// The placeholder of the value (`dir`); nil for a flag.
    var valueName: String?
    var help: String

    /// `-o, --output <dir>` as the help and usage show it.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }

    /// `--output <dir>` as the usage line shows it.
    var usageForm: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
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

    /// `trellis render` or `trellis`.
    var fullName: String { name.isEmpty ? "trellis" : "trellis \(name)" }

    /// The option with that long name or short letter.
    func option(long: String) -> OptionSpec? { options.first { $0.name == long } }
    func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}

extension OptionSpec {
    static let help = OptionSpec(name: "help", short: "h", valueName: nil, help: "Show help information.")
    static let version = OptionSpec(name: "version", short: nil, valueName: nil, help: "Show the version.")
    static let output = OptionSpec(name: "output", short: "o", valueName: "dir",
                                   help: "The folder the images are written to. (default: Output)")
    static let scale = OptionSpec(name: "scale", short: nil, valueName: "n",
                                  help: "Pixels per point, overriding the scenes' scale.")
    static let device = OptionSpec(name: "device", short: nil, valueName: "name",
                                   help: "Lay out on this device instead of the scenes' (iphone-se, iphone-8, iphone-x, ipad, …).")
    static let annotate = OptionSpec(name: "annotate", short: nil, valueName: "mode",
                                     help: "What to draw over the views: none, viewport or all, overriding the scenes' `annotate:`.")
    static let jobs = OptionSpec(name: "jobs", short: "j", valueName: "n",
                                 help: "How many scenes to work on at once. (default: the number of cores)")
    static let strict = OptionSpec(name: "strict", short: nil, valueName: nil,
                                   help: "Treat warnings as errors: a scene with a warning fails.")
    static let shard = OptionSpec(name: "shard", short: nil, valueName: "index/count",
                                  help: "Work on one deterministic share of the scenes only (1/4 … 4/4), so that several CI jobs can split a batch.")
    static let maxPixels = OptionSpec(name: "max-pixels", short: nil, valueName: "n",
                                      help: "The pixel budget of one image; a scene may draw 20 times it. (default: 100000000)")
    static let quiet = OptionSpec(name: "quiet", short: "q", valueName: nil,
                                  help: "Print only diagnostics and the closing lines.")
}
