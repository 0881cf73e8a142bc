import TrellisModel

/// The length a filling stack gives an arranged symbol view's alignment rectangle along its axis, when a constraint
/// ties that length to another view's (a proportional height: `image.height == safeArea.height × 0.25`).
///
/// A stack with the `fill` distribution and a fixed spacing lays its arranged views' alignment rectangles end to end,
/// so the rectangle of the one whose length another constraint sets is the stack's stored length less the other
/// visible arranged views' stored lengths and the spacings (Xcode's own layout of it). For a view showing an SF
/// Symbol, Xcode stores the glyph's image, inset from that rectangle (IBSymbolImages): the difference, half at each
/// edge. The constraint's other item may be a layout guide whose length is not stored (the safe area), so the stack's
/// stored frame gives the length rather than the multiplier.
/// Measured: two saves of the course's OrderApp layout by two people store a photo.on.rectangle image view arranged
/// first in a vertical fill stack of spacing 8 with a proportional height inset from its slot by half the difference
/// at the top and bottom: Xcode 13.1 (toolsVersion 19162) on 428 × 926, height = 0.151659 × the root's height, a
/// 140.33-pt slot in a 200.67-pt stack, stored 139 tall at y = 0.667; Xcode 13.2 (19529) on 414 × 896, height =
/// 0.25 × the safe area's height, a 181.5-pt slot in a 238.5-pt stack, stored 180.5 tall at y = 0.5. Without it
/// Trellis took the frame for the rectangle (stored 1.33 and 1 pt short).
/// A vertical stack with the `fillEqually` distribution gives every visible arranged view's alignment rectangle the
/// same share of its stored height less the spacings (UIStackView's documented equal sizes along the axis, which Auto
/// Layout applies to alignment rectangles) when no constraint of its own sets it, so a symbol view there is inset
/// from its share the same way. Measured: yagom-academy/ios-open-market ListCell.xib (Xcode 13.3, toolsVersion
/// 20037) stores a chevron.right image view (medium, semibold) second of five in a 54-pt fillEqually column, a
/// 10.8-pt share from 10.8 to 21.6, 8.5 tall at y = 12, about 1.15 pt inside it at each edge; Trellis gave the share
/// (11, 10.5). Horizontal fillEqually stacks are left out (not measured; a symbol's side insets are none).
/// Stacks arranged relative to their layout margins, with custom, system or baseline-relative spacing, or another
/// distribution are left out (their slots are not the stored lengths' difference), as are arranged views without a
/// stored frame.
enum IBSymbolStackSlot {
    /// `size` with the main-axis length `parent`'s stored frame leaves the arranged view `id` when `parent` is a
    /// fill-distributed stack, the view's own constraints set none and `relative` (a constraint tying that length to
    /// another item's) holds, or a vertical fillEqually stack (its equal share of the stored height).
    static func mainLength(of size: IBOwnSize, id: String, in parent: IBSymbolParent, relative: Set<Axis>) -> IBOwnSize {
        guard let stack = parent.stack, !stack.layoutMarginsRelative, !stack.usesSystemSpacing, stack.customSpacing.isEmpty,
              !stack.baselineRelative, let stackSize = parent.size else { return size }
        let equalShares = stack.distribution == .fillEqually && stack.axis == .vertical
        guard equalShares || (stack.distribution == .fill && relative.contains(stack.axis)) else { return size }
        let vertical = stack.axis == .vertical
        guard (vertical ? size.height : size.width) == nil else { return size }
        let visible = parent.arranged.filter { !$0.hidden }
        guard visible.contains(where: { $0.id == id }) else { return size }
        if equalShares {
            let share = (stackSize.height - stack.spacing * Double(visible.count - 1)) / Double(visible.count)
            guard share > 0 else { return size }
            var size = size
            size.height = share
            return size
        }
        var others = 0.0
        for view in visible where view.id != id {
            guard let stored = parent.siblingSizes[view.id] else { return size }
            others += vertical ? stored.height : stored.width
        }
        let slot = (vertical ? stackSize.height : stackSize.width) - others - stack.spacing * Double(visible.count - 1)
        guard slot > 0 else { return size }
        var size = size
        if vertical { size.height = slot } else { size.width = slot }
        return size
    }
}
