import TrellisModel

/// An image view showing an SF Symbol, arranged in a vertical `fill` stack that nothing stretches, at its intrinsic
/// height: its alignment rectangle is the line box of the symbol's point size, as for an image view outside stacks.
///
/// A vertical stack sets its arranged views' heights, so the symbol insets otherwise treat a symbol view arranged in
/// one as sized by the stack (IBSceneBuilder+Symbols). But a stack whose own length no constraint fixes takes the
/// sum of its arranged views' intrinsic lengths and spacings (Apple's UIStackView documentation: without additional
/// constraints the stack's fitting size along its axis is the sum of its arranged views' sizes plus the space between
/// them), and a `fill` stack at that length gives each arranged view its intrinsic length. For a symbol image view that
/// is the line box of its point size with the glyph's image centred in it (IBSymbolImages, measured on image views
/// outside stacks). Measured: OntiretseMotlagale's Clima (Xcode 14.3, toolsVersion 21507, 393 × 852) stores a
/// cloud.fill image view (system 44-pt font configuration, no size constraint) last in a centre-aligned vertical fill
/// stack of spacing 17 pinned by its top and sides only, under labels 62.33 and 37 tall: the stack 186 tall, the image's
/// slot 133.33 to 186 (52.67, the 44-pt line box 52.49 on the 3× pixel grid) and the 40-pt image stored at y = 139.67,
/// centred in it; without the line box Trellis made the stack 173.33 tall and put the image at 133.33.
/// Whether the stack stretched the view is read from the stored layout: the slot the stack's stored length leaves the
/// view (its length less the other visible arranged views' stored lengths and the spacings) must be the line box to
/// within a point. Stacks with another distribution, custom, system or baseline-relative spacing or margins-relative
/// arrangement are left out (their slots are not that difference), as are horizontal stacks (not measured here).
enum IBSymbolStackIntrinsic {
    /// The largest difference between the stored slot and the line box that still reads as the intrinsic height: the
    /// pixel grid's rounding of the slot's ends (a third of a point each on 3× canvases) with room to spare.
    static let tolerance = 1.0

    /// Whether the image view `id`, arranged in the stack `parent`, showing a symbol at `pointSize` with no height
    /// constraint of its own, sits at its intrinsic height in the stack's stored layout.
    static func keepsLineBox(id: String, in parent: IBSymbolParent?, pointSize: Double?) -> Bool {
        guard let pointSize, let parent, let stack = parent.stack, stack.axis == .vertical, stack.distribution == .fill,
              !stack.layoutMarginsRelative, !stack.usesSystemSpacing, stack.customSpacing.isEmpty, !stack.baselineRelative,
              let stackSize = parent.size else { return false }
        let visible = parent.arranged.filter { !$0.hidden }
        guard visible.contains(where: { $0.id == id }) else { return false }
        var others = 0.0
        for view in visible where view.id != id {
            guard let stored = parent.siblingSizes[view.id] else { return false }
            others += stored.height
        }
        let slot = stackSize.height - others - stack.spacing * Double(visible.count - 1)
        return abs(slot - IBSymbolImages.lineHeightPerPoint * pointSize) <= tolerance
    }
}
