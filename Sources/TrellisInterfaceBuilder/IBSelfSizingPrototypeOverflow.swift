import TrellisModel

/// In Xcode 8.3 to 10's canvas, the prototype cells of a table whose rows size themselves (`rowHeight="-1"`, the
/// table's Row Height "Automatic") keep their views' own heights, intrinsic or constant, and their top pins where the
/// stored row is too short for them: the pins to the content view's bottom give way first.
///
/// A self-sizing cell is as tall as its content needs (UITableView.automaticDimension: the cell's constraints give
/// its height), but the canvas draws the prototype at its stored row height, and where the content needs more the
/// stored frames run past the content view's bottom instead of squeezing labels below one line. Measured on three
/// unflagged storyboards of three projects, each an automatic-height table's prototype:
/// - giftbott's iOS-Architecture-Sample, MVC-Storyboard (Xcode 8.3, toolsVersion 12121, 375 × 667): a 44-pt cell
///   (content 43.5) chains a headline label 8 pt below its top, a caption label 8 below that and a row of two 15-pt
///   images and two footnote labels 8 below that, each pinned 8 above the bottom: 83 pt of content. Xcode stores the
///   caption 14.5 tall at y = 36 and the row at y = 58.5 (images 15, labels 16 tall), past the bottom at 43.5; the
///   bottom pins squeezed the caption to −23.5 pt;
/// - jspargo's LearnToiOS-Lesson6 (Xcode 10.2, 14490.70, 414 × 896): a 44-pt cell's 21-pt title pinned to the top
///   margin and a text label 4 below it pinned to the bottom margin: the text label is stored one line tall (19.5) at
///   36.5, its bottom 20 pt past the margin (the pins gave it −3);
/// - Hamna21's MemeMe-2.0 (Xcode 10.0, 14109, 375 × 667): a 131-pt cell whose 120-pt image is pinned to the content
///   view's top and bottom and centred on it is stored at y = 0 (the top pin kept; the bottom pin gave 5.5).
/// Modelled as pins of the content view's direct subviews to its bottom edge or bottom margin held just below the
/// default compression resistance (749): a view keeps its height before such a pin holds, and a pin still stretches
/// a view whose hugging (250) is weaker, so a cell whose content fits is laid out as before. Xcode 11 and later
/// documents are not measured this way: on disk, the same priority everywhere lost 44 frames in Xcode 11 to 26
/// documents (whose prototypes Xcode lays out at the row height), and Xcode 8.0 to 8.2 are not measured.
///
/// A prototype that states a row height of its own (`rowHeight` on the cell, its Row Height "Custom") is drawn at that
/// height with its bottom pins held, as in a fixed-height table. Measured in three unflagged storyboards of three
/// projects, each a prototype with its own height in an automatic-height table: msemilychu110's IOS-Quiz-App (Xcode
/// 10.1, 14460.31, 375 × 667) stores a 57-pt prototype's label, pinned to the content view's top and bottom margins
/// with a placeholder intrinsic height of 100, 35 tall at y = 11 (56.5 − 11 − 10.5); cchawn's wwc-ios-workshop
/// (Xcode 9.2, 13771) a 106-pt prototype's label, pinned 20 pt inside both margins and centred, 44 tall at y = 31
/// (105.5 − 10.5 − 20 − 31, where the yielding pin left the centring's 43.5); aling94's iOS-Weather (Xcode 10.2,
/// 14490.70) a view at y = 20.33 as the held pins place it (20 with them yielding).
enum IBSelfSizingPrototypeOverflow {
    /// Xcode 8.3 to 10.x (12000 to 14999).
    static let toolsVersions = 12000..<15000
    /// Just below UIKit's default compression resistance (UILayoutPriority.defaultHigh, 750).
    static let priority = 749.0

    /// Lowers to ``priority`` the required pins of a view to its superview's bottom (edge or margin) where the
    /// superview is the content view of a prototype cell of a table with automatic row heights in `scene`, the cell
    /// stating no row height of its own.
    static func mark(_ constraints: inout [LayoutConstraint], scene: XMLElement, parents: [String: String], toolsVersion: Int) {
        guard toolsVersions.contains(toolsVersion) else { return }
        var contents: Set<String> = []
        for table in scene.descendants(where: { $0.name == "tableView" }) where table["rowHeight"] == "-1" {
            for cell in table.child("prototypes")?.children ?? [] where cell["rowHeight"] == nil {
                if let id = cell.child("tableViewCellContentView", key: "contentView")?["id"] { contents.insert(id) }
            }
        }
        guard !contents.isEmpty else { return }
        for index in constraints.indices {
            guard let pin = IBBottomPinYields.edgePin(constraints[index], parents: parents), pin.edge == .bottom,
                  let parent = parents[pin.view], contents.contains(parent) else { continue }
            constraints[index].priority = priority
        }
    }
}
