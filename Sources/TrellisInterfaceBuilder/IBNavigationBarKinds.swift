import TrellisModel

/// The height of a standard navigation bar on the document's canvas, where the document stores no bar frame: 44 pt,
/// 32 pt on a phone compact in both directions (landscape below 414 pt wide, UINavigationBar's compact metrics;
/// IBCanvas.usesCompactBars), 50 pt on an iPad from Xcode 10 (iOS 12 made iPad navigation bars 6 pt taller; Xcode
/// stores a 50-pt navigation bar for iPad canvases), and 54 pt on a phone in documents of Xcode 26 (toolsVersion 24000
/// on), whose iOS 26 bars are 10 pt taller. Measured: nextcloud/talk-ios MessageTextViewController.xib, saved by
/// Xcode 26.0 (24127) and 26.1 (24765), a 414 × 896 view with its own simulated navigation bar, stores a text view
/// pinned 10 pt below the safe area's top at y = 160 = 2 × 48 + 54 + 10 and 10 pt above its bottom at 818 = 896 −
/// 2 × 34 − 10 (the doubled insets of IBRootPlacement.canvasInsets); an earlier measurement of a 24128 storyboard on
/// 440 × 956 had a large-title bar's content 106 = 54 + 52 below the bar's top. iOS 26 itself agrees: XCUITest
/// page-source dumps of its Settings app on the 402 × 874 simulator (public test fixtures) list the navigation bar at
/// y = 62, 54 tall, and the table below it at y = 116. A second app confirms it: Habitica's Support.storyboard, saved
/// by Xcode 26.0 (24127) on 414 × 896, stores its navigation controller's bar at y = 96 = 2 × 48, 54 tall, and the
/// root's scroll view pinned to the safe area's top at y = 150 = 96 + 54. A prompt (74) and toolbars were not
/// measured in Xcode 26 and keep their older heights.
enum IBNavigationBarHeight {
    static func standard(canvas: IBCanvas) -> Double {
        if canvas.usesCompactBars { return 32 }
        if canvas.isPad { return canvas.toolsVersion >= 14300 ? 50 : 44 }
        return canvas.toolsVersion >= 24000 ? 54 : 44
    }
}

/// A navigation controller's large-title bar (`largeTitles="YES"`): the top inset it gives its controllers.
///
/// Xcode lays the controllers a large-title bar shows out below the whole bar: the standard bar and the large title
/// row, 52 pt until Xcode 14 and in Xcode 26, 60.33 pt (58.67 on the 430-pt canvas) on the phones of Xcode 15 and 16.
/// Measured: Xcode 9 and 10 (nRF Toolbox's ServiceList, Xcode 10.2, 414 × 896; ViewAnimator's example, Xcode 9.4,
/// 375 × 812) and Xcode 11 (znfod-dev's LargeTitleSample, 15705, 414 × 896) store the content of a navigation
/// controller's root pinned to the safe area's top at 140 = 44 + 96; so does Xcode 13.0 (erouska's Error.storyboard,
/// 18122, 414 × 896: a scroll view at y = 140). Two 2025 bootcamp projects by two people on 393 × 852 store content
/// pinned to the safe area's top at 59 + 104.33: Xcode 15.0 (22155) a root's search bar at 163.33 and two pushed
/// controllers' text fields 50 pt below it at 213.33, under a bar stored 96 tall (the height of the save that made
/// it); Xcode 16.1 (23504) a root's search bar and two pushed controllers' text fields the same, under a bar stored
/// 104.33 tall; so does Xcode 16.0 (23094, a third person's save of the first layout) with its content 320.67,
/// 91.67 and 113 below the safe area's top; an Xcode 15.3 build (32700.99.1234, plug-in 22685, a fourth person) on
/// 430 × 932 stores the bar 102.67 tall and the pushed controllers' text fields at 59 + 102.67 + 50 = 211.67.
/// Xcode 26 (Cocktail-Recipes, 24128, 440 × 956) stores content under its large-title bars at
/// 2 × 62 + 106 (its 54-pt bar and the 52-pt row). Xcode 14.3 already lays the taller row out
/// (`firstTallRowToolsVersion`); Xcode 14.0 to 14.2 and iPads in Xcode 14.3 to 16 are not measured: they keep the bar
/// as stored.
///
/// Except, from Xcode 11 to Xcode 16 (toolsVersion 15000–23999), over a controller whose view's first subview is
/// a table view with cells: there the controller is laid out below the standard bar alone, the large title row
/// collapsed. Measured: two course layouts whose root's first subview is a table pinned to the safe area's top, in
/// seven saves by seven people: Xcode 14.0 (21225), an Xcode 15 build (32700.99.1234) and Xcode 16.2 (23727) on
/// 390 × 844 store the table at y = 91 = 47 + 44 (138 = 2 × 47 + 44 at 23727, IBRootPlacement.canvasInsets) under a bar stored 96
/// tall; Xcode 13.x (19142.2), 15 and 16.1 (23504) saves of the second layout store 88 = 44 + 44 and 91. Why a table
/// (and not erouska's plain scroll view) collapses the title on the canvas is not known; Xcode 12 is not measured
/// and is taken to behave as Xcode 13.
///
/// Xcode 11 collapses it too, and only a table or collection view with cells collapses it (`hasCells`). Measured
/// blind: Pursuit's TopStories (alexpaul, Xcode 11.2, 15505, 414 × 896), a large-title root whose first subview is a
/// table with a prototype cell pinned to the safe area's top, stores the table at y = 88 = 44 + 44; two saves of
/// tables WITHOUT prototype cells, by two people, store them below the whole bar: znfod-dev's LargeTitleSample
/// (Xcode 11.3, 15705, 414 × 896) at 140 = 44 + 96, and brendoncrowe's Podcasts (Xcode 14.2, 21507, 393 × 852, a
/// tab bar's large-title navigation controller) at 155 = 59 + 96, while the same person's Scheduler (Xcode 14.2, a
/// table with a prototype cell, no tab bar) collapses. Every collapsing save in the corpora has cells. Xcode 10.1
/// (nRF Toolbox's Initial.storyboard, 14490) stores a table with cells below the whole bar: Xcode 10 does not
/// collapse; Xcode 11.0 and 11.1 are not measured and taken to behave as Xcode 11.2.
enum IBLargeTitleBars {
    /// Whether a navigation controller's bar shows large titles on the canvas (`largeTitles="YES"`; compact height
    /// never does).
    static func isLarge(_ bar: XMLElement?, on canvas: IBCanvas) -> Bool {
        bar?.flag("largeTitles") == true && !canvas.isCompactHeight
    }

    /// The toolsVersion of Xcode 11 (11.2 saves 15505, 11.3 15705; Xcode 10.3 saves 14868), the first release
    /// measured or assumed to collapse the title over a table with cells.
    static let firstCollapsingToolsVersion = 15000

    /// The first toolsVersion measured laying the taller title row out (Xcode 14.3; 14.3.1 saves 21701). Measured: an
    /// Xcode 14.3.1 save of the course layout below (21701, 414 × 896 @2x) stores its large-title bar at y = 48, 96 tall
    /// (the height of the save that made it), and its root's search bar pinned to the safe area's top at 152.5 =
    /// 48 + 104.5, two pushed controllers' text fields 50 pt below it at 202.5; another person's 21701 save on
    /// 393 × 852 stores the bar 104.33 tall and the search bar at 163.33 (and, read but not measured, two more 14.3
    /// saves of the same layout store 104.33 on 393 × 852 and 104.5 on 414 × 896). Xcode 14.2 (21507) does not: a tab
    /// bar's large-title navigation controller (brendoncrowe's Podcasts, 393 × 852, bar stored at y = 59, 96 tall)
    /// stores its root's table, which has no cells (no collapse, `hasCells`), pinned to the safe area's top at 155 =
    /// 59 + 96, the bar as stored. Xcode 14.0 and 14.1 are not measured.
    static let firstTallRowToolsVersion = 21600

    /// Whether the phone of `canvas` lays the taller row out: only a notched one does. ONE DOCUMENT (a declared
    /// extension: every measurement above is on a notched 414 × 896 or 393 × 852 canvas): Luanmarcosdev's
    /// eric-swift-course, Carangas Main.storyboard (Xcode 14.3.1, toolsVersion 21701, `retina4_7` 375 × 667 with its
    /// 20-pt status bar, not flagged) stores its large-title bar at y = 20, 96 tall, and two controllers its table
    /// root pushes with a text field and a label 20 pt below the safe area's top at y = 136 = 20 + 96 + 20, where the
    /// taller row (44 + 181 / 3) puts them at 144.5 (11 frames). Other home-button phones and Xcode 15 saves on them
    /// are not measured.
    static func hasTallerRow(_ canvas: IBCanvas) -> Bool { canvas.notchTop > 0 }

    /// The large title row of the phones of Xcode 14.3 to 16 (toolsVersion 21600–23999): 181 pixels at 3× on the
    /// 393-pt canvas, 176 on the 430-pt one (the widths measured; narrower phones take the first, wider the second).
    static func xcode15PhoneTitleRow(width: Double) -> Double { (width < 428 ? 181 : 176) / 3 }

    /// The first toolsVersion measured laying a phone's controllers out below a large-title bar exactly as stored when
    /// it is stored 96 tall (Xcode 15.2, which saves 22505; Xcode 15.3's plug-in is 22684). Measured blind: a course's
    /// product detail, pushed from a root whose first subview is a table (collapsing), with an image view 32 pt below
    /// the safe area's top, stores it at 176 = 48 + 96 + 32 under a bar stored at y = 48, 96 tall, on 414 × 896 in
    /// three saves by three people: two Xcode 15.3 builds (32700.99.1234, plug-in 22684) and Xcode 16.1 (23504); a
    /// fourth person's Xcode 15.3 save of the contacts layout (plug-in 22684, 414 × 896, bar stored 96) stores its
    /// root's search bar at 144 = 48 + 96 and two pushed controllers' text fields 50 pt below it at 194. The other Xcode
    /// 15.2 to 16.2 saves with a large-title bar in the corpora lay their content under the bar as stored (104.5, 104.33,
    /// 102.67 or 96), save one: an Xcode 15.3 contacts list (plug-in 22684, measured blind after the rule) with its bar
    /// stored 104.5 lays its root under it but its two pushed controllers 96 below the bar (text fields at 48 + 96 + 50
    /// and + 52), which no rule here explains. The saves that count the taller row under a stored 96 are Xcode 14.3.1
    /// (21701) and 15.0 (22155). Why Xcode 15.3 keeps the stored height is not known. Xcode 15.2 keeps it too (measured
    /// blind, seventeenth session: BerkCanpolat's Swift-NewsApp, 22505, 393 × 852, stores an image view 20 pt below the
    /// safe area's top at 175 = 59 + 96 + 20 under a large-title bar stored 96 tall), so the first such version lies
    /// between 15.0's 22155 and 15.2's 22505; Xcode 15.1 is not measured.
    static let storedBarCountsToolsVersion = 22500

    /// The top bar a large-title bar counts as: the bar as stored, else the standard bar and the 52-pt title row; on
    /// the notched phones of Xcode 14.3 to 16 a bar stored nowhere counts their own title row instead, and so does a
    /// bar stored 96 tall (the height of the earlier Xcode that made it) before Xcode 15.3
    /// (`storedBarCountsToolsVersion`). A phone with a home button keeps the 52-pt row (`hasTallerRow`).
    static func top(_ standardBarHeight: Double, stored: Double?, canvas: IBCanvas) -> Double {
        if (firstTallRowToolsVersion..<24000).contains(canvas.toolsVersion), !canvas.isPad,
           hasTallerRow(canvas),
           stored == nil || (stored == 96 && canvas.toolsVersion < storedBarCountsToolsVersion) {
            return standardBarHeight + xcode15PhoneTitleRow(width: canvas.size.width)
        }
        return stored ?? standardBarHeight + titleRow
    }

    /// The large title row below the standard bar where no measured era gives another: 52 pt (96 = 44 + 52 until
    /// Xcode 14, 106 = 54 + 52 in Xcode 26).
    static let titleRow = 52.0

    /// The top bar over `controller` under a large-title bar that counts `barTop`: the standard bar alone where the
    /// item says `never` or the title row collapses (`collapses`, IBXcode26LargeTitleCollapse), the 52-pt row over an
    /// untitled navigation root under Xcode 14.3's taller row (`keepsShortRow`), else `barTop`.
    static func top(over controller: XMLElement, barTop: Double, standard: Double, neverLarge: Bool, document: XMLElement,
                    canvas: IBCanvas) -> Double {
        if neverLarge || collapses(over: controller, toolsVersion: canvas.toolsVersion)
            && IBXcode26LargeTitleCollapse.isNavigationRoot(controller, document: document)
            || IBXcode26LargeTitleCollapse.collapses(over: controller, document: document, toolsVersion: canvas.toolsVersion) {
            return standard
        }
        if !canvas.isPad, barTop == standard + xcode15PhoneTitleRow(width: canvas.size.width),
           keepsShortRow(controller, document: document, canvas: canvas) {
            return standard + titleRow
        }
        return barTop
    }

    /// Whether `controller` is laid out below the 52-pt row rather than the taller row `top` gives Xcode 14.3
    /// (toolsVersion 21600–21999) on notched phones: a navigation controller's root with no title (none on its
    /// navigation item, none on the controller) has no title text to size the row by. A declared one-document
    /// extension, measured blind: yogin-suttroogun's iOS-Academy (Xcode 14.3.1, 21701, 393 × 852, not flagged), a
    /// large-title navigation controller (bar stored at y = 59, 96 tall) whose untitled root pins a label 120 pt below
    /// the safe area's top and chains six views below it, stores the label at y = 275 = 59 + 96 + 120, not 283.33
    /// (7 frames); no other Xcode 14.3 document on disk has an untitled root under a large-title bar. Pushed
    /// controllers, and Xcode 15.0, whose measured saves take the taller row for their pushed controllers, are left
    /// as they were (whether those controllers had titles is not known).
    static func keepsShortRow(_ controller: XMLElement, document: XMLElement, canvas: IBCanvas) -> Bool {
        guard (firstTallRowToolsVersion..<22000).contains(canvas.toolsVersion), controller["title"] == nil,
              controller.child("navigationItem", key: "navigationItem").map({ $0["title"] == nil }) == true else { return false }
        return IBXcode26LargeTitleCollapse.isNavigationRoot(controller, document: document)
    }

    /// The first subviews over which Xcode 11 to 16 collapse the title row: table and collection views (not a plain
    /// scroll view: erouska's Error.storyboard, Xcode 13.0, stores one below the whole bar). Collection views measured
    /// blind: a third course layout (a root whose first subview is a collection view pinned to the safe area, under a
    /// large-title bar stored 96 tall), seven saves by seven people, stores the collection view at 48 + 44 = 92 on
    /// 414 × 896 (Xcode 15.0 beta 22154, 15.2 22505 three times, 15.3 22684) and 59 + 44 = 103 on 393 × 852 (Xcode
    /// 15.0 22155, 15.2 22505), where the title row would put it at 152.5 / 163.33; three Xcode 14.3 saves (read, not
    /// in a corpus) too: 50 + 44 = 94 on 375 × 812 (21701), 92 on 414 × 896 (21507), 103 on 393 × 852 (21701).
    /// Against: an Xcode 14.3 save of the layout on 430 × 932 (same object ids as the 22154 one) stores 59 + 96 = 155,
    /// which fits no Xcode 14.3 title row either (read, not kept).
    /// An Xcode 9.4 collection view (ViewAnimator, 14113) lies below the whole bar, as Xcode 9 lays tables out too.
    static let collapsingFirstSubviews: Set<String> = ["tableView", "collectionView"]

    /// Xcode 11 (toolsVersion 15000–16999) collapses the row over a table only, not over a collection view with cells.
    /// A declared one-document extension, measured blind: RB387's iOS-Shop-App (Xcode 11.3, 15702, 375 × 667, not
    /// flagged) pushes a product list, its item `automatic` after a root whose item says `always`, whose first subview
    /// is a collection view with a cell pinned to the safe area's top; it is stored at y = 96 below the whole 96-pt bar,
    /// while the root's table with cells is stored at 44 (collapsed). No other Xcode 11 document on disk puts a
    /// collection view with cells first under a large-title bar; Xcode 12 to 14.1 are not measured and keep the rule.
    static let firstCollectionCollapsingToolsVersion = 17000

    /// Whether Xcode lays `controller` out below the standard bar only: from Xcode 11 to 16, when its view's first
    /// subview is a table or collection view with cells, a collection view from Xcode 12 (Xcode 26:
    /// IBXcode26LargeTitleCollapse), and, as in Xcode 26, only over a navigation controller's root (``top(over:barTop:
    /// standard:neverLarge:document:canvas:)`` asks): a controller the root pushes keeps the whole bar, cells or not.
    /// Measured in two unflagged projects: Bailey-1's iOS-HealthKit-Stats (Xcode 12.1, 17156, 414 × 896) stores its
    /// root's table at 88 = 44 + 44 and the table of the controller it shows (`largeTitleDisplayMode="always"`, a
    /// prototype cell) at 140 = 44 + 96, not 88; RB387's iOS-Shop-App (Xcode 11.3) stores its root's table at 44 and a
    /// pushed collection view with a cell at 96 below the whole bar. Every root of the kind on disk (12 unflagged,
    /// Xcode 11.3 to 15.0) is stored collapsed.
    static func collapses(over controller: XMLElement, toolsVersion: Int) -> Bool {
        guard (firstCollapsingToolsVersion..<24000).contains(toolsVersion), hasCollapsingFirstSubview(controller) else { return false }
        return toolsVersion >= firstCollectionCollapsingToolsVersion || firstScrollingView(controller)?.name != "collectionView"
    }

    /// Whether `controller`'s view's first subview is a table or collection view with cells.
    static func hasCollapsingFirstSubview(_ controller: XMLElement) -> Bool {
        guard let first = firstScrollingView(controller) else { return false }
        return collapsingFirstSubviews.contains(first.name) && hasCells(first)
    }

    /// `controller`'s view's first subview, or a first-subview stack's first arranged subview. Measured blind (sixtieth
    /// session; a declared one-document extension): KrishnaJukuru's UpcomingEvents (Xcode 13.2, 20037, `retina6_1`, not
    /// flagged), a large-title root (bar stored at y = 44, 96 tall) whose first subview, a vertical stack pinned to the
    /// safe area's top and the view's bottom, holds only a grouped table with a prototype cell: Xcode stores the stack
    /// and the table at y = 88 = 44 + 44, 808 tall, not 140 and 756. No other such root is on disk.
    static func firstScrollingView(_ controller: XMLElement) -> XMLElement? {
        guard let first = controller.child("view", key: "view")?.child("subviews")?.children.first else { return nil }
        guard first.name == "stackView" else { return first }
        return first.child("subviews")?.children.first
    }

    /// Whether a table or collection view shows cells on the canvas: prototype cells, static sections' cells or
    /// a collection view's cells; or a table header view, which shows on the canvas as cells do. Measured blind
    /// (fifty-eighth session; a declared one-document extension): Omgandhi18's OG-Chat, Main.storyboard (an Xcode 15.3
    /// build, toolsVersion 32700.99.1234, `retina4_7`, not flagged), a tab's large-title navigation controller (bar
    /// stored at y = 20, 96 tall) whose root's first subview is a table with a `tableHeaderView` and no cells, pinned to
    /// the safe area's top, stores the table at y = 64 = 20 + 44, the row collapsed; the two tables without cells the
    /// notes above cite (znfod-dev's LargeTitleSample, brendoncrowe's Podcasts) have no header view either (both read
    /// again for this). A footer view alone is not measured.
    static func hasCells(_ scrollView: XMLElement) -> Bool {
        let prototypes = scrollView.child("prototypes")?.children ?? []
        let sections = scrollView.child("sections")?.children("tableViewSection") ?? []
        let cells = scrollView.child("cells")?.children ?? []
        return !prototypes.isEmpty || !cells.isEmpty || sections.contains { !($0.child("cells")?.children.isEmpty ?? true) }
            || scrollView.name == "tableView" && scrollView.child(key: "tableHeaderView") != nil
    }
}

/// A navigation controller shown as a sheet: the safe area's top of the controllers it shows.
///
/// iOS 13 presents a controller as a page sheet by default, and Xcode lays a presented controller out that way: its
/// root shorter than the screen, the navigation bar of its navigation controller stored at y = 0 and 56 pt tall (a
/// sheet's bar). The sheet lies below the status bar and sensor housing, so the safe area's top is the bar's bottom.
/// Measured: the three saves above store a presented controller's root 787 (390 × 844 less the 47-pt status area
/// and 10 pt) or 834 tall, its bar at y = 0, 56 tall, and a stack pinned 16 pt below the safe area's top at y = 72,
/// in Xcode 14.0, 15 and 16.2 alike (no doubled insets, IBRootPlacement.canvasInsets); three saves of a second layout
/// (Xcode 13.x with a 790-pt root, 15 and 16.1 with 834-pt roots) store their stack at y = 72 too.
enum IBSheetBars {
    /// The height of a sheet's navigation bar.
    static let sheetBarHeight = 56.0

    /// Whether `navigationBar` (a navigation controller's stored bar) is a sheet's: at the screen's top on a canvas
    /// whose top has a status bar or sensor housing, `sheetBarHeight` tall.
    static func isSheetBar(_ navigationBar: XMLElement?, canvas: IBCanvas) -> Bool {
        guard let frame = navigationBar.flatMap({ IBGeometry.rect($0) }) else { return false }
        return frame.minY == 0 && frame.height == sheetBarHeight && canvas.deviceInsets(statusBarShown: true).top > 0
    }

    /// Where Xcode 26 (toolsVersion 24000 on) stores a presented navigation controller's bar: 16 pt below the top of
    /// the sheet, at the bar's plain 54-pt height (IBShortPageSheet.Xcode26Sheet).
    static let xcode26SheetBar = (minY: 16.0, height: 54.0)

    /// The top of the safe area under an Xcode 26 sheet's navigation bar, its bar's bottom (16 + 54 = 70), when
    /// `navigationBar` is stored where Xcode 26 draws a sheet's bar; else nil. Measured in two unflagged documents of
    /// two unrelated projects, toolsVersion 24506 on 393 × 852: the instructor's to-do list example of a course
    /// (CSC308DustinLay/M10ToDoList_ex1): the navigation controller its add button presents stores its bar at
    /// (0, 16, 393, 54) and its root's 393 × 793 view a text field 30 pt below the safe area's top at y = 100; a
    /// university team's eye-care app (adityaraj-143/MITWPU_Group-8, EyeRis/View/WorkModeModal/WorkModeModal.storyboard,
    /// session 33): the navigation controller a `presentation` segue shows stores its bar at (0, 16, 393, 54) and its
    /// root's 393 × 793 view a label 253 pt below the safe area's top at y = 323 = 16 + 54 + 253 (a 208-pt picker 37 pt
    /// above it at 78). More Xcode 26 saves store the bar there over roots with nothing measurable under it (WakeWell's
    /// Alarm, ProjectiOS's Challenges, the same EyeRis team's ProfilePage, 24412). A bar stored anywhere else keeps the
    /// rules above.
    static func xcode26BarBottom(_ navigationBar: XMLElement?, canvas: IBCanvas) -> Double? {
        guard canvas.toolsVersion >= IBShortPageSheet.Xcode26Sheet.firstToolsVersion,
              let frame = navigationBar.flatMap({ IBGeometry.rect($0) }),
              frame.minY == xcode26SheetBar.minY, frame.height == xcode26SheetBar.height,
              canvas.deviceInsets(statusBarShown: true).top > 0 else { return nil }
        return frame.minY + frame.height
    }

    /// The safe area's top of a root stored at `stored` under `bars`: the bar alone when the bar is a sheet's and
    /// the root is shorter than the screen (a presented sheet), else nil. Under an opaque sheet bar
    /// (`translucent="NO"`) the root lies below the bar, as under any opaque bar (IBRootPlacement.belowOpaqueBars:
    /// UIKit's `extendedLayoutIncludesOpaqueBars` is NO by default), so the top has no inset. Measured: Bitwarden's
    /// app extension storyboards, Xcode 15.0 (toolsVersion 22154) and 15.2 (22505) on 414 × 896, store roots under
    /// an opaque 56-pt sheet bar 414 × 830 (896 less 10 and 56), with a table, its overlay and a search bar pinned to
    /// the safe area's top at y = 0 (the table 830 tall, to the safe area's bottom), and in both documents a label 30 pt
    /// below it at y = 30.
    static func top(bars: IBBars, stored: Rect, canvas: IBCanvas) -> Double? {
        guard bars.sheet, bars.top > 0, stored.height < canvas.size.height else { return nil }
        return bars.topOpaque ? 0 : bars.top
    }

    /// The safe area's bottom of a root stored at `stored` under `bars`, where `top` applies: its bottom bar alone.
    /// From Xcode 13.3 (IBShortPageSheet.firstToolsVersion) Xcode draws a sheet without the device's home indicator
    /// (IBShortPageSheet); here too. Measured: the two Bitwarden documents above store their tables pinned to the safe
    /// area's bottom 830 tall, to the root's bottom, and the Xcode 15.2 one a controller simulating a toolbar with its
    /// table and overlay ending at 781 = 830 − 49 (IBNotchedToolbar), where the device's inset would have put them at
    /// 830 − 34 − 49 against the screen. Earlier Xcode versions keep the home indicator there (an Xcode 11 quiz's
    /// presented sheet, 842 tall under a 56-pt sheet bar on 414 × 896, stores a progress view 20 pt above the safe
    /// area's bottom ending at 788 = 842 − 34 − 20): they get nil.
    static func bottom(bars: IBBars, stored: Rect, canvas: IBCanvas) -> Double? {
        guard canvas.toolsVersion >= IBShortPageSheet.firstToolsVersion,
              top(bars: bars, stored: stored, canvas: canvas) != nil else { return nil }
        return bars.bottomOpaque ? 0 : bars.bottom
    }
}
