import TrellisModel

/// Which of a view's own required height and its bottom pin Interface Builder's canvas drops, in a storyboard scene
/// outside cells, when they cannot both hold: the height, where ``IBBottomPinYields`` would drop the pin.
///
/// ``IBBottomPinYields`` was measured in xib cells only (four top-level cells of four apps, Xcode 10.2 to 16, whose
/// content views Xcode flags ambiguous), and a storyboard's table cell drops the view's own size instead
/// (``IBCellOwnSizeYields``). Outside cells, storyboards of Xcode 12 and later drop the own height too, measured on
/// corpora-s22 and corpora-s23 (3 Dec 2026, twenty-third session, h23conf; every unsatisfiable set on disk checked):
/// - giljetomo/RestaurantApp-API (Xcode 12.5, toolsVersion 17701): a detail screen chains an image (0.4 of the safe
///   area's height), a label `height == 200` 30 below it and a button `height == 70` 68 below that, pinned 37 above
///   the safe area's bottom; the chain is 1.5 pt too long for Trellis's safe area. Xcode stores the button 49 tall
///   between the chain's y = 694 and the pin's 743 (and the label 200 tall), where Trellis broke the bottom pin and
///   kept the button 70 tall. (Its safe area is 33 pt shorter than Trellis's, so its frames do not match either way.)
/// - krrgit/CodePath-iOS101-Capstone (Xcode 14.3, 21701): a 62-pt table footer view pins a button 10 from its top and
///   20 from its bottom, the button `height == 40`; Xcode stores it 32 tall at y = 10 (both pins kept), where
///   Trellis broke the bottom pin, written last, and put it 4 pt low.
/// Earlier Xcodes and xibs are not measured outside cells, and keep ``IBBottomPinYields``. Only a view's own height
/// and its own bottom pin are concerned, where it is the only view pinned to its superview's bottom: the height is
/// marked to yield (`LayoutConstraint.yieldsInConflict`) and the pin no longer is; nothing changes when the
/// constraints can hold. (In both documents the same frames would follow from the pins; neither gains a frame, the
/// first for its safe area, the second because its button shows a symbol, whose alignment insets Trellis takes from
/// the stored frame against the 40-pt constant, IBSymbolImages: with the height broken it stores the pins' 32.)
enum IBOwnHeightYields {
    /// Xcode 12.0's first tools version.
    static let firstToolsVersion = 17000

    static func mark(_ constraints: inout [LayoutConstraint], parents: [String: String], cellContents: Set<String>,
                     context: IBDocumentContext) {
        guard context.isStoryboard, context.toolsVersion >= firstToolsVersion else { return }
        var heights: [String: [Int]] = [:]
        for index in constraints.indices where isOwnHeight(constraints[index]) {
            heights[constraints[index].first.view, default: []].append(index)
        }
        guard !heights.isEmpty else { return }
        // Bottom pins marked to yield, by the superview they pin to: where two views are pinned to one superview's
        // bottom (an Xcode 11.4 quiz kept two buttons' own heights and dropped one of the pins, SolverDriver), the
        // choice is not measured from Xcode 12 on and stays with ``SolverDriver/brokenMember(of:)``.
        var pinsBySuperview: [String: Int] = [:]
        for constraint in constraints where constraint.yieldsInConflict {
            guard let (view, edge) = IBBottomPinYields.edgePin(constraint, parents: parents), edge == .bottom,
                  let superview = parents[view] else { continue }
            pinsBySuperview[superview, default: 0] += 1
        }
        for index in constraints.indices where constraints[index].yieldsInConflict {
            guard let (view, edge) = IBBottomPinYields.edgePin(constraints[index], parents: parents), edge == .bottom,
                  let own = heights[view], let superview = parents[view], pinsBySuperview[superview] == 1,
                  !cellContents.contains(view), !IBCellOwnSizeYields.isInside(view, cellContents, parents: parents)
            else { continue }
            constraints[index].yieldsInConflict = false
            for height in own { constraints[height].yieldsInConflict = true }
        }
    }

    /// A required `height == N` of a view's own (no second item).
    static func isOwnHeight(_ constraint: LayoutConstraint) -> Bool {
        IBCellOwnSizeYields.isOwnSize(constraint) && constraint.firstAttribute == .height
    }
}
