/// Which top-level objects of a xib that are not screen-sized keep the phone's side insets on a landscape canvas
/// (the sensor housing and its mirror; never the top or bottom insets: IBRootPlacement).
///
/// A plain top-level `view` was measured first (a 422 × 475 freeform view on the landscape 932 × 430 canvas of
/// Xcode 14.1 stores labels 20 pt inside 59-pt side insets). A top-level `collectionReusableView` is laid out the
/// same way: Wikipedia's PageHistoryCountsView.xib (Xcode 16.2, toolsVersion 23727, retina5_9 in landscape) stores an
/// 802 × 460 reusable view whose views pinned to its safe area's sides sit at x = 50, 702 wide — the 375 × 812
/// canvas's 50-pt landscape side insets (the 12/13 mini's, as for a top-level view). One document, on the rule of the
/// top-level view it extends; cells (`tableViewCell`, `collectionViewCell`) are not measured in landscape and keep none.
enum IBLandscapeSideInsets {
    /// The top-level element names that get the device's side insets in landscape.
    static let elements: Set<String> = ["view", "collectionReusableView"]

    static func applies(to element: XMLElement) -> Bool {
        elements.contains(element.name)
    }
}
