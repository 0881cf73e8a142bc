import TrellisModel

/// The sensor housing's depth on the 375 × 812 canvas (`retina5_9`) of Xcode 14.1 and 14.2 (toolsVersion
/// 21500–21599), in portrait: 47 pt, not the 50 of the later Xcode 14 and 15 canvases of that size.
///
/// Measured on documents of two projects, both saved by Xcode 14.2 (toolsVersion 21507, plug-in 21505) on
/// `retina5_9`, every top inset they store fitting 47 and none fitting 50:
/// - jyotdeep-j's swift-Text-to-Image-Ai-Module: Profile.storyboard stores a view pinned to the safe area's top at
///   (0, 47, 375, 765), its bottom at 812 − 34 = 778; its Other.storyboard (same project) a view 3 pt below the safe
///   area's top at y = 50 and a button 5 pt below the root's top margin at y = 52;
/// - Toughie17's musicSearchApp Main.storyboard: a root's table pinned to the safe area's top under a large-title
///   bar stored 96 tall at y = 47 (Xcode 14.2 keeps the stored bar, IBLargeTitleBars) at y = 143 = 47 + 96, and a
///   controller no segue shows (no bars) with a collection view pinned to its safe area at (0, 47, 375, 731), ending at
///   778 = 812 − 34.
/// The bottom (34) is unchanged. Xcode 14.3 (21701) is measured at 50 (three saves of a course layout on 375 × 812
/// store a collection view 44 pt below it at 94, IBLargeTitleBars.collapsingFirstSubviews); Xcode 14.0 (below 21500)
/// is not measured and keeps 50. On the landscape canvas, where Xcode 14.0 to 14.2 keep the portrait insets, the
/// top is 47 as well (IBXcode14LandscapeInsets reads it here, with isLandscape false).
enum IBXcode142NotchTop {
    /// Xcode 14.1 (21505) and 14.2 (21507): only 21507 is measured.
    static let toolsVersions = 21500..<21600

    /// 47 on the portrait 375 × 812 canvas of those versions, else nil (the canvas's own rule).
    static func top(size: Size, isLandscape: Bool, toolsVersion: Int) -> Double? {
        guard !isLandscape, toolsVersions.contains(toolsVersion),
              min(size.width, size.height) == 375, max(size.width, size.height) == 812 else { return nil }
        return 47
    }
}

/// The Xcode 14.0 beta saves (toolsVersion 21100–21199; 21179.7 with the 21169.4 plug-in measured) keep Xcode 13's
/// 44-pt sensor housing on the notched canvases whose later Xcode 14 depth differs (50 on 375 × 812, 47 on 390 × 844
/// and 428 × 926, 48 on the @2x 414 × 896). Measured blind in two projects' 21179.7 saves, neither flagged:
/// VladimirFibe's (sixty-second session, `retina6_0`, 390 × 844) stores views pinned to the safe area's top 44 pt
/// down, where 47 was expected (4 frames); NijatMukhtar's Spotify (sixty-third session, `retina5_9`, 375 × 812) stores
/// its navigation controller's large-title bar at (0, 44, 375, 96) and a collection view pinned to the safe area's top
/// at y = 140 = 44 + 96 (2 frames). The release (21225) and later saves are measured at the Xcode 14 depths.
enum IBXcode14BetaNotchTop {
    static let toolsVersions = 21100..<21200

    /// Whether the document's Xcode draws the notched canvases with Xcode 13's housing.
    static func keepsXcode13Top(toolsVersion: Int) -> Bool { toolsVersions.contains(toolsVersion) }
}
