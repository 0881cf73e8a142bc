import TrellisModel

/// Xcode 9's 3× canvases store an edge that falls exactly on a half point at either neighbouring whole point or at the
/// pixel past it, with nothing in the document telling which; Trellis keeps the half point, within half a point of
/// all three (scene key `halfPointTies: keep`).
///
/// On a 3× canvas a half point is not on the pixel grid (135.5 is 406.5 pixels), and UIKit's rounding, half a pixel
/// up, puts it at 135.67. Measured on every view of the corpora on a 3× canvas whose exact edge is a half point, in the
/// documents of Xcode 9 (toolsVersion 13000 to 13999), none flagged: 17 such edges in 10 documents, 10 stored at the
/// pixel past it (Weibo's retweet cell 33.67 and 45.67, kiwix's main storyboard 141.67 and 176.67, ...), 4 at the
/// whole point below, 2 at the one above and 1 in a stale frame 34 pt off, the whole points in four projects:
/// - mgacy's MVVMC-SplitViewController PhotoDetail (13771, 375 × 812): a 20-pt activity indicator centred on a
///   375-pt root, exactly at x = 177.5, stored at 177 (its y, 223.5, at 223.67 in the same document);
/// - KrisYu's cs193p Fall 2017 Cassini (13771, 375 × 812): a 37-pt indicator centred at y = 414.5, stored at 414;
/// - rubenbaca's cs193p_iOS11 Cassini (13771, 375 × 812): a 104-pt stack centred at x = 135.5, stored at 135, and in
///   the same document an indicator at y = 414.5 stored at 415;
/// - cyruscse's blips-iOS-client (13771, 414 × 736): a label whose exact top is 11.5 stored at 11.
/// The pixel past the tie is 0.67 pt from the whole point below; the half point is within 0.5 pt of every stored
/// value. Xcode 10 and later store such ties at the nearest 3× pixels (in the same measure, 52 of 55 edges of 20
/// documents within half a point of the pixel past the tie) and keep UIKit's rounding; 2× canvases have half points
/// on their grid.
enum IBHalfPointTies {
    /// Xcode 9.x.
    static let toolsVersions = 13000..<14000

    /// `scene` marked to keep half-point ties when its document is of Xcode 9 on a 3× canvas.
    static func marked(_ scene: Scene, canvas: IBCanvas) -> Scene {
        guard toolsVersions.contains(canvas.toolsVersion), canvas.scale == 3 else { return scene }
        var result = scene
        result.keepsHalfPointTies = true
        return result
    }
}
