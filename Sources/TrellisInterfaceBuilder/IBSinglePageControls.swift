/// A page control that hides itself: `hidesForSinglePage` with one page or none.
///
/// UIPageControl's `hidesForSinglePage` hides the control when it has a single page (Apple's UIPageControl
/// documentation), and a stack view lays out a hidden arranged view as collapsed, its spacing gone with it (the
/// UIStackView documentation on `isHidden`). Interface Builder's canvas does the same with a page control that states
/// `hidesForSinglePage="YES"` and `numberOfPages="1"`, so it is read as hidden. Measured (fifty-ninth session,
/// studied): aydenp's Bank (Xcode 9.1, toolsVersion 13529, 375 × 667) and dhingrar27's Projects (Xcode 11.3, 15705,
/// 414 × 896), which carry the same account header, neither flagged: a vertical stack (spacing 8) of a 117.5-pt stack
/// of labels and such a 16-pt page control is stored 117.5 tall in both, and the views pinned below it 24 pt higher than
/// a shown page control puts them (6 frames in each). A control that states no page count has UIKit's 0, and hides too.
enum IBSinglePageControls {
    /// The document with every such page control marked hidden; the document itself when it has none.
    static func resolvedDocument(_ document: XMLElement) -> XMLElement {
        document.containsDescendant(where: hidesItself) ? resolved(document) : document
    }

    /// Whether `element` is a page control that hides itself.
    static func hidesItself(_ element: XMLElement) -> Bool {
        element.name == "pageControl" && element.flag("hidesForSinglePage") == true && (element.number("numberOfPages") ?? 0) <= 1
    }

    private static func resolved(_ element: XMLElement) -> XMLElement {
        var element = element
        if hidesItself(element) { element.attributes["hidden"] = "YES" }
        guard !element.children.isEmpty else { return element }
        element.children = element.children.map { resolved($0) }
        return element
    }
}
