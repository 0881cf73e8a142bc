import TrellisModel

/// A symbol image view with an aspect ratio of its own (`width == m × height`): the ratio holds for its alignment
/// rectangle, whose width is the stored frame's (a symbol's insets are at the top and bottom only, IBSymbolImages), so
/// the rectangle's height is the stored width over the ratio, and the stored height is that less the symbol's insets,
/// split equally between the top and the bottom (the glyph centred on its line box).
///
/// Measured on two xibs of two projects: Wormholy's FilterCategoryTableViewCell (Xcode 14.1, toolsVersion 21507)
/// stores a 1:1 chevron.right image view pinned 10 pt inside the top and bottom of a 44-pt cell 24 wide and 20.33
/// tall at y = 12 (a 24 × 24 rectangle at y = 10 less 1.83 at each edge); CatalystSparkle's CustomizationHeader
/// (Xcode 11.3, 15702) a 1:1 textformat image view centred in a 22-pt stack 22 wide and 17 tall at y = 2.5 (a 22 × 22
/// rectangle less 2.5 at each edge). Without the ratio, Trellis took the frame for the rectangle (stored 2 and
/// 2.5 pt off) or, for the pinned one, refused the 3.67-pt total as a stale frame (IBSymbolImages.plausibleTotal).
///
/// A button showing a symbol as its image or background image is read the same way (declared one-document extension,
/// forty-eighth session, as IBSymbolImages reads symbol buttons' own sizes as image views'): xzcala/ios-music-player
/// (Xcode 11.3, toolsVersion 15705, 414 × 896) stores a pause.fill button pinned 187 pt inside both edges of a 414-pt
/// view, `width == height × 10:11`, at (187, 624, 40, 40), a 40 × 44 rectangle at y = 622 less 2 at each edge (the
/// slider pinned 50 below it sits at 622 + 44 + 50 = 716), and two 2:1 backward/forward buttons 0.7 of its height
/// 61.5 × 26.5, 30.75-pt rectangles less 2.125 at each edge (3 frames; no other document on disk moves).
enum IBSymbolAspect {
    /// `insets` with the top and bottom the aspect ratio gives, when `heightPerWidth` is known and the total is
    /// plausible: at most a quarter of the rectangle's height (beyond it the stored frame is not the glyph's).
    /// Within `lineBox` a total beyond the quarter is read too (IBSymbolLineBoxInsets).
    static func insets(_ insets: Insets, stored: Rect, own: IBOwnSize, heightPerWidth: Double?, lineBox: Double? = nil) -> Insets {
        guard let heightPerWidth, stored.width > 0 else { return insets }
        let width = stored.width - insets.left - insets.right
        let height = own.height ?? width * heightPerWidth
        let total = stored.height - height
        guard abs(height - width * heightPerWidth) < 0.5, total < 0,
              abs(total) <= 0.25 * height || IBSymbolLineBoxInsets.accepts(total, lineBox: lineBox) else { return insets }
        var insets = insets
        insets.top = total / 2; insets.bottom = total / 2
        return insets
    }
}
