import TrellisModel

/// Gives every control of a scene its intrinsic content size (``ControlMetrics``), as UIKit's controls report
/// `intrinsicContentSize`, so hugging and compression resistance apply to them as to a label.
///
/// An axis the scene sets with `intrinsicSize:` keeps the scene's value.
enum ControlSizing {
    /// The scene with its controls' intrinsic sizes filled in; the same scene when it has no controls.
    static func sized(_ scene: Scene, measurer: any TextMeasurer) -> Scene {
        guard scene.root.containsControl else { return scene }
        var sized = scene
        let scale = scene.scale ?? scene.layoutDevices.first?.scale ?? 2
        apply(to: &sized.root, measurer: measurer, scale: scale)
        return sized
    }

    private static func apply(to node: inout ViewNode, measurer: any TextMeasurer, scale: Double) {
        if node.kind.isControl {
            let size = ControlMetrics.intrinsicSize(of: node, measurer: measurer, scale: scale)
            if node.intrinsicWidth == nil { node.intrinsicWidth = size.width }
            if node.intrinsicHeight == nil { node.intrinsicHeight = size.height }
        }
        for index in node.children.indices { apply(to: &node.children[index], measurer: measurer, scale: scale) }
    }
}

extension ViewNode {
    /// Whether this view or one of its subviews is a control.
    var containsControl: Bool { kind.isControl || children.contains { $0.containsControl } }
}
