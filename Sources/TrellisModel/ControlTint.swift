/// UIView.tintColor: a view's own `tint:`, else its nearest ancestor's, else the scene's, else systemBlue.
public enum ControlTint {
    /// systemBlue, the tint UIKit gives a window that sets none (UIColor.systemBlue: (0, 122, 255) in the light
    /// appearance and (10, 132, 255) in the dark one, Apple's Human Interface Guidelines colour table).
    public static func systemBlue(_ appearance: Appearance) -> Color {
        SystemColors.named("systemBlue", appearance: appearance) ?? .black
    }

    /// Sets ``ViewNode/resolvedTint`` on every view of the subtree: UIView documents that a view without a tint of its
    /// own inherits its superview's `tintColor`, up to the window's.
    public static func resolve(_ node: inout ViewNode, inherited: Color) {
        let tint = node.tint ?? inherited
        node.resolvedTint = tint
        for index in node.children.indices { resolve(&node.children[index], inherited: tint) }
    }

    /// Resolves every view of a scene from the scene's `tint:`, or systemBlue of its appearance.
    public static func resolve(_ scene: inout Scene) {
        resolve(&scene.root, inherited: scene.tint ?? systemBlue(scene.appearance))
    }
}
