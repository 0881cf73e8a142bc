/// The height of the screen a controller's root is laid out below opaque bars on (IBRootPlacement.belowOpaqueBars):
/// the canvas's, or, for a controller simulated at a freeform size saved with `<size key="freeformSize">` (Xcode 10
/// on, IBFreeformScreen), that size's height. UIKit lays a controller's view out below an opaque navigation bar and
/// above an opaque bottom bar (`extendedLayoutIncludesOpaqueBars` is off by default, Apple's documentation of
/// UIViewController), and Xcode lays a freeform controller out in a window of its own size (IBFreeformWindow), so the
/// root is the freeform height less the bars.
///
/// Measured: RowanHisham's iMessenger storyboard (Xcode 10.1, toolsVersion 14460, 375 × 667) simulates a sign-up
/// controller at a freeform 375 × 743 under an opaque simulated navigation bar and stores its root 375 × 679 =
/// 743 − 64 at y = 0, with a button pinned 64 pt below the safe area's top at y = 64 and the form chained below it:
/// no top inset, the root lying below the 20-pt status bar and the 44-pt bar. Laid out in the 743-pt window with the
/// bars inside the root, every one of the eight views sat 64 pt lower. Only a root stored at exactly that height is
/// moved; no other document on disk has a freeform controller under an opaque bar.
enum IBFreeformOpaqueBars {
    /// The screen height for `root`: its controller's freeform height when it has one, else `canvas`.
    static func screenHeight(of root: IBSceneRoot, canvas: Double) -> Double {
        guard let size = root.controller?.child(key: "freeformSize"), size.name == "size",
              let height = size["height"].flatMap(Double.init), height > 0 else { return canvas }
        return height
    }
}
