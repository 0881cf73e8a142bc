import TrellisModel

/// The alignment insets of one view showing an SF Symbol, from the rules in turn: the length its constraints give
/// (IBSymbolImages), an aspect ratio of its own (IBSymbolAspect), a glyph off its line box's centre
/// (IBSymbolGlyphOffsets), a stretch between two items (IBSymbolSpanInsets). IBSceneBuilder.applySymbolInsets gives
/// them to the view.
enum IBSymbolInsetRules {
    static func insets(of id: String, element: XMLElement, stored: Rect, parent: IBSymbolParent?, summary: IBSymbolConstraints,
                       toolsVersion: Int) -> Insets {
        // A stack sets an arranged view's height when vertical (unless its stored layout shows it did not stretch
        // it: IBSymbolStackIntrinsic) or filling across a horizontal axis; an image view nothing else sizes is its
        // unscaled image, at its intrinsic height or stretched between two views by its edges' pins.
        let stackSetsHeight = parent?.stack.map { $0.axis == .vertical || $0.alignment == .fill } ?? false
        let intrinsic = element.name == "imageView" && summary.heightIsUnconstrained(id) && (!stackSetsHeight
            || IBSymbolStackIntrinsic.keepsLineBox(id: id, in: parent, pointSize: IBSymbolImages.pointSize(element)))
        let own = IBSymbolOwnSizeBroken.size(summary.constrainedSize(of: id, in: parent), stored: stored,
                                             without: summary.constrainedSize(of: id, in: parent, ignoringOwn: true))
        let lineBox = IBSymbolLineBoxInsets.lineBox(element, toolsVersion: toolsVersion)
        var insets = IBSymbolImages.insets(stored: stored, own: own,
                                           intrinsicHeightPointSize: intrinsic ? IBSymbolImages.pointSize(element) : nil, lineBox: lineBox)
        // An aspect ratio of its own sets the rectangle's height from its width (IBSymbolAspect), an image view's or
        // a symbol button's.
        insets = IBSymbolAspect.insets(insets, stored: stored, own: own, heightPerWidth: summary.heightPerWidth(id), lineBox: lineBox)
        // A glyph off its line box's centre (the star, the heart, a badged person) moves its image (IBSymbolGlyphOffsets).
        insets = IBSymbolGlyphOffsets.insets(insets, element: element, stored: stored, own: own,
                                             intrinsic: intrinsic && IBSymbolImages.pointSize(element) != nil,
                                             toolsVersion: toolsVersion, heightPerWidth: summary.heightPerWidth(id))
        // Stretched between two items far past its line box, it keeps its stored frame's insets (IBSymbolSpanInsets).
        insets = IBSymbolSpanInsets.insets(insets, of: id, element: element, stored: stored, own: own, summary: summary,
                                           parent: parent, toolsVersion: toolsVersion)
        return insets
    }
}
