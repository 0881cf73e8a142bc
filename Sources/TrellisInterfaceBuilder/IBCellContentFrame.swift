import TrellisModel

/// The frame of a table cell's content view that the document does not store.
///
/// Xcode 6 wrote some cells' `<tableViewCellContentView>` without a `<rect key="frame">`. UITableViewCell lays its
/// content view out over its own bounds above the separator, so such a content view is the cell's width and its
/// height less the separator Xcode reserved in that era. Measured on the content views stored in public xibs (our
/// five corpora): 1 pt less than the cell before toolsVersion 8000 (Xcode 6), 0.5 pt less until Xcode 11
/// (toolsVersion 14800), the cell's whole height from then on (RxSwift's WikipediaSearchCell, Xcode 6.3, stores a
/// collection view pinned 5 pt above the content view's bottom margin 111 pt tall in a 194-pt cell: 193 − 8 − 5 − 69).
///
/// A cell with a disclosure indicator (`accessoryType="disclosureIndicator"`) lays its content view out 33 pt
/// narrower, the indicator beside it at the trailing edge, in the Xcode 6 documents that store content views without
/// a rect (toolsVersion below 8000, the only ones that do). Measured: boztalay's HabitTracker (Xcode 6.3, toolsVersion
/// 6751) stores the content of such a cell without a rect, in a 600-pt table, on a 567-pt width: a 64-pt button pinned
/// 8 pt from the content view's trailing edge at x = 495 = 567 − 8 − 64, a 69-pt label 12 pt before it at 414 and a
/// label from x = 15 to 8 pt before that, 391 wide (on the cell's 600 pt: 528, 447 and 424 wide); the content views
/// later Xcodes store beside a disclosure indicator are the cell less 33 pt too in two storyboards of two projects
/// (CloudMusicPlayer's CloudAccounts, Xcode 8: 567 in a 600-pt cell and 562 in a 595-pt one; ToDo-iOS's Lists, Xcode
/// 9.2: 342 in a 375-pt cell), less 34 in cells that preserve a 16-pt superview margin (Apple's iPhoneCoreDataRecipes
/// sample, Xcode 9.2: 341 in 375): the indicator sits at the cell's trailing margin. Other accessories were not
/// measured and keep the cell's width.
enum IBCellContentFrame {
    /// The width a disclosure indicator takes from the content view of an Xcode 6 cell (its 15-pt margin and the indicator).
    static let disclosureIndicatorWidth: Double = 33

    /// `child` with a frame filled in when it is the content view of `cell` and stores none.
    static func filled(_ child: XMLElement, cell: XMLElement, toolsVersion: Int) -> XMLElement {
        guard child.name == "tableViewCellContentView", child.child("rect", key: "frame") == nil,
              let bounds = IBGeometry.rect(cell) else { return child }
        let separator: Double = toolsVersion < 8000 ? 1 : toolsVersion < 14800 ? 0.5 : 0
        let accessory = accessoryWidth(cell, cellWidth: bounds.width, toolsVersion: toolsVersion)
        var filled = child
        let rect = XMLElement(name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": "\(bounds.width - accessory)",
                                                         "height": "\(max(0, bounds.height - separator))"],
                              children: [], text: "", line: child.line, column: child.column)
        filled.children.insert(rect, at: 0)
        return filled
    }

    /// The width a cell `cellWidth` wide gives its accessory beside a content view the document stores without a frame:
    /// a disclosure indicator's 33 pt in an Xcode 6 document (toolsVersion below 8000) without an accessory view of its
    /// own, else 0.
    static func accessoryWidth(_ cell: XMLElement, cellWidth: Double, toolsVersion: Int) -> Double {
        guard toolsVersion < 8000, cell["accessoryType"] == "disclosureIndicator",
              !cell.children.contains(where: { $0["key"] == "accessoryView" }) else { return 0 }
        return min(disclosureIndicatorWidth, cellWidth)
    }
}
