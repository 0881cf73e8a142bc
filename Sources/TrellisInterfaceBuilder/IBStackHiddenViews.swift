import TrellisModel

/// Which arranged views of a stack may be hidden on the canvas, and which own constraint gives a hidden one its
/// length (IBStack.hiddenWithOwnLength).
enum IBStackHiddenViews {
    /// Hidden by its own attribute or by a size-class variation (`<variation key="widthClass=compact" hidden="YES"/>`).
    /// The set this feeds is read only for the views the canvas hides, so a variation of another size class here
    /// changes nothing.
    static func mayBeHidden(_ view: XMLElement) -> Bool {
        view.flag("hidden") == true || view.children("variation").contains { $0.flag("hidden") == true }
    }

    /// A required aspect ratio of the view to itself (`width = k × height`): its length along the stack's axis follows
    /// its length across it, which the stack's alignment or its siblings give (measured: a public xib's mini-player
    /// row, Xcode 14.3, stores its two hidden 1:1 buttons 56 × 56, as tall as the row, where collapsing them would
    /// conflict with the ratio and the row's height).
    static func isAspectRatio(_ constraint: XMLElement, of id: String, cross: String) -> Bool {
        constraint["secondItem"] == id && constraint["secondAttribute"] == cross
    }

    /// An image view showing an image whose compression resistance along the stack's axis is required (1000): its
    /// image's length is as required as a constraint of its own, so Xcode's canvas keeps it when the view is hidden
    /// (measured on two public xibs of one app: Zotero's LookupItemCell, Xcode 13.3, stores a hidden 28-pt document
    /// icon 28 wide at x = −28 before the first visible view, like its hidden sibling with a 28-pt width constraint;
    /// its ItemCell, Xcode 12.4, a hidden 12-pt note icon 12 wide at the end of the visible label, x = 4.5).
    static func hasRequiredImageLength(_ view: XMLElement, vertical: Bool) -> Bool {
        view.name == "imageView" && view["image"] != nil
            && (view.number(vertical ? "verticalCompressionResistancePriority" : "horizontalCompressionResistancePriority") ?? 750) >= 1000
    }
}
