extension IBSceneCatalog {
    /// A controller pushed by a `show` (or older `push`) segue joins its source's navigation stack, so Xcode's
    /// inferred simulated metrics give it the source's bars; followed along chains of pushes.
    func inheritThroughPushes(_ controllers: [String: XMLElement], into result: inout [String: IBBars]) {
        // In document order; a gesture recognizer's segue leaves from its scene's controller (IBSceneSegueSources).
        let pushes = IBSceneSegueSources.pushes(controllers, document: document)
        let plainTabs = IBShowFromTabPresents.plainTabs(controllers)
        func inherits(_ id: String) -> Bool {
            controllers[id].map { $0.name != "navigationController" && $0.name != "tabBarController" } == true
        }
        // A source that a push still to be followed leads to waits for it: its own inherited bars, not the ones it
        // states, go on (a chain's order in the document does not matter). Only where nothing else moves (a cycle of
        // pushes) does the first waiting source pass on what it states.
        var fallBackToStated = false
        // A pushed tab bar controller's tabs take the stack's bar before their own pushes are followed (again at the
        // end of each round below), and push over the tab bar (IBPushedTabBars).
        // A tie-broken push into a tab bar controller is the only one its tabs take bars from (IBTieBrokenTabBarController).
        let tabBarPushes = IBTieBrokenTabBarController.pushes(pushes, document: document, controllers: controllers)
        _ = IBPushedTabBars.inherit(pushes: tabBarPushes, controllers: controllers, into: &result)
        for _ in 0...(2 * pushes.count + 2) {
            var changed = false
            let tabsInStack = IBPushedTabBars.tabsInStack(pushes: tabBarPushes, controllers: controllers, result: result)
            let waiting = Set(pushes.filter { result[$0.destination] == nil && inherits($0.destination) }.map(\.destination))
            for push in pushes {
                let settled = result[push.source] != nil || !waiting.contains(push.source)
                guard result[push.destination] == nil, inherits(push.destination), settled || fallBackToStated,
                      var bars = result[push.source].map({ reached in
                          // The source's own stated bars go on too (IBPushedSourceMetrics).
                          guard let source = controllers[push.source] else { return reached }
                          return IBPushedSourceMetrics.passedOn(by: source, reached: reached, stated: bars(of: source, embedded: reached),
                                                                toolsVersion: canvas.toolsVersion)
                      }) ?? statedBars(of: controllers[push.source])
                else { continue }
                if !settled { fallBackToStated = false }  // one source of a cycle at a time
                // A pushed controller's navigation item left at `automatic` takes the display mode of the item below
                // it (UINavigationItem.LargeTitleDisplayMode.automatic, Apple's documentation: "inherit the large title
                // display mode from the previous navigation item"): pushed from a controller whose item says `never`,
                // it shows the standard bar. Measured: an Xcode 16.2 save of a course layout (390 × 844) stores a
                // photo controller, pushed from a `never` detail controller, with its image view pinned to the safe
                // area's top at 2 × 47 + 44 = 138 under a large-title navigation controller.
                if bars.largeTitle, Self.largeTitleMode(controllers[push.source]) == "never",
                   Self.largeTitleMode(controllers[push.destination]) != "always" {
                    bars.largeTitle = false
                    bars.top = navigationBarHeight
                }
                if tabsInStack.contains(push.source) { IBPushedTabBars.overTabBar(&bars) }
                // Pushed from a controller whose own metrics hide the top bar: none either (IBPushedWithoutTopBar).
                IBPushedWithoutTopBar.apply(source: controllers[push.source], to: &bars)
                // Pushed with "Hide Bottom Bar on Push": no tab bar or toolbar (IBHiddenBottomBarPush).
                IBHiddenBottomBarPush.apply(destination: controllers[push.destination], toolsVersion: canvas.toolsVersion, to: &bars)
                // Shown from a plain tab outside any navigation stack: presented, over the tab bar (IBShowFromTabPresents).
                IBShowFromTabPresents.apply(source: push.source, sourceBars: result[push.source], plainTabs: plainTabs,
                                            toolsVersion: canvas.toolsVersion, to: &bars)
                result[push.destination] = bars
                changed = true
            }
            // A pushed tab bar controller passes the bar on to its tabs (IBPushedTabBars).
            if IBPushedTabBars.inherit(pushes: tabBarPushes, controllers: controllers, into: &result) { changed = true }
            if changed {
                fallBackToStated = false
            } else if !fallBackToStated {
                fallBackToStated = true
            } else {
                break
            }
        }
    }
}
