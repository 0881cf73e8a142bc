import Foundation
import Testing

@Suite("Command line: help, version and usage errors")
struct CommandLineTests {
    @Test("--help shows the overview, usage and every subcommand, and exits 0")
    func rootHelp() throws {
        let result = try Trellis.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("USAGE: trellis <subcommand>"))
        #expect(result.stdout.contains("SUBCOMMANDS:"))
        for name in ["render", "test", "explain", "help"] {
            #expect(result.stdout.contains("\n  \(name) "), "missing subcommand \(name)")
        }
        #expect(result.stderr.isEmpty)
    }

    @Test("help COMMAND and COMMAND --help print the same text with every option", arguments: [
        ("render", ["--output <dir|file|->", "--state <name>", "--image <kind>", "--scale <n>", "--device <name>", "--format <format>", "--annotate <mode>",
                    "--jobs <n>", "--strict", "--shard <index/count|auto>", "--quiet"]),
        ("test", ["--reference <dir>", "--record [<mode>]", "--precision <fraction>", "--perceptual-precision <fraction>",
                  "--layout-tolerance <points>", "--tolerance <fraction>", "--perceptual <fraction>",
                  "--artifacts <dir>", "--junit <file>", "--shard <index/count|auto>", "--strict"]),
        ("explain", ["<path>", "--json"]),
    ])
    func commandHelp(command: String, options: [String]) throws {
        let viaHelp = try Trellis.run(["help", command])
        let viaFlag = try Trellis.run([command, "--help"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout.contains("USAGE: trellis \(command)"))
        #expect(viaHelp.stdout.contains("OPTIONS:"))
        for option in options {
            #expect(viaHelp.stdout.contains(option), "\(command) help lacks \(option)")
        }
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try Trellis.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: ".").count == 3)
    }

    @Test("an unknown option is refused with a suggestion, the usage, and exit 64")
    func unknownOption() throws {
        let result = try Trellis.run(["render", "--outptu", "x"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: Unknown option '--outptu'. Did you mean '--output'?")
        #expect(lines.contains("Usage: trellis render [<options>] [<path> ...]"))
        #expect(result.stderr.contains("See 'trellis render --help' for more information."))
    }

    @Test("an unknown subcommand suggests the nearest one and exits 64")
    func unknownSubcommand() throws {
        let result = try Trellis.run(["rendr"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown subcommand 'rendr'. Did you mean 'render'?"))
        #expect(result.stderr.contains("See 'trellis --help'"))
    }

    @Test("bad option values exit 64 and say what is expected", arguments: [
        (["render", "--jobs", "0"], "The value '0' is invalid for '--jobs <n>'"),
        (["render", "--shard", "3/2"], "The value '3/2' is invalid for '--shard <index/count|auto>': expected INDEX/COUNT with 1 ≤ INDEX ≤ COUNT (as 2/4), or auto"),
        (["render", "--format", "gif"], "expected png, svg or pdf"),
        (["test", "--perceptual=1.5"], "expected a number from 0 to 1"),
        (["render", "--device", "iphone-9"], "did you mean 'iphone-8'?"),
        (["render", "--output"], "Missing value for '--output <dir|file|->'"),
        (["explain"], "Missing expected argument '<path>'"),
        (["render", "--strict=yes"], "does not take a value"),
    ])
    func badValues(arguments: [String], message: String) throws {
        let result = try Trellis.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }

    @Test("--opt=value and --opt value mean the same")
    func equalsForm() throws {
        let workspace = try Workspace()
        try workspace.write("a.yaml", Scenes.plain("a"))
        let spaced = try Trellis.run(["render", "a.yaml", "--output", "one"], in: workspace.url)
        let joined = try Trellis.run(["render", "a.yaml", "--output=two"], in: workspace.url)
        #expect(spaced.status == 0 && joined.status == 0)
        #expect(workspace.files(in: "one/a") == workspace.files(in: "two/a"))
        #expect(workspace.exists("two/a/screen.png"))
    }
}
