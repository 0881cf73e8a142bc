import TrellisModel

/// A system button with a one-line title in the system font, stored taller than its title's line, keeps its natural
/// height as its intrinsic height, not the stored one: the stored height then comes from its constraints, and its
/// compression resistance holds it no taller than its title needs.
///
/// Trellis takes a text-bearing control's intrinsic size from its stored frame (the size Xcode measured with Apple's
/// fonts; IBViewProperties.applyIntrinsicSize). That is right where the intrinsic size sets the frame, and wrong where
/// constraints stretch the control: a button's intrinsic content size comes from its title and image (Apple's Auto
/// Layout Guide, "Intrinsic Content Size"), whatever its frame; the system type pads a title 6 pt above and below
/// (measured below). The stretched height only matters where the layout trades the button's compression
/// resistance against another view's (equal priorities at 750): taken from the stored frame it fights a label for the
/// last pixel of a rounded grid, where Xcode's own button, short of its frame, does not.
///
/// The natural height is one line of the system font, 1.193 × the point size (IBMultilineLabelBaselines) rounded up to
/// the canvas's pixels, plus 12. Measured on the studied documents of sessions 63–65: of their 1,643 titled system
/// buttons (`buttonType` system or roundedRect, system font, no image, insets or attributed title; not marked misplaced;
/// no height constraint of their own), 600 are stored within half a point of 1.193 × p + 12 (15 pt: 30; 30 pt: 48) and
/// 84 more within 4 pt of it; 926 are taller by more than 4 pt, stretched by their constraints, and 33 shorter.
///
/// The frames it moves: AlexandraKozlova's SwiftbookProjects Calculator Main.storyboard (Xcode 13.2, toolsVersion 19455,
/// retina6_5 at 3×, not flagged) stacks a 90-pt label (107.667 tall: 1.193 × 90 = 107.37, up to a third of a point)
/// above a 560.333-pt grid, down to the safe area's bottom, of five rows of equal-height 40-pt buttons with 1-pt gaps
/// and edges: the rows are (560.333 − 6) / 5 = 110.867 each, which Xcode stores as 111 (332.6 pixels up to 333; one
/// row 110.99999999999994), the label at its full 107.667. With the stored 111 as the buttons' intrinsic height, the
/// compression resistance of the grid's nineteen buttons, each 0.133 pt over its share, outweighed the label's
/// 0.667 pt, and Trellis squeezed the label to 107, moving the grid and its last row 0.667 pt (6 frames). Over the 976
/// studied documents of sessions 63–65 it moves no other frame, and no frame of the never-studied sets. Written on that
/// one document, it was then measured blind on a second project (sixty-sixth session, held-out set 678): GDZy's
/// Calc_iOS Main.storyboard (Xcode 9.1, toolsVersion 14113, retina4_7 at 2×, not flagged) stores a 30-pt label 36 tall
/// (1.193 × 30 = 35.79, up to the pixel) above a grid of 25-pt buttons tied by equal heights with 8-pt gaps, rows stored
/// 132.5 and 132 tall, where the stored heights squeezed the label to 35 and moved thirteen buttons 1 pt up: all 14
/// frames now as stored, no frame of the session's other studied sets moved.
///
/// Left alone: a button marked `misplaced="YES"` or inside a misplaced view (its stored frame is not Xcode's layout:
/// wsl2ls's Compass stores a misplaced 27-pt button 114 tall, centred with no height constraint, and Trellis keeps
/// that stored size); custom buttons (no measured padding); buttons with an image, a background image, content or
/// title insets, an attributed or multi-line title, a configuration (iOS 15's padding differs) or a placeholder
/// intrinsic height; and every label (a one-line label's stored height above its line is not a safe cap: two
/// calculators of the corpora keep a stretched display label that Xcode did not shrink, 61 frames lost when tried).
enum IBTitledButtonHeight {
    /// The natural heights, by view id, of the document's titled system buttons stored more than 2 pt taller than
    /// their title's line plus padding (`scale` pixels per point).
    static func heights(in document: XMLElement, scale: Double) -> [String: Double] {
        var found: [String: Double] = [:]
        var pending: [(XMLElement, Bool)] = [(document, false)]
        while let (element, above) = pending.popLast() {
            let misplaced = above || element.flag("misplaced") == true
            if !misplaced, let id = element["id"], let natural = naturalHeight(element, scale: scale),
               let stored = IBGeometry.rect(element)?.height, stored > natural + 2 {
                found[id] = natural
            }
            pending.append(contentsOf: element.children.map { ($0, misplaced) })
        }
        return found
    }

    /// One line of the button's system font rounded up to the pixel, plus 6 pt above and below; nil for any button
    /// whose height this does not describe.
    static func naturalHeight(_ element: XMLElement, scale: Double) -> Double? {
        guard element.name == "button", element["buttonType"] == "system" || element["buttonType"] == "roundedRect",
              element["placeholderIntrinsicHeight"] == nil, element.child("buttonConfiguration") == nil,
              !element.children.contains(where: { $0.name == "inset" }) else { return nil }
        var pointSize = 15.0
        if let font = element.child("fontDescription", key: "fontDescription") {
            guard let type = font["type"], ["system", "boldSystem", "italicSystem"].contains(type),
                  let size = font.number("pointSize"), size > 0 else { return nil }
            pointSize = size
        }
        var titled = false
        for state in element.children("state") {
            guard state["image"] == nil, state["backgroundImage"] == nil,
                  !state.children.contains(where: { $0.name == "attributedString" || $0.name == "imageReference" })
            else { return nil }
            if let title = state["title"] {
                if title.contains("\n") { return nil }
                titled = titled || !title.isEmpty
            }
        }
        guard titled, scale > 0 else { return nil }
        return (1.193 * pointSize * scale).rounded(.up) / scale + 12
    }
}
