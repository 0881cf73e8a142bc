import TrellisModel

/// Xcode 12's canvas spaces the visible arranged view that follows hidden ones from the visible view before them (the
/// stack's full spacing), not from the hidden view; the hidden view itself still sits half the spacing after the
/// visible view before it (IBStack's `hiddenViewsMidSpacing`). The two readings give the same frames unless a written
/// constraint moves the hidden view.
///
/// Measured (ONE document; a one-document extension of the mid-spacing model): damsobaba/Reciplease-,
/// Reciplease/View/Base.lproj/Main.storyboard (Xcode 12.4, toolsVersion 17701, no view flagged misplaced). Its search
/// scene's vertical fill stack (spacing 14) holds a 35-pt row, a table, a hidden activity indicator and a button; the
/// document also writes `indicator.top == table.bottom + 14`. Xcode stores the table ending at 541, the hidden
/// indicator at 555 (0 tall) and the button at 555 = 541 + 14: the button keeps the spacing from the table. Spacing
/// the button from the hidden view (half the spacing, 7) put it at 562, and the 7 extra points squeezed a label in
/// another stack of the scene (6 frames apart). No second project with a written constraint on a hidden mid-stack view
/// has been measured, so the key is set only for Xcode 12 (toolsVersion 17000–17999, the evidence's Xcode).
enum IBStackHiddenSpacedFromVisible {
    static func apply(to stack: inout StackProperties, toolsVersion: Int) {
        guard toolsVersion >= 17000, toolsVersion < 18000, stack.hiddenViewsMidSpacing else { return }
        stack.hiddenViewsSpacedFromVisible = true
    }
}
