/// A controller whose own navigation item has a prompt (`<navigationItem prompt="…">`) sits below a taller navigation
/// bar: UINavigationBar shows the top item's prompt in a row above the title, 30 pt before iOS 11 (the 74-pt bar of
/// Xcode's "Translucent Navigation Bar with Prompt" metric) and 34 pt from iOS 11 on.
///
/// Measured in two unflagged storyboards of two projects of Xcode 9 and later:
/// - xueyongwei's SizeClassesDemo (Xcode 9.2, toolsVersion 13771, `retina5_5`, 414 × 736): a navigation controller's
///   root and the controller it pushes, both with prompts, store a stack pinned 10 pt below the safe area's top at
///   y = 108 = 20 + 44 + 34 + 10 and a view pinned 20 pt below it at 118 (7 frames); the navigation controller's own bar
///   is stored 44 tall;
/// - intergi's playwire-ios-sample-app (Xcode 14.1, toolsVersion 21225, `retina6_0`, 390 × 844): the root's table,
///   pinned to the safe area, is stored at y = 125 = 47 + 44 + 34.
/// Before Xcode 9 the row is 30 pt: aoriani's CodePath Yelp storyboard (Xcode 7.2, toolsVersion 9532; the document
/// flags its table, not the root) stores the root of a navigation controller with an opaque bar, whose item has a
/// prompt, at (0, 94, 600, 506) = 20 + 74 below the canvas's top. Only the controller's own item counts (a pushed
/// controller without a prompt shows none), only under a standard bar (not a large title, a stated prompted metric,
/// which is 74 already, or a landscape phone's compact bar, which were not measured).
enum IBPromptBars {
    /// The prompt row's height: 34 pt from Xcode 9 (toolsVersion 13000), iOS 11's bar, else 30.
    static func height(toolsVersion: Int) -> Double { toolsVersion >= 13000 ? 34 : 30 }

    /// `bars` with the prompt row added under a navigation bar, when `controller`'s own navigation item has a prompt.
    static func adding(to bars: IBBars, controller: XMLElement, canvas: IBCanvas) -> IBBars {
        guard bars.inNavigation, bars.top > 0, bars.top <= 56, !bars.largeTitle, !canvas.usesCompactBars,
              let prompt = controller.child("navigationItem", key: "navigationItem")?["prompt"], !prompt.isEmpty,
              controller.child(key: "simulatedTopBarMetrics")?.flag("prompted") != true else { return bars }
        var prompted = bars
        prompted.prompt = height(toolsVersion: canvas.toolsVersion)
        prompted.top += prompted.prompt
        return prompted
    }
}
