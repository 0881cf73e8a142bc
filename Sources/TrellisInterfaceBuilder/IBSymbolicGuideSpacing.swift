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

    /// The constant of `element`, whose items are a layout guide when `isLegacyGuide` says so: the standard 8 pt (with
    /// the written sign) for a symbolic constraint to a guide, else the written `constant`.
    static func constant(_ constant: Double, of element: XMLElement, isLegacyGuide: (String) -> Bool) -> Double {
        guard element["symbolic"] == "YES", constant != 0,
              [element["firstItem"], element["secondItem"]].contains(where: { $0.map(isLegacyGuide) == true }) else { return constant }
        return constant < 0 ? -standard : standard
    }
}
