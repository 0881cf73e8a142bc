/// Xcode 8's canvas keeps a compact-width phone's 20-pt status bar in landscape.
///
/// From iOS 8 a phone hides its status bar in landscape (a compact-height trait collection), and Trellis does the same
/// for phone canvases of every other Xcode (IBCanvas.statusBar). Documents saved by Xcode 8.3 (toolsVersion 12118 to
/// 12121) and 8.2 (11762) on a phone canvas turned sideways store the top layout guide's bottom 20 pt down instead.
/// Measured on two unflagged documents of two projects, both toolsVersion 12121, each a view controller without bars:
/// - hummatli's swift-ios-sample-apps ExerciseAutoLayout (retina3_5, 480 × 320): a 99-pt view pinned to the top
///   layout guide's bottom is stored at y = 20;
/// - nsalleron's iOS-Development "week 1 - Color" (retina4_0, 568 × 320): a view pinned 15 pt below the guide is
///   stored at y = 35, its bottom 72 pt above the bottom guide (212.5 tall on the 2× grid), and a stepper whose top is
///   the view's at y = 35, a label centred on the stepper at y = 39.
/// Without the status bar both documents put those views 20 pt higher. Extended to Xcode 8.0–8.2 on one document,
/// measured blind: qiao-zhang's iOS-Programming-BNR Homepwner storyboard (Xcode 8.2, toolsVersion 11762, `retina4_7`
/// in landscape, 667 × 375, not flagged) stores a pushed controller's stack pinned 8 pt below the top layout guide at
/// y = 72 = 20 + 44 + 8 under its navigation controller's bar, stored 44 tall (4 frames). No phone document of
/// another Xcode in the corpora stores a landscape status bar (the Xcode 16.2 and 26 landscape tops are
/// IBXcode162LandscapeTop); Xcode 8.0 and 8.1 are unmeasured.
///
/// The Plus phones (414 pt wide in portrait: regular width in landscape, like the canvas's iPads in size class) show
/// none in Xcode 8, as iOS 8 does on every phone turned sideways. One document, measured blind: AnasAlmomany's SKTiled
/// Main.storyboard (Xcode 8.3, toolsVersion 12121, `retina5_5` in landscape, 736 × 414, not flagged) stores two labels
/// pinned 12 pt below the top layout guide and 8 pt below the first at y = 12 and 32 (under a status bar, 32 and 52).
/// The compact-width phones above are the three measured with the bar.
///
/// Documents of Xcode 5 and older (iOS 7 and earlier) keep it too, as those systems did: the hidden landscape status
/// bar came with iOS 8 (UIViewController's `prefersStatusBarHidden`: "for apps linked against iOS 8 or later, this
/// method returns true if the view controller is in a vertically compact environment"). Measured blind on one
/// document (cokecoffe's ios-demo CorePlotDemo, Xcode 4.3, toolsVersion 2182, no Auto Layout, not flagged): three
/// tab roots simulated `landscapeRight` on the 480 × 320 phone are stored at (0, 20, 480, 251), under the 20-pt bar
/// and above the 49-pt tab bar (320 − 20 − 49 = 251); without the status bar they lie at y = 0.
enum IBLandscapeStatusBar {
    /// Xcode 8's toolsVersions (11000 to 12999: 8.2 is 11762, 8.3 is 12118 to 12121).
    static let toolsVersions = IBToolsVersion.xcode8

    /// Documents of Xcode 5 and older (toolsVersion below 6000; Xcode 6.0 is 6211), made for iOS 7 and earlier.
    static let beforeIOS8 = 1..<6000

    /// Whether a phone canvas in landscape keeps the 20-pt status bar (`compactWidth`: the phone is compact in width
    /// in landscape, narrower than 414 pt in portrait).
    static func shown(toolsVersion: Int, compactWidth: Bool) -> Bool {
        (toolsVersions.contains(toolsVersion) && compactWidth) || beforeIOS8.contains(toolsVersion)
    }
}
