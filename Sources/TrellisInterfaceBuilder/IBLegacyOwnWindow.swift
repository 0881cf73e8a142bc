import TrellisModel

/// Xcode 9 and 10 (toolsVersion 13000–14799) lay a root of its own size out, on a notched phone's portrait canvas, in
/// a window of that size: the device's whole top and bottom insets (the sensor housing's 44 and the home indicator's
/// 34), not only the part of the screen's insets the root would overlap at the screen's top-left corner.
///
/// Measured on two documents of two projects, each a root shorter than the screen with content pinned to its safe
/// area's bottom or centre:
/// - AdGuard's ToastView.xib (Xcode 10.2, toolsVersion 14490, `retina6_1`): a freeform 414 × 80 top-level view stores
///   a 50-pt label centred on its safe area at y = 20, a centre of 45 = (44 + 80 − 34) / 2; the overlapped part of the
///   screen (44 at the top, nothing at the bottom) would centre it at 62, y = 37.
/// - SuranieTrafficCast's iPhoneXSafeAreaTest storyboard (Xcode 9.1, 13529, `retina5_9`): the 375 × 112 child of a
///   container view stores a 40-pt button pinned 28 pt above its safe area's bottom ending at y = 50 = 112 − 34 − 28,
///   and pinned 34 pt above its top margin at y = 10 = 44 − 34; the overlapped part would stretch it to 74 pt.
///
/// Both agree with the device's whole insets, as a xib view wider than the screen (IBXibViewSafeArea) and a freeform
/// controller from Xcode 12 (IBFreeformWindow) get them. Later versions differ: Xcode 11.4 to 13.2 saves of freeform
/// xib views on the 414 × 896 canvas (five documents of four projects) and an Xcode 13 container child store content
/// pinned to the safe area's bottom flush with the root's bottom, the top-left placement. Only the two measured kinds
/// are concerned (a xib's freeform top-level view, a controller sized by a container view); a freeform controller shorter
/// than the screen is not measured in these versions, nor are canvases without a notch, whose freeform and contained
/// roots lose the status bar (IBEmbeddedChildStatusBar) and have no other inset.
enum IBLegacyOwnWindow {
    static let versions = 13000..<14800

    /// Whether a xib's top-level view of `size` is laid out in a window of its own size.
    static func appliesToXibView(freeform: Bool, size: Size, canvas: IBCanvas, toolsVersion: Int) -> Bool {
        freeform && covers(size: size, canvas: canvas, toolsVersion: toolsVersion)
    }

    /// Whether a storyboard controller's root, stored `size` at the canvas's origin, is laid out in a window of its own
    /// size: a controller sized by a container view.
    static func applies(to root: IBSceneRoot, size: Size, context: IBDocumentContext) -> Bool {
        root.isEmbedded && context.usesSafeAreas && covers(size: size, canvas: context.canvas, toolsVersion: context.toolsVersion)
    }

    private static func covers(size: Size, canvas: IBCanvas, toolsVersion: Int) -> Bool {
        versions.contains(toolsVersion) && canvas.hasHomeIndicator && size.width <= canvas.size.width
            && size.height < canvas.size.height
    }
}
