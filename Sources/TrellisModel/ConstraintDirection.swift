/// Which view's layout direction reads a constraint's leading and trailing.
///
/// A view's semantic content attribute sets the direction of its contents, its subviews, and not its own place in its
/// superview. The common trick of a `forceRightToLeft` button, to show its image after its title, leaves the button
/// where its superview's direction puts it. Measured in Interface Builder, whose canvas runs UIKit's layout: an Xcode
/// 14.2 xib stores such a button pinned `button.leading == label.trailing + 8` to its left-to-right sibling at the
/// label's right, not mirrored to its left (dashwallet-ios' DWTitleActionHeaderView). So a constraint is read in the
/// direction of the nearest view that holds both of its items: two siblings in their superview's, a view and an
/// ancestor in that ancestor's, a view alone in its superview's. A view holds itself, and a guide counts as its view.
public enum ConstraintDirection {
    /// The id of the view whose direction reads a constraint between `first` and `second` (view ids; nil for a
    /// constraint of one item), given each view's superview; nil when no view holds both (the scene's direction).
    public static func holder(of first: String, _ second: String?, parents: [String: String]) -> String? {
        guard let second, second != first else { return parents[first] }
        var chain: Set<String> = [first]
        var current = parents[first]
        while let id = current, chain.insert(id).inserted { current = parents[id] }
        var seen: Set<String> = []
        current = second
        while let id = current, seen.insert(id).inserted {
            if chain.contains(id) { return id }
            current = parents[id]
        }
        return nil
    }
}
