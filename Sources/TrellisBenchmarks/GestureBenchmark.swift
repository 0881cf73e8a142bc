import Foundation
import TrellisModel
import TrellisLayout
import TrellisMotion
import TrellisRender
import TrellisScene

/// `TrellisBenchmarks gesture [SCENE]`: simulates the scene's `gestures:`, then times the frame solves (one re-solve
/// with new offsets per frame on the built engine) and the screen animation's APNG at 1 pixel per point, as
/// `trellis render` writes it: drawing every frame, then encoding; medians of 5 runs.
func runGestureBenchmark(_ arguments: [String]) -> Int32 {
    let path = arguments.first ?? "Samples/nested-scroll-pager.yaml"
    guard let scene = try? SceneLoader.load(contentsOf: path).scenes.first, !scene.motion.isEmpty else {
        printError("\(path): no scene with gestures")
        return 1
    }
    let measurer = PangoTextMeasurer()
    var solveTimes: [Double] = [], drawTimes: [Double] = [], encodeTimes: [Double] = []
    var frameCount = 0, bytes = 0
    for _ in 0..<5 {
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        guard let device = engine.devices.first else { return 1 }
        let result = engine.layout(device: device)
        guard let first = result.states.first else { return 1 }
        var simulator = GestureSimulator(scene: scene, start: first)
        let timeline = simulator.run()
        let frames = timeline.frames.map { Dictionary(uniqueKeysWithValues: zip(timeline.scrollViews, $0.offsets)) }
        var start = nowNanoseconds()
        let solved = engine.solveFrames(frames, device: device)
        solveTimes.append(Double(nowNanoseconds() - start) / 1e6)
        frameCount = solved.states.count
        // Drawn at 1 pixel per point, as `trellis render` draws animations.
        var animated = scene
        animated.scale = 1
        let renderer = SceneRenderer(scene: animated, result: LayoutResult(device: device, states: solved.states, diagnostics: []),
                                     measurer: measurer)
        start = nowNanoseconds()
        guard let screens = try? solved.states.indices.map({ try renderer.screenPixels(state: $0) }) else { return 1 }
        drawTimes.append(Double(nowNanoseconds() - start) / 1e6)
        start = nowNanoseconds()
        guard let apng = try? APNGWriter(frameRate: scene.motion.frameRate).encode(screens) else { return 1 }
        encodeTimes.append(Double(nowNanoseconds() - start) / 1e6)
        bytes = apng.count
    }
    print("gesture \(path): \(frameCount) frames at \(formatLayoutNumber(scene.motion.frameRate)) fps")
    print(String(format: "  solve all frames: %.1f ms (%.3f ms per frame), median of 5", median(solveTimes),
                 median(solveTimes) / Double(max(1, frameCount))))
    print(String(format: "  screen APNG: drawing the frames %.0f ms, encoding %.0f ms, written in %.0f ms; %d bytes; medians of 5",
                 median(drawTimes), median(encodeTimes), median(zip(drawTimes, encodeTimes).map { $0 + $1 }), bytes))
    return 0
}
