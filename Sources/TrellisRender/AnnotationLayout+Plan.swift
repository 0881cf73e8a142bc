import TrellisModel

extension AnnotationLayout {
    /// The annotations of one image: for screen and viewport images every shown view (the root's subtree) with the
    /// chrome's rows as text to keep clear of; for a content image the scroll view's subviews and, when every view
    /// is annotated or the scroll view is listed, its content size's dimension lines.
    static func of(_ plan: OutputPlan, geometry: StateGeometry, scene: Scene, device: Device, views: [String]?,
                   measurer: PangoTextMeasurer, scale: Double) -> AnnotationLayout? {
        let region = Rect(origin: plan.origin, size: plan.size)
        let chosen = views.map(Set.init)
        let rightToLeft = scene.traits.layoutDirection == .rightToLeft
        switch plan.kind {
        case .screen, .viewport:
            let chrome = ChromeLayout(device: device, container: scene.container, showsChrome: scene.showsChrome)
            let bars = [chrome.statusBar, chrome.navigationBar, chrome.largeTitleRow, chrome.tabBar, chrome.toolbar].compactMap { $0 }
            return AnnotationLayout(nodes: [scene.root], rootID: scene.root.id, geometry: geometry, region: region,
                                    views: chosen, bars: bars, rightToLeft: rightToLeft, measurer: measurer, scale: scale)
        case let .content(id):
            guard let node = geometry.nodes[id], let view = geometry.state.view(id) else { return nil }
            var dimensions: [DimensionLine] = []
            if chosen?.contains(id) ?? true {
                func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
                dimensions = DimensionLine.contentSize(view.contentSize ?? .zero, region: region, snap: snap)
            }
            return AnnotationLayout(nodes: node.isHidden ? [] : node.children, rootID: node.id, geometry: geometry,
                                    region: region, views: chosen, bars: [], dimensions: dimensions,
                                    rightToLeft: rightToLeft, measurer: measurer, scale: scale)
        }
    }
}
