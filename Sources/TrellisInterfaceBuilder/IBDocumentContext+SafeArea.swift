extension IBDocumentContext {
    /// Whether the document's Xcode lays views out with iOS 11's safe area, which layout margins are inset from
    /// (`insetsLayoutMarginsFromSafeArea`): from Xcode 9, toolsVersion 13000. Before, margins were never inset by the
    /// status bar or the bars, which only the top and bottom layout guides held (measured: an Xcode 7 storyboard
    /// stores a scroll view pinned to its root's top and bottom margins under a navigation bar at y = 0, 667 tall).
    var hasSafeArea: Bool { toolsVersion >= 13000 }
}
