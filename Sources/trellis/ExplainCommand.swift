import Foundation
import TrellisModel
import TrellisLayout

/// `trellis explain`: prints the solved tree of every state, then the diagnostics.
struct ExplainCommand: Sendable {
    /// The options of `explain`, checked.
    struct Options: Sendable {
        var path: String
        var json: Bool
        var overrides: SceneOverrides

        init(_ parsed: ParsedArguments) throws(UsageError) {
            path = parsed.positionals.first ?? ""
            json = parsed.has(Option.json)
            overrides = SceneOverrides(scale: try parsed.value(Option.scale)?.value,
                                       device: try parsed.value(Option.device), annotate: nil,
                                       fontFolders: try parsed.values(Option.fonts).map(\.path))
        }
    }

    var options: Options
    var terminal: Terminal

    func run() -> Int32 {
        let color = terminal.useColor
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: options.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let inside = SceneFiles.collect([options.path]).files
            var message = "'\(options.path)' is a folder; explain prints one scene file"
            if !inside.isEmpty {
                message += ", such as " + inside.prefix(3).joined(separator: ", ")
                message += inside.count > 3 ? " (\(inside.count) in all)" : ""
            }
            message += " (render and test take folders)"
            Console.err("\(Style(enabled: color).red("error:")) \(message)\n")
            return ExitStatus.failure
        }
        let loaded = SceneInput.load(options.path)
        let loadText = loaded.diagnostics.map { Pipeline.format($0, color: color) }.joined()
        if loaded.failed {
            Console.err(loadText)
            return ExitStatus.failure
        }
        var failed = false
        var diagnosticsText = loadText
        var documents: [String] = []
        var trees = ""
        for original in loaded.scenes {
            let scene = options.overrides.apply(to: original)
            for layout in Pipeline.layouts(of: scene) {
                if options.json {
                    documents.append(Pipeline.layoutJSON(layout))
                } else {
                    trees += ExplainCommand.tree(layout)
                }
                for diagnostic in layout.result.diagnostics {
                    if diagnostic.severity == .error { failed = true }
                    diagnosticsText += Pipeline.format(diagnostic, color: color)
                }
            }
        }
        if options.json {
            // one document as is; several (devices, or scenes of one file) as a JSON array
            let trimmed = documents.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
            Console.data(trimmed.count == 1 ? trimmed[0] + "\n" : "[\n" + trimmed.joined(separator: ",\n") + "\n]\n")
            Console.err(diagnosticsText)
        } else {
            Console.out(trees)
            Console.out(diagnosticsText.isEmpty ? "no diagnostics\n" : "diagnostics:\n" + diagnosticsText)
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// The tree of every state of one layout.
    static func tree(_ layout: SceneLayout) -> String {
        let device = layout.result.device
        var text = "scene \(layout.scene.name)"
        if device.name != nil { text += " on \(device.label)" }
        if let traits = layout.scene.traitName { text += " with traits \(traits)" }
        text += " (\(number(device.size.width))×\(number(device.size.height)) @\(number(device.scale))x)\n"
        for state in layout.result.states {
            text += "state \(state.name)\n"
            var children: [String: [SolvedView]] = [:]
            var roots: [SolvedView] = []
            for view in state.views {
                if let parent = view.parent { children[parent, default: []].append(view) } else { roots.append(view) }
            }
            // Each id once: a tree whose ids repeat (a loader bug) prints its views once instead of looping.
            var printed: Set<String> = []
            func walk(_ view: SolvedView, depth: Int) {
                guard printed.insert(view.id).inserted else { return }
                text += String(repeating: "  ", count: depth + 1) + describe(view) + "\n"
                for child in children[view.id] ?? [] { walk(child, depth: depth + 1) }
            }
            roots.forEach { walk($0, depth: 0) }
        }
        return text
    }

    /// `scroll scrollView frame (0, 0, 375, 667) content 375×1620 offset (0, 600)`.
    static func describe(_ view: SolvedView) -> String {
        let f = view.frame
        var text = "\(view.kind.rawValue) \(view.id) frame (\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height)))"
        if let size = view.contentSize { text += " content \(number(size.width))×\(number(size.height))" }
        if let inset = view.adjustedContentInset, inset != .zero {
            text += " inset (\(number(inset.top)), \(number(inset.left)), \(number(inset.bottom)), \(number(inset.right)))"
        }
        if let offset = view.contentOffset, offset != .zero || view.kind == .scroll {
            text += " offset (\(number(offset.x)), \(number(offset.y)))"
        }
        return text
    }
}

/// The shortest decimal that reads back to the same double (`0`, `-44`, `337.5`), after the solver's floating-point
/// noise is taken off: a value within 1e-9 of one with at most six decimals is shown as that value. The noise's last
/// bits follow the order the solver met the constraints in, which Swift's per-process hash seed varies, so without
/// this an Interface Builder scroll view pinned 0.1 pt inside the safe area explained its content inset as
/// 0.10000000000013642 in one run and 0.09999999999990905 in the next (seen in 1 of 1,770 documents).
func number(_ raw: Double) -> String {
    let tidy = (raw * 1e6).rounded() / 1e6
    let value = abs(tidy - raw) < 1e-9 ? tidy : raw
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
