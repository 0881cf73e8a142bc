import TrellisModel

/// Xcode 9's canvas gives a hidden arranged view of a fill stack no place along the stack's axis.
///
/// Measured on two storyboards of one app (kwingerden's ecodatum-ios-client, Xcode 9.2, toolsVersion 13771, iPad
/// canvases): a hidden error label, the last arranged view of a horizontal firstBaseline fill stack after a visible
/// label that fills it, is stored 0 wide at x = −184 (four stacks) and x = −217 (two), minus the x of the stack in
/// the root: the root's origin, where that canvas's layout engine leaves a position no constraint sets; the visible
/// label keeps the stack's whole width. Documents of later Xcodes store such a view where it collapses (the visible
/// view's end, or mid-spacing: IBStack), and Xcode 10.2's (stack2's DiscordStackViewSample, 14490) place hidden
/// views by the stack's chain, so the change lies between 13771 and 14490; the bound at 14490 is the first measured
/// Xcode that chains them. Xcode 7 documents (below 11000) and other distributions are left as they were: nothing
/// measured there. Trellis chains only the visible views and keeps the hidden ones at their stored place.
enum IBStackUnplacedHidden {
    static func apply(to stack: inout StackProperties, toolsVersion: Int) {
        guard toolsVersion >= 11000, toolsVersion < 14490, stack.distribution == .fill,
              stack.hiddenViewsKeepingOwnSize.isEmpty else { return }
        stack.hiddenViewsUnplaced = true
    }
}
