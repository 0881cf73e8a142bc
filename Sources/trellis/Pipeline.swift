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

/// An image as `test` checks it: its file name in the scene's folder, its pixels and its PNG encoding.
struct MemoryImage: Sendable {
    var name: String
    var pixels: PixelBuffer
    /// The file's bytes when the pipeline encoded them; nil for pixels handed over alone.
    private var encoded: [UInt8]?
    /// The options that encode the pixels as `render` would, when the bytes were not made.
    private var encoding: PNGWriteOptions
    private var text: [(key: String, value: String)]

    /// The image of a file the output pipeline produced (pixels decoded only for images too large to have
    /// been kept as pixels).
    init(_ file: OutputFile) throws {
        name = file.name
        encoded = file.bytes
        encoding = file.encoding ?? PNGWriteOptions()
        text = file.text
        pixels = try file.pixels ?? readPNG(data: file.bytes ?? [], name: file.path)
    }

    /// The digest of the pixels as the PNG writer stores it in the file; nil when the bytes were made by the
    /// pipeline already (a streamed image), which is compared by its bytes.
    var digest: String? { encoded == nil ? PixelDigest.of(pixels, options: encoding) : nil }

    /// The PNG bytes `render` writes, encoded now when the pipeline handed over pixels alone.
    func png() throws -> [UInt8] {
        if let encoded { return encoded }
        return try encodePNG(pixels, text: text, options: encoding)
    }
}

/// One output file drawn in memory, ready to be written or compared.
struct RenderedFile: Sendable {
    var name: String
    var bytes: [UInt8]
}

/// A scene that `SceneOutput` stopped before all its files were drawn.
struct RenderStopped: Error, CustomStringConvertible {
    var stop: SceneStop
    var description: String { "\(stop)" }
}

/// Command-line overrides applied to every scene before layout.
struct SceneOverrides: Sendable {
    var scale: Double?
    var device: Device?
    var annotate: Annotation?
    /// `--fonts`: folders added after the scene's own `fonts:` (absolute paths).
    var fontFolders: [String] = []

    func apply(to scene: Scene) -> Scene {
        var scene = scene
        for folder in fontFolders where !scene.fontFolders.contains(where: { $0.path == folder }) {
            scene.fontFolders.append(FontFolder(path: folder))
        }
        if let device { scene.devices = [device] }
        if let scale { scene.scale = scale }
        if let annotate { scene.overrideAnnotation(annotate) }
        return scene
    }
}

/// The library calls the command makes: load, lay out, render, describe.
enum Pipeline {
    /// One measurer for the whole process (Pango's font map is shared and thread-safe behind it); a scene with font
    /// folders measures with `measurer.forScene(scene)`, and the renderer draws with its folders whatever it is given.
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
    /// A scene with `traits:` is laid out once per combination and device (`NAME/DEVICE/TRAITS`).
    static func layouts(of scene: Scene) -> [SceneLayout] {
        let measurer = measurer.forScene(scene)
        let devices = LayoutEngine(scene: scene, measurer: measurer).devices
        let perDevice = devices.count > 1
        var engines: [Scene: LayoutEngine] = [:]
        return scene.traitScenes.flatMap { copy in
            devices.enumerated().map { index, device in
                let resolved = copy.resolved(for: device)
                let engine = engines[resolved] ?? LayoutEngine(scene: resolved, measurer: measurer)
                engines[resolved] = engine
                var result = engine.layout(device: device)
                result.diagnostics += InterfaceBuilderFiles.misplacedViews(resolved, result)
                var folder = scene.name
                if perDevice { folder += "/" + (device.folderName ?? "device-\(index + 1)") }
                if let trait = copy.traitName { folder += "/" + trait }
                return SceneLayout(scene: resolved, result: result, folder: folder)
            }
        }
    }

    /// The outputs of a scene on each of its devices (folders, names and layout.json, and a gesture's files),
    /// ready to draw.
    static func output(of scene: Scene, format: OutputFormat = .png) -> SceneOutput {
        var output = SceneOutput(scene: scene, layouts: layouts(of: scene).map { ($0.scene, $0.result) }) {
            layoutDocument(scene: $0, result: $1)
        }
        if !scene.motion.isEmpty {
            output.extraFiles = { part in
                let layout = SceneLayout(scene: part.scene, result: part.result, folder: part.subfolder)
                let drawn = try GestureOutputs.files(layout, format: format)
                return (drawn.files.map { ($0.name, $0.bytes) }, drawn.diagnostics)
            }
        }
        return output
    }

    /// Every file of a one-device scene drawn in memory (for `render -o FILE`), and the diagnostics drawing added.
    static func renderFiles(_ layout: SceneLayout, format: OutputFormat) throws -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let output = SceneOutput(scene: layout.scene, layouts: [(layout.scene, layout.result)]) { layoutDocument(scene: $0, result: $1) }
        var files: [RenderedFile] = []
        let report = output.produce(measurer: measurer, options: renderOptions(format: format), policy: OutputPolicy(strict: false),
                                    pixels: false) { file in
            if file.name != "layout.json", let bytes = file.bytes { files.append(RenderedFile(name: file.name, bytes: bytes)) }
        }
        if let stop = report.stop { throw RenderStopped(stop: stop) }
        let known = Set(layout.result.diagnostics)
        return (files, report.diagnostics.filter { !known.contains($0) })
    }

    /// Threads the PNG writer may use per image: the cores that `--jobs` leaves free (set once before a batch runs;
    /// the bytes written do not depend on it).
    nonisolated(unsafe) static var pngThreads = 1

    static func renderOptions(format: OutputFormat = .png, maxPixels: Int = RenderOptions.defaultMaxPixels) -> RenderOptions {
        var options = RenderOptions()
        options.format = format
        options.png.threads = pngThreads
        options.maxPixels = maxPixels
        let (scenePixels, overflow) = maxPixels.multipliedReportingOverflow(by: RenderOptions.scenePixelFactor)
        options.maxScenePixels = overflow ? nil : scenePixels
        options.softwareVersion = "trellis \(Commands.version)"
        return options
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
