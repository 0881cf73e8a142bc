/// The content view of an Xcode 8 xib's top-level table cell still stored at an Xcode 6 height: a whole point short.
///
/// Xcode 6 stored a cell's `<tableViewCellContentView>` 1 pt shorter than the cell (its separator, IBCellContentFrame);
/// Xcode 7 and 8 reserve half a point, and store content views so when they lay them out themselves (froyolo's and
/// wieniek's Twitter cells, Xcode 8.3: 189.5 in 190 and 149.5 in 150). Some Xcode 8 saves keep the old rect, a whole
/// point short, while the frames of the content they store follow a content view at least half a point taller: measured
/// on two xibs of two projects, neither flagged, both cells giving `rowHeight` as their stored height:
/// - keithlee's TwitterLight TweetCell (Xcode 8.1, toolsVersion 11542), a 375 × 104 cell whose content view is stored
///   103 tall, stores a 20-pt button pinned 8 pt above the content view's bottom margin at y = 68 (the stored 103 gives
///   67), the tweet label chained 8 pt above it at y = 31 and the date label above that 15 tall, not 14;
/// - City-News-Beat's Fresco FRSSeeAllLabelTableViewCell (Xcode 8.2, 11762), a 320 × 56 cell whose content view is
///   stored 55 tall, stores a 1-pt line pinned to the content view's bottom edge at y = 55 and the label above it 55 tall
///   (the stored 55 gives 54 and 54).
///
/// The whole cell puts those six frames exactly where they are stored; the cell less the half point Xcode 8 reserves
/// puts them within half a point, and also keeps keithlee's three top labels, whose stored heights (14, 14 and 15 on
/// one centre line) no single content view satisfies, within half a point (the whole cell gives them 15). A third cell,
/// Fresco's FRSUserTableViewCell (same app and Xcode, 56 pt, stored 55), settles it: its 1-pt line pinned to the bottom
/// edge is stored at y = 54.5, and a label and a button centred on the content view at 17 and 4 (27.75 less 10.5 and
/// 24, rounded to the pixel), the cell less half a point exactly. So the content view is laid out over the cell less
/// half a point, as Xcode 8 lays out a content view it stores itself. Only content
/// pinned to the content view's bottom edge or bottom margin is measured: kakashysen's TelijoTableViewCell (Xcode 8.2,
/// a 320 × 80 cell stored 79 tall, no `rowHeight`) centres its views on the content view and stores them as if it were
/// 78 tall (its background image, 40 pt taller than the content view, is stored 120 tall at y = −21, its own stored
/// frames disagreeing), so a cell with no bottom pin keeps its stored rect; and ChatSecure's UserInfoProfileCell (Xcode
/// 8.1, 11542), a 90-pt cell whose `rowHeight` is 89, stores its content view 89 tall with a square image pinned to its
/// top and bottom margins at 73 × 73, exactly the stored 89: a cell whose `rowHeight` is not its stored height keeps
/// its stored rect too.
enum IBXcode8StaleCellContent {
    /// The Xcode 8 documents measured (8.0 to 8.3.3).
    static let toolsVersions = IBToolsVersion.xcode8
    /// The separator Xcode 8 reserves below a top-level cell's content view.
    static let separator = 0.5

    /// `content` with its stored height set to the cell's less half a point when it is the content view of an Xcode 8
    /// xib's top-level table cell stored exactly a whole point shorter than the cell, whose `rowHeight` is the cell's
    /// stored height, with content pinned to its bottom.
    static func laidOut(_ content: XMLElement, cell: XMLElement, topLevel: Bool, toolsVersion: Int) -> XMLElement {
        guard topLevel, toolsVersions.contains(toolsVersion), cell.name == "tableViewCell",
              content.name == "tableViewCellContentView", let bounds = IBGeometry.rect(cell),
              let index = content.children.firstIndex(where: { $0.name == "rect" && $0["key"] == "frame" }),
              let stored = IBGeometry.rect(content), stored.minY == 0,
              abs(bounds.height - stored.height - 1) < 0.01, let row = cell.number("rowHeight"),
              abs(row - bounds.height) < 0.01, pinsToBottom(content) else { return content }
        var laidOut = content
        laidOut.children[index].attributes["height"] = "\(bounds.height - separator)"
        return laidOut
    }

    /// Whether a required equality among `content`'s constraints pins a subview to its bottom edge or bottom margin.
    static func pinsToBottom(_ content: XMLElement) -> Bool {
        guard let id = content["id"] else { return false }
        let bottoms: Set<String> = ["bottom", "bottomMargin"]
        return content.children("constraints").flatMap { $0.children("constraint") }.contains { constraint in
            guard constraint["relation"] == nil, (constraint.number("priority") ?? 1000) >= 1000 else { return false }
            let first = constraint["firstItem"] ?? id, second = constraint["secondItem"]
            return (first == id && bottoms.contains(constraint["firstAttribute"] ?? ""))
                || (second == id && bottoms.contains(constraint["secondAttribute"] ?? ""))
        }
    }
}
