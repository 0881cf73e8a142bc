import TrellisModel
import TrellisInterfaceBuilder

/// Interface Builder documents (.storyboard, .xib) on the command line: loaded into scenes like scene files.
enum InterfaceBuilderFiles {
    /// `--measure-text`: measure labels, buttons and text fields with Trellis's fonts instead of taking their size
    /// from the frames Xcode stored (read once from the command line, which the parser has checked).
    static let isMeasuringText = CommandLine.arguments.dropFirst().contains("--measure-text")

    static let measureTextFlag = Flag(
        "measure-text", help: "Interface Builder documents: measure text with Trellis's fonts instead of keeping the sizes Xcode stored.")

    /// Whether the path is a .storyboard or .xib file.
    static func isDocument(_ path: String) -> Bool { InterfaceBuilderLoader.isDocument(path) }

    /// Every scene of a document, or the errors that stopped it.
    static func load(_ path: String) -> LoadedFile {
        do {
            let loaded = try InterfaceBuilderLoader.load(contentsOf: path, options: InterfaceBuilderOptions(measureText: isMeasuringText))
            return LoadedFile(scenes: loaded.scenes, diagnostics: loaded.warnings, failed: false)
        } catch {
            return LoadedFile(scenes: [], diagnostics: error.diagnostics, failed: true)
        }
    }

    /// `Main-2/Home` for a scene `Main/Home` of a document whose name another document already took (projects
    /// have several `Main.storyboard`s, one per localization folder or app), so no document is refused for its name;
    /// nil for scenes of scene files, whose names their authors chose.
    static func uniqueName(_ name: String, taken: [String: String]) -> String? {
        guard let slash = name.firstIndex(of: "/") else { return nil }
        let file = name[..<slash], scene = name[slash...]
        for number in 2...10_000 where taken["\(file)-\(number)\(scene)"] == nil {
            return "\(file)-\(number)\(scene)"
        }
        return nil
    }

    /// Interface Builder's orange frames for a scene from a document (nothing for scene files).
    static func misplacedViews(_ scene: Scene, _ result: LayoutResult) -> [Diagnostic] {
        MisplacedViews.diagnostics(scene: scene, result: result)
    }
}
