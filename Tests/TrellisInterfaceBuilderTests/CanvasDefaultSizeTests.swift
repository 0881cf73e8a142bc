import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The phone a reused `<device>` id names when no full-screen root says it: `retina6_12` is the 390 × 844 phone in
/// Xcode 12–13 documents and the 393 × 852 Dynamic Island phone from Xcode 14 (toolsVersion 21000).
@Suite("Interface Builder canvas sizes of reused device ids")
struct CanvasDefaultSizeTests {
    @Test("retina6_12 in an Xcode 14 xib is 393 × 852: 59-pt side insets in landscape",
          arguments: [(21701, 59.0), (19529, 44.0)])
    func retina612(toolsVersion: Int, side: Double) throws {
        // A 400-wide freeform view in landscape keeps the device's side insets (LandscapeXibRootTests): the title,
        // 20 pt inside them, is at x = side + 20 and 400 − 2 × side − 40 wide. Xcode 14 (21701): the 393 × 852
        // phone, 59 at the sides; Xcode 13 (19529): the 390 × 844 phone, whose notch was 44 pt then.
        let xml = LandscapeXibRootTests().xib(device: "retina6_12", orientation: "landscape", width: 400)
            .replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"\(toolsVersion)\"")
        let laid = try LaidOut(xml, file: "Panel.xib")
        #expect(laid.frame("title") == Rect(x: side + 20, y: 0, width: 400 - 2 * side - 40, height: 24))
    }

    @Test("retina6_3 in an Xcode 16 xib is the 402 × 874 iPhone 16 Pro: 62-pt side insets in landscape")
    func retina63() throws {
        // Its sensor housing is 62 pt (portrait top), at the sides in landscape: title = (82, 0, 400 − 124 − 40 = 236, 24).
        let xml = LandscapeXibRootTests().xib(device: "retina6_3", orientation: "landscape", width: 400)
            .replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"23727\"")
        let laid = try LaidOut(xml, file: "Panel.xib")
        #expect(laid.frame("title") == Rect(x: 82, y: 0, width: 236, height: 24))
    }

    @Test("retina6_9 in an Xcode 16.2 xib is the 440 × 956 iPhone 16 Pro Max: 62-pt side insets in landscape")
    func retina69() throws {
        // Not the 430 × 932 phone (59-pt housing, title at x = 79): 62 at the sides, title = (82, 0, 236, 24).
        let xml = LandscapeXibRootTests().xib(device: "retina6_9", orientation: "landscape", width: 400)
            .replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"23504\"")
        let laid = try LaidOut(xml, file: "Panel.xib")
        #expect(laid.frame("title") == Rect(x: 82, y: 0, width: 236, height: 24))
    }
}
