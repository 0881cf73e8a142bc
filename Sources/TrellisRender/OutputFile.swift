import TrellisModel

/// One output file of a scene: an image or layout.json, named as the outputs document says.
public struct OutputFile: Sendable {
    /// The scene's folder under the output folder (the scene's name).
    public var sceneFolder: String
    /// The device folder inside it (`iphone-se`), or "" for a scene with one device.
    public var subfolder: String
    /// The file name (`screen.png`, `scrollView.bottom.viewport.png`, `layout.json`).
    public var name: String
    /// The file's bytes; nil when the image was streamed straight into its file.
    public var bytes: [UInt8]?
    /// The pixels of a PNG image, when they were asked for and fit in memory.
    public var pixels: PixelBuffer?
    /// The PNG text chunks (`Software`, `Scene`, `State`, `ContentSize`) of an image.
    public var text: [(key: String, value: String)]
    /// For an image handed over as pixels alone (`bytes` nil), the options that encode it to the bytes `render`
    /// writes.
    public var encoding: PNGWriteOptions?

    /// A file with these values.
    public init(sceneFolder: String, subfolder: String = "", name: String, bytes: [UInt8]?, pixels: PixelBuffer? = nil,
                text: [(key: String, value: String)] = []) {
        self.sceneFolder = sceneFolder; self.subfolder = subfolder; self.name = name
        self.bytes = bytes; self.pixels = pixels; self.text = text
    }

    /// The folder relative to the output folder: `NAME` or `NAME/DEVICE`.
    public var folder: String { subfolder.isEmpty ? sceneFolder : sceneFolder + "/" + subfolder }

    /// The path relative to the output folder (`NAME/DEVICE/screen.png`).
    public var path: String { folder + "/" + name }
}

/// When a scene's files are not written: "an error, or with `--strict` a warning, stops the scene", the one rule
/// `render` and `test` both follow.
public struct OutputPolicy: Sendable {
    /// Whether warnings stop the scene too (`--strict`).
    public var strict: Bool

    /// The policy; `strict` makes warnings stop the scene.
    public init(strict: Bool = false) { self.strict = strict }

    /// Why these diagnostics stop the scene, or nil when they do not.
    public func stop(_ diagnostics: [Diagnostic]) -> SceneStop? {
        let counts = DiagnosticCounts(diagnostics)
        guard counts.stopsScene(strict: strict) else { return nil }
        return counts.errors > 0 ? .errors(counts.errors) : .strictWarnings(counts.warnings)
    }
}

/// Why a scene's files were not (all) produced.
public enum SceneStop: Sendable, Hashable, CustomStringConvertible {
    /// The scene has errors (already among the diagnostics).
    case errors(Int)
    /// The scene has warnings and `--strict` is on.
    case strictWarnings(Int)
    /// Drawing failed (cairo, an image file).
    case drawing(String)
    /// Writing failed (the disk, the folder).
    case writing(String)

    public var description: String {
        switch self {
        case let .errors(count): return "the scene has \(count) error\(count == 1 ? "" : "s")"
        case .strictWarnings: return "the scene has warnings, and --strict is on"
        case let .drawing(message): return "cannot be drawn: \(message)"
        case let .writing(message): return "cannot be written: \(message)"
        }
    }
}
