import Foundation
import TrellisModel

/// How Interface Builder documents are read.
public struct InterfaceBuilderOptions: Sendable, Hashable {
    /// Measure labels, buttons and text fields with Trellis's fonts instead of taking their intrinsic size from the
    /// frames Xcode stored (which it measured with Apple's system font).
    public var measureText: Bool
    public init(measureText: Bool = false) { self.measureText = measureText }
}

/// Every error found while reading an Interface Builder document.
public struct InterfaceBuilderError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Reads `.storyboard` and `.xib` files into scenes: one per view controller of a storyboard, one per top-level
/// view of a xib, named `FILE/SCENE`.
public enum InterfaceBuilderLoader {
    /// The file extensions of Interface Builder documents for iOS.
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]

    /// Whether a path names an Interface Builder document (by its extension).
    public static func isDocument(_ path: String) -> Bool {
        fileExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Loads every scene of a document on disk; warnings come back with the scenes.
    public static func load(contentsOf path: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions())
        throws(InterfaceBuilderError) -> (scenes: [Scene], warnings: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InterfaceBuilderError(diagnostics: [.ib(.error, .missingFile, "cannot read the Interface Builder document '\(path)'",
                                                          file: path, line: 1, column: 1)])
        }
        return try load(xml: Array(data), file: path, options: options)
    }

    /// Loads every scene of a document's bytes; `file` is used for locations, scene names and finding asset catalogs.
    public static func load(xml bytes: [UInt8], file: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions())
        throws(InterfaceBuilderError) -> (scenes: [Scene], warnings: [Diagnostic]) {
        let parsed: XMLElement
        let document: XMLElement
        var warnings: [Diagnostic] = []
        let declarationFirst = XMLDocumentReader.declarationFirst(bytes)
        if declarationFirst != nil {
            warnings.append(.ib(.warning, .syntax,
                                "white space comes before the XML declaration, which XML does not allow; the file is read as if the declaration came first (remove the blank start so other tools can read it)",
                                file: file, line: 1, column: 1))
        }
        do {
            parsed = try XMLDocumentReader.parse(declarationFirst ?? bytes, url: file)
        } catch {
            throw InterfaceBuilderError(diagnostics: [.ib(.error, .syntax, "malformed XML: \(error.message)",
                                                          file: file, line: error.line, column: error.column)])
        }
        if parsed.name == "archive", let converted = IBArchiveDocument.document(from: parsed) {
            // Xcode 4's keyed archive: its views at their stored frames (IBArchiveDocument), rather than no scene at all.
            warnings.append(.ib(.warning, .unsupported,
                                "the pre-Xcode 5 archive format: views are placed at the frames it stores and its constraints are not read; open and save the file in a current Xcode to lay it out by its constraints",
                                file: file, element: parsed))
            document = converted
        } else {
            // Xcode 8.0 wrote frames as insets from the superview (IBFrameInsets); AppKit documents store them from
            // an unflipped superview's bottom (IBAppKitFrames); a page control that hides itself for a single page is
            // read as hidden (IBSinglePageControls).
            document = IBSinglePageControls.resolvedDocument(
                IBAppKitFrames.resolvedDocument(IBFrameInsets.resolvedDocument(parsed)))
        }
        guard document.name == "document" else {
            let hint = document.name == "archive"
                ? "this pre-Xcode 5 archive format document has no root object list (IBDocument.RootObjects); open and save it in a current Xcode"
                : "the root element is <\(document.name)>, not <document>: this is not an Interface Builder document"
            throw InterfaceBuilderError(diagnostics: [.ib(.error, .badValue, hint, file: file, element: document)])
        }
        if let runtime = document["targetRuntime"], !runtime.hasPrefix("iOS") {
            warnings.append(.ib(.warning, .unsupported, "the document targets '\(runtime)'; only UIKit (iOS) elements are mapped",
                                file: file, element: document))
        }
        let toolsVersion = IBToolsVersion.of(document)
        let firstRoot = document.child("scenes")?.children("scene").lazy
            .compactMap { $0.child("objects")?.children.lazy.compactMap { $0.child(key: "view") }.first }.first
        let canvas = IBCanvas(device: document.child("device"), toolsVersion: toolsVersion,
                              rootSize: IBDefaultSimulatedScreen.canvasRootSize(document: document,
                                                                                firstRoot: firstRoot.flatMap { IBGeometry.rect($0)?.size }),
                              runtime: document["targetRuntime"],
                              landscapeHint: document.child("device") == nil && Self.simulatesLandscape(document))
        var context = IBDocumentContext(file: file, toolsVersion: toolsVersion, canvas: canvas,
                                        resources: IBResources(document: document), assets: IBAssetCatalogs(documentPath: file),
                                        options: options, isStoryboard: document.child("scenes") != nil)
        context.usesSafeAreas = document.flag("useSafeAreas") == true
        context.isAnyAny = IBAnyAnyCanvas.applies(to: document)
        context.isAppKit = IBAppKitFrames.isAppKit(document)
        if toolsVersion > 0, toolsVersion < 11000 { context.halfPointLabels = IBWholePointStacks.hasHalfPointLabel(document) }
        if IBToolsVersion.xcode8.contains(toolsVersion) {
            context.wholePointFrames = !IBWholePointCanvas.storesFractionalFrame(document)
            context.wholePointCellShortfalls = IBXcode8WholePointCells.storedShortfalls(document: document, toolsVersion: toolsVersion,
                                                                                        scale: canvas.scale)
        }
        warnings += IBViewlessControllers.warnings(document: document, file: file)
        context.wholePointEdgeViews = IBWholePointCanvas.views(in: document, toolsVersion: toolsVersion)
        context.gridButtonHeights = IBGridButtonRounding.heights(in: document, toolsVersion: toolsVersion)
        context.equalShares = IBEqualShares.lengths(in: document)
        context.titledButtonHeights = IBTitledButtonHeight.heights(in: document, scale: canvas.scale)
        context.tabs = IBShortPageSheet.tabs(in: document)
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        var scenes: [Scene] = []
        var errors: [Diagnostic] = []
        for root in IBSceneCatalog(document: document, canvas: canvas).roots() {
            var named = root
            named.name = "\(base)/\(root.name)"
            var builder = IBSceneBuilder(context: context, root: named)
            let scene = builder.build()
            warnings += builder.warnings
            errors += builder.errors
            if let scene, builder.errors.isEmpty {
                let marked = IBStackRestatedPins.marked(scene, toolsVersion: toolsVersion)
                let rounded = IBHalfPointTies.marked(IBPixelRoundingInRoot.rounded(marked), canvas: canvas)
                scenes.append(IBConflictHold.marked(IBNonNegativeSizes.bounded(rounded, toolsVersion: toolsVersion), toolsVersion: toolsVersion))
            }
        }
        guard errors.isEmpty else { throw InterfaceBuilderError(diagnostics: inFileOrder(errors + warnings)) }
        return (scenes, inFileOrder(warnings))
    }

    /// Whether an element of the document simulates a landscape orientation (documents older than Xcode 8).
    static func simulatesLandscape(_ document: XMLElement) -> Bool {
        document.containsDescendant {
            $0.name == "simulatedOrientationMetrics" && $0["orientation"]?.hasPrefix("landscape") == true
        }
    }

    /// Diagnostics by line and column, each (code, place) once.
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert("\($0.code) \($0.location.map(\.description) ?? "") \($0.message)").inserted }
            .enumerated().sorted { a, b in
                (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
                    < (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
            }.map(\.element)
    }
}
