/// Frame-placed views that follow their superview's size by their autoresizing mask.
extension Scene {
    /// Recomputes the frames of `node`'s subtree for a superview of `size` that was designed at `designedSize`.
    ///
    /// A child placed by frame keeps its designed frame for its own children's designed superview size, and takes
    /// its recomputed frame as their actual one; a child placed by constraints stops the walk (its subtree's frames
    /// have no designed superview size to start from; the loader refuses an autoresizing mask there).
    static func autoresize(_ node: inout ViewNode, designedSize: Size, size: Size) {
        for index in node.children.indices {
            guard let designed = node.children[index].frame else { continue }
            var frame = designed
            if let mask = node.children[index].traits.autoresizing, designedSize != size {
                frame = autoresizedFrame(designed, mask: mask, designedSuperviewSize: designedSize, superviewSize: size)
                node.children[index].frame = frame
            }
            autoresize(&node.children[index], designedSize: designed.size, size: frame.size)
        }
    }

    /// UIView's autoresizing: the frame a view designed at `frame` in a superview of `designedSuperviewSize` takes
    /// when its superview is `superviewSize`.
    ///
    /// On each axis the superview's size splits into three parts: the near margin (x), the size (width) and the far
    /// margin (superview width − maxX). UIKit's documentation of `autoresizingMask` says that when more than one of
    /// an axis's parts is flexible, the size difference is distributed among the flexible parts in proportion to
    /// their sizes; one flexible part takes all of it; none keeps the frame (UIViewAutoresizingNone: the view does
    /// not move or resize, the far margin takes the change). The proportions are those of the designed frame,
    /// which is also what repeated resizing gives (a proportional split keeps the flexible parts' ratio). Where
    /// the flexible parts add up to 0 (all empty), the difference is split evenly among them (our decision; UIKit
    /// documents nothing). This is the relation `translatesAutoresizingMaskIntoConstraints` writes as constraints
    /// (`h=&-&`: flexible, fixed, flexible): with every ancestor placed by frame up to the root, the superview's size is
    /// known, so the constraints come down to this frame.
    public static func autoresizedFrame(_ frame: Rect, mask: AutoresizingMask, designedSuperviewSize: Size, superviewSize: Size) -> Rect {
        let horizontal = resize(near: frame.minX, size: frame.width, superview: designedSuperviewSize.width, to: superviewSize.width,
                                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = resize(near: frame.minY, size: frame.height, superview: designedSuperviewSize.height, to: superviewSize.height,
                              flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return Rect(x: horizontal.near, y: vertical.near, width: horizontal.size, height: vertical.size)
    }

    /// One axis of ``autoresizedFrame(_:mask:designedSuperviewSize:superviewSize:)``.
    private static func resize(near: Double, size: Double, superview: Double, to newSuperview: Double,
                               flexible: (near: Bool, size: Bool, far: Bool)) -> (near: Double, size: Double) {
        let delta = newSuperview - superview
        let far = superview - near - size
        let parts = [(flexible.near, near), (flexible.size, size), (flexible.far, far)]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (near, size) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ isFlexible: Bool, _ value: Double) -> Double {
            guard isFlexible else { return 0 }
            return total == 0 ? delta / Double(flexibleParts.count) : delta * value / total
        }
        return (near + share(flexible.near, near), size + share(flexible.size, size))
    }
}
