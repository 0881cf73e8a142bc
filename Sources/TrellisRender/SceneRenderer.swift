#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TrellisModel

/// Renders the solved states of a scene into the images of the outputs document (screen, viewports, contents).
public final class SceneRenderer {
    let scene: Scene
    let result: LayoutResult
    let measurer: PangoTextMeasurer
    let options: RenderOptions
    /// The decoded image files; `SceneOutput` gives every device of a scene the same store.
    var images: ImageStore
    /// Pixels per point.
    let scale: Double
    private var geometries: [Int: StateGeometry] = [:]
    /// The last image's annotation layout, kept for its other bands.
    let annotationLayouts = AnnotationLayoutCache()
    private lazy var nodesByID: NodeIndex = StateGeometry.nodesByID(scene)

    /// A renderer for `result`, a layout of `scene`, drawing text with `measurer` (over the scene's `fonts:` folders).
    public init(scene: Scene, result: LayoutResult, measurer: PangoTextMeasurer, options: RenderOptions = .init()) {
        self.scene = scene; self.result = result; self.measurer = measurer.forScene(scene); self.options = options
        let scale = scene.drawingScale(on: result.device)
        self.scale = scale.isFinite && scale > 0 ? scale : 2
        images = ImageStore(maxPixels: options.maxPixels)
    }

    /// Renders every output image of every state in memory (pixels for PNG images that fit, else the encoded
    /// file); tests and tools use it, the CLI goes through `SceneOutput`.
    public func renderImages() throws -> (images: [RenderedImage], diagnostics: [Diagnostic]) {
        let (plans, diagnostics) = try checkedPlans()
        return (try plans.map { try renderInMemory($0) }, diagnostics)
    }

    /// The images to produce, and the diagnostics that come before drawing: text (`missing-glyphs`,
    /// `unknown-font`) and size (`too-large`, whose images are left out).
    func checkedPlans() throws -> (plans: [OutputPlan], diagnostics: [Diagnostic]) {
        var diagnostics = TextDiagnostics(scene: scene, measurer: measurer, scale: scale).warnings()
        // Below this, cairo's transformation matrix degenerates ("invalid matrix") and every image is 1 pixel.
        guard scale >= Self.minimumScale else {
            diagnostics.append(Diagnostic(
                severity: .error, code: .tooSmall,
                message: "a scale of \(formatLayoutNumber(scale)) pixels per point is too small to draw; use at least \(formatLayoutNumber(Self.minimumScale)) (1, 2 or 3 as on a device)",
                location: scene.location))
            return ([], diagnostics)
        }
        let plans = try plans().filter { checkSize($0, diagnostics: &diagnostics) }
        return (plans, diagnostics)
    }

    /// The smallest scale drawn, in pixels per point.
    static let minimumScale = 0.01

    func fileName(_ plan: OutputPlan) -> String { "\(plan.baseName).\(options.format.rawValue)" }

    func geometry(_ index: Int) -> StateGeometry {
        if let cached = geometries[index] { return cached }
        let made = StateGeometry(scene: scene, nodes: nodesByID, state: result.states[index])
        geometries[index] = made
        return made
    }

    /// The images of the outputs document, in order: the first state's screen (`screen`), then per state its
    /// screen (`STATE.screen`, when the scene has scroll states) and its scroll views' viewport and content images.
    func plans() throws -> [OutputPlan] {
        var plans: [OutputPlan] = []
        let software = ("Software", options.softwareVersion)
        let sceneName = scene.file.isEmpty ? scene.name : (scene.file as NSString).lastPathComponent
        for (index, state) in result.states.enumerated() {
            let geometry = geometry(index)
            let offsets = state.offsets.map { "\($0.id)=\(formatLayoutNumber($0.offset.x)),\(formatLayoutNumber($0.offset.y))" }
            let stateText = ([state.name] + offsets).joined(separator: " ")
            let baseText = [software, ("Scene", sceneName), ("State", stateText)]
            if index == 0 {
                plans.append(OutputPlan(kind: .screen, stateIndex: index, baseName: "screen", origin: .zero,
                                        size: result.device.size, scale: scale, text: baseText))
            }
            let scrollViews = state.scrollView.map { [$0] } ?? (state.name == "initial" ? [] : geometry.scrollViewIDs(in: scene))
            // The phone's whole screen with every scroll view at this state's offsets: one per state, named after the
            // state (`scrollView.bottom`, or a `states:` name), not one per scroll view, since they would be equal. A
            // state with no scroll view images (`initial`, a scene's only state) has `screen` alone.
            if !scrollViews.isEmpty {
                plans.append(OutputPlan(kind: .screen, stateIndex: index, baseName: "\(state.name).screen", origin: .zero,
                                        size: result.device.size, scale: scale, text: baseText))
            }
            for id in scrollViews {
                guard let view = state.view(id), let frame = geometry.screenFrame(of: id) else {
                    throw RenderError.badState("state '\(state.name)' has no scroll view '\(id)'")
                }
                let base = state.scrollView != nil ? state.name : "\(id).\(state.name)"
                plans.append(OutputPlan(kind: .viewport(id), stateIndex: index, baseName: "\(base).viewport",
                                        origin: frame.origin, size: frame.size, scale: scale, text: baseText))
                let content = view.contentSize ?? .zero
                let region = ContentRegion.of(view, geometry: geometry, diagnostics: result.diagnostics)
                let contentText = baseText + [("ContentSize", "\(formatLayoutNumber(content.width))x\(formatLayoutNumber(content.height))")]
                plans.append(OutputPlan(kind: .content(id), stateIndex: index, baseName: "\(base).content",
                                        origin: region.origin, size: region.size, scale: scale, text: contentText))
            }
        }
        return plans
    }

    /// Whether the image may be produced; adds a `too-large` error when it may not.
    func checkSize(_ plan: OutputPlan, diagnostics: inout [Diagnostic]) -> Bool {
        let pngLimit = Int(Int32.max)
        let (pixels, overflow) = plan.pixelWidth.multipliedReportingOverflow(by: plan.pixelHeight)
        var limit: String? = nil
        if plan.pixelWidth > pngLimit || plan.pixelHeight > pngLimit || overflow {
            limit = "PNG allows (2147483647 pixels per side)"
        } else if let max = options.maxPixels, pixels > max {
            limit = "the budget of \(max) pixels per image (--max-pixels)"
        }
        guard let limit else { return true }
        let error = RenderError.imageTooLarge(name: fileName(plan), width: plan.pixelWidth, height: plan.pixelHeight, limit: limit)
        var view: String? = nil
        if case let .content(id) = plan.kind { view = id }
        diagnostics.append(Diagnostic(severity: .error, code: .tooLarge, message: error.description,
                                      location: view.flatMap { nodesByID[$0]?.location } ?? scene.location,
                                      view: view))
        return false
    }
}
