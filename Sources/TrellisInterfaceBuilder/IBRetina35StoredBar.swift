/// A navigation controller's bar stored 50 pt tall on the 320 × 480 phone canvas (`retina3_5`, the iPhone 4s) by
/// Xcode 11.4 to 12 (toolsVersion 16000–17999): the controllers it shows are laid out under the phone's 44-pt bar,
/// not under the stored 50, while the bar itself stays listed at its stored 50.
///
/// Trellis otherwise counts a navigation controller's `<navigationBar>` frame as Xcode stored it (IBSceneCatalog; 50 is
/// the iPad's bar of IBNavigationBarHeight). Measured in two storyboards of two unrelated projects, neither flagged (no
/// `misplaced="YES"`), both portrait `retina3_5`, where these Xcode versions simulate no status bar on a phone with a
/// home button (IBCanvas.statusBar):
/// - simonitalia's VirtualTourist Main.storyboard (toolsVersion 16097, Xcode 11.4–11.5, a Udacity course project): its
///   navigation controller's bar is stored at (0, 0, 320, 50); the root's map view, pinned to the safe area's top and
///   the view's bottom, is stored at (0, 44, 320, 436), and a pushed controller's container view pinned to the safe
///   area's top at (0, 44, 320, 200), the collection view below it at y = 244, 192 tall down to a 44-pt toolbar at 436.
/// - nuno-caseiro's smarthome-swift-ios Main.storyboard (toolsVersion 17506, Xcode 12.3–12.4, a student's home
///   automation app): three navigation controllers, tabs of a tab bar controller, store their bars at (0, 0, 320, 50);
///   their roots' and pushed controllers' views pinned to the safe area's top are stored at y = 44 (a sensor form's
///   view at (0, 44, 320, 387), three "HomeName" header views 5 pt below it at y = 49), 20 frames in six scenes, each
///   6 pt above where a 50-pt bar puts it.
/// Why Xcode stores the bar 50 tall there is not known (the iPad's height; these Xcode versions have no iPhone 4s in
/// their device list, so the canvas may be laid out on a fallback device). Other phone canvases, other heights, other
/// Xcode versions and xib navigation controllers (IBXibContainers) keep the stored height: none on disk.
enum IBRetina35StoredBar {
    /// Xcode 11.4 to 12 (toolsVersion 16000–17999); measured at 16097 and 17506.
    static let toolsVersions = 16000...17999

    /// The height the bar gives the controllers it shows: the canvas's standard bar (44) for a bar stored 50 tall on a
    /// portrait `retina3_5` canvas of these versions; else `stored` itself.
    static func layoutHeight(stored: Double?, canvas: IBCanvas) -> Double? {
        guard applies(stored: stored, canvas: canvas) else { return stored }
        return IBNavigationBarHeight.standard(canvas: canvas)
    }

    /// Whether a bar stored `stored` tall on `canvas` is such a bar.
    static func applies(stored: Double?, canvas: IBCanvas) -> Bool {
        stored == 50 && canvas.deviceID == "retina3_5" && !canvas.isLandscape && !canvas.isPad
            && toolsVersions.contains(canvas.toolsVersion)
    }
}
