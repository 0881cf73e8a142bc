import TrellisModel

/// Reading Xcode's geometry elements: `<rect>`, `<edgeInsets>`, `<directionalEdgeInsets>`.
enum IBGeometry {
    /// The element's stored frame (`<rect key="frame">`).
    static func rect(_ element: XMLElement) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        let width = rect.number("width") ?? 0, height = rect.number("height") ?? 0
        return Rect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: max(0, width), height: max(0, height))
    }

    /// `layoutMargins` or `directionalLayoutMargins` (leading and trailing as left and right, left to right).
    static func margins(_ element: XMLElement) -> Insets? {
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return Insets(top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                          bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return Insets(top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                          bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        }
        return nil
    }

    /// The widest a readable content guide gets at the default text size (Large), in points.
    static let readableWidth = 672.0

    /// The layout margins of a view with `layoutMarginsFollowReadableWidth="YES"` ("Follow Readable Width"): UIKit
    /// derives its left and right margins from its readable content guide, its layout margins guide narrowed to at most
    /// 672 pt and centred; a narrower view keeps its margins (measured: a 445-pt stack in a cell on a 414-pt canvas
    /// that follows the readable width keeps its own 10-pt margins; the 16 and 20 pt measured earlier at the sides of
    /// readable-width top-level views are a controller root's system minimum, IBRootPlacement). `width` is the view's
    /// stored width, so on an iPad the readable column narrows the margins the view was designed with.
    static func readableMargins(_ margins: Insets, width: Double) -> Insets {
        var result = margins
        let extra = max(0, (width - result.left - result.right - readableWidth) / 2)
        result.left += extra
        result.right += extra
        return result
    }
}
