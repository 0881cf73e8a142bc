import Foundation
import TrellisModel
import TrellisLayout
@testable import TrellisRender

/// A scroll view's solved values for a hand-made state.
struct ScrollValues {
    var contentSize: Size
    var offset: Point = .zero
    var inset: Insets = .zero
}

/// Builds a solved state from frames given by id (views without a frame get a zero frame).
func solvedState(_ scene: Scene, name: String = "initial", scrollView: String? = nil, frames: [String: Rect],
                 scroll: [String: ScrollValues] = [:]) -> SolvedState {
    var views: [SolvedView] = []
    func walk(_ node: ViewNode, parent: String?) {
        let frame = node.id == "view" ? Rect(origin: .zero, size: scene.size) : (frames[node.id] ?? .zero)
        var view = SolvedView(id: node.id, kind: node.kind, parent: parent, frame: frame)
        if node.kind == .scroll {
            let values = scroll[node.id] ?? ScrollValues(contentSize: .zero)
            view.contentSize = values.contentSize
            view.contentOffset = values.offset
            view.adjustedContentInset = values.inset
        }
        views.append(view)
        node.children.forEach { walk($0, parent: node.id) }
    }
    walk(scene.root, parent: nil)
    return SolvedState(name: name, scrollView: scrollView, views: views)
}

/// A layout result with the given states on a plain device of the scene's size.
func layoutResult(_ scene: Scene, states: [SolvedState], scale: Double = 2) -> LayoutResult {
    LayoutResult(device: Device(name: nil, size: scene.size, scale: scale, safeArea: .zero), states: states, diagnostics: [])
}

/// A view of a kind with a background.
func view(_ id: String, _ kind: ViewKind = .view, background: Color = .clear, children: [ViewNode] = []) -> ViewNode {
    var node = ViewNode(kind, id: id, children: children)
    node.background = background
    return node
}

let red = Color(red: 1, green: 0, blue: 0)
let green = Color(red: 0, green: 1, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)
let yellow = Color(red: 1, green: 1, blue: 0)
let white8 = RGBA8(r: 255, g: 255, b: 255)
let red8 = RGBA8(r: 255, g: 0, b: 0)
let green8 = RGBA8(r: 0, g: 255, b: 0)
let blue8 = RGBA8(r: 0, g: 0, b: 255)
let yellow8 = RGBA8(r: 255, g: 255, b: 0)

let sharedMeasurer = PangoTextMeasurer()

/// Renders a scene's state(s) in memory with no annotations unless asked.
func render(_ scene: Scene, _ states: [SolvedState], scale: Double = 2, annotate: Annotation = .none) throws
    -> (images: [String: RenderedImage], diagnostics: [Diagnostic]) {
    var options = RenderOptions()
    options.annotate = annotate
    let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: states, scale: scale),
                                 measurer: sharedMeasurer, options: options)
    let (images, diagnostics) = try renderer.renderImages()
    var byName: [String: RenderedImage] = [:]
    for image in images { byName[image.fileName] = image }
    return (byName, diagnostics)
}

/// The screen image's pixels of a scene with one state.
func screen(_ scene: Scene, frames: [String: Rect], scroll: [String: ScrollValues] = [:], scale: Double = 2) throws -> PixelBuffer {
    let (images, _) = try render(scene, [solvedState(scene, frames: frames, scroll: scroll)], scale: scale)
    guard let pixels = images["screen.png"]?.pixels else { throw RenderError.badState("no screen.png") }
    return pixels
}

/// Whether two colors are within `tolerance` per channel.
func close(_ a: RGBA8, _ b: RGBA8, tolerance: Int = 2) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// The columns (or rows) holding pixels that differ from `background`, as a closed range.
func inkRange(_ pixels: PixelBuffer, background: RGBA8 = white8, horizontal: Bool = true) -> ClosedRange<Int>? {
    var low = Int.max, high = Int.min
    for y in 0..<pixels.height {
        for x in 0..<pixels.width where !close(pixels[x, y], background, tolerance: 8) {
            let v = horizontal ? x : y
            low = min(low, v); high = max(high, v)
        }
    }
    return low <= high ? low...high : nil
}

/// A fresh temporary folder.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "trellis-render-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes a scene's outputs through the output pipeline into `folder` (the output folder); returns the image
/// names in the scene's folder, the diagnostics, and that folder.
func writeOutputs(_ scene: Scene, _ result: LayoutResult, options: RenderOptions = .init(), into folder: String) throws
    -> (files: [String], diagnostics: [Diagnostic], directory: String) {
    let output = SceneOutput(scene: scene, results: [result]) { layoutDocument(scene: scene, result: $0) }
    let report = output.write(to: try OutputFolder(folder), measurer: sharedMeasurer, options: options, policy: OutputPolicy())
    if let stop = report.stop { throw RenderError.badState("\(stop)") }
    let prefix = scene.name + "/"
    let files = report.files.map { String($0.dropFirst(prefix.count)) }.filter { $0 != "layout.json" }
    return (files, report.diagnostics, folder + "/" + scene.name)
}
