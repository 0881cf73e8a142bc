import TrellisModel

/// Xcode 6 and 7 documents with size classes: the frames are the base configuration's, "w Any h Any".
///
/// Xcode 6 and 7 (toolsVersion below 11000) named no `<device>`: with size classes on (`useTraitCollections="YES"`)
/// Interface Builder edited and stored every scene in the base configuration, Any width and Any height (the
/// 600 × 600 canvas of Apple's Xcode 6 "Size Classes Design Help"), and kept what another configuration changes in a
/// `<variation>` of its own: a view's frame there in its own `<rect>`, a view or constraint installed only there in
/// the `default` variation's exclude mask. So only `default` (and keys that say `any`) apply to the stored frames,
/// whatever phone the canvas is otherwise taken for. Measured: an Xcode 6.3 storyboard (toolsVersion 7706) stores an
/// image view installed only in compact width and regular height at its base frame (0, 0, 240, 128) and its frame in
/// that configuration, 400 × 800, inside the `heightClass=regular-widthClass=compact` variation; an Xcode 6.0 save
/// (6205) stores a label installed only in compact width at the placeholder frame (0, -21, 42, 21) that Xcode gives
/// a view the base configuration does not install, where laying it out in compact width puts it at (16, 28).
enum IBAnyAnyCanvas {
    /// Whether the document's stored frames are the Any/Any configuration's: no `<device>`, size classes on.
    static func applies(to document: XMLElement) -> Bool {
        document.child("device") == nil && document.flag("useTraitCollections") == true
    }

    /// The side of the Any/Any canvas.
    static let side = 600.0

    /// The height of the screen a view controller's root is laid out on in an Any/Any document: the 600-pt canvas
    /// itself when the root spans its width down to its bottom, else nil (the phone's screen).
    ///
    /// Xcode 6 and 7 draw a controller's simulated bars on the Any/Any canvas, a tab bar or toolbar at its bottom, so
    /// the bottom layout guide's top is the bar's top, 600 − 49 = 551 under a tab bar; the phone the canvas is
    /// otherwise taken for (375 × 667) would leave a 600-pt root no bottom inset at all. Measured in two documents of two
    /// projects: TPKeyboardAvoiding's sample storyboard (Xcode 7.2, toolsVersion 9532) stores the scroll views of two
    /// tabs of a tab bar controller, pinned to the bottom layout guide's top, ending at y = 551; objc.io's issue-21
    /// core-image-explorer storyboard (Xcode 6.1, toolsVersion 6724) stores a tab's collection view pinned there at y = 451, 100 tall.
    static func screenHeight(root stored: Rect, isAnyAny: Bool) -> Double? {
        guard isAnyAny, stored.width == side, stored.maxY == side else { return nil }
        return side
    }

    /// The height of a root stored at y = 0 below opaque bars on the Any/Any canvas (IBRootPlacement.belowOpaqueBars):
    /// the 600-pt canvas less the bars, where the root is stored 600 wide at that height; else nil. The opaque-bar
    /// rule read against the canvas Xcode drew, not the phone's 667 pt (declared one-document extension, measured:
    /// sowenjub's scroll-view tutorial, Xcode 6.1, toolsVersion 6250, stores two controllers pushed under an opaque
    /// navigation bar as 600 × 536 roots at y = 0 with scroll views pinned to both layout guides at (0, 0, 600, 536);
    /// the stack's root is stored at y = 64. No other document on disk moves.)
    static func heightBelowBars(stored: Rect, top: Double, bottom: Double, context: IBDocumentContext) -> Double? {
        guard context.isAnyAny, stored.width == side else { return nil }
        let below = side - top - bottom
        return below > 0 && stored.height == below ? below : nil
    }
}
