/// The half point of separator Xcode 6.1 keeps below the content view of a resized top-level xib cell whose stored
/// content-view rect it did not update (IBXcode61CellContent).
///
/// Xcode 6.1 (toolsVersion 6250–6299) left such a cell's `<tableViewCellContentView>` at the template's 320 × 43 and
/// laid it out over the cell less half a point, as Xcode 6 lays out a prototype cell stored at a stale height
/// (IBXcode6StaleCellHeight: the row's height less half a point). Measured on the stored frames of views pinned to
/// the content view's bottom edge in four CodePath Twitter cells of four authors: Yingmingchen's TweetCell (toolsVersion
/// 6250, a 320 × 90 cell) stores a 16-pt icon written `bottom = icon.bottom + 10.5` at y = 63 (bottom 79 = 89.5 − 10.5),
/// with a label centred on its neighbour at y = 64 (the whole cell would put them at 63.5 and 65); kennyszub's (6254,
/// 320 × 80) three 16-pt buttons written `+ 10.5` at y = 53 (79.5 − 10.5 − 16); katesi's (6254, 320 × 110) buttons
/// written `+ 9.5` and `+ 6.5` at bottoms 100 and 103, and an image view 29.5 above the bottom margin ending at 72
/// (all 109.5); aftabnaqvi's (6254, 460 × 115) buttons written `+ 12` at y = 86 and the labels chained above them
/// (a 114.5-pt content view puts every one within half a point; the whole 115 put six of them a point low). The
/// half-point constants are the ones Interface Builder writes when it pins a view at its stored place in a content
/// view 0.5 pt short of a whole number. IBXcode61CellContent's first document (MIT Mobile's hold cell, a 1-pt view
/// pinned to the bottom edge of a 104-pt cell stored at y = 103) is within half a point of the 102.5 this gives.
/// The bottom layout margin keeps its measured place 9 pt above the cell's bottom (IBXcode61CellBottomMargin: Dealers'
/// two cells), so it is 8.5 pt above the content view's bottom; katesi's image view (59 tall there, 58.5 so) agrees
/// within half a point.
enum IBXcode61CellSeparator {
    /// The height Xcode 6.1 leaves below a stale content view laid out over its top-level cell.
    static let height = 0.5
}
