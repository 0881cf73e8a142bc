/// On a phone, a `showDetail` segue from the root of a split view controller's primary navigation controller pushes
/// its destination onto that navigation stack, whether or not the split names the destination as its detail.
///
/// A phone shows a split view controller collapsed, with its primary column only; `showDetailViewController(_:sender:)`
/// then has the primary column show the new controller, and a navigation controller shows it by pushing it (Apple's
/// documentation of `UISplitViewController.showDetailViewController(_:sender:)`, and of `show(_:sender:)` for
/// `UINavigationController`). Xcode's inferred simulated metrics follow: the destination is laid out under the stack's
/// navigation bar, as a split's detail controller is (IBSplitDetailBars). Measured blind in the sixty-third session
/// (a declared one-document extension of that rule to a destination the split does not name): vardanmakhsudyan's
/// store-demo (Xcode 10.1, toolsVersion 14460.31, `retina4_7`, not flagged) has a split view controller with only a
/// primary navigation controller, whose table root shows a product controller by `showDetail`; Xcode stores the
/// product's stack, pinned 50 pt below the safe area's top, at y = 114 = 20 + 44 + 50, where no bar puts it at 70.
/// iPads show both columns (the detail keeps no bar there) and the Any/Any canvas stands for iPads too: neither is
/// changed.
enum IBSplitPrimaryShowDetail {
    /// The `showDetail` segues that push, as (source, destination) pairs in document order.
    static func pushes(_ controllers: [String: XMLElement], document: XMLElement, canvas: IBCanvas) -> [(source: String, destination: String)] {
        guard !canvas.isPad, !IBAnyAnyCanvas.applies(to: document) else { return [] }
        var roots: Set<String> = []
        for split in controllers.values where split.name == "splitViewController" {
            for primary in split.relationshipDestinations(["masterViewController"]) {
                guard let navigation = controllers[primary], navigation.name == "navigationController" else { continue }
                roots.formUnion(navigation.relationshipDestinations(["rootViewController"]))
            }
        }
        var segues: [(source: String, destination: String, line: Int, column: Int)] = []
        for id in roots {
            for segue in controllers[id]?.segues ?? [] where segue["kind"] == "showDetail" {
                if let destination = segue["destination"] { segues.append((id, destination, segue.line, segue.column)) }
            }
        }
        segues.sort { ($0.line, $0.column, $0.source, $0.destination) < ($1.line, $1.column, $1.source, $1.destination) }
        return segues.map { (source: $0.source, destination: $0.destination) }
    }
}
