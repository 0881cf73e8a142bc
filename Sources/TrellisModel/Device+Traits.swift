/// How a device is held: portrait (the table's sizes) or landscape (width and height swapped).
public enum Orientation: String, Sendable, Hashable, CaseIterable { case portrait, landscape }

/// UIUserInterfaceSizeClass: the rough size of one axis of the screen.
public enum SizeClass: String, Sendable, Hashable, CaseIterable { case compact, regular }

/// A trait collection's horizontal and vertical size classes.
public struct SizeClasses: Sendable, Hashable {
    public var horizontal: SizeClass
    public var vertical: SizeClass
    public init(horizontal: SizeClass, vertical: SizeClass) { self.horizontal = horizontal; self.vertical = vertical }

    /// The size classes of a full-screen app on a screen of that size.
    ///
    /// Apple's table (Human Interface Guidelines, "Layout", device size classes) gives: every iPad regular width and
    /// height in both orientations; every iPhone compact width and regular height in portrait; in landscape compact
    /// height, and regular width only on the large phones (Plus, Max, XR, 11 and the 414- to 440-point-wide Plus and
    /// Max models), compact on the others. This rule reproduces that table from the size alone: the width is regular
    /// from 736 points when the short side is at least 414 (every iPad; the large phones in landscape), the height
    /// is regular from 500 points (every screen but a phone's landscape height, at most 440). A custom `size:` uses
    /// the same rule.
    public init(customSize size: Size) {
        let shortSide = min(size.width, size.height)
        horizontal = size.width >= 736 && shortSide >= 414 ? .regular : .compact
        vertical = size.height >= 500 ? .regular : .compact
    }
}
