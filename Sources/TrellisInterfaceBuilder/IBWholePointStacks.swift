import TrellisModel

/// Xcode 7's canvas stores a fillEqually stack's arranged views with their edges rounded to whole points.
///
/// Documents saved by Xcode 6 and 7 (toolsVersion below 11000; UIStackView came with Xcode 7) name no device, and
/// where a fillEqually stack's share is not a whole number of points they store every arranged view's edges at the
/// nearest whole point at its place in the root view, as UIKit's rounding does on a 1× screen (so a row stored 86 tall
/// from a share of 85.2 holds buttons 86 tall): measured, every such stack of the team's corpora, five
/// documents of five projects: dasdom's CalculatorUIStackView (Xcode 7 beta, 8191) stores rows of four buttons in a
/// 600-pt stack with 1-pt spacing 149, 150, 149 and 149 wide at x = 0, 150, 301, 451 (shares of 149.25) and a 430-pt
/// column of five rows 85, 85, 86, 85, 85 tall (85.2); the Auto Layout Cookbook's NestedStackViews (Xcode 7.3, 10117)
/// 181, 182, 181; bartjacobs's WorkingWithStackViews (Xcode 7.2, 9531) 187, 186, 187 at 0, 207, 413 (186.67 with
/// 20-pt spacing); an Xcode 7.2 exercise (9531) 153, 154, 153; and gskbyte's GSKTabsStretchyHeaderView.xib (Xcode 7.2,
/// 9532), flagged misplaced, 200, 199, 200 at 0, 201, 401: the whole-point shares of the 601-pt row it was stored
/// at. Documents of Xcode 8 and later store the shares at the device's pixels (62.667 and 63 on a 3× canvas, 20.333).
/// Other distributions and other views of these documents keep the device's pixels: laying every frame of such a
/// document out on whole points was tried and made nine documents worse (centred views, baseline-aligned labels).
enum IBWholePointStacks {
    /// Sets whole-point arrangement on a fillEqually stack of a document saved before Xcode 8.
    static func apply(to stack: inout StackProperties, toolsVersion: Int) {
        guard toolsVersion > 0, toolsVersion < 11000, stack.distribution == .fillEqually else { return }
        stack.wholePointArrangement = true
    }
}
