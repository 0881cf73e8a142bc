import TrellisModel

/// The layout-margin keys of every view entry (UIView's `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`).
extension ViewKindReader {

    func readMarginKeys(_ keys: [String: YAMLNode], into view: inout ViewNode) {
        if let node = keys["insetsLayoutMarginsFromSafeArea"], let value = bool(node, "insetsLayoutMarginsFromSafeArea") {
            view.insetsLayoutMarginsFromSafeArea = value
        }
        if let node = keys["preservesSuperviewLayoutMargins"], let value = bool(node, "preservesSuperviewLayoutMargins") {
            view.preservesSuperviewLayoutMargins = value
        }
    }
}
