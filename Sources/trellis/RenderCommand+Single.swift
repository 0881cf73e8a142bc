import Foundation
import TrellisModel
import TrellisRender

/// `trellis render SCENE -o hero.svg` (or `-o -`): one image, as a diagram tool writes it; the format comes
/// from the file's extension (`--format` for standard output).
extension RenderCommand {
    /// The single image asked for: where it goes, its format, and which one it is.
    struct SingleImage: Sendable {
        /// A file path, or `-` for standard output.
        var destination: String
        var format: OutputFormat
        var state: String?
        var image: ImageChoice?

        /// Nil when `--output` names a folder (the batch render); a usage error for `-o -` without a format.
        init?(output: String, format: OutputFormat?, state: String?, image: ImageChoice?) throws(UsageError) {
            if output == "-" {
                self.format = format ?? .png
            } else if let ext = output.split(separator: ".").last.flatMap({ OutputFormat(rawValue: $0.lowercased()) }),
                      output.contains(".") {
                if let format, format != ext {
                    throw UsageError(message: "--format \(format.rawValue) does not match the file '\(output)'", command: Commands.render)
                }
                self.format = ext
            } else {
                if state != nil || image != nil {
                    throw UsageError(message: "--state and --image pick one image: give -o FILE.png, FILE.svg, FILE.pdf or -", command: Commands.render)
                }
                return nil
            }
            destination = output
            self.state = state
            self.image = image
        }
    }

    /// Renders the one image of a single scene; refuses several scenes, devices, or an ambiguous choice.
    func renderSingle(_ single: SingleImage) -> Int32 {
        let style = Style(enabled: terminal.useColor)
        let fail = { (message: String) -> Int32 in
            Console.err("\(style.red("error:")) \(message)\n")
            return ExitStatus.failure
        }
        guard options.batch.paths.count == 1, let path = options.batch.paths.first else {
            return fail("-o \(single.destination) writes one image: give one scene file (or - for standard input)")
        }
        let loaded = SceneInput.load(path)
        Console.err(loaded.diagnostics.map { Pipeline.format($0, color: terminal.useColor) }.joined())
        if loaded.failed { return ExitStatus.failure }
        guard loaded.scenes.count == 1, let original = loaded.scenes.first else {
            return fail("\(path) holds \(loaded.scenes.count) scenes; -o \(single.destination) writes the image of one")
        }
        let overrides = SceneOverrides(scale: options.batch.scale, device: options.batch.device, annotate: options.batch.annotate,
                                       fontFolders: options.batch.fontFolders)
        let output = Pipeline.output(of: overrides.apply(to: original))
        guard output.parts.count == 1 else {
            let what = output.scene.traitVariants.isEmpty ? "devices" : "device and trait combinations (traits:)"
            return fail("the scene has \(output.parts.count) \(what); pick one device with --device and one combination by listing it alone")
        }
        var files: [OutputFile] = []
        let report = output.produce(measurer: Pipeline.measurer,
                                    options: Pipeline.renderOptions(format: single.format, maxPixels: options.batch.maxPixels),
                                    policy: OutputPolicy(strict: options.batch.strict), pixels: false) { file in
            if file.name != "layout.json" { files.append(file) }
        }
        Console.err(report.diagnostics.map { Pipeline.format($0, color: terminal.useColor) }.joined())
        switch report.stop {
        case nil: break
        case .errors?: return ExitStatus.failure
        case let stop?: return fail("the scene \(stop)")
        }
        let chosen: OutputFile
        switch Self.choose(files.map(\.name), state: single.state, image: single.image, format: single.format) {
        case .success(let name):
            guard let file = files.first(where: { $0.name == name }) else { return fail("the scene drew no \(name)") }
            chosen = file
        case .failure(let problem): return fail(problem.message)
        }
        let bytes = chosen.bytes ?? []
        if single.destination == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return ExitStatus.success
        }
        do {
            try FileOutput.write(bytes, to: single.destination)
        } catch {
            return fail("cannot write \(single.destination): \(error)")
        }
        Console.out("rendered \(chosen.name) to \(single.destination)\n")
        return ExitStatus.success
    }

    /// The file name `--state` and `--image` pick among a scene's images (`screen.svg` when neither is given;
    /// `--image screen --state NAME` picks that state's `NAME.screen.svg`).
    static func choose(_ names: [String], state: String?, image: ImageChoice?, format: OutputFormat) -> Result<String, SingleImageError> {
        let kind = image ?? (state == nil ? .screen : .viewport)
        if kind == .screen, state == nil {
            // The scene's cover: the first state's screen.
            let name = "screen.\(format.rawValue)"
            return names.contains(name) ? .success(name) : .failure(SingleImageError(message: "the scene drew no \(name)"))
        }
        let suffix = ".\(kind.rawValue).\(format.rawValue)"
        let candidates = names.filter { name in
            guard name.hasSuffix(suffix) else { return false }
            guard let state else { return true }
            let stem = name.dropLast(suffix.count)
            return stem == state || stem.hasSuffix("." + state)
        }
        if candidates.count == 1 { return .success(candidates[0]) }
        let available = names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
        if candidates.isEmpty, available.isEmpty, kind == .screen {
            return .failure(SingleImageError(message: "the scene has no scroll states, so its one screen image is screen.\(format.rawValue); leave out --state"))
        }
        if candidates.isEmpty {
            return .failure(SingleImageError(message: "no \(kind.rawValue) image\(state.map { " for the state '\($0)'" } ?? ""); the scene has: \(available.joined(separator: ", "))"))
        }
        return .failure(SingleImageError(message: "\(candidates.count) \(kind.rawValue) images match; pick one with --state (one of: \(available.joined(separator: ", ")))"))
    }
}

/// Why `--state`/`--image` cannot pick one image.
struct SingleImageError: Error, Sendable {
    var message: String
}
