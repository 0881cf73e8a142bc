import TrellisModel

/// The iPad screens a full-screen root's stored size names, for an iPad canvas whose id Xcode reused for a newer
/// iPad (as `retina6_12` became 393 × 852 on phones).
///
/// Xcode 16 lays `ipad11_0rounded` out at 834 × 1210, the 11-inch iPad Pro (M4, 2024: 2420 × 1668 pixels at 2×,
/// Apple's technical specifications), where Xcode 11–15 had the 834 × 1194 of the earlier 11-inch iPad Pro. Measured:
/// two storyboards of two projects on `ipad11_0rounded`, saved by Xcode 16.1 (toolsVersion 23504) and 16.3 (23727),
/// store their full-screen roots 834 × 1210, and the first of them a login stack pinned 60 pt below the safe area's
/// top and 599.5 pt above its bottom at y = 84 = 24 + 60, 506.5 tall (ending at 1190 = 1210 − 20, the home
/// indicator's inset), which the 1194-pt canvas cannot hold; an Xcode 15.3 storyboard on the same id stores
/// 834 × 1194 roots. The 13-inch iPad Pro (M4) is 1032 × 1376 (2752 × 2064 pixels), the iPad mini (6th generation)
/// 744 × 1133 (1488 × 2266). A root stored at one of these sizes, or at another iPad row's, says the canvas, in
/// either orientation; a document without a full-screen root keeps its id's default.
enum IBPadScreens {
    /// Portrait sizes (width, height) of iPad screens in points, beyond the device table's own rows.
    static let newer: [(width: Double, height: Double)] = [(834, 1210), (1032, 1376), (744, 1133)]

    /// The portrait size a full-screen iPad root of `rootSize` names, if it is one of `known` or ``newer``.
    static func portraitSize(rootSize: Size?, known: [(width: Double, height: Double)]) -> (width: Double, height: Double)? {
        guard let rootSize else { return nil }
        let portrait = (width: min(rootSize.width, rootSize.height), height: max(rootSize.width, rootSize.height))
        return (known + newer).first { $0.width == portrait.width && $0.height == portrait.height }
    }
}
