/// The Mac Catalyst canvas, `<device id="mac" renderMode="macOS"/>`: a document drawn for the Mac idiom ("Optimize
/// Interface for Mac"). A gap in Trellis against UIKit's documented Mac idiom, not a copied Xcode quirk, so one project
/// is enough; its stored numbers fix what the documentation leaves open (the size classes, the scale):
/// - Apple's UIKit documentation ("Choosing a user interface idiom for your Mac app") says a Mac Catalyst app runs in
///   either the iPad idiom (Scale Interface to Match iPad) or the Mac idiom, `UIUserInterfaceIdiom.mac` (Optimize
///   Interface for Mac), whose controls look and behave like AppKit's and whose points are the size of an AppKit app's
///   points (no 77 % scaling); `UIUserInterfaceIdiom.mac` is the trait Interface Builder's `userInterfaceIdiom=mac`
///   variation keys name. Apple's pages found say nothing explicit about the Mac idiom's size classes.
/// - The stored document: BLeeEZ/amperfy Amperfy/Screens/View/PlayableTableCell.xib (toolsVersion 32700.99.1234, the
///   Xcode 15.3 plug-in 22684; not flagged), a 605 × 70 table cell on this canvas. Xcode applied its
///   `widthClass=regular`, `userInterfaceIdiom=mac` and `userInterfaceIdiom=mac-widthClass=regular` variations: the
///   title stack takes its mac variation (horizontal, fillEqually, spacing 8) and stores its labels (0, 8, 214.5, 22)
///   and (223, 11, 214.5, 16) in a 437-pt stack ((437 − 8) / 2); the container stored 437 wide = 605 − 16 − 80 − 72 needs
///   the constraint its `widthClass=regular` mask includes; the duration label is 40 wide, the
///   `userInterfaceIdiom=mac-widthClass=regular` constant, not the `widthClass=regular` 49 (the more specific key wins).
///   So the canvas is regular width (its height class shows in no key of the document; regular, as on an iPad and as
///   a Mac window that never becomes a compact phone, is assumed).
/// - Scale: a 12 × 12 symbol image (suit.heart.fill) is stored (2, 16, 12, 9.5), on half points, where the 3× grid of an
///   unknown phone gives (2, 15.33, 12, 9.33): the canvas has 2 pixels per point (Apple's pages found give no scale).
/// - Size: the canvas takes the first root's stored size when the document gives one (as for any id Trellis has no
///   row for; the Mac has no fixed screen); a xib's top-level view keeps its own stored size.
/// Not modelled (no documentation found, one project only): the 8-pt top and bottom content margins the same cell's
/// content view shows (an image pinned to the top margin stored at y = 8, a progress view pinned to the bottom margin
/// at y = 42 = 70 − 8 − 20, where iOS cells have 11), Mac controls' AppKit metrics, the window's safe area and title bar.
/// Other `renderMode` values and other idioms' keys (`userInterfaceIdiom=pad`, `=phone`) are left as before. The gate is
/// the device element itself, not a toolsVersion: only Xcode 12 and later (the Mac idiom came with iOS 14) write it.
enum IBMacCanvas {
    /// Xcode's device id of the Mac Catalyst canvas.
    static let deviceID = "mac"
    /// 2 pixels per point (the stored half points above).
    static let scale = 2.0
    /// The idiom value `userInterfaceIdiom=` variation keys give this canvas.
    static let idiom = "mac"

    /// Whether a document's `<device>` is the Mac canvas drawn in the Mac idiom: id `mac` with `renderMode="macOS"`, the
    /// only form the corpora show (one document); any other render mode is left to the unknown-id canvas.
    static func applies(to device: XMLElement?) -> Bool {
        device?["id"] == deviceID && device?["renderMode"] == "macOS"
    }
}
