import TrellisModel

/// The frame of a table cell's content view that the document does not store.
///
/// Xcode 6 wrote some cells' `<tableViewCellContentView>` without a `<rect key="frame">`. UITableViewCell lays its
/// content view out over its own bounds above the separator, so such a content view is the cell's width and its
/// height less the separator Xcode reserved in that era. Measured on the content views stored in public xibs (our
/// five corpora): 1 pt less than the cell before toolsVersion 8000 (Xcode 6), 0.5 pt less until Xcode 11
/// (toolsVersion 14800), the cell's whole height from then on (RxSwift's WikipediaSearchCell, Xcode 6.3, stores a
/// collection view pinned 5 pt above the content view's bottom margin 111 pt tall in a 194-pt cell: 193 − 8 − 5 − 69).
enum IBCellContentFrame {
    /// `child` with a frame filled in when it is the content view of `cell` and stores none.
    static func filled(_ child: XMLElement, cell: XMLElement, toolsVersion: Int) -> XMLElement {
        guard child.name == "tableViewCellContentView", child.child("rect", key: "frame") == nil,
              let bounds = IBGeometry.rect(cell) else { return child }
        let separator: Double = toolsVersion < 8000 ? 1 : toolsVersion < 14800 ? 0.5 : 0
        var filled = child
        let rect = XMLElement(name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": "\(bounds.width)",
                                                         "height": "\(max(0, bounds.height - separator))"],
                              children: [], text: "", line: child.line, column: child.column)
        filled.children.insert(rect, at: 0)
        return filled
    }
}
