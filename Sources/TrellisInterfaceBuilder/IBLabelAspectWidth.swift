import TrellisModel

/// A label with a required aspect ratio of its own (`width == m × height`, no constant): its text sets the width, and
/// the ratio the height, so the stored height is not an intrinsic height of its own.
///
/// Trellis takes a label's intrinsic size from its stored frame (the size Xcode measured with Apple's fonts), both
/// axes. Under its own ratio the two stored lengths agree only to the pixel Xcode rounds frames to, and the solver
/// then held the stored height and derived the width, where UIKit's label has a text width and a line height far
/// below a frame the ratio stretches (its vertical compression resistance does not bind, its horizontal does). The
/// symbol image views' ratio already keeps the stored width and derives the height (``IBSymbolAspect``, two xibs of
/// two projects); this extends it to labels. Measured (3 Dec 2026, twenty-fourth session, corpora-s24/h24views),
/// KashMihdi/RandomFood AlertView.xib, Xcode 14.3: a 31-pt one-line title at 119:32 stored 380 × 102.33 (380 / 3.71875
/// = 102.18, rounded to the pixel) centred in a card, and a two-line 19-pt message at 290:47 pinned 8 pt inside the
/// card (stored 295 wide) sets the card's width, whose own 39:25 ratio sets its height: Xcode stores the card 311 ×
/// 199.33, Trellis solved 312 × 200 holding the message's stored 48 (296.17 wide), and five frames missed by 0.3 to
/// 1.3 pt; with the width kept all five are Xcode's. The other labels with a ratio of their own on disk (two squares
/// in corpora-s23) store frames that keep it exactly, and keep their frames. Buttons and text fields are left out
/// (not measured: their stored frames on disk keep their ratios).
///
/// A stored frame that keeps the ratio exactly (the ratio Xcode writes when it is added to a label at its intrinsic
/// size, `57:29` on a 57 × 29 frame) keeps its stored height too: both lengths are then Xcode's measure of the text
/// and hold together, where without a stored height the layout measured the line with Trellis's own font, taller
/// than Apple's, and the ratio widened the label (a student's Xcode 16.3 save of a course's lottery screen,
/// toolsVersion 23727, GreysonMorganCSC308/M4Lotto_Morgan: seven one-line 24-pt "Label" labels at `57:29` stored
/// 57 × 29, solved 59 × 30 before; thirty-first session).
enum IBLabelAspectWidth {
    /// Drops the stored height as the label's intrinsic height when a required ratio of its own ties it to its width.
    static func apply(_ element: XMLElement, to node: inout ViewNode) {
        guard element.name == "label", let id = element["id"], element["placeholderIntrinsicHeight"] == nil,
              let width = node.intrinsicWidth, let height = node.intrinsicHeight,
              let widthPerHeight = ownRatio(element, id: id) else { return }
        if abs(width - widthPerHeight * height) <= 0.01 { return }
        node.intrinsicHeight = nil
    }

    /// The width per height of the element's first required ratio of its own without a constant, or nil.
    static func ownRatio(_ element: XMLElement, id: String) -> Double? {
        for constraint in element.child("constraints")?.children("constraint") ?? [] {
            let first = constraint["firstItem"] ?? id
            guard first == id, constraint["secondItem"] == id,
                  Set([constraint["firstAttribute"] ?? "", constraint["secondAttribute"] ?? ""]) == ["width", "height"],
                  (constraint["relation"] ?? "equal") == "equal",
                  (constraint.number("constant") ?? 0) == 0,
                  (constraint.number("priority") ?? 1000) >= 1000,
                  let ratio = constraint["multiplier"] == nil ? 1 : IBConstraintResolver.multiplier(constraint["multiplier"]),
                  ratio > 0 else { continue }
            return constraint["firstAttribute"] == "width" ? ratio : 1 / ratio
        }
        return nil
    }
}
