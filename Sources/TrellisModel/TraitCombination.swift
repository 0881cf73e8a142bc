/// One combination of a scene's `traits:` list: the appearance, Dynamic Type size and layout direction a copy of
/// the scene is read, solved and drawn with (swift-snapshot-testing's `traits:` of a snapshot, one per image).
///
/// A trait left nil keeps the value the scene itself gives (or UIKit's default).
public struct TraitCombination: Sendable, Hashable {
    public var appearance: Appearance?
    public var contentSize: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?

    public init(appearance: Appearance? = nil, contentSize: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil) {
        self.appearance = appearance; self.contentSize = contentSize; self.layoutDirection = layoutDirection
    }

    /// The folder name of the combination once applied to a scene with `appearance`, `contentSize` and `direction`:
    /// the values that differ from UIKit's defaults, joined by `-` in a fixed order (`dark`, `ax3`, `rtl`,
    /// `dark-ax3-rtl`); `light` when every trait has its default value.
    public func name(appearance sceneAppearance: Appearance, contentSize sceneSize: ContentSizeCategory,
                     layoutDirection sceneDirection: LayoutDirection) -> String {
        var parts: [String] = []
        if (appearance ?? sceneAppearance) == .dark { parts.append("dark") }
        let size = contentSize ?? sceneSize
        if size != .default { parts.append(size.rawValue.lowercased()) }
        if (layoutDirection ?? sceneDirection) == .rightToLeft { parts.append("rtl") }
        return parts.isEmpty ? "light" : parts.joined(separator: "-")
    }
}

/// A copy of a scene read with one trait combination, and the folder its files go to.
public struct TraitVariant: Sendable, Hashable {
    /// The folder name (`dark-ax3-rtl`).
    public var name: String
    /// The scene as read with the combination: colours, text styles and the layout direction resolved for it.
    public var scene: Scene
    public init(name: String, scene: Scene) { self.name = name; self.scene = scene }
}
