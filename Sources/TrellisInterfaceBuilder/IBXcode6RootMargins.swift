import TrellisModel

/// The side margins Xcode 6 (the iOS 8 SDK) gives a view controller's root.
///
/// iOS 8 gave a controller's root view 16-pt side margins on the phones and on Interface Builder's 600 × 600
/// Any/Any canvas; the 20-pt margins of wider roots came with Xcode 7's iOS 9 SDK. Measured on Xcode 6 storyboards
/// of three projects, all on the 600 × 600 canvas: an Xcode 6.1 save (toolsVersion 6249) stores a text field and a
/// label pinned to the root's leading and trailing margins at x = 16, 568 wide; an Xcode 6.0 save (6245) a view
/// pinned to them at x = 16, 568 wide; an Xcode 6.3 save (7515) five labels at x = 16, 568 wide; a further Xcode 6.1
/// save (6249) a slider at 16 pt (x = 14 with its alignment rectangle). Xcode 7 saves (toolsVersion 8000 on: 9059,
/// 10117) of the same canvas store 20, so the rule ends at Xcode 7.0. The 414-pt iPhone 6 Plus canvas (retina55)
/// has 16 in Xcode 6 too, though iOS 8 devices of that width run with 20: measured on two Xcode 6.3 storyboards of
/// two projects (toolsVersion 7702 and 7706, 414 × 736 roots): a scroll view pinned 16 pt outside the root's side
/// margins (`leadingMargin` − 16) stored at x = 0, 414 wide, and two buttons pinned 96 pt after the leading margin
/// stored at x = 112 beside a view pinned 21 pt past the trailing margin ending at 419; no Xcode 6 document on disk
/// stores 20 there. Phones up to 375 pt have 16 by the per-width rule anyway; iPad canvases and other widths keep
/// the per-width rule (not measured in Xcode 6 documents).
enum IBXcode6RootMargins {
    /// The first toolsVersion of Xcode 7 (the iOS 9 SDK); earlier saves are Xcode 6 (6xxx and 7xxx builds).
    static let xcode7 = 8000

    /// The root widths the 16-pt side margin is measured on: the 600-pt Any/Any canvas and the 414-pt iPhone 6 Plus.
    static let measuredWidths: Set<Double> = [600, 414]

    /// The side margin of a root `width` points wide in a document saved with `toolsVersion`, or nil when the
    /// per-width rule holds.
    static func side(toolsVersion: Int, width: Double) -> Double? {
        guard toolsVersion > 0, toolsVersion < xcode7, measuredWidths.contains(width) else { return nil }
        return 16
    }

    /// Applies the 16-pt side margin to a scene's root (its own margins where larger), in place of the system
    /// minimum the layout would raise it to. A root that follows the readable width, or whose controller turns the
    /// system minimum off, is left as it is.
    static func apply(to scene: inout Scene, root: IBSceneRoot, width: Double, toolsVersion: Int) {
        guard scene.respectsSystemMinimumMargins, root.element.flag("layoutMarginsFollowReadableWidth") != true,
              let side = side(toolsVersion: toolsVersion, width: width) else { return }
        scene.margins.left = max(scene.margins.left, side)
        scene.margins.right = max(scene.margins.right, side)
        scene.respectsSystemMinimumMargins = false
    }
}
