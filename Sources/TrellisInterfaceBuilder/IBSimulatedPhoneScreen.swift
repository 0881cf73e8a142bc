import TrellisModel

/// The screen a view controller's root is laid out on in a document of Xcode 5 to 7 (no `<device>`) when the
/// controller simulates a phone of its own and its root is stored at that phone's screen size.
///
/// The Simulated Metrics of a controller in those documents name its screen (`<simulatedScreenMetrics
/// key="simulatedDestinationMetrics" type="retina55"/>`, Size: iPhone 5.5-inch); Interface Builder shows that scene on
/// that phone, so its bottom layout guide lies at the root's own bottom, not at the bottom of the phone the document
/// is otherwise taken for (the one its first root fills, else 375 × 667). Measured in one document, with the Simulated
/// Metrics rule it follows: 0xff23's PitchPerfect storyboard (Xcode 7.2, toolsVersion 9532), whose first root is the
/// 600 × 600 Any/Any canvas, stores a retina55 controller's root 414 × 736 and its vertical fill-equally stack of four
/// rows, pinned to the top layout guide's bottom under a navigation bar and to the bottom layout guide's top, at
/// (20, 64, 374, 672) with rows of 168: down to 736. Laid out against the 667-pt phone it would end at 667.
/// A root stored below an opaque top bar is that phone's screen less the bar: as wide as the screen, from its stored
/// y down to the screen's bottom (a declared one-document extension, sixty-seventh session: oscarklee's Gallery
/// storyboard, Xcode 7.2, toolsVersion 9532, has two retina55 controllers under an opaque navigation bar whose roots
/// are stored at (0, 64, 414, 672), and a collection view and a plain view pinned to the root's top and the bottom
/// layout guide stored 672 tall, to the root's bottom; laid out against the 667-pt phone they were 603 tall).
/// A root stored at another size than its simulated phone's keeps the document's canvas (a freeform one:
/// IBFreeformScreen).
enum IBSimulatedPhoneScreen {
    /// The phone screens (portrait) that `simulatedDestinationMetrics` names in Xcode 5 to 7 documents.
    static let screens: [String: Size] = [
        "retina35": Size(width: 320, height: 480),
        "retina4": Size(width: 320, height: 568),
        "retina47": Size(width: 375, height: 667),
        "retina55": Size(width: 414, height: 736),
    ]

    /// The height of the screen `root`, stored at `stored`, is laid out on: its own bottom when its controller
    /// simulates a phone whose screen it fills from its stored y down (either way up), in a document older than
    /// Xcode 8; else nil.
    static func height(of root: IBSceneRoot, stored: Rect, toolsVersion: Int) -> Double? {
        guard toolsVersion < 11000, !root.isFreeform, stored.minY >= 0,
              let metrics = root.controller?.child(key: "simulatedDestinationMetrics"),
              metrics.name == "simulatedScreenMetrics", let type = metrics["type"], let screen = screens[type]
        else { return nil }
        let fits = (stored.width == screen.width && stored.maxY == screen.height)
            || (stored.width == screen.height && stored.maxY == screen.width)
        return fits ? stored.maxY : nil
    }
}
