import TrellisModel

/// A navigation controller's own navigation bar, listed with the frame UIKit gives it in the scene of the
/// controller it shows at the root, so a document's stored frame for it has a solved one to compare with.
///
/// The bar is not a subview of any controller's view in the document (`<navigationBar key="navigationBar">` of the
/// `<navigationController>`): Trellis draws it as the root controller's chrome. UIKit places it across the navigation
/// controller's view below the status bar (UINavigationController: the bar at the top of its view, under the status
/// bar's area), as tall as the scene's bars count it (44 pt; 54 in Xcode 26, 50 on iPads, IBNavigationBarHeight), or
/// the standard bar and a 52-pt row with a large title; its frame there is (0, status bar height, screen width, bar
/// height), the status bar as the scene counts it (doubled in Xcode 26, IBRootPlacement.canvasInsets). Measured over the
/// stored bars of 1,187 public documents (sixteenth session): the frame matches 147 of 171 saved by Xcode 9 to 16.1,
/// while Xcode 5 to 8 stored 90 of 92 at y = 0, about half of them 320 wide whatever the canvas (not laid out): those
/// and controllers below the bar or of their own size are not listed. Seventeenth session: Xcode 26's bars (Hackathon,
/// A26Q1Pickview, flashchat, FilmListesi, ImageFeedProject: 54 tall at y = 2 × the status area; Cocktail-Recipes: two
/// large-title bars 106 tall at 2 × 62) and iPads' (iPadOSPopoverSafeAreaDemo, Xcode 11, 1024 × 50 at y = 0 without a
/// status bar; DaVita, Xcode 16.2, 820 × 50 at y = 24) match too, and are listed. The view is hidden (drawn by the
/// chrome, not as a view) and placed by its frame alone.
enum IBContainerBarListing {
    /// The first toolsVersion whose navigation controllers' bars are listed: Xcode 9, from the builds after 13156.
    /// The earliest Xcode 9 builds on disk still store the bar at y = 0 as Xcode 8 did, without laying it out
    /// (session 35, every unflagged storyboard of toolsVersion 12000-13800 with a navigation controller's bar):
    /// matteocrippa's awesome-swift-ios (13122.17) stores (0, 0, 375, 44) for a large-title bar on a 375 x 667
    /// canvas (UIKit: (0, 20, 375, 96)); nicolettemanas's mtrckr Accounts.storyboard (13156.6) stores two bars at
    /// (0, 0, 375, 44) on 375 x 667 (UIKit: y = 20); csnu17's FlickrSearch (13156.6) stores (0, 0, 375, 44) on a
    /// 768 x 1024 iPad canvas, 375 wide (not laid out). Every later save on disk (13189.4 to 13771, 25 documents)
    /// stores y = 20, or 44 on notched canvases, as listed. So documents below 13170 are not listed, as Xcode 8's.
    static let firstToolsVersion = 13170

    /// Each navigation controller's own bar (with an id and a stored frame, not hidden) by its root controller's id;
    /// a controller at the root of two navigation controllers lists the bar of the one whose id sorts first.
    static func rootBars(_ controllers: [String: XMLElement]) -> [String: XMLElement] {
        var bars: [String: XMLElement] = [:]
        for (_, controller) in controllers.sorted(by: { $0.key > $1.key }) where controller.name == "navigationController" {
            guard controller.flag("navigationBarHidden") != true,
                  let bar = controller.child("navigationBar", key: "navigationBar"), bar["id"] != nil,
                  IBGeometry.rect(bar) != nil else { continue }
            for segue in controller.child("connections")?.children("segue") ?? []
            where segue["kind"] == "relationship" && segue["relationship"] == "rootViewController" {
                if let destination = segue["destination"] { bars[destination] = bar }
            }
        }
        return bars
    }

    /// The hidden view standing for `bar` in a scene whose root fills the screen from its top (`stored`),
    /// with the bars `bars` and the safe area `safeArea` (the status bar's height plus the bars'); nil outside the
    /// measured cases.
    static func node(_ bar: XMLElement, bars: IBBars?, stored: Rect, safeArea: Insets, context: IBDocumentContext) -> ViewNode? {
        let canvas = context.canvas
        guard context.toolsVersion >= firstToolsVersion, let bars, bars.top > 0, !bars.sheet,
              stored.minX == 0, stored.minY == 0, stored.size == canvas.size,
              let id = bar["id"], let storedBar = IBGeometry.rect(bar) else { return nil }
        // A presented sheet's own bar sits at the sheet's top (IBBars.ownNavigationBarInSheet, IBTieBrokenRootPush).
        let status = bars.ownNavigationBarInSheet ? 0 : safeArea.top - bars.top
        guard status >= 0 else { return nil }
        // The bar's own height: with large titles the standard bar and the 52-pt title row whether or not the root
        // shows one (Music-Memories, Xcode 10.1, stores 96 = 44 + 52 over a root that displays none; Cocktail-Recipes,
        // Xcode 26, 24128, stores two bars 106 = 54 + 52 tall). Xcode 14.3 to 16 lay a taller row out under the bar
        // (IBLargeTitleBars.xcode15PhoneTitleRow) but store the bar itself 96 tall in three of four documents
        // (bonycl's Todoey, daeyunkwon's MyFavoriteMusicApp twice), so 52 it is, unless the root lies under the bar as
        // stored (IBStoredLargeTitleBar, Xcode 9 to 16: alptugagca's ToDoMain stores 104.33). Else the height the
        // bars count, less the root's own prompt row (IBPromptBars).
        let height = IBLargeTitleBars.isLarge(bar, on: canvas)
            ? IBStoredLargeTitleBar.height(stored: storedBar, barsTop: bars.top, canvas: canvas)
                ?? IBNavigationBarHeight.standard(canvas: canvas) + IBLargeTitleBars.titleRow
            // A bar stored 50 tall on the 320 × 480 canvas of Xcode 11.4 to 12 stays 50 (IBRetina35StoredBar).
            // A root laid out under another stack's bar keeps its own controller's bar height (IBTieBrokenRootPush).
            : IBRetina35StoredBar.applies(stored: storedBar.height, canvas: canvas) ? storedBar.height
            : (bars.ownNavigationBarTop ?? bars.top) - bars.prompt
        var node = ViewNode(.view, id: id)
        node.frame = Rect(x: 0, y: status, width: canvas.size.width, height: height)
        node.isHidden = true
        node.storedFrame = storedBar
        node.designDescription = "UINavigationBar \(id)"
        node.location = SourceLocation(file: context.file, line: bar.line, column: bar.column)
        return node
    }
}
