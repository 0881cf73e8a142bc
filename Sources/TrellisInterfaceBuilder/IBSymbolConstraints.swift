import TrellisModel

/// What a scene's constraints say about the size of its symbol views: the length each axis of the alignment
/// rectangle is given (a required size constant of the view's own, or required pins of both edges to its
/// superview's), and whether a constraint of their own sets their height (a height or aspect-ratio constraint).
struct IBSymbolConstraints {
    private var ownSizes: [String: IBOwnSize] = [:]
    private var heightSet: Set<String> = []
    /// Required aspect-ratio constraints of a view's own (`width == m × height`, no constant), as height per width.
    private var aspects: [String: Double] = [:]
    /// Required `view.edge == other.edge ± c` constraints, as the gap inward from the other item's edge, by view.
    private var edgeGaps: [String: [(other: String, edge: String, gap: Double)]] = [:]
    /// The axes whose length a required constraint ties to another item's width or height, by view (IBSymbolStackSlot).
    private var relativeLengths: [String: Set<Axis>] = [:]
    /// Required `view.length == m × other.length + c` constraints (same attribute), as the other item, the multiplier
    /// and what it adds to that item's length, by view (IBSymbolSuperviewLength).
    private var tiedLengths: [String: [IBLengthTie]] = [:]
    /// Required `view.top/bottom == other.attribute + c` pins to another item, by view (IBSymbolSpanInsets).
    private var spanPins: [String: [IBSpanPin]] = [:]

    init(pending: [(element: XMLElement, holder: String)], ids: Set<String>) {
        for (element, holder) in pending where element.flag("placeholder") != true {
            let first = element["firstItem"] ?? holder, second = element["secondItem"]
            let firstAttribute = element["firstAttribute"] ?? "", secondAttribute = element["secondAttribute"] ?? ""
            let required = (element.number("priority") ?? 1000) >= 1000
            let equal = (element["relation"] ?? "equal") == "equal"
            let constant = element.number("constant") ?? 0
            if second == nil, ids.contains(first), required, equal, firstAttribute == "width" || firstAttribute == "height" {
                if firstAttribute == "width" { ownSizes[first, default: IBOwnSize()].width = constant }
                else { ownSizes[first, default: IBOwnSize()].height = constant }
                continue
            }
            if let second, required, equal, firstAttribute == secondAttribute, Self.leadingEdges.contains(firstAttribute)
                || Self.trailingEdges.contains(firstAttribute), (IBConstraintResolver.multiplier(element["multiplier"]) ?? 1) == 1 {
                // view.edge == other.edge + c: a start edge lies c inside the other's, an end edge −c; and reversed.
                let sign: Double = Self.leadingEdges.contains(firstAttribute) ? 1 : -1
                if ids.contains(first) { edgeGaps[first, default: []].append((second, firstAttribute, sign * constant)) }
                if ids.contains(second) { edgeGaps[second, default: []].append((first, firstAttribute, -sign * constant)) }
            }
            if let second, second != first, required, equal, (IBConstraintResolver.multiplier(element["multiplier"]) ?? 1) == 1 {
                if ids.contains(first), Self.verticalEdges.contains(firstAttribute) {
                    spanPins[first, default: []].append(IBSpanPin(edge: firstAttribute, other: second, attribute: secondAttribute, offset: constant))
                }
                if ids.contains(second), Self.verticalEdges.contains(secondAttribute) {
                    spanPins[second, default: []].append(IBSpanPin(edge: secondAttribute, other: first, attribute: firstAttribute, offset: -constant))
                }
            }
            if let second, second != first, required, equal, Self.lengths.contains(firstAttribute), Self.lengths.contains(secondAttribute) {
                for (item, attribute) in [(first, firstAttribute), (second, secondAttribute)] where ids.contains(item) {
                    relativeLengths[item, default: []].insert(attribute == "height" ? .vertical : .horizontal)
                }
                let multiplier = IBConstraintResolver.multiplier(element["multiplier"]) ?? 1
                if firstAttribute == secondAttribute, multiplier > 0, multiplier.isFinite {
                    // first = m × second + c, and second = first / m − c / m.
                    let axis: Axis = firstAttribute == "height" ? .vertical : .horizontal
                    if ids.contains(first) {
                        tiedLengths[first, default: []].append(IBLengthTie(other: second, axis: axis, constant: constant, multiplier: multiplier))
                    }
                    if ids.contains(second) {
                        tiedLengths[second, default: []].append(IBLengthTie(other: first, axis: axis, constant: -constant / multiplier,
                                                                            multiplier: 1 / multiplier))
                    }
                }
            }
            if second == first, ids.contains(first), required, equal, constant == 0,
               let multiplier = Self.ratio(element["multiplier"]), multiplier > 0 {
                if firstAttribute == "width", secondAttribute == "height" { aspects[first] = 1 / multiplier }
                if firstAttribute == "height", secondAttribute == "width" { aspects[first] = multiplier }
            }
            for (item, attribute) in [(first, firstAttribute), (second, secondAttribute)] {
                guard let item, ids.contains(item) else { continue }
                if attribute == "height" || (first == second && attribute == "width") { heightSet.insert(item) }
            }
        }
    }

    /// An aspect-ratio constraint's multiplier; none written is 1:1. Xcode 14.1 on leaves a square ratio's
    /// multiplier out where Xcode 12 and 13 wrote `multiplier="1:1"` (measured: every self width-to-height constraint
    /// in the session's documents saved by Xcode 12.5 or earlier writes "1:1", those saved by Xcode 14.1 to 26 write
    /// none: an Xcode 14.1 cell of spotify-ios, three Xcode 15.4–26 storyboards of shenfive's course projects). One of
    /// those is an SF Symbol image view (shenfive/A252HelloImageDownLoad, Xcode 15.4: square.and.arrow.up.circle.fill
    /// pinned 10 pt inside a 393-pt screen, a 373 × 373 rectangle, stored 371.67 tall 0.67 pt below it), which the
    /// aspect rule (IBSymbolAspect) missed while it read only written ratios.
    private static func ratio(_ text: String?) -> Double? {
        text == nil ? 1 : IBConstraintResolver.multiplier(text)
    }

    private static let lengths: Set<String> = ["width", "height"]
    private static let verticalEdges: Set<String> = ["top", "bottom"]
    private static let leadingEdges: Set<String> = ["top", "leading", "left"]
    private static let trailingEdges: Set<String> = ["bottom", "trailing", "right"]
    private static let edgePairs: [(Axis, String, String)] = [(.vertical, "top", "bottom"), (.horizontal, "leading", "trailing"),
                                                               (.horizontal, "left", "right")]

    /// The length the constraints give each axis of the view's alignment rectangle: its own size constant, else the
    /// stored length of the view both its edges are pinned to (its superview, or a sibling: ownCloud's passcode
    /// xib pins a symbol 10 pt inside a 60-pt button's top and bottom) less the gaps (Xcode's own frame of it).
    /// `ignoringOwn`: the length the rest of the constraints give, as when Xcode breaks the view's own size.
    func constrainedSize(of id: String, in parent: IBSymbolParent?, ignoringOwn: Bool = false) -> IBOwnSize {
        var size = ignoringOwn ? IBOwnSize() : ownSizes[id] ?? IBOwnSize()
        if let parent {
            size = IBSymbolStackFill.crossLength(of: size, in: parent)
            size = IBSymbolStackSlot.mainLength(of: size, id: id, in: parent, relative: relativeLengths[id] ?? [])
        }
        guard let parent else { return size }
        if let gaps = edgeGaps[id] {
            var lengths = parent.siblingAlignmentSizes
            lengths[parent.id] = parent.size
            for (axis, start, end) in Self.edgePairs {
                for near in gaps where near.edge == start {
                    guard let otherSize = lengths[near.other],
                          let far = gaps.first(where: { $0.other == near.other && $0.edge == end }) else { continue }
                    let length = (axis == .vertical ? otherSize.height : otherSize.width) - near.gap - far.gap
                    if axis == .vertical { size.height = size.height ?? length } else { size.width = size.width ?? length }
                    break
                }
            }
        }
        return IBSymbolSuperviewLength.length(of: size, ties: tiedLengths[id] ?? [], in: parent)
    }

    /// The view's required pins of its top and bottom to other items (IBSymbolSpanInsets).
    func spanPins(of id: String) -> [IBSpanPin] { spanPins[id] ?? [] }

    /// The height per width a required aspect-ratio constraint of the view's own gives its alignment rectangle.
    func heightPerWidth(_ id: String) -> Double? { aspects[id] }

    /// Whether no height or aspect-ratio constraint of the view's own sets its height (its edges may be pinned: a
    /// symbol image view stretched between two views keeps the insets of its intrinsic height, IBSymbolImages).
    func heightIsUnconstrained(_ id: String) -> Bool {
        !heightSet.contains(id)
    }
}

/// A symbol view's superview as the insets need it: its id, its stored size, and its arrangement when it is a stack.
struct IBSymbolParent {
    var id: String
    var size: Size?
    var stack: StackProperties?
    /// The stored sizes of its subviews, by id.
    var siblingSizes: [String: Size] = [:]
    /// The stored frames of its subviews, by id.
    var siblingFrames: [String: Rect] = [:]
    /// The sizes of its subviews' alignment rectangles, by id: the stored size less a control's own insets
    /// (``IBSiblingAlignment``), what a pin to a sibling's edge holds.
    var siblingAlignmentSizes: [String: Size] = [:]
    /// Its subviews in order (a stack's arranged views) and whether they are hidden; their sizes are `siblingSizes`'.
    var arranged: [(id: String, hidden: Bool)] = []

    /// The superview `node` is to its subviews.
    init(_ node: ViewNode) {
        id = node.id
        size = node.storedFrame?.size
        stack = node.kind == .stack ? node.stack : nil
        siblingFrames = Dictionary(node.children.compactMap { child in child.storedFrame.map { (child.id, $0) } }) { first, _ in first }
        siblingSizes = siblingFrames.mapValues(\.size)
        siblingAlignmentSizes = IBSiblingAlignment.sizes(of: node.children)
        arranged = node.children.map { ($0.id, $0.isHidden) }
    }
}
