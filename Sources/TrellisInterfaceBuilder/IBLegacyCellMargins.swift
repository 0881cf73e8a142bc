import TrellisModel

/// The side margin Xcode 9.1 to 11.7 (toolsVersion 13500–16999, the iOS 11.1 to 13 SDKs) gives the content view of a
/// table's cells on phones: 15 pt where later versions give 16 (cells narrower than 414 pt; wider ones keep 20).
///
/// Measured: two Xcode 9.3 storyboards (toolsVersion 14109) of two projects on the 375 × 667 canvas store prototype-cell
/// content pinned to the content view's margins 15 pt in — a stack at x = 15, 345 wide, in a 375-pt cell, and an image
/// at x = 15 with labels ending 15 pt before the trailing edge — 11 pt down, and a Default-style cell's text label at
/// x = 15, where UIKit's later releases place it at 16. The separator inset of iOS 7 to 11 on iPhones is 15 pt, and the
/// content margins followed it. An Xcode 9.4 iPad storyboard's 375-pt master table stores its text label at 16, so iPads
/// keep 16, and so does a xib's top-level cell, which no table lays out (an Xcode 9.2 xib's 320-pt cell stores a label
/// 16 pt inside its content view's trailing margin); before 13500 the content view had 8 all round (IBViewMargins).
///
/// The 15 is a table's that sits inside a controller's view. A UITableViewController's table is the root view, whose
/// layout margins are a root view's 16 on these phones, and its cells, which preserve their superview's margins, keep
/// 16 (measured: every cell of the 15-pt documents above is in a table placed in a view controller's view; the cells
/// of two UITableViewControllers' tables of two other projects store content pinned to the margins 16 in — an Xcode
/// 9.2 storyboard's (13771) static cells, with and without a disclosure indicator, and its Default-style prototype's
/// text label at x = 16, and an Xcode 9.3 storyboard's (14109) prototype cell with a disclosure indicator).
///
/// Xcode 10 (the iOS 12 SDK, whose phones kept the 15-pt separator inset) does the same: measured, three Xcode 10.1
/// storyboards (14460) of two authors store content of a prototype cell of a 375-pt table placed in a controller's
/// view pinned to the side margins at x = 15, 345 wide (an image and two labels), 15 pt in (a label), and 5 pt past
/// them at x = 20, 345 wide, while a third project of the first author, whose table is a UITableViewController's,
/// stores 16; no Xcode 9.1 to 10.1 document on disk stores otherwise.
///
/// Xcode 11 too (the iOS 13 SDK), which gives a xib's top-level cell the same 15 on canvases narrower than 414 pt
/// (IBXibCellMargins, measured from Xcode 11.0 on): see `lastToolsVersion`.
enum IBLegacyCellMargins {
    /// Xcode 9.1 (toolsVersion 13529, the iOS 11.1 SDK) already lays a table's cells out so: 11 pt at the top and
    /// bottom of the content view and 15 at the sides on phones, not the 8 all round of Xcode 9.0 and earlier.
    /// Measured: three Xcode 9.1 storyboards of three projects. A budget app's two prototype cells (60-pt rows, content
    /// views 59.5) in tables placed in controllers' views on 375 × 667 store a 44-pt view pinned to the content view's
    /// leading margin at x = 15 and a stack pinned to its trailing margin ending at 360; a timetable widget's 84-pt
    /// prototype cell in a 320-pt table stores labels pinned to the leading margin at x = 15 and 16 (+ 1), a timer view
    /// 13 pt inside the trailing margin ending at 292 = 320 − 15 − 13, and labels 3 and 19 pt above the bottom margin
    /// ending at 70 and 54 (bottom margin 84 − 11 = 73); measured blind afterwards, a third project's bank app (a
    /// UITableViewController's table, so the root's 16) stores a cell's stack pinned to the leading margin at x = 16
    /// and a label pinned to the trailing margin ending at 359. Xcode 9.0 (13196) is another matter: two xibs'
    /// top-level cells of two projects store content pinned to the leading margin + 12 at x = 20 and − 5 at x = 3
    /// (8-pt margins); no Xcode 9.0 storyboard table on disk tells more, so 9.0 keeps the 8. A xib's top-level cell
    /// has the margins from Xcode 9.1 too (measured blind, fourteenth session: PetBookingBrasil's CartTableViewCell
    /// xib, toolsVersion 13529, a 320 × 443 cell on 375 × 667, stores content pinned to its side margins 16 pt in and
    /// a button 15 pt above a bottom margin 10.5 pt above its 442.5-pt content view: 12 frames that 8 all round puts
    /// 8 pt out; the bottom is IBCellSeparatorMargin's; until then 13700 was assumed, no 9.1 xib cell measured).
    static let firstTableToolsVersion = 13500

    /// The first toolsVersion that gives a view-placed table's cells 16: Xcode 12.0 (17000). Measured: two Xcode 11.3
    /// storyboards (15705) of two projects on 375 × 812, each a 375-pt table placed in a controller's view, store
    /// prototype-cell content pinned to the content view's side margins 15 pt in: an Instagram clone's comment cells
    /// (labels at leadingMargin + 8 at x = 23, in two cells) and a side-dish shop's product cell (a stack pinned to the
    /// trailingMargin + 10 ending at 370, 252 wide); an Xcode 11.4 storyboard (16096) of a third project stores the two
    /// labels UIKit places at the margin of a Subtitle-style cell in such a table at x = 15; measured blind afterwards,
    /// another side-dish team's Xcode 11.4 save on 375 × 812 stores a stack pinned to both side margins of such a
    /// table's header cell at x = 15, 345 wide, and another ending 10 pt inside the trailing margin at 350. An Xcode
    /// 12.0 storyboard (17156) stores a Subtitle-style cell's labels in a view-placed 375-pt table at x = 16, and an
    /// Xcode 13.1 one (19162) a label pinned to the margin of such a table's cell 16 pt in; an Xcode 11.2
    /// UITableViewController's table (15400) stores its cells' content 16 pt in, the root's 16 as in Xcode 9 and 10.
    /// No Xcode 11 document on disk stores 16 for a view-placed table narrower than 414 pt (Xcode 11.0 to 11.2 are not
    /// measured with a view-placed table; their xib cells have the 15, so they keep it here too).
    static let lastToolsVersion = 17000

    /// Whether UITableViewCell's 11/16-pt content margins apply (else a content view's 8 all round): from toolsVersion
    /// 13500 (Xcode 9.1), for a table's cells and a xib's top-level cell alike.
    static func hasCellMargins(toolsVersion: Int) -> Bool {
        toolsVersion >= firstTableToolsVersion
    }

    /// `side` (the margin the table gives), or 15 where these versions of Xcode lay out 16 for the cell of a table
    /// placed inside a controller's view (`tableIsRoot` false) on a phone.
    static func side(_ side: Double, inTable: Bool, tableIsRoot: Bool = false, context: IBDocumentContext) -> Double {
        guard inTable, !tableIsRoot, (firstTableToolsVersion..<lastToolsVersion).contains(context.toolsVersion), !context.canvas.isPad, side == 16
        else { return side }
        return 15
    }
}
