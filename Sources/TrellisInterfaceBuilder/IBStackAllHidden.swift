import TrellisModel

/// A stack view whose arranged views are all hidden arranges nothing on the canvases of Xcode 11.4 and later: its
/// hidden views keep the frames they were stored with, the stack takes no length from them and no alignment places
/// them, and the stack itself is sized as a stack without arranged views (IBEmptyStackSize: its stored size as its
/// intrinsic size) unless the constraints around it size it.
///
/// Measured on two documents of two projects, neither flagging a view misplaced:
/// - Andrew11US's iOS-Quiz-Test, Main.storyboard (Xcode 11.5, toolsVersion 16097): a fill-equally vertical stack
///   (standard spacing) pinned 20 pt below the safe area's top and to its bottom on 414 × 896 holds a text view and a
///   fill-aligned vertical stack of four hidden buttons; Xcode stores the outer stack (20, 108, 374, 754), the text
///   view and the all-hidden stack 373 tall each (the fill-equally share), and each hidden button (0, 0, 46, 0): 46 wide
///   where the fill alignment would make it 374. Closing the all-hidden stack up to 0 conflicts with the share, and
///   the layout gave the outer stack 8 pt (7 frames off).
/// - threema's IntroQuestionView.xib (Xcode 16, toolsVersion 23727): a bottom-aligned horizontal stack whose one
///   arranged view, a 110 × 36 button, is hidden, stored 0 × 0 in its centre-aligned parent stack, stores the button at
///   (0, 0, 110, 36), where the bottom alignment would put it at y = −36 (1 frame off).
/// Stacks with a visible arranged view are unchanged (IBStack and the hidden-view rules); earlier Xcode versions are not
/// measured and keep the close-up.
enum IBStackAllHidden {
    /// Xcode 11.4 (toolsVersion 16096) and later: the earliest measured save is Xcode 11.5's 16097.
    static let since = 16096

    /// Whether `element` is a `stackView` with at least one arranged view, every one hidden (with its size-class
    /// variation applied), in a document of Xcode 11.4 or later.
    static func applies(_ element: XMLElement, variations: IBVariations, toolsVersion: Int) -> Bool {
        guard element.name == "stackView", toolsVersion >= since else { return false }
        let arranged = (element.child("subviews")?.children ?? []).filter { $0.name != "variation" }.map(variations.apply(to:))
        return !arranged.isEmpty && arranged.allSatisfy {
            $0.flag("hidden") == true && !IBStoppedIndicatorSlot.arrangedAsShown($0, toolsVersion: toolsVersion)
        }
    }

    /// Where `applies`: the stack as a plain view holding its hidden views at their stored frames, with its stored
    /// size as its intrinsic size on each axis that has none.
    static func apply(_ element: XMLElement, variations: IBVariations, toolsVersion: Int, stored: Rect?, to node: inout ViewNode) {
        guard applies(element, variations: variations, toolsVersion: toolsVersion) else { return }
        node.kind = .view
        for index in node.children.indices where node.children[index].frame == nil {
            if let frame = node.children[index].storedFrame { node.children[index].frame = frame }
        }
        guard let stored else { return }
        if node.intrinsicWidth == nil, stored.width.isFinite, stored.width >= 0 { node.intrinsicWidth = stored.width }
        if node.intrinsicHeight == nil, stored.height.isFinite, stored.height >= 0 { node.intrinsicHeight = stored.height }
    }
}
