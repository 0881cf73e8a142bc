/// Xcode 26 (toolsVersion 24000 on) collapses a large-title navigation bar's title row over its navigation controller's
/// root controller when that controller's view's first subview is a table or collection view with cells, as Xcode 11
/// to 16 do (``IBLargeTitleBars/collapses(over:toolsVersion:)``): the root is laid out below the standard 54-pt bar
/// alone, though the bar is stored 106 tall. A controller the root pushes keeps the whole bar, cells or not.
///
/// Measured in documents of two projects (two teams' apps of one Indian university's iOS lab), neither flagged (no
/// `misplaced="YES"`), both 393 × 852 with a navigation controller whose `largeTitles="YES"` bar is stored at
/// (0, 118, 393, 106) and whose root's first subview is a collection view with one prototype cell, pinned to the safe
/// area's top, the root's navigation item without a `largeTitleDisplayMode`:
/// - IMYashAgrawal's ProjectiOS HomeScreen Messages.storyboard (toolsVersion 24127): the collection view is stored at
///   y = 172 = 2 × 59 + 54 (612 tall, to the doubled home indicator), not 224 = 118 + 106;
/// - AAINA-The-Skincare-App's AAINA Modules/Journal/JournalUI Main.storyboard (toolsVersion 24506): the 120-pt
///   collection view is stored at y = 172, and a stack 12 pt below it at 304 = 172 + 120 + 12; the controller it
///   pushes, whose first subview is a text view pinned to the safe area's top, at 224 = 118 + 106.
/// Pushed controllers do not collapse: the same team's AAINA/Base.lproj/Main.storyboard (24506; read in part, 195K
/// characters, not in a corpus) stores its large-title Home root's collection view with a cell at 172 and the
/// RoutineTimeline controller Home pushes, whose first subview is a collection view with a cell pinned to the safe
/// area's top, at 224, 511 tall (above a tab bar). Tables with cells are taken to collapse as collection views do;
/// none is measured in Xcode 26.
enum IBXcode26LargeTitleCollapse {
    /// The first toolsVersion of Xcode 26; measured at 24127 and 24506.
    static let firstToolsVersion = IBToolsVersion.xcode26

    /// Whether Xcode 26 lays `controller` out below the standard bar alone: a navigation controller's root (a
    /// `rootViewController` relationship of `document` leads to it) whose first subview is a table or collection view
    /// with cells.
    static func collapses(over controller: XMLElement, document: XMLElement, toolsVersion: Int) -> Bool {
        guard toolsVersion >= firstToolsVersion, IBLargeTitleBars.hasCollapsingFirstSubview(controller) else { return false }
        return isNavigationRoot(controller, document: document)
    }

    /// Whether a navigation controller of `document` has `controller` as its root (a `rootViewController`
    /// relationship leads to it).
    static func isNavigationRoot(_ controller: XMLElement, document: XMLElement) -> Bool {
        guard let id = controller["id"] else { return false }
        return document.containsDescendant { element in
            element.name == "navigationController" && element.segues.contains {
                $0["kind"] == "relationship" && $0["relationship"] == "rootViewController" && $0["destination"] == id
            }
        }
    }
}
