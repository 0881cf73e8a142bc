/// Xcode 26 (toolsVersion 24000 on) collapses a large-title navigation bar's title row over a controller whose view's
/// first subview is a table or collection view with cells, as Xcode 11 to 16 do (``IBLargeTitleBars/collapses(over:toolsVersion:)``):
/// the controller is laid out below the standard 54-pt bar alone, though the bar is stored 106 tall.
///
/// Measured in documents of two projects (two teams' apps of one Indian university's iOS lab), neither flagged (no
/// `misplaced="YES"`), both 393 × 852 with a navigation controller whose `largeTitles="YES"` bar is stored at
/// (0, 118, 393, 106) and whose root's first subview is a collection view with one prototype cell, pinned to the safe
/// area's top, the root's navigation item without a `largeTitleDisplayMode`:
/// - IMYashAgrawal's ProjectiOS HomeScreen Messages.storyboard (toolsVersion 24127): the collection view is stored at
///   y = 172 = 2 × 59 + 54 (612 tall, to the doubled home indicator), not 224 = 118 + 106;
/// - AAINA-The-Skincare-App's AAINA Modules/Journal/JournalUI Main.storyboard (toolsVersion 24506): the 120-pt
///   collection view is stored at y = 172, and a stack 12 pt below it at 304 = 172 + 120 + 12.
/// In the second document a pushed controller whose first subview is a text view pinned to the safe area's top is
/// stored at y = 224 = 118 + 106, below the whole bar, as the rule's first-subview test has it. Tables with cells are
/// taken to collapse as in Xcode 11 to 16; none is measured in Xcode 26.
enum IBXcode26LargeTitleCollapse {
    /// The first toolsVersion of Xcode 26; measured at 24127 and 24506.
    static let firstToolsVersion = 24000

    /// Whether a document saved by `toolsVersion` is one of Xcode 26's.
    static func applies(toolsVersion: Int) -> Bool { toolsVersion >= firstToolsVersion }
}
