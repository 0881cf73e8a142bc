import TrellisModel

/// The cross length a filling stack gives an arranged symbol view's alignment rectangle.
///
/// A stack whose alignment is `fill` sizes each arranged view's alignment rectangle to its own length across the
/// axis (UIStackView pins both cross edges of every arranged view's alignment rectangle to its own). For a view
/// showing an SF Symbol, Xcode stores the glyph's image, inset from that rectangle (IBSymbolImages), so the stored
/// frame is the stack's stored cross length less the symbol's insets, as for a view pinned to both edges of its
/// superview (IBSymbolConstraints.constrainedSize).
/// Measured: three saves of one course layout by three people (Xcode 14.0, toolsVersion 21225; an Xcode 15 build,
/// 32700.99.1234 with plug-in 22685; Xcode 16.2, 23727) store a circle.inset.filled image view (Headline font
/// configuration) in a horizontal, fill-aligned stack 20.33 pt tall, beside a label of that height, 19.33 tall at
/// y = 0.667: the 20.33-pt row less about half a point at each edge (the glyph inside its line box), pixel-rounded;
/// checked blind on a fourth document afterwards (an Xcode 16 course app, 23504: nine symbols with the default
/// configuration in fillProportionally and fillEqually rows 28.33 pt tall, stored 27 to 30.33 tall, centred on the row).
/// A stack arranged relative to its layout margins is left out (its arranged views' length is not its own).
enum IBSymbolStackFill {
    /// `size` with the cross-axis length `parent`'s stored frame gives when `parent` is a fill-aligned stack and the
    /// view's own constraints set none.
    static func crossLength(of size: IBOwnSize, in parent: IBSymbolParent) -> IBOwnSize {
        guard let stack = parent.stack, stack.alignment == .fill, !stack.layoutMarginsRelative,
              let length = parent.size else { return size }
        var size = size
        if stack.axis == .horizontal { size.height = size.height ?? length.height } else { size.width = size.width ?? length.width }
        return size
    }
}
