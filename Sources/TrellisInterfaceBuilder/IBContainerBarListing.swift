import TrellisModel

/// A navigation controller's own navigation bar, listed with the frame UIKit gives it in the scene of the
/// controller it shows at the root, so a document's stored frame for it has a solved one to compare with.
///
/// The bar is not a subview of any controller's view in the document (`<navigationBar key="navigationBar">` of the
/// `<navigationController>`): Trellis draws it as the root controller's chrome. UIKit places it across the navigation
/// controller's view below the status bar (UINavigationController: the bar at the top of its view, under the status
/// bar's area), 44 pt tall, or 96 with a large title, as the scene's bars already count it; its frame there is
/// (0, status bar height, screen width, bar height). Measured over the stored bars of 1,187 public documents (sixteenth
/// session): the frame matches 147 of 171 saved by Xcode 9 and later, while Xcode 5 to 8 stored 90 of 92 at y = 0,
/// about half of them 320 wide whatever the canvas (not laid out), and Xcode 16.2 on stores 54-pt bars below doubled
/// insets; those, iPads (50-pt bars) and controllers below the bar or of their own size are not listed. The view is
/// hidden (drawn by the chrome, not as a view) and placed by its frame alone.
enum IBContainerBarListing {
    /// The first and last toolsVersions whose navigation controllers' bars are listed: Xcode 9 to 16.1.
    static let toolsVersions = 13000..<24000

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

    /// The hidden view standing for `bar` in a scene whose root fills the phone's screen from its top (`stored`),
    /// with the bars `bars` and the safe area `safeArea` (the status bar's height plus the bars'); nil outside the
    /// measured cases.
    static func node(_ bar: XMLElement, bars: IBBars?, stored: Rect, safeArea: Insets, context: IBDocumentContext) -> ViewNode? {
        let canvas = context.canvas
        guard toolsVersions.contains(context.toolsVersion), !canvas.isPad, let bars, bars.top > 0, !bars.sheet,
              stored.minX == 0, stored.minY == 0, stored.size == canvas.size,
              let id = bar["id"], let storedBar = IBGeometry.rect(bar) else { return nil }
        let status = safeArea.top - bars.top
        guard status >= 0 else { return nil }
        // The bar's own height: 96 with large titles (44 + the 52-pt title row) whether or not the root shows one
        // (Music-Memories, Xcode 10.1, stores 96 over a root that displays none), else the height the bars count.
        let height = IBLargeTitleBars.isLarge(bar, on: canvas) ? Container(navigationBar: .large).barInsets.top : bars.top
        var node = ViewNode(.view, id: id)
        node.frame = Rect(x: 0, y: status, width: canvas.size.width, height: height)
        node.isHidden = true
        node.storedFrame = storedBar
        node.designDescription = "UINavigationBar \(id)"
        node.location = SourceLocation(file: context.file, line: bar.line, column: bar.column)
        return node
    }
}
