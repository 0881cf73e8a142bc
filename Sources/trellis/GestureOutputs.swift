import TrellisModel
import TrellisLayout
import TrellisMotion
import TrellisRender

/// A scene's gesture, simulated and solved frame by frame, and the files it gives.
struct GestureRun {
    var timeline: MotionTimeline
    var states: [SolvedState]
    var diagnostics: [Diagnostic]
}

/// The outputs of a scene's `gestures:`: the screen and each scroll view's content as animated PNGs, a filmstrip
/// and the offsets of every frame (see the Motion section of the scene format).
enum GestureOutputs {
    /// Points of gap between the filmstrip's frames.
    static let filmstripGap = 8.0
    /// Pixels per point of the animations: one, so that a few hundred frames stay a few megabytes and render in
    /// seconds (the stills and the filmstrip keep the scene's scale).
    static let animationScale = 1.0

    /// The file names a scene's gesture writes, in its folder.
    static func names(_ scene: Scene) -> (screen: String, filmstrip: String, offsets: String) {
        ("\(scene.name).gesture.png", "\(scene.name).filmstrip.png", "\(scene.name).offsets.csv")
    }

    static func contentName(_ scene: Scene, scrollView id: String) -> String { "\(scene.name).\(id).gesture.png" }

    /// Simulates the gesture from the layout's first state and solves each frame (one incremental re-solve per frame).
    static func run(_ layout: SceneLayout) -> GestureRun? {
        guard !layout.scene.motion.isEmpty, let first = layout.result.states.first else { return nil }
        var simulator = GestureSimulator(scene: layout.scene, start: first)
        let timeline = simulator.run()
        let engine = LayoutEngine(scene: layout.scene, measurer: Pipeline.measurer.forScene(layout.scene))
        _ = engine.layout(device: layout.result.device)
        let frames = timeline.frames.map { frame in
            Dictionary(uniqueKeysWithValues: zip(timeline.scrollViews, frame.offsets))
        }
        let solved = engine.solveFrames(frames, device: layout.result.device)
        return GestureRun(timeline: timeline, states: solved.states, diagnostics: timeline.diagnostics + solved.diagnostics)
    }

    /// Draws every gesture file in memory (PNG output only; other formats have no animation).
    static func files(_ layout: SceneLayout, format: OutputFormat) throws -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        guard format == .png, let run = run(layout) else { return ([], []) }
        let scene = layout.scene
        var animated = scene
        animated.scale = animationScale
        let result = LayoutResult(device: layout.result.device, states: run.states, diagnostics: [])
        let options = Pipeline.renderOptions()
        let renderer = SceneRenderer(scene: animated, result: result, measurer: Pipeline.measurer, options: options)
        let stills = SceneRenderer(scene: scene, result: result, measurer: Pipeline.measurer, options: options)
        let text = [("Software", options.softwareVersion), ("Scene", scene.name)]
        let writer = APNGWriter(frameRate: scene.motion.frameRate, text: text, options: options.png)
        let names = names(scene)
        let screens = try run.states.indices.map { try renderer.screenPixels(state: $0) }
        var files = [RenderedFile(name: names.screen, bytes: try writer.encode(screens))]
        for id in run.timeline.scrollViews {
            let contents = try run.states.indices.map { try renderer.contentPixels(state: $0, scrollView: id) }
            files.append(RenderedFile(name: contentName(scene, scrollView: id), bytes: try writer.encode(contents)))
        }
        let picked = try Filmstrip.frameIndices(count: scene.motion.filmstripFrames, of: screens.count).map {
            try stills.screenPixels(state: $0)
        }
        let gap = Int((filmstripGap * scene.drawingScale(on: layout.result.device)).rounded())
        files.append(RenderedFile(name: names.filmstrip,
                                  bytes: try encodePNG(Filmstrip.compose(picked, gap: max(1, gap)), text: text, options: options.png)))
        files.append(RenderedFile(name: names.offsets, bytes: Array(run.timeline.csv().utf8)))
        return (files, run.diagnostics)
    }
}
