/// Which Xcode versions simulate a full-screen presentation on the canvas.
extension IBCanvas {
    /// Whether a controller presented full screen (`fullScreen` or `overFullScreen`, IBPresentations) is laid out
    /// without the device's safe-area insets. Xcode does so from Xcode 14 (toolsVersion 21000): Xcode 14.1 and 14.2
    /// documents store such controllers' safe-area-pinned content flush with the screen's edges (a button 8 pt below
    /// the safe area's top at y = 8 on a 393 × 852 canvas). Earlier versions draw them like any other scene, under the
    /// status area and above the home indicator: three Xcode 11.5 storyboards of one app store controllers marked
    /// `fullScreen` with content 20 pt below the safe area's top at y = 64 and 25 pt above its bottom ending at 837
    /// (414 × 896: insets 44 and 34), an Xcode 13.0 storyboard stores a tab bar controller's child presented by a
    /// `fullScreen` segue above the 34-pt home indicator, and an Xcode 13.2 one a `fullScreen` navigation
    /// controller's bar at y = 44.
    var simulatesFullScreenPresentation: Bool { toolsVersion >= 21000 }
}
