import TrellisModel

/// The sensor housing's depth on the 390 × 844 canvas (iPhone 12, 13 and 14: `retina6_0`) of Xcode 14.0
/// (toolsVersion 21000–21224): 44 pt, as in Xcode 12 and 13, not the 47 of Xcode 14.1 and later (at the top in
/// portrait, and so at the sides in landscape, as deep as the portrait top on every notched canvas).
///
/// The 47 is measured from Xcode 14.1 (toolsVersion 21225: eleven documents of the corpora on `retina6_0`) on, the 44
/// on Xcode 12 and 13 documents (a navigation controller's bar at y = 44); the boundary between them (toolsVersion
/// 21000) was not measured. The one Xcode 14.0 document on disk puts it after 14.0: AndreiChenchik's practicum-ios-Counter
/// Main.storyboard (toolsVersion 21208.1, plug-in 21191, `retina6_0` 390 × 844, no view flagged) stores a 33.67-pt
/// label centred on the safe area at y = 410.33, (44 + 810) / 2 − 16.83 rounded to the 3× pixel, where 47 puts it at
/// 411.67; its button pinned 30 pt above the safe area's bottom at y = 747, 33 tall, keeps the 34-pt bottom. So Xcode
/// 14.0 is read as Xcode 13 on this canvas, in both orientations (landscape is not measured). The 428 × 926 canvas in
/// Xcode 14.0 is not measured and keeps 47.
enum IBXcode140NotchTop {
    /// Xcode 14.0 (21208 and its point releases); Xcode 14.1's 21225 is measured at 47.
    static let toolsVersions = 21000..<21225

    /// 44 on the 390 × 844 canvas of those versions, either orientation, else nil (the canvas's own rule).
    static func top(size: Size, toolsVersion: Int) -> Double? {
        guard toolsVersions.contains(toolsVersion),
              min(size.width, size.height) == 390, max(size.width, size.height) == 844 else { return nil }
        return 44
    }
}
