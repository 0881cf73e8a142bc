/// A constraint at the standard spacing (`symbolic="YES"`) between a view and a view controller's top or bottom layout
/// guide: 8 pt, whatever constant the document writes.
///
/// Interface Builder's "Standard" value is the system spacing Auto Layout computes, not the stored number: between
/// sibling views 8 pt, between a view and its superview's edge 20 pt, and between a view and the top or bottom layout
/// guide 8 pt (Apple's Auto Layout Guide: with a status bar, the standard spacing puts a view 8 pt below the top layout
/// guide). Most documents write that value as the constant (an Xcode 6.1 and an Xcode 8 storyboard store 8 for it);
/// an Xcode 6.0 beta save (toolsVersion 6154.17) writes 20 for a text field at the standard spacing below the top
/// layout guide of a pushed controller and stores it, and the three fields chained below it, 8 pt below the 64-pt
/// guide (y = 72, not 84).
enum IBSymbolicGuideSpacing {
    /// The standard spacing between a view and a top or bottom layout guide.
    static let standard = 8.0
    /// The edge attributes a view-guide pin joins (not centres, baselines or sizes).
    private static let edgeAttributes: Set<String> = ["leading", "trailing", "left", "right", "top", "bottom"]

    /// The constant of `element`, whose items are a layout guide when `isLegacyGuide` says so: the standard 8 pt (with
    /// the written sign) for a symbolic constraint to a guide, else the written `constant`.
    static func constant(_ constant: Double, of element: XMLElement, isLegacyGuide: (String) -> Bool) -> Double {
        guard element["symbolic"] == "YES", constant != 0,
              [element["firstItem"], element["secondItem"]].contains(where: { $0.map(isLegacyGuide) == true }) else { return constant }
        return constant < 0 ? -standard : standard
    }

    /// The constant of `element` when an item is a view's safe area or a scroll view's frame or content layout guide
    /// (`<viewLayoutGuide>`, Xcode 9 on), which `isViewGuide` says: 0 for a symbolic constraint between edges, else the
    /// written `constant`.
    ///
    /// Interface Builder's "Standard" between a view and one of these guides is no spacing at all: Xcode itself writes a
    /// standard-spacing pin to the safe area without a constant (an Xcode 13.0 storyboard of a layout exercise, toolsVersion
    /// 18122, a trailing `>=` pin between a view and the safe area), and a constant written beside `symbolic="YES"`
    /// (likely kept from the item the pin had before it was moved to the guide) does not count. Measured: an Xcode 11.3
    /// xib of a crypto wallet app (toolsVersion 15505) pins a stack at the standard spacing below its scroll view's frame
    /// layout guide, writes 20 and stores the stack at y = 0, unflagged, every other constraint of the scene agreeing;
    /// the twelfth session recorded one more document (not kept) whose standard-spacing pin to a safe area is stored at
    /// 0 whatever its constant. Plain (non-symbolic) constants and centre, baseline and size attributes are kept.
    static func viewGuideConstant(_ constant: Double, of element: XMLElement, isViewGuide: (String) -> Bool) -> Double {
        guard element["symbolic"] == "YES", constant != 0,
              [element["firstAttribute"], element["secondAttribute"]].allSatisfy({ $0.map(edgeAttributes.contains) == true }),
              [element["firstItem"], element["secondItem"]].contains(where: { $0.map(isViewGuide) == true }) else { return constant }
        return 0
    }
}
