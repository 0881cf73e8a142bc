import TrellisModel

/// SF Symbols whose glyph is not centred on its line box: Xcode stores the image of such a symbol higher than the
/// centred split of IBSymbolImages puts it, by a measured amount.
///
/// IBSymbolImages splits the inset total of a symbol image view whose height the constraints give equally between
/// its top and bottom (the glyph centred on its line box). The star's glyph is drawn higher: measured in five
/// documents of three projects, every `star` and `star.fill` image view whose alignment rectangle's height the
/// constraints set is stored with its frame's centre 0.5 pt above the rectangle's centre — an Xcode 14.1 save
/// (toolsVersion 21225, 390 × 844 @3x) of two cells with a 24 × 24 `star.fill` centred in a 30-pt bar, stored
/// 23.67 tall at y = 2.67 (the rectangle at 3, its centre 15, the frame's 14.5); an Xcode 15 save (23504) of a cell
/// with a 22.33 × 24.33 `star.fill` whose top is pinned 2 pt above its superview's, stored 24 tall at y = −2.33
/// (centre 9.67, the rectangle's 10.17); and an Xcode 11.4 save (17701) of two cells with nine 15-pt `star` views
/// (15 wide) pinned to the top and bottom of 15-pt rows, stored 15 tall at y = −0.5. (One `star.leadinghalf.fill`
/// beside four of those stars is stored centred, at y = 0: the half-filled star is not in the table.) Trellis has no
/// glyph outlines; the table holds only what the documents measure, at 15 to 24.33 pt.
///
/// The flame's glyph is raised as well, by the same amount, in two documents of two projects: an Xcode 26 xib
/// (toolsVersion 32700, 393 × 852 @3x) with a 16 × 16 `flame` whose rectangle is pinned 16 pt above a 264-pt card's
/// bottom (232 to 248, centre 240; two labels centred on it are stored on 240) stored 15.67 tall at y = 231.67, its
/// centre at 239.5 where the centred split puts it at 240; and an Xcode 11.3 xib (15702, @2x) with a 30 × 30 `flame`
/// (weight black) centred on a label at 23, stored 30.5 tall at y = 7 where the centred split gives 7.75 (7.25 after
/// the raise, within half a point of the stored 7). A `flame` in a button's configuration is not moved.
///
/// The heart's glyph is drawn lower, by less than half a point, in `heart.fill` and outline `heart` image views of five
/// projects, at the intrinsic height as well as at a height the constraints set. Two show Xcode storing the image below
/// the centred split: an Xcode 12.4 storyboard (toolsVersion 17701, @3x) with two `heart.fill` views at their
/// intrinsic 17.33-pt height, the last of a top-aligned and of a centre-aligned stack, stored at y = 2 and 36.33 where
/// the line-box split puts them at 1.47 and 35.67 (both misses, 0.67 off on the 3x grid); an Xcode 16 storyboard
/// (23504, @3x) with a 20 × 30 and a 20 × 40 `heart.fill` at the tops of their stacks stored 27 and 37 tall at y = 2,
/// where the split gives 1.5 (1.67 on the grid). A third, an Xcode 26 xib (@3x), stores a 16 × 16 outline `heart` centred on a view 0.33 below
/// the split. Two bound the amount from above: an Xcode 14.2 storyboard (21507, @2x) stores two 25 × 25 `heart.fill`
/// views at the tops of their stacks 22.5 tall at y = 1.5 and 9.5, and an Xcode 13 xib (20037, @2x) an outline `heart`
/// pinned in a 25-pt view at y = 1.5, where the split gives 1.25 and 9.25: a lowering of half a point or more would put
/// them on the next half point. Rounded to the pixel grid as Trellis rounds (half up), every one of these frames is
/// reproduced by a lowering from 0.36 to just under 0.5 pt except the centre-aligned 3x view, which needs 0.5 (it lands
/// 0.33 off, within the tolerance); the table holds the middle of that interval. Buttons are not moved.
///
/// The trash can's glyph sits higher than the star's, by three quarters of a point, in two documents of two projects, both
/// Xcode 13 with the default symbol configuration drawn about 20 pt tall (aspect fit in a 19.5- and a 23-pt-wide
/// view): an Xcode 13.1 xib cell (toolsVersion 19162, @2x) whose `trash` image view fills a 20-pt horizontal stack
/// row beside a label is stored 20.5 tall at y = −1 (rectangle 0 to 20, centre 10; the frame's centre 9.25, where the
/// centred split gives −0.25 and 10); and an Xcode 13.2 storyboard (19455, @2x) with four 263-pt symbol image views in
/// a vertical stack in a scroll view, whose `trash` slot runs from 526 to 789 and is stored 263.5 tall at y = 525
/// (centre 656.75 against the slot's 657.5). The `trash.fill` of the same stack is stored the same way (y = −1 in
/// its slot from 0), and the other symbols of that stack (`trash.slash.square`, `questionmark.folder.fill`) lie within
/// a quarter point of the centred split: not listed.
///
/// `trash.fill` is raised by the same 0.75 pt in documents of Xcode 11.4 to 13 (`raisedToolsVersions`): that Xcode 13.2
/// storyboard's slot, and a second project's, EMacco's ios-tutorials Animal Gallery/Base.lproj/Main.storyboard (Xcode
/// 11.4, toolsVersion 16096, 414 × 896 @2x, not flagged), which pins a 50 × 50 `trash.fill` 20 pt inside the safe
/// area's trailing and bottom edges (rectangle 792 to 842, centre 817) and stores it 50.5 tall at y = 791 (centre
/// 816.25), where the centred split gives 791.75 (792 on the grid, a 1-pt miss); raised 0.75, 791. Other Xcode
/// versions' `trash.fill` are not measured and keep the split.
enum IBSymbolGlyphOffsets {
    /// How far above its line box's centre each listed symbol's image is stored, in points.
    static let raised: [String: Double] = ["star": 0.5, "star.fill": 0.5, "flame": 0.5, "trash": 0.75,
                                           "trash.fill": 0.75, "flame.fill": 0.75]

    /// The raised symbols measured in some Xcode versions only, with the toolsVersions they are raised in: `trash.fill`
    /// in Xcode 11.4 to 13 (16000–19999; the evidence is 16096 and 19455), `flame.fill` in Xcode 11.4 to 11.7
    /// (16000–16999, around the two measured documents' 16097 and 16097.2).
    ///
    /// `flame.fill` is measured in two documents of two projects (two students' Reciplease apps, neither a fork of the
    /// other), both Xcode 11.5 xib cells on a 2x canvas with no view flagged. Poudja-CANESSANE's Reciplease
    /// RecipeTableViewCell.xib (toolsVersion 16097.2, 320 × 480) stores a `flame.fill` image view whose rectangle is
    /// 10 pt tall (its own height constraint; width 16:9 of it), first in a top-aligned horizontal stack row beside a
    /// label, at (35, −1, 18, 10.5): the rectangle runs from 0 to 10, the centred split of the 0.5-pt inset total puts
    /// the frame at −0.25 … 10.25 (0 on the grid, a 1-pt miss), raised 0.75 at −1 … 9.5, the stored frame exactly
    /// (raised 0.5, as `flame`, it lands on −0.5, half a point off). The same cell's `clock.fill` filling a 10-pt row
    /// is stored on the centred split (y = 0.5, 9 tall) and is not listed. sroro's Reciplease-VFinal
    /// RecipeTableViewCell.xib (toolsVersion 16097, 414 × 896, measured blind in session 36's mid36 set) pins a
    /// 20-pt-wide `flame.fill` (no height constraint) to the top and bottom of a 20-pt strip and stores it at
    /// (190, −1, 20, 20.5): rectangle 0 to 20, centred split −0.25 … 20.25 (0 on the grid, a 1-pt miss), raised 0.75
    /// at −1 … 19.5, the stored frame exactly; the `clock` beside it in the same strip is stored centred (y = 0.5,
    /// 19 tall). Other versions are unmeasured and keep the split.
    static let raisedToolsVersions: [String: Range<Int>] = ["trash.fill": 16000..<20000, "flame.fill": 16000..<17000]

    /// How far above its line box's centre `name`'s image is stored in a document of `toolsVersion`: `raised`, within
    /// the versions `raisedToolsVersions` measured for the symbol, if it lists it.
    static func raise(of name: String, toolsVersion: Int) -> Double? {
        guard let raise = raised[name], raisedToolsVersions[name]?.contains(toolsVersion) ?? true else { return nil }
        return raise
    }

    /// The raised symbols whose image is raised at its intrinsic height too (no height of its own or from a stack, the
    /// line-box split of IBSymbolImages), in documents of `intrinsicRaiseToolsVersions`: the star. ONE DOCUMENT, an
    /// extension of the constrained-height raise above: shkippppper's IOS-Assignments Assignment10 Main.storyboard
    /// (toolsVersion 32700.99.1234 with the Xcode 15.3 plug-in, 22684; 393 × 852 @3x; no view flagged) stores a
    /// `star.fill` image view at its intrinsic height, first in a bottom-aligned horizontal stack with a required
    /// height of 20 beside a 20-pt label, at (0, −0.33, 22, 19.67): the 17-pt line box (20.28) squeezed to the stack's
    /// 20 and the stored 19.67 split centred give 0.31 … 19.69 (0.33 … 19.67 on the grid, a 0.67-pt miss at the top);
    /// raised 0.5, −0.19 … 19.19, the stored −0.33 … 19.33 on the grid. The same document's four `star.fill` views
    /// that fill 60-pt stack rows (their height set by the stacks) are stored raised as well, at y = −0.33, 59.67 tall,
    /// which the constrained raise already reproduces: the glyph is the same image whatever sets its height. No other
    /// document on disk has a star at its intrinsic height; other Xcode versions are unmeasured and keep the split
    /// (the heart's intrinsic lowering is measured in Xcode 12.4 and applies there).
    static let raisedAtIntrinsicHeight: Set<String> = ["star", "star.fill"]

    /// The toolsVersions whose star is raised at its intrinsic height: Xcode 15.3 and 15.4 (22505–22999), around the
    /// one measured document's 22684.
    static let intrinsicRaiseToolsVersions = 22505..<23000

    /// How far below its line box's centre each listed symbol's image is stored, in points (the heart).
    static let lowered: [String: Double] = ["heart": 0.43, "heart.fill": 0.43]

    /// `insets` moved for an image view showing a listed symbol whose alignment rectangle's height the constraints
    /// set (`own.height`) and whose stored height agrees with it (IBSymbolImages.plausibleTotal): the frame rises (or,
    /// for a lowered symbol, falls) by the table's amount, its height kept. A lowered symbol moves at its intrinsic
    /// height too (`intrinsic`: no height of its own, the line-box split of IBSymbolImages gave its vertical insets).
    /// A raised symbol in `raisedAtIntrinsicHeight` moves at its intrinsic height too, in documents of
    /// `intrinsicRaiseToolsVersions` (`toolsVersion`).
    /// Then the badged person symbols' horizontal split and lowering (IBSymbolBadgeOffsets; `heightPerWidth`: the
    /// view's own aspect ratio).
    static func insets(_ insets: Insets, element: XMLElement, stored: Rect, own: IBOwnSize, intrinsic: Bool,
                       toolsVersion: Int, heightPerWidth: Double? = nil) -> Insets {
        IBSymbolBadgeOffsets.insets(shifted(insets, element: element, stored: stored, own: own, intrinsic: intrinsic,
                                            toolsVersion: toolsVersion),
                                    element: element, stored: stored, own: own, heightPerWidth: heightPerWidth,
                                    toolsVersion: toolsVersion)
    }

    private static func shifted(_ insets: Insets, element: XMLElement, stored: Rect, own: IBOwnSize, intrinsic: Bool,
                                toolsVersion: Int) -> Insets {
        guard element.name == "imageView",
              let name = IBImageResolver.imageName(element) else {
            return insets
        }
        let constrained = own.height.map { IBSymbolImages.plausibleTotal(stored.height - $0, constant: $0) } ?? false
        let atIntrinsic = intrinsic && own.height == nil && (insets.top != 0 || insets.bottom != 0)
        let shift: Double
        let raisedAtIntrinsic = atIntrinsic && raisedAtIntrinsicHeight.contains(name)
            && intrinsicRaiseToolsVersions.contains(toolsVersion)
        if let raise = raise(of: name, toolsVersion: toolsVersion), constrained || raisedAtIntrinsic {
            shift = raise
        } else if let lower = lowered[name], constrained || atIntrinsic {
            shift = -lower
        } else {
            return insets
        }
        var moved = insets
        moved.top += shift
        moved.bottom -= shift
        return moved
    }
}
