import Foundation
import TrellisModel
import TrellisLayout
import TrellisRender
import TrellisScene
import TrellisSnapshot

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

/// One output file drawn in memory, ready to be written.
struct RenderedFile: Sendable {
    var name: String
    var bytes: [UInt8]
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
    /// One measurer for the whole process (Pango's font map is shared and thread-safe behind it).
    static let measurer = PangoTextMeasurer()

    /// Loads every scene of a file.
    static func load(_ path: String) -> LoadedFile {
        if InterfaceBuilderFiles.isDocument(path) { return InterfaceBuilderFiles.load(path) }
        do {
            let loaded = try SceneLoader.load(contentsOf: path)
            return LoadedFile(scenes: loaded.scenes, diagnostics: loaded.warnings, failed: false)
        } catch {
            return LoadedFile(scenes: [], diagnostics: error.diagnostics, failed: true)
        }
    }

    /// Lays a scene out on each of its devices, each through the trait resolution pass (size classes, layout
    /// direction, autoresizing); devices whose resolved scenes agree share one engine (one solver).
    static func layouts(of scene: Scene) -> [SceneLayout] {
        let devices = LayoutEngine(scene: scene, measurer: measurer).devices
        let perDevice = devices.count > 1
        var engines: [Scene: LayoutEngine] = [:]
        return devices.enumerated().map { index, device in
            let resolved = scene.resolved(for: device)
            let engine = engines[resolved] ?? LayoutEngine(scene: resolved, measurer: measurer)
            engines[resolved] = engine
            var result = engine.layout(device: device)
            result.diagnostics += InterfaceBuilderFiles.misplacedViews(resolved, result)
            var folder = scene.name
            if perDevice { folder += "/" + (device.folderName ?? "device-\(index + 1)") }
            return SceneLayout(scene: resolved, result: result, folder: folder)
        }
    }

    static func renderOptions(format: OutputFormat = .png) -> RenderOptions {
        var options = RenderOptions()
        options.format = format
        options.softwareVersion = "trellis \(Commands.version)"
        return options
    }

    /// Draws every output file of a laid-out scene in memory: PNG, SVG or PDF bytes, named as the outputs document says.
    static func renderFiles(_ layout: SceneLayout, format: OutputFormat) throws -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let options = renderOptions(format: format)
        let renderer = SceneRenderer(scene: layout.scene, result: layout.result, measurer: measurer, options: options)
        let rendered = try renderer.renderImages()
        var files: [RenderedFile] = []
        for image in rendered.images {
            if let data = image.data {
                files.append(RenderedFile(name: image.fileName, bytes: data))
            } else if let pixels = image.pixels {
                files.append(RenderedFile(name: image.fileName, bytes: try encodePNG(pixels, text: image.text, options: options.png)))
            }
        }
        return (files, rendered.diagnostics)
    }

    /// Writes drawn files and layout.json into `output/folder` (each atomically); returns the number of images.
    static func writeFiles(_ files: [RenderedFile], of layout: SceneLayout, to output: String, format: OutputFormat) throws -> Int {
        let directory = FileOutput.join(output, layout.folder)
        for file in files {
            try FileOutput.write(file.bytes, to: FileOutput.join(directory, file.name))
        }
        try FileOutput.write(Array(layoutJSON(layout).utf8), to: FileOutput.join(directory, "layout.json"))
        removeStaleFiles(in: directory, keeping: Set(files.map(\.name)), format: format.rawValue)
        return files.count
    }

    /// Removes images of this format that a previous run wrote for states that no longer exist.
    static func removeStaleFiles(in directory: String, keeping: Set<String>, format: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        for name in names where !keeping.contains(name) {
            let isOutput = name.hasSuffix(".viewport.\(format)") || name.hasSuffix(".content.\(format)") || name == "screen.\(format)"
            if isOutput { try? manager.removeItem(atPath: FileOutput.join(directory, name)) }
        }
    }

    /// Draws every image of a laid-out scene in memory, encoded as `write` would encode it.
    static func renderImages(_ layout: SceneLayout) throws -> (images: [MemoryImage], diagnostics: [Diagnostic]) {
        let options = renderOptions()
        let renderer = SceneRenderer(scene: layout.scene, result: layout.result, measurer: measurer, options: options)
        let rendered = try renderer.renderImages()
        var images: [MemoryImage] = []
        for image in rendered.images {
            if let pixels = image.pixels {
                images.append(MemoryImage(name: image.fileName, pixels: pixels,
                                          png: try encodePNG(pixels, text: image.text, options: options.png)))
            } else if let data = image.data {
                images.append(MemoryImage(name: image.fileName, pixels: try readPNG(data: data, name: image.fileName), png: data))
            }
        }
        return (images, rendered.diagnostics)
    }

    /// The layout document (layout.json) of a laid-out scene.
    static func layoutJSON(_ layout: SceneLayout) -> String {
        let document = layoutDocument(scene: layout.scene, result: layout.result)
        return document.hasSuffix("\n") ? document : document + "\n"
    }

    /// The differences between two layout documents, number by number (`headView.frame.y 108 → 110`).
    static func compareLayouts(reference: String, actual: String) -> [String] {
        compareLayoutDocuments(reference: reference, actual: actual)
    }

    /// Formats a diagnostic compiler-style, with its source line and caret.
    static func format(_ diagnostic: Diagnostic, color: Bool) -> String {
        DiagnosticPrinter(color: color).format(diagnostic) + "\n"
    }
}
