import TrellisModel

/// A constraint between a scroll view's content and the vertical edges or centre of its `frameLayoutGuide`: Interface
/// Builder's canvas lays the guide out where the scroll view's frame lies at content offset 0, even when it adjusts
/// the scroll view's content inset for the bars and the sensor housing (IBScrollAdjustment).
///
/// At run time the frame guide follows the bounds, so under an adjusted inset (rest offset −inset) it starts at
/// −inset in content coordinates. Measured in two documents of two projects, neither flagged misplaced, whose
/// constraints agree with each other only at offset 0: meltonlogan615's Ghibli-UIKit-TableView (Xcode 13.0,
/// toolsVersion 19162, a 414 × 1200 freeform controller on the 414 × 896 canvas, 44-pt top inset, no navigation
/// controller) stores a content view pinned 42 pt above the frame guide's bottom ending at 1158 = 1200 − 42, not
/// 1114; lenameow's iOSScrollViewPageControl (Xcode 12.4, toolsVersion 17506, a navigation controller's root on
/// 414 × 896, 88-pt top inset) stores four pages, in a stack pinned to both the content guide's top and the frame
/// guide's top and bottom, 896 tall (the scroll view's height), not 808 (its stack's own y = 6 is explained by
/// neither reading). Among 1,470 earlier documents no other pins content to a frame guide's top, bottom or centre
/// under an adjusted inset. The guide's horizontal attributes and its width and height are left alone: no document
/// shows a horizontal adjustment.
///
/// The scene's `.view` item of a scroll view, seen from its content, already stands for the frame fixed in content
/// coordinates (its top at 0, its centre at half its height; TN2154): the guide's top and centre become the scroll
/// view's, and its bottom twice the centre. Only a constraint whose other item lies inside the scroll view is mapped.
enum IBCanvasFrameGuide {
    /// The constraint `first rel multiplier × second + constant` with a frame guide's top, centerY or bottom mapped to
    /// the scroll view's frame at offset 0; `isInside(scroll, view)` says whether `view` lies inside `scroll`.
    static func mapped(_ first: (LayoutItem, LayoutAttribute), _ second: (LayoutItem, LayoutAttribute)?,
                       relation: inout LayoutRelation, multiplier: inout Double, constant: inout Double,
                       isInside: (String, String) -> Bool) -> ((LayoutItem, LayoutAttribute), (LayoutItem, LayoutAttribute)?) {
        guard var other = second else { return (first, second) }
        let vertical: Set<LayoutAttribute> = [.top, .bottom, .centerY]
        func isGuide(_ item: (LayoutItem, LayoutAttribute), against view: String) -> Bool {
            item.0.guide == .frame && vertical.contains(item.1) && isInside(item.0.view, view)
        }
        if isGuide(other, against: first.0.view) {
            let (item, scale) = frameAtRest(other)
            other = item
            multiplier *= scale
            return (first, other)
        }
        guard isGuide(first, against: other.0.view) else { return (first, second) }
        if first.1 != .bottom {
            return (frameAtRest(first).item, second)
        }
        // `guide.bottom rel m × view.attr + c` is `view.attr rel' (guide.bottom − c) / m`, the guide now second.
        guard multiplier != 0 else { return (first, second) }
        let scale = 1 / multiplier
        switch relation {
        case .equal: break
        case .lessThanOrEqual: relation = multiplier > 0 ? .greaterThanOrEqual : .lessThanOrEqual
        case .greaterThanOrEqual: relation = multiplier > 0 ? .lessThanOrEqual : .greaterThanOrEqual
        }
        let (item, guideScale) = frameAtRest(first)
        constant = -constant * scale
        multiplier = guideScale * scale
        return (other, item)
    }

    /// The scroll view's own item for a frame guide's attribute, and the factor on it: its top and centre, and its
    /// bottom as twice the centre (the centre seen from inside is half the frame's height, the bottom its height).
    private static func frameAtRest(_ item: (LayoutItem, LayoutAttribute)) -> (item: (LayoutItem, LayoutAttribute), scale: Double) {
        let view = LayoutItem(item.0.view, guide: .view)
        switch item.1 {
        case .bottom: return ((view, .centerY), 2)
        default: return ((view, item.1), 1)
        }
    }
}
