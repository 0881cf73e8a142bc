import Foundation
import TrellisModel
import TrellisInterfaceBuilder

/// `trellis convert FILE.storyboard|.xib [-o DIR]`: one readable scene file per Interface Builder scene.
struct ConvertCommand: Sendable {
    static let spec = CommandSpec(
        name: "convert", abstract: "Converts a .storyboard or .xib file into scene files.",
        discussion: "Writes DIR/SCENE.yaml for every view controller of a storyboard and every top-level view of a xib: views with ids from their user label or class, each with a comment naming the source element, and every constraint. The scene files lay out to the same frames as the document.",
        arguments: [ArgumentSpec(name: "file", help: "A .storyboard or .xib file.", repeating: false, optional: false)],
        options: [output, InterfaceBuilderFiles.measureTextFlag, Option.help])

    static let output = TypedOption<String>("output", short: "o", value: "dir",
                                            help: "The folder to write to. (default: the document's name, in the current folder)")

    /// The options of `convert`, checked.
    struct Options: Sendable {
        var path: String
        var output: String

        init(_ parsed: ParsedArguments) throws(UsageError) {
            path = parsed.positionals.first ?? ""
            let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            output = try parsed.value(ConvertCommand.output) ?? (base.isEmpty ? "converted" : base)
        }
    }

    var path: String
    var output: String
    var terminal: Terminal

    init(_ options: Options, terminal: Terminal) {
        path = options.path
        output = options.output
        self.terminal = terminal
    }

    func run() -> Int32 {
        let color = terminal.useColor
        guard InterfaceBuilderFiles.isDocument(path) else {
            Console.err("\(path): error: not an Interface Builder document (.storyboard or .xib)\n")
            return ExitStatus.failure
        }
        let loaded = InterfaceBuilderFiles.load(path)
        Console.err(loaded.diagnostics.map { Pipeline.format($0, color: color) }.joined())
        if loaded.failed { return ExitStatus.failure }
        var written = 0
        for scene in loaded.scenes {
            let converted = SceneConverter(scene: scene, outputFolder: output).yaml()
            let name = SceneConverter.fileName(scene)
            do {
                try FileOutput.write(Array(converted.text.utf8), to: FileOutput.join(output, name + ".yaml"))
                written += 1
                for note in converted.notes { Console.err("\(path): \(scene.name): note: \(note)\n") }
            } catch {
                Console.err("\(FileOutput.join(output, name + ".yaml")): error: \(error)\n")
                return ExitStatus.failure
            }
        }
        Console.out("converted \(written) scene\(written == 1 ? "" : "s") of \(path) into \(output)\n")
        return ExitStatus.success
    }
}
