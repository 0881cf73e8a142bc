import TrellisModel

/// The phone a document of Xcode 5 or 6 without a `<device>` is laid out on when its first root fills no phone's
/// screen: the one its default simulated metrics name.
///
/// Such documents (no size classes) keep the size Interface Builder shows their scenes at in
/// `<simulatedMetricsContainer key="defaultSimulatedMetrics">`, as `<simulatedScreenMetrics key="destination"
/// type="retina4"/>` (Simulated Metrics, Size: Inferred, then the document's 4-inch screen). The canvas is otherwise taken
/// from the first root's stored size, which names no screen when that root lies below a bar (320 × 504 under a
/// navigation bar) or is a widget. Measured in one document, with the Simulated Metrics rule it follows: 0akl3y's
/// MemeMe storyboard (Xcode 6.2, toolsVersion 6751) stores its first root 320 × 504 at y = 0, a controller whose
/// edgesForExtendedLayout has no top edge under a navigation bar on the 320 × 568 screen (568 − 64), and an image
/// view pinned to its top layout guide at y = 0; laid out on the 375 × 667 fallback phone the root was taken for a
/// root of its own size and the image view put 64 pt down. Only a first root as wide as the named screen and no taller
/// takes it (a taller freeform root keeps the rules of IBFreeformScreen).
enum IBDefaultSimulatedScreen {
    /// The size the canvas is chosen from: the named screen's for a first root that fits it and fills no phone's
    /// screen, else the first root's own.
    static func canvasRootSize(document: XMLElement, firstRoot: Size?) -> Size? {
        guard document.child("device") == nil, let root = firstRoot,
              let metrics = document.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")?
                .child("simulatedScreenMetrics", key: "destination"),
              let type = metrics["type"], let screen = IBSimulatedPhoneScreen.screens[type] else { return firstRoot }
        let fillsAScreen = IBSimulatedPhoneScreen.screens.values.contains { phone in
            (phone.width == root.width && phone.height == root.height) || (phone.width == root.height && phone.height == root.width)
        }
        guard !fillsAScreen, root.width == screen.width, root.height > 0, root.height < screen.height else { return firstRoot }
        return screen
    }
}
