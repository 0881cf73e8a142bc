/// A navigation controller's toolbar in a tab bar controller's tab sits above the tab bar, not in its place: the
/// bottom bars of the controllers that navigation controller shows are the tab bar and the toolbar together.
///
/// Apple's documentation of UITabBarController: when a tab's root is a navigation controller, the tab bar controller
/// sizes the navigation content so that it does not overlap the tab bar, and the navigation controller's toolbar is
/// part of that content (UINavigationController draws it at the bottom of its own view). Measured:
/// marcosgriselli's ViewAnimator example storyboard (Xcode 9.3, toolsVersion 14113, iPhone X canvas 375 × 812), whose
/// collection controller, the root of a navigation controller that is a tab, states a simulated toolbar: Xcode stores
/// its collection view, pinned to the safe area's bottom, ending at 685 = 812 − 34 − 49 − 44, not at 734 = 812 − 34 − 44
/// (the toolbar alone) nor at 729 (the tab bar alone). A navigation controller's own `toolbarHidden="NO"` in a tab is
/// the same toolbar and stacks the same way (UIKit's layout; no document measured). A controller in no tab keeps the
/// toolbar alone; iPads of Xcode 16 on, whose tab bar floats at the top (IBPadTopTabBar), have no tab bar below.
/// Stacked, the toolbar is UIToolbar's plain 44 pt even on a phone with a home indicator, where a toolbar at the
/// bottom is 49 (IBNotchedToolbar): the same Xcode 9.3 canvas stores 49 for a toolbar alone (BusMedellin) and 44
/// above the tab bar (ViewAnimator).
///
/// Before Xcode 9 (toolsVersion below 13000) a controller's own stated toolbar replaces the tab bar it would
/// inherit: the one bottom bar Xcode simulates is the toolbar (the stacking above was measured on Xcode 9.3 only).
/// Measured in three documents of three projects: llauderesv's ios-login-layout (Xcode 8.2, toolsVersion 11762,
/// 375 × 667, not flagged, measured blind) pushes a post controller stating a simulated toolbar from the root of a
/// tab's navigation controller, and stores its text view, pinned to the bottom layout guide's top, 667 − 44 = 623
/// tall, not 667 − 49 − 44 = 574; two Xcode 7.3 storyboards (10116 and 10117) lay a tab's navigation root stating a
/// toolbar out the same way: geoffreyic's On the Map (not flagged) stores a table pinned to the bottom layout guide
/// at (0, 64, 600, 492) = 600 − 64 − 44 on the 600 × 600 canvas, and GrzegorzKwasniewski's AnyDayAssist a map view
/// ending at 667 − 44 (Xcode marks the map misplaced; its frame moves to the stored one).
enum IBStackedToolbar {
    /// The first toolsVersion measured stacking a stated toolbar above a tab bar (Xcode 9; 9.3 saves 14113).
    static let firstStackingToolsVersion = 13000

    /// The bottom bar of a controller shown by a navigation controller with a visible toolbar, `toolbar` pt tall at
    /// the bottom and `stacked` pt above a tab bar: the tab bar below the navigation controller (`bars.tabBarBelow`,
    /// 0 when none) plus the toolbar.
    static func bottom(toolbar: Double, stacked: Double, under bars: IBBars) -> Double {
        bars.inNavigation && bars.tabBarBelow > 0 ? bars.tabBarBelow + stacked : toolbar
    }

    /// The bottom bar of a controller that states a simulated toolbar itself: as `bottom`, but before Xcode 9 the
    /// toolbar alone.
    static func statedBottom(toolbar: Double, stacked: Double, under bars: IBBars, toolsVersion: Int) -> Double {
        toolsVersion >= firstStackingToolsVersion ? bottom(toolbar: toolbar, stacked: stacked, under: bars) : toolbar
    }
}
