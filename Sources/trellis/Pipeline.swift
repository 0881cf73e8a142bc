import Foundation
import TrellisLayout
import TrellisRender

/// A scene file as loaded: its scenes, or the errors that stopped it, and the warnings found on the way.
struct LoadedFile: Sendable {
    var scenes: [Scene]
    var diagnostics: [Diagnostic]
    var failed: Bool
}

/// One scene laid out on one device, and the folder (relative to the output) its files go to.
struct SceneLayout: Sendable {
    var scene: Scene
    var result: LayoutResult
    /// `NAME`, or `NAME/DEVICE` for a scene with several devices.
    var folder: String
}

/// An image rendered in memory: its file name in the scene's folder, its pixels and its PNG encoding.
struct MemoryImage: Sendable {
    var name: String
    var pixels: PixelBuffer
    var png: [UInt8]
}

/// Command-line overrides applied to every scene before layout.
struct SceneOverrides: Sendable {
    var scale: Double?
    var device: Device?
    var annotate: Annotation?

    func apply(to scene: Scene) -> Scene {
        var scene = scene
        if let device { scene.devices = [device] }
        if let scale { scene.scale = scale }
        if let annotate { scene.annotate = annotate }
        return scene
    }
}

/// The library calls the command makes: load, lay out, render, describe.
enum Pipeline {
    /// Loads every scene of a file.
    static func load(_ path: String) -> LoadedFile {
        LoadedFile(scenes: [], diagnostics: [Diagnostic(severity: .error, code: "unavailable",
                                                         message: "the scene loader is not built into this trellis yet",
                                                         location: SourceLocation(file: path, line: 1, column: 1))],
                   failed: true)
    }

    /// Lays a scene out on each of its devices.
    static func layouts(of scene: Scene) -> [SceneLayout] { [] }

    /// Draws a laid-out scene into `output/folder` and writes layout.json beside the images.
    static func write(_ layout: SceneLayout, to output: String, format: String) throws -> (images: Int, diagnostics: [Diagnostic]) {
        (0, [])
    }

    /// The layout document (layout.json) of a laid-out scene.
    static func layoutJSON(_ layout: SceneLayout) -> String { "{}\n" }

    /// Draws every image of a laid-out scene in memory, encoded as `write` would encode it.
    static func renderImages(_ layout: SceneLayout) throws -> (images: [MemoryImage], diagnostics: [Diagnostic]) {
        ([], [])
    }

    /// The differences between two layout documents, number by number (`headView.frame.y 108 → 110`).
    static func compareLayouts(reference: String, actual: String) -> [String] {
        reference == actual ? [] : ["the layout documents differ"]
    }

    /// Formats a diagnostic compiler-style, with its source line and caret.
    static func format(_ diagnostic: Diagnostic, color: Bool) -> String {
        diagnostic.description + "\n" + diagnostic.notes.map { note in
            (note.location.map { "\($0): " } ?? "") + "note: \(note.message)\n"
        }.joined()
    }
}
