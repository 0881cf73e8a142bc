import TrellisModel

/// Interface Builder's canvas rounds a view's edges to the device's pixels at their place in the root view.
///
/// Trellis's engine, as the scene format documents UIKit, rounds each view's edges in its superview's coordinates.
/// The frames Xcode stores follow a different rounding: each edge rounded to the canvas's pixels (half a pixel up) at
/// its place in the root view, the frame then taken from the parent's rounded place there, as the whole-point rounding
/// of Xcode 7's fillEqually stacks already does (IBWholePointStacks). The two differ where a view's exact origin and
/// its parent's both fall between pixels. Measured on every document on disk (583 documents, 6,123 stored frames,
/// Xcode 6 to Xcode 26, 2x and 3x canvases): rounding at the root makes 83 more frames of 26 documents of 25 projects
/// equal to their stored frames to 0.05 pt, one of them a frame more within 0.5 pt; two frames of one document
/// (GenesisVision's TraderTableViewCell, Xcode 9.2) move from equal to half a point off, still within; rounding half a
/// pixel to the even pixel instead, as that document's 75.25-pt columns suggest, makes 289 frames worse.
/// The example: claucgmz's autoLayoutDemo (Xcode 9.2, 13771, 320 × 480 at 2x) stores a fillEqually column 437 tall
/// at y = 35 whose rows are 103.25 tall with 8-pt spacing; the second row's exact top is 146.25 in the root and its
/// bottom 249.5, so Xcode stores the row at 111.5,
/// 103 tall, and the four views pinned to its top and bottom 103 tall (146.5 to 249.5), where rounding in the row
/// (0 to 103.25) gives 103.5; and a view of the fourth row, sized equal to them, is stored at its rounded place.
/// Other course storyboards (egg timers, calculators, quizzes, stack view demos of Xcode 8 to 16) and app xibs
/// (Pocket Casts, The Blue Alliance, Stripe, IQKeyboardManager, Dash) gain the same half pixel. An earlier session's
/// probe on the corpora of the time found 6 frames of 4 documents worse; none of those is on disk to check.
enum IBPixelRoundingInRoot {
    /// `scene`, laid out from an Interface Builder document, marked as rounding its views' edges in the root view.
    static func rounded(_ scene: Scene) -> Scene {
        var result = scene
        result.roundsPixelsInRoot = true
        return result
    }
}
