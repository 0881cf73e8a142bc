import TrellisModel

/// Xcode 7's canvas of one pixel per point stores views that share a length by equal-size constraints with their
/// edges at the nearest whole point.
///
/// The constraint-built counterpart of IBWholePointStacks: a document saved by Xcode 7 (toolsVersion 8000-10999, no
/// device) on a Mac display without Retina stores every frame on whole points, and where siblings tied by
/// `width == width` (or `height == height`) share a length that is not a whole number, it stores their edges at the
/// nearest whole point at their place in the root view, not at the 2× pixels Trellis otherwise uses. Measured in two
/// unflagged documents of two projects, every such group of the corpora with a share that is not a whole or half point:
/// g535879's ZhangChu CookBookTableViewCell.xib (Xcode 7.0, 8191) stores two rows of three equal-width views, 8-pt
/// gaps, in a 280-pt view at x = 8, 99, 189, 83, 82 and 83 wide (shares of 82.667: edges 90.667 → 91, 98.667 → 99,
/// 181.333 → 181, 189.333 → 189); WeAreSunshineGirl's STTWeiBo WBStatusNormalCell.xib (Xcode 7.3, 10117) a 320-pt
/// toolbar of three equal-width buttons at x = 0, 107, 213, 107, 106 and 107 wide (106.667 and 213.333 → 107 and 213).
/// The 2× pixels put the middle view of each row 1 pt too wide (83, 107). An edge exactly on a half point keeps it:
/// whole-point documents of Xcode 6.1-8.3 store such ties either way (another helper of the same session, old34b,
/// found 149 ties of 29 projects split both ways on both axes, nothing in the document predicting the side, and all
/// 19 non-tie fractional edges at the nearest whole point), and the half point is within half a point of both. Six
/// other Xcode 7 documents of the corpora (six projects, one flagged) have such groups whose shares are whole or half
/// points: no frame of theirs moves.
/// A view sized by a multiplier of its superview and centred (LitleCarl's gudu RecommendStoreCardView, Xcode 7.1, a
/// 0.618 × 600 divider stored at 115, 371 wide) is not rounded this way, which is why the rule stays with equal-size
/// groups: rounding every edge of such documents to whole points lost that frame.
/// Xcode 6 (toolsVersion 6000-7999) likewise (a declared one-document extension, fortieth session): none of the 684
/// frame values of the session's twelve Xcode 6 documents is fractional, and martinrist's stanford-cs193p Calculator
/// Main.storyboard (Xcode 6.3, 7706, 600 × 600, not flagged) stores five equal-width columns of buttons between
/// 16-pt margins with 8-pt gaps (shares of 105.6) at x = 16, 130, 243, 357, 470, 106, 105, 106, 105 and 106 wide: the
/// nearest whole points of 121.6, 129.6, 235.2, 243.2 … (20 buttons; on the 2× pixels 105.5 and 106 wide, 0.5 pt off).
/// Rounding every edge of Xcode 6 documents instead loses three centred labels of the session's documents (half-point
/// ties), so the rule stays with equal-size groups there too.
enum IBWholePointCanvas {
    /// The ids of the views whose edges the document stores on whole points: in a document saved by Xcode 6 or 7
    /// (toolsVersion 6000-10999) that stores no frame with a fractional x, y, width or height, each view tied to a
    /// sibling by a required `width == width` or `height == height` constraint (multiplier 1, constant 0).
    static func views(in document: XMLElement, toolsVersion: Int) -> Set<String> {
        guard toolsVersion >= 6000, toolsVersion < 11000, !storesFractionalFrame(document) else { return [] }
        let ties = equalSizeTies(in: document, attributes: ["width", "height"])
        return Set(ties.flatMap { [$0.first, $0.second] })
    }

    /// The pairs of sibling views (children of one `<subviews>`) that a required `attribute == attribute` constraint
    /// of one of `attributes` ties (multiplier 1, constant 0), in document order.
    static func equalSizeTies(in document: XMLElement, attributes: Set<String>) -> [(first: String, second: String)] {
        var parentOf: [String: String] = [:]
        for subviews in document.descendants(where: { $0.name == "subviews" }) {
            for child in subviews.children {
                if let id = child["id"] { parentOf[id] = subviews.line.description + ":" + subviews.column.description }
            }
        }
        var ties: [(first: String, second: String)] = []
        for constraint in document.descendants(where: { $0.name == "constraint" }) {
            guard let first = constraint["firstItem"], let second = constraint["secondItem"],
                  let attribute = constraint["firstAttribute"], attributes.contains(attribute),
                  constraint["secondAttribute"] == attribute, (constraint["relation"] ?? "equal") == "equal",
                  (constraint.number("multiplier") ?? 1) == 1, (constraint.number("constant") ?? 0) == 0,
                  (constraint.number("priority") ?? 1000) == 1000,
                  let parent = parentOf[first], parentOf[second] == parent else { continue }
            ties.append((first, second))
        }
        return ties
    }

    /// Whether a view's stored frame has a fractional x, y, width or height (a canvas of two pixels per point).
    static func storesFractionalFrame(_ document: XMLElement) -> Bool {
        document.containsDescendant(where: hasFractionalFrame)
    }

    /// Whether `element`'s own stored frame has a fractional x, y, width or height.
    static func hasFractionalFrame(_ element: XMLElement) -> Bool {
        guard let rect = element.child("rect", key: "frame") else { return false }
        return ["x", "y", "width", "height"].contains { key in
            guard let value = rect.number(key) else { return false }
            return abs(value - value.rounded()) > 0.001
        }
    }
}
