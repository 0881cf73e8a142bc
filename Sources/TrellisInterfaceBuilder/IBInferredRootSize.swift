import TrellisModel

/// A storyboard controller's root view stored at Xcode 6–7's 600 × 600 Any/Any canvas: from Xcode 8 a controller's
/// simulated size is inferred from the device the canvas shows unless it is set to freeform (Xcode's Attributes
/// inspector, Simulated Metrics, Size: Inferred), or is the phone its Simulated Metrics name in a document Xcode 8
/// saved in the older format, without a `<device>` (`<simulatedScreenMetrics key="simulatedDestinationMetrics"
/// type="retina4_0.fullscreen"/>`); Interface Builder lays the root out at that screen's size whatever rectangle the
/// document keeps for it.
///
/// Measured in two documents of two projects, neither flagged misplaced, each storing its roots at the 600 × 600 of
/// Xcode 6–7's Any/Any canvas and their subviews laid out on the phone:
/// - ostelco's iOS client, ostelco-ios-client/Storyboards/EKYC.storyboard (toolsVersion 14490.70, Xcode 10.2,
///   `retina5_9`, layout guides rather than safe areas): six roots at (0, 0, 600, 600), their 67 subviews on the
///   375 × 812 screen with the iPhone X's insets: labels 29 pt below the top layout guide at y = 73 (44 + 29), buttons
///   20 pt above the bottom guide ending at 758 (812 − 34 − 20), views 24 pt from both sides 327 wide (375 − 48).
///   Laid out at the stored 600 × 600 they come out 552 wide (600 − 48).
/// - tidepool's mobile-ios, Nutshell/Base.lproj/Celebration.storyboard (toolsVersion 12118, Xcode 8.1, no `<device>`,
///   Simulated Metrics `retina4_0.fullscreen`, no status bar): a 320 × 480 view centred in the root is stored at
///   (0, 44): centred in 320 × 568, where 600 × 600 gives (140, 60).
/// No other document of this session's sets stores such a root. Only a root stored at that 600 × 600 is taken for
/// stale (a root of another size keeps it, as IBFreeformWindow describes); phones only (iPad sheets and popovers keep
/// sizes of their own); controllers neither freeform (a `<freeformSimulatedSizeMetrics>` or a `<size
/// key="freeformSize">`) nor embedded in a container view. The root's stored frame is still the one the
/// misplaced-view check compares.
enum IBInferredRootSize {
    /// Xcode 8 (toolsVersion 11000), the first version whose documents name the device their frames were laid out on.
    static let since = 11000

    /// The rectangle both documents keep for their roots: Xcode 6–7's Any/Any canvas, 600 × 600 at the origin. A root of
    /// another size without a freeform size keeps it (IBFreeformWindow's rule for the safe area it overlaps).
    static let staleCanvas = Rect(x: 0, y: 0, width: 600, height: 600)

    /// The screen a controller root stored at `stored` is laid out on instead, or nil when it keeps its stored size.
    static func screen(stored: Rect, root: IBSceneRoot, context: IBDocumentContext) -> Size? {
        let canvas = context.canvas
        guard context.isStoryboard, context.toolsVersion >= since, !canvas.isPad,
              root.bars != nil, let controller = root.controller, !root.isFreeform, !root.isEmbedded,
              controller.child(key: "freeformSize") == nil, stored == staleCanvas else { return nil }
        let screen: Size?
        if canvas.namesDevice {
            screen = canvas.size
        } else if let metrics = controller.child(key: "simulatedDestinationMetrics"), metrics.name == "simulatedScreenMetrics",
                  let type = metrics["type"], type.hasSuffix(".fullscreen") {
            screen = IBCanvas.phoneScreen(id: String(type.dropLast(".fullscreen".count)))
        } else {
            screen = nil
        }
        guard let screen, screen != staleCanvas.size else { return nil }
        return screen
    }
}
