/// UIKit's system minimum layout margins (`UIViewController.systemMinimumLayoutMargins`): the leading and trailing
/// margins UIKit gives a view controller's root view, and that table views give their cells' content.
///
/// Apple documents only "16 or 20 points"; the width that decides is taken from measurements (the evidence is listed
/// in docs/scene-format.md, Layout margins):
/// - 16 points on screens up to 375 points wide (iPhone SE, 8, X/XS/11 Pro, 12/13 mini): the iPhone 8's root margin
///   16 (useyourloaf 2017; J.-D. Peirolo, "How UILayoutGuide can help you manage UI complexity", 2020);
/// - 20 points on anything wider: the iPhone 12's root view in portrait measured at 20 (Peirolo 2020), Xcode's stored
///   frames of table view controllers (whose root view is the table) on 390 × 844 canvases with their cells' content
///   20 points in (UIKit Apprentice Checklists, Xcode 12.4; a Twitter clone, Xcode 13), and 20 on every 414-point
///   phone and iPad (Xcode's stored frames of stacks pinned to the root's margins at x = 20 on 414 × 896, Xcode 12
///   to 15).
/// The top and bottom minimum is 0. In landscape the width is the long side, so every phone gets 20 there.
public enum SystemLayoutMargins {
    /// The widest screen, in points, whose root view still gets the narrow 16-point margins.
    public static let narrowWidthLimit = 375.0

    /// The leading and trailing system minimum margin of a root view that wide, in points.
    public static func side(forWidth width: Double) -> Double {
        width > narrowWidthLimit ? 20 : 16
    }

    /// The system minimum margins of a root view that wide: `side(forWidth:)` leading and trailing, 0 top and bottom.
    public static func minimum(forWidth width: Double) -> Insets {
        let side = side(forWidth: width)
        return Insets(top: 0, left: side, bottom: 0, right: side)
    }

    /// A root view's `margins` raised, side by side, to the system minimum of a root view that wide
    /// (`viewRespectsSystemMinimumLayoutMargins`).
    public static func raised(_ margins: Insets, forWidth width: Double) -> Insets {
        let minimum = minimum(forWidth: width)
        return Insets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                      bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
}
