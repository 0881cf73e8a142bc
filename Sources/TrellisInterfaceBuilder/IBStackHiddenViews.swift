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
}
