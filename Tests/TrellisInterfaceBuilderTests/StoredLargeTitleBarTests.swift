import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 9 to 16 a phone's large-title navigation bar is listed as tall as stored when its root controller
/// lies under the stored bar (IBStoredLargeTitleBar); elsewhere it keeps the standard bar and the 52-pt title row.
@Suite("Interface Builder: a large-title bar stored other than 96 keeps its height (Xcode 9 to 16)")
struct StoredLargeTitleBarTests {
    static func bar(y: Double, width: Double, height: Double) -> String {
        #"<rect key="frame" x="0.0" y="\#(y)" width="\#(width)" height="\#(height)"/>"#
    }

    /// Worked by hand:
    /// - Xcode 14.3 (21701) on 393 × 852: the status area is 59 pt; a bar stored 104.33 tall (not 96) is the bar the
    ///   root lies under (IBLargeTitleBars.top), so the bar is (0, 59, 393, 104.33), not 44 + 52 = 96 tall;
    /// - Xcode 13.3 (20037) on 414 × 896: the status area is 44 pt (48 only from toolsVersion 21000); the root lies
    ///   under the stored 104-pt bar (every stored height counts before Xcode 14.3): (0, 44, 414, 104);
    /// - Xcode 12.4 (17701) the same: (0, 44, 414, 104);
    /// - Xcode 9.4 (14113) on 320 × 568: the status bar is 20 pt and the root lies under the stored 93-pt bar:
    ///   (0, 20, 320, 93), not 44 + 52 = 96 tall.
    @Test("the stored height where the root lies under the stored bar", arguments: [
        (21701, "retina6_12", 393.0, 852.0, Rect(x: 0, y: 59, width: 393, height: 104.33333333333334)),
        (20037, "retina6_1", 414.0, 896.0, Rect(x: 0, y: 44, width: 414, height: 104)),
        (17701, "retina6_1", 414.0, 896.0, Rect(x: 0, y: 44, width: 414, height: 104)),
        (14113, "retina4_0", 320.0, 568.0, Rect(x: 0, y: 20, width: 320, height: 93)),
    ])
    func storedHeight(toolsVersion: Int, device: String, width: Double, height: Double, expected: Rect) throws {
        let document = ContainerBarListingTests.document(
            toolsVersion: toolsVersion, device: device, size: (width, height),
            bar: Self.bar(y: expected.minY, width: expected.width, height: expected.height), large: true)
        let frame = try #require(try LaidOut(document).frame(inAnyScene: "navbar"))
        #expect(frame.minX == expected.minX && frame.minY == expected.minY && frame.width == expected.width)
        #expect(abs(frame.height - expected.height) < 0.01)
    }

    /// Worked by hand, the gate: Xcode 14.3 lays the root out under its own 60.33-pt title row when the bar is stored
    /// 96 tall (IBLargeTitleBars.top: 44 + 60.33, not the stored 96), so the bar keeps 44 + 52 = 96: (0, 59, 393, 96);
    /// Xcode 26 (24128, not measured with another stored height) keeps its 54-pt bar and the 52-pt row, 106, whatever
    /// is stored: a bar stored 110 tall on 440 × 956 below the doubled 62-pt status area is listed at (0, 124, 440, 106).
    @Test("44 + 52 where the root lies under another bar, and in Xcode 26", arguments: [
        (21701, "retina6_12", 393.0, 852.0, 59.0, 96.0, 96.0),
        (24128, "retina6_9", 440.0, 956.0, 124.0, 110.0, 106.0),
    ])
    func gate(toolsVersion: Int, device: String, width: Double, height: Double, y: Double, stored: Double,
              expected: Double) throws {
        let document = ContainerBarListingTests.document(
            toolsVersion: toolsVersion, device: device, size: (width, height),
            bar: Self.bar(y: y, width: width, height: stored), large: true)
        let laid = try LaidOut(document)
        #expect(laid.frame(inAnyScene: "navbar") == Rect(x: 0, y: y, width: width, height: expected))
    }
}
