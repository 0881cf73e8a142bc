/// The cells of an Xcode 8 document saved on a display of one pixel per point: their content views are laid out a
/// whole point shorter than the cell, over the 1-pt separator of a 1× canvas, though Xcode stores them half a point
/// short as on a Retina display.
///
/// Xcode 8 stores a table cell's `<tableViewCellContentView>` 0.5 pt shorter than the cell (IBCellContentFrame). A
/// document whose every other frame is on whole points was laid out on a 1× canvas (IBWholePointCanvas), where the
/// separator is a whole point, and there the content Xcode stores follows a content view 1 pt shorter: measured blind
/// (fifty-eighth session). Eleven Xcode 8 documents on disk are such saves; every view centred on a cell's content view
/// in them is in four Xcode 8.3 documents (toolsVersion 12121, three projects, none flagged), and all fit: alexaslett's
/// and brittonbaird's Settings store, in 100-pt cells whose content views are stored 99.5 tall, a 44-pt image view at y
/// = 27 ((99 − 44) / 2 = 27.5 with its tie stored down; 27.75 over the stored 99.5), a 21-pt label at 39 and a 31-pt
/// switch at 34 ((99 − 21) / 2, (99 − 31) / 2); mmalih's store (and its copy storeC), in 44-pt cells stored 43.5, a
/// 28-pt image at 7 ((43 − 28) / 2 = 7.5, tie down) and 21-pt labels at 11 ((43 − 21) / 2). The content view itself is
/// then 0.5 pt off its stored height, within half a point.
///
/// Xcode 8 on the 3× canvas (`retina5_5`, 414 × 736) lays cells out so too, whatever else it stores on thirds of a
/// point, with the content view stored a third of a point short or as tall as the cell. Measured (sixtieth session)
/// in every Xcode 8 document of the studied corpora on that canvas with cells (four documents of four projects, none
/// moving the other way): sirbimon's DogeWeatherApp (Xcode 8.2, 11762, not flagged) stores in an 88-pt cell whose
/// content view is stored 87.67 tall a stack pinned to the content's top and bottom margins at y = 8, 71 tall
/// (87 − 16), and the views in it 71 tall, where 87.67 gives 71.67 (6 frames); michaeldcjesus305's Photos (Xcode 8.3,
/// 12121, not flagged, fractional x elsewhere) stores in a 44-pt cell whose content view is stored 44 tall a 21-pt
/// label centred at y = 11 ((43 − 21) / 2) and a 50-pt image at −4 ((43 − 50) / 2 = −3.5, its tie stored down).
enum IBXcode8WholePointCells {
    /// Whether `document` is such a save: Xcode 8, some table cell's content view stored half a point short of a
    /// whole height, and no other frame off the whole points.
    static func applies(to document: XMLElement, toolsVersion: Int) -> Bool {
        guard IBToolsVersion.xcode8.contains(toolsVersion) else { return false }
        var cellContent = false
        let other = document.containsDescendant { element in
            guard IBWholePointCanvas.hasFractionalFrame(element) else { return false }
            guard element.name == "tableViewCellContentView" else { return true }
            cellContent = true
            return false
        }
        return cellContent && !other
    }

    /// How much shorter than their cells the content views of a document whose cells are laid out over a whole-point
    /// separator are stored: half a point in a save on a 1× display (`applies`), a third or nothing on Xcode 8's 3×
    /// canvas; none when neither.
    static func storedShortfalls(document: XMLElement, toolsVersion: Int, scale: Double) -> [Double] {
        guard IBToolsVersion.xcode8.contains(toolsVersion) else { return [] }
        if scale == 3 { return [1.0 / 3, 0] }
        return applies(to: document, toolsVersion: toolsVersion) ? [0.5] : []
    }

    /// `content` with its height a whole point short of `cell`'s when the content view is stored short of it by one
    /// of `shortfalls` (`storedShortfalls`).
    static func laidOut(_ content: XMLElement, cell: XMLElement, shortfalls: [Double]) -> XMLElement {
        guard !shortfalls.isEmpty, content.name == "tableViewCellContentView", cell.name == "tableViewCell",
              let cellHeight = IBGeometry.rect(cell)?.height,
              let index = content.children.firstIndex(where: { $0.name == "rect" && $0["key"] == "frame" }),
              let height = content.children[index].number("height"),
              shortfalls.contains(where: { abs(height - (cellHeight - $0)) < 0.001 })
        else { return content }
        var result = content
        result.children[index].attributes["height"] = "\(cellHeight - 1)"
        return result
    }
}
