/// Xcode 14.0 to 14.2 (toolsVersion 21000–21599) draw a navigation or tab bar controller presented full screen like
/// any other scene: under the status area, its navigation bar below the device's top inset, its root under that bar.
/// Only a plain controller presented full screen loses the device's insets on that canvas (IBPresentations); later
/// versions (Xcode 15, ShowMate's `fullScreen` tab bar controller, toolsVersion 23504) drop them for containers too.
///
/// Measured, two projects of two people, both saved with toolsVersion 21507 on `retina6_12` (393 × 852, top inset 59),
/// every frame below outside the views Xcode flags in those documents:
/// - woochan94/iOS-Study-Basic, MVVM HotCoffee: a navigation controller with its own `fullScreen` style, shown by a
///   table's `presentation` segue, stores its bar at (0, 59, 393, 44) and its root's table, pinned to the safe area's
///   top, at y = 103 = 59 + 44 (without insets both would be 59 pt higher).
/// - ChrisDaVillager/NewFitnessApp: two `fullScreen` navigation controllers shown by `showDetail` segues store their bars
///   at y = 59 (44 tall), and the navigation controllers inside a `fullScreen` tab bar controller shown the same way
///   store their large-title bars at (0, 59, 393, 96), their root's table at 155 = 59 + 96.
/// No document on disk saved between toolsVersion 21000 and 23503 shows a presented container without insets.
/// Xcode 14.0 does the same: a declared one-document extension, measured blind: 1rvine's Twitter-Clone Main.storyboard
/// (toolsVersion 21225, `retina6_1`, 414 × 896; Xcode marks views of another scene) presents a navigation controller
/// with its own `fullScreen` style by a login controller's `presentation` segue and stores its bar at (0, 48, 414, 44),
/// below the 48-pt sensor housing (without insets, at y = 0).
enum IBPresentedContainerInsets {
    /// Whether presented navigation and tab bar controllers keep the device's insets on this Xcode's canvas: Xcode 14.0
    /// to 14.2 (toolsVersion 21000–21599).
    static func applies(toolsVersion: Int) -> Bool { (21000..<21600).contains(toolsVersion) }

    /// Whether `controller` is a container that keeps the device's insets when presented.
    static func isContainer(_ controller: XMLElement?) -> Bool {
        controller?.name == "navigationController" || controller?.name == "tabBarController"
    }
}
