import Testing
@testable import trellis
import TrellisScene

@Suite("Argument parsing, shards and help layout (in process)")
struct ParserTests {
    private func parse(_ arguments: [String], _ command: CommandSpec = Commands.render) throws -> ParsedArguments {
        try ArgumentParser(command: command).parse(arguments)
    }

    @Test("long and short options, inline values, flags and positionals")
    func forms() throws {
        let parsed = try parse(["a.yaml", "-o", "out", "--scale=3", "-j4", "--strict", "b"])
        #expect(parsed.positionals == ["a.yaml", "b"])
        #expect(parsed.values == ["output": "out", "scale": "3", "jobs": "4"])
        #expect(parsed.flags == ["strict"])
    }

    @Test("-- ends the options, so a file may start with a dash")
    func doubleDash() throws {
        let parsed = try parse(["--quiet", "--", "--odd.yaml", "-x.yaml"])
        #expect(parsed.positionals == ["--odd.yaml", "-x.yaml"])
        #expect(parsed.flags == ["quiet"])
    }

    @Test("the last value of a repeated option wins")
    func repeated() throws {
        #expect(try parse(["-o", "a", "--output", "b"]).values["output"] == "b")
    }

    @Test("a negative number is a value, an option is not", arguments: [
        (["--scale", "-1"], "-1"),
    ])
    func negativeValue(arguments: [String], value: String) throws {
        #expect(try parse(arguments).values["scale"] == value)
        #expect(throws: UsageError.self) { try parse(["--output", "--quiet"]) }
    }

    @Test("usage errors name the problem", arguments: [
        (["--outptu"], "Unknown option '--outptu'. Did you mean '--output'?"),
        (["-x"], "Unknown option '-x'"),
        (["-qj"], "The flag '-q' does not take a value ('-qj')"),
        (["--jobs"], "Missing value for '--jobs <n>'"),
    ])
    func errors(arguments: [String], message: String) {
        #expect {
            try parse(arguments)
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }

    @Test("shards partition any list: every item in exactly one share, in order", arguments: [1, 2, 3, 7])
    func shards(count: Int) throws {
        let items = Array(0..<20)
        var seen: [Int] = []
        for index in 1...count {
            let shard = try #require(Shard("\(index)/\(count)"))
            let share = shard.select(items)
            #expect(share == share.sorted())
            seen += share
        }
        #expect(seen.sorted() == items)
    }

    @Test("bad shards are refused", arguments: ["0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "-1/2"])
    func badShards(text: String) {
        #expect(Shard(text) == nil)
    }

    @Test("edit distance and suggestions")
    func suggestions() {
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(closestMatch(to: "--outptu", among: ["--output", "--scale"]) == "--output")
        #expect(closestMatch(to: "--zzzzzz", among: ["--output", "--scale"]) == nil)
    }

    @Test("help lines stay within 80 columns and options line up at column 26", arguments: Commands.subcommands + [Commands.root])
    func helpLayout(command: CommandSpec) {
        let text = HelpFormatter().help(command)
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "too long: \(line)")
        }
        for option in command.options where option.synopsis.count <= 22 {
            let line = text.split(separator: "\n").first { $0.hasPrefix("  " + option.synopsis + " ") }
            #expect(line.map { Array($0)[26] != " " } == true, "\(option.synopsis) is not aligned")
        }
    }

    @Test("time left reads as minutes and seconds")
    func clock() {
        #expect(Progress.clock(4) == "0:04")
        #expect(Progress.clock(0.2) == "0:01")
        #expect(Progress.clock(754) == "12:34")
    }

    @Test("JUnit text is escaped")
    func escaping() {
        let report = JUnitReport(outcomes: [], seconds: 0)
        #expect(report.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;?")
    }
}
