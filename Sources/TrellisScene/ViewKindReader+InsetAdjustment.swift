import TrellisModel

/// A scroll entry's inset-adjustment keys: UIKit's `contentInsetAdjustmentBehavior` name and the bounce flags it reads.
extension ViewKindReader {

    func readInsetAdjustmentKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["contentInsetAdjustmentBehavior"] {
            if keys["contentInsetAdjustment"] != nil {
                error(.badValue, "contentInsetAdjustmentBehavior: 'contentInsetAdjustment' says the same; give only one", at: node.mark)
            } else if let value = choice(node, "contentInsetAdjustmentBehavior", InsetAdjustment.allCases) {
                view.scroll.insetAdjustment = value
            }
        }
        if let node = keys["alwaysBounceVertical"], let value = bool(node, "alwaysBounceVertical") {
            view.scroll.alwaysBounceVertical = value
        }
        if let node = keys["alwaysBounceHorizontal"], let value = bool(node, "alwaysBounceHorizontal") {
            view.scroll.alwaysBounceHorizontal = value
        }
    }
}
