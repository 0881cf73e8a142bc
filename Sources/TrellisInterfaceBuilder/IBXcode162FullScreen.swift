import TrellisModel

/// Xcode 16.2 and later (toolsVersion 23700 on) no longer lay a controller presented full screen (`fullScreen` or
/// `overFullScreen`, IBPresentations) out without the device's insets, as Xcode 14.3 to 16.1 do
/// (IBCanvas.simulatesFullScreenPresentation): on a notched portrait phone it keeps the device's insets once, not
/// doubled as its other scenes are (IBRootPlacement.canvasInsets). Measured, two course projects by two people (the
/// same course, Yandex Practicum's ImageFeed): an Xcode 16.2 save (toolsVersion 23727, 393 × 852) stores a `fullScreen`
/// controller's scroll view pinned to the safe area at y = 59, 759 tall (to 852 − 34), a button 8 pt below the safe
/// area's top at y = 67 and one 17 pt above its bottom ending at 801; an Xcode 26.0 save (24128, 393 × 852) a back
/// button 9 pt below the safe area's top at y = 68 and a share button 711 pt below it at 770. An Xcode 15.3 save of
/// the same layout (plug-in 22684) still stores its `fullScreen` scroll view pinned 20 pt outside the safe area at
/// y = −20 (no insets). Landscape and phones without a sensor housing are not measured and keep no insets.
enum IBXcode162FullScreen {
    /// The safe-area insets of a controller presented full screen, before its own bars.
    static func insets(on canvas: IBCanvas, statusBar: Bool) -> Insets {
        guard canvas.toolsVersion >= 23700, !canvas.isLandscape, canvas.notchTop > 0, !canvas.isPad else { return .zero }
        return canvas.deviceInsets(statusBarShown: statusBar)
    }
}
