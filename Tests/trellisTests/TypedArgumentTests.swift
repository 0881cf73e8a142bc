import Testing
@testable import trellis
import TrellisModel
import TrellisSnapshot

@Suite("Typed option values (in process)")
struct TypedArgumentTests {
    private func parse(_ arguments: [String], _ command: CommandSpec = Commands.test) throws -> ParsedArguments {
        try ArgumentParser(command: command).parse(arguments)
    }

    @Test("values arrive as their types")
    func typed() throws {
        let parsed = try parse(["--scale", "3", "-j", "2", "--device", "ipad", "--shard", "2/4", "--annotate", "all",
                                "--record", "failed", "--perceptual", "0.98"])
        #expect(try parsed.value(Option.scale)?.value == 3)
        #expect(try parsed.value(Option.jobs)?.value == 2)
        #expect(try parsed.value(Option.device)?.name == "ipad")
        #expect(try parsed.value(Option.shard) == .fixed(Shard(index: 2, count: 4)))
        #expect(try parsed.value(Option.annotate) == .all)
        #expect(try parsed.value(Option.record) == .failed)
        #expect(try parsed.value(Option.perceptual)?.value == 0.98)
        #expect(try parsed.value(Option.junit) == nil)
    }

    @Test("a refused value names the option and what it expects", arguments: [
        (["--scale", "17"], "The value '17' is invalid for '--scale <n>': expected a positive number of at most 16"),
        (["-j", "0"], "The value '0' is invalid for '--jobs <n>': expected a whole number of at least 1"),
        (["--record=sometimes"], "The value 'sometimes' is invalid for '--record <mode>': expected missing, all, failed or never"),
        (["--annotate", "viewprt"], "The value 'viewprt' is invalid for '--annotate <mode>': expected none, viewport or all"),
        (["--device", "iphone-xx"], "The value 'iphone-xx' is invalid for '--device <name>': expected a device of the table ("),
    ])
    func refused(arguments: [String], message: String) throws {
        let parsed = try parse(arguments)
        var thrown: UsageError?
        do {
            _ = try TestCommand.Options(parsed)
        } catch {
            thrown = error
        }
        let error = try #require(thrown, "\(arguments) was accepted")
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    @Test("--record alone means all; a following path stays a path")
    func implicitRecord() throws {
        let alone = try parse(["--record"])
        #expect(try alone.value(Option.record) == .all)
        let beforePath = try parse(["--record", "Samples"])
        #expect(try beforePath.value(Option.record) == .all)
        #expect(beforePath.positionals == ["Samples"])
        let withMode = try parse(["--record", "never", "Samples"])
        #expect(try withMode.value(Option.record) == .never)
        #expect(withMode.positionals == ["Samples"])
    }

    @Test("the record mode comes from TRELLIS_RECORD, then CI, then defaults to missing")
    func recordEnvironment() {
        #expect(RecordMode.fromEnvironment([:]) == .missing)
        #expect(RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(RecordMode.fromEnvironment(["CI": "1", "TRELLIS_RECORD": "all"]) == .all)
        #expect(RecordMode.fromEnvironment(["TRELLIS_RECORD": "bogus"]) == nil)
    }

    @Test("every option of every command is one the help lists once")
    func uniqueNames() {
        for command in Commands.subcommands + [Commands.root] {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) lists an option twice")
        }
    }
}
