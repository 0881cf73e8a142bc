import TrellisModel

/// SF Symbols (`catalog="system"`) shown by image views and buttons: the alignment rectangle insets UIKit gives a
/// symbol image, which move the frame Xcode stores around the rectangle Auto Layout places.
///
/// A symbol image is typographic: its alignment rectangle is the line box of the system font at the symbol's point
/// size (ascender + descender), centred on the glyph, while the image itself is the glyph's size
/// (`UIImage.alignmentRectInsets`; measured by others on iOS: chevron.compact.down at 64 pt, medium scale, is an image of
/// 70.33 × 25.67 with insets top −25 and bottom −25.67, an alignment height of 76.33 = 1.193 × 64, and left and right
/// 0; Apple Developer Forums thread 716773). The glyph outlines are not available to Trellis, so:
///
/// - where the constraints give the alignment rectangle a length (a required size constraint of the view's own, or
///   both edges pinned to the superview's stored frame: IBSymbolConstraints), the difference between that length
///   and the stored frame is Xcode's own inset total on that axis, split equally between both edges
///   (the glyph is centred on its line box; measured in a real document, Xcode 16: a button showing the
///   location.circle.fill symbol with a 40-pt height constraint stored 39 tall, 0.5 pt in from the top of the
///   40-pt stack row it fills, a 120 × 120 image view of sun.max stored 120 × 120.5, and a bitcoinsign.circle.fill
///   image view pinned to the top and bottom of an 80-pt stack stored 79 tall at y = 0.5);
/// - an image view at its intrinsic height (nothing else sizes it vertically) is its image (the stored frame), and its
///   alignment rectangle is the line box of the symbol's point size: the insets are (stored height − line box) / 2 at
///   the top and bottom. The same insets hold when its top and bottom are pinned to two different views and nothing
///   of its own sets its height: the constraints stretch the alignment rectangle, and the image keeps its insets
///   (nextcloud/talk-ios ReferenceDeckView.xib, Xcode 14.1: a calendar image view between a text view's bottom and
///   10 pt above its superview's, a 20-pt rectangle at y = 70, stored 17.5 tall at y = 71).
///
/// The `<resources>` entry of a symbol (`<image name="sun.max" catalog="system" width="128" height="125"/>`) is not the
/// size it is shown at (measured: 128 × 125, 128 × 123, 64 × 62 and 32 × 32 for symbols shown 120, 40, 40 and 80 pt
/// tall), so it is not used.
enum IBSymbolImages {
    /// The system font's line height per point of size: SF Pro's ascender 0.952 plus descender 0.241 (the figures
    /// the baselines use, docs/interface-builder.md), UIFont.lineHeight 20.29 at 17 pt.
    static let lineHeightPerPoint = 0.952 + 0.241

    /// The point size of a symbol that names none: UIImage(systemName:)'s default configuration, the body text style
    /// at the default text size (17 pt).
    static let defaultPointSize = 17.0

    /// The largest inset total on an axis taken from a size constraint: beyond it, the stored frame is one Xcode did
    /// not update (a misplaced view), not a symbol's insets. A quarter of the length, as for an aspect ratio
    /// (IBSymbolAspect): small symbols have insets that large (measured: nextcloud-ios NCShareAccounts, Xcode 14.1, a
    /// chevron.right image view with 15 × 15 size constraints stored 15 × 11.33, 1.83 pt in at the top and bottom;
    /// an Xcode 12.4 xib cell's xmark.bin image view pinned inside a 15 × 15 view stored 15 × 12.5 at y = 1; a bound of
    /// a tenth refused both as stale frames, and no document on disk moves otherwise).
    static func plausibleTotal(_ total: Double, constant: Double) -> Bool {
        abs(total) <= max(2, 0.25 * abs(constant))
    }

    /// The views below `element` (itself included) that show an SF Symbol, by id.
    static func symbolViews(in element: XMLElement, resources: IBResources) -> [String: XMLElement] {
        var symbols: [String: XMLElement] = [:]
        func collect(_ element: XMLElement) {
            if let id = element["id"], showsSymbol(element, resources: resources) { symbols[id] = element }
            for child in element.children { collect(child) }
        }
        collect(element)
        return symbols
    }

    /// Whether an image view or button shows an SF Symbol: `catalog="system"` on the element, its normal state, its
    /// configuration or an `<imageReference>`, or an image `<resources>` lists as a system image.
    static func showsSymbol(_ element: XMLElement, resources: IBResources) -> Bool {
        var sources = [element]
        if element.name == "button" {
            sources += [element.child("state", key: "normal"), element.child("buttonConfiguration", key: "configuration")].compactMap { $0 }
        } else if element.name != "imageView" {
            return false
        }
        for source in sources {
            let references = [source] + source.children("imageReference")
            for reference in references {
                if reference["catalog"] == "system", reference["image"] != nil || reference["backgroundImage"] != nil { return true }
                for key in ["image", "backgroundImage"] {
                    if let name = reference[key], resources.systemImages.contains(name) { return true }
                }
            }
        }
        return false
    }

    private static let mediumScales: Set<String> = ["medium", "default", "unspecified"]

    /// The point size an image view's symbol is drawn at: its `preferredSymbolConfiguration`'s point size or font
    /// (a text style at its default size), else UIKit's default; nil for the small and large scales, whose glyphs are
    /// drawn larger or smaller than the font while the line box is not measured for them.
    static func pointSize(_ element: XMLElement) -> Double? {
        // Xcode 13 on also writes the scale on the image reference (`<imageReference … symbolScale="large"/>`).
        if let scale = element.child("imageReference", key: "image")?["symbolScale"], !mediumScales.contains(scale) { return nil }
        guard let configuration = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") else {
            return defaultPointSize
        }
        if let scale = configuration["scale"], !mediumScales.contains(scale) { return nil }
        if let size = configuration.number("pointSize"), size > 0 { return size }
        if let font = configuration.child("fontDescription") {
            if let size = font.number("pointSize"), size > 0 { return size }
            if let style = font["style"], let textStyle = IBText.textStyles[style] { return textStyle.metrics(at: .default).size }
        }
        return defaultPointSize
    }

    /// The alignment insets of a symbol view stored at `stored`: per axis from the length the constraints give its
    /// alignment rectangle (`own`), else, for the height of an image view at its intrinsic size, from the line box of
    /// `pointSize`; a height beyond the quarter's bound is still read within `lineBox` (IBSymbolLineBoxInsets).
    static func insets(stored: Rect, own: IBOwnSize, intrinsicHeightPointSize pointSize: Double?, lineBox: Double? = nil) -> Insets {
        var insets = Insets.zero
        if let width = own.width, plausibleTotal(stored.width - width, constant: width) {
            insets.left = (stored.width - width) / 2; insets.right = insets.left
        }
        if let height = own.height, plausibleTotal(stored.height - height, constant: height)
            || IBSymbolLineBoxInsets.accepts(stored.height - height, lineBox: lineBox) {
            insets.top = (stored.height - height) / 2; insets.bottom = insets.top
        } else if own.height == nil, let pointSize, stored.height <= 1.5 * lineHeightPerPoint * pointSize {
            // An image much taller than the line box is not the symbol at that point size (a configuration Trellis
            // does not read, or a height set by something else): no insets rather than a guess.
            insets.top = (stored.height - lineHeightPerPoint * pointSize) / 2; insets.bottom = insets.top
        }
        return insets
    }
}

/// The length the constraints give a view's alignment rectangle, by axis (IBSymbolConstraints.constrainedSize).
struct IBOwnSize: Sendable, Hashable {
    var width: Double?
    var height: Double?
}
