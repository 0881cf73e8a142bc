/// A large-title navigation controller shown as a tab of a tab bar controller on a phone, in documents of Xcode 14.3 to
/// 15.0 (toolsVersion 21600–22499) that store its bar 96 tall: its controllers lie below the bar as stored, not below
/// the standard bar and the taller title row IBLargeTitleBars gives those versions under a stored 96.
///
/// Measured, two documents of two projects on 393 × 852 with the bar stored at y = 59, 96 tall:
/// - an Xcode 14.3.1 save (toolsVersion 21701, an online course's music app): two tabs' large-title navigation
///   controllers, each root's first subview a table without cells (so the title row does not collapse) pinned to the
///   safe area's top, stored at y = 155 = 59 + 96 where the taller row would put it at 59 + 44 + 60.33 = 163.33;
/// - an Xcode 15.0 save (22154, a movie app's clone): a search tab's root stores a text field pinned to the safe
///   area's top at y = 155 and a collection view 20 pt below it at 215, under the same 96-pt bar.
/// The saves recorded in IBLargeTitleBars as counting the taller row under a stored 96 (a contacts list, bootcamp
/// projects with a root search bar and pushed forms) are navigation controllers nobody shows as a tab. The other
/// tab-shown large-title navigation controllers of those versions in the corpora (five saves of a course's order app,
/// Xcode 14.3.1; a 22155 and a 21701 save) have table view controller roots or roots whose first subview is a table
/// with cells (collapsed title row) and show no difference. Why a tab keeps the stored bar is not known.
enum IBTabLargeTitleBars {
    /// Whether a large-title bar stored `stored` tall, on a navigation controller that is a tab (`underTabBar`),
    /// counts as stored on `canvas` instead of the height IBLargeTitleBars.top gives.
    static func keepsStored(_ stored: Double?, underTabBar: Bool, canvas: IBCanvas) -> Bool {
        underTabBar && stored == 96 && !canvas.isPad
            && (IBLargeTitleBars.firstTallRowToolsVersion..<IBLargeTitleBars.storedBarCountsToolsVersion).contains(canvas.toolsVersion)
    }

    /// The controllers tab bar controllers show as tabs (their `viewControllers` relationships), by id.
    static func tabs(_ controllers: [String: XMLElement]) -> Set<String> {
        Set(controllers.values.filter { $0.name == "tabBarController" }.flatMap { $0.relationshipDestinations(["viewControllers"]) })
    }
}
