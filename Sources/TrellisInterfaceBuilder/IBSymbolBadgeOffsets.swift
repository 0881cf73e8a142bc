import TrellisModel

/// The badged person-in-a-circle SF Symbols (`person.crop.circle…badge…`): in Xcode 15 their image hangs off the
/// alignment rectangle on the left only, and sits lower than the rectangle, where IBSymbolImages splits an inset total
/// equally between both edges and centres the glyph on its line box.
///
/// Measured in two projects, no view flagged in either document; at every size the image is 2.67 pt wider than the
/// rectangle, all of it on the left (the right edges agree), and its top and bottom are 0.67 pt below the rectangle's:
/// - POPPER-team/POPPER_IphoneApp Base.lproj/Main.storyboard (toolsVersion 32700.99.1234 with the Xcode 15.3 plug-in,
///   22684; 393 × 852 @3x): two 150 × 150 image views, `person.crop.circle.fill.badge.plus` and
///   `person.crop.circle.fill.badge.checkmark`, centred in 393 (rectangle 121.5 … 271.5) with their top 100 below the
///   safe area (159; the fields 40 below their bottoms are stored at 349), both stored (119, 159.67, 152.67, 150);
/// - BRosenblatt/OhHellScoreKeepingApp (toolsVersion 22155, Xcode 15.0; @3x): GameHistoryTableViewCell.xib's 48 × 48
///   `person.crop.circle.badge.exclamationmark.fill`, 8 pt from the cell's leading edge and centred in its 105-pt
///   height (rectangle 8 … 56 × 28.5 … 76.5), stored (5.33, 29.33, 50.67, 48); GameTableViewCell.xib's same symbol
///   with a 1:1 aspect ratio, first in a 39-pt filling horizontal stack (rectangle 0 … 39 × 0 … 39; the label after
///   it, 8 pt on, is stored at 47), stored (−2.67, 0.67, 41.67, 39).
/// Other badge glyphs go other ways (`calendar.badge.checkmark` and `clock.badge.checkmark`, Xcode 26: the extra
/// width on the right; `person.2.badge.plus`, Xcode 16, flagged: right and down) and are not moved.
///
/// The lowering is 0.75 pt, the middle of what the three rectangles allow on the 3x grid (Trellis rounds half up:
/// 28.5 needs 0.67 to under 1, 159 and 0 need 0.5 to under 0.83). Other Xcode versions are not measured.
enum IBSymbolBadgeOffsets {
    /// The measured versions: Xcode 15.0 to 15.4 (22155 and the 15.3 plug-in's 22684).
    static let toolsVersions = 22000..<23000

    /// How far below the alignment rectangle the image is stored, in points.
    static let lowering = 0.75

    /// Whether `name` is a badged person-in-a-circle symbol.
    static func isBadgedPerson(_ name: String) -> Bool {
        name.hasPrefix("person.crop.circle") && name.contains(".badge.")
    }

    /// `insets` for an image view showing a badged person symbol in a measured version: the horizontal total (the
    /// stored width less the rectangle's, which its own width, or its height over its own aspect ratio, gives) all on
    /// the left; when its own height agrees with the stored one, the image lowered by `lowering`.
    static func insets(_ insets: Insets, element: XMLElement, stored: Rect, own: IBOwnSize, heightPerWidth: Double?,
                       toolsVersion: Int) -> Insets {
        guard element.name == "imageView", toolsVersions.contains(toolsVersion),
              let name = IBImageResolver.imageName(element),
              isBadgedPerson(name) else { return insets }
        var moved = insets
        var total: Double?
        if own.width != nil {
            if insets.left + insets.right != 0 { total = insets.left + insets.right }
        } else if let height = own.height, let heightPerWidth, heightPerWidth > 0 {
            let width = height / heightPerWidth
            let extra = stored.width - width
            if extra > 0, IBSymbolImages.plausibleTotal(extra, constant: width) { total = extra }
        }
        if let total {
            moved.left = total
            moved.right = 0
        }
        if let height = own.height, IBSymbolImages.plausibleTotal(stored.height - height, constant: height) {
            moved.top -= lowering
            moved.bottom += lowering
        }
        return moved
    }
}
