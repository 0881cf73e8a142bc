import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 14.3 a xib's freeform view shorter than a notched canvas gets the home indicator's whole bottom inset
/// again (IBXcode143XibWindow); Xcode 14.2 and before keep the part of the screen's insets the view overlaps.
@Suite("Interface Builder: Xcode 14.3 freeform xib views in a window of their own size")
struct Xcode143XibWindowTests {
    @Test("Xcode 14.3 and 15.1: a freeform 414 × 200 view's safe area ends 34 pt above its bottom")
    func ownWindow() throws {
        // The 414 × 896 @2x canvas has a 48-pt top inset from Xcode 14 (IBCanvas). card = (16, 48 + 20 = 68,
        // 414 − 32 = 382, 200 − 34 − 20 − 68 = 78).
        for toolsVersion in ["21701", "22505"] {
            let laid = try LaidOut(LegacyOwnWindowTests().xib(toolsVersion: toolsVersion, height: 200), file: "Toast.xib")
            #expect(laid.frame("card") == Rect(x: 16, y: 68, width: 382, height: 78), "toolsVersion \(toolsVersion)")
        }
    }

    @Test("Xcode 14.2 keeps the overlapped part: the view ends far above the home indicator, no bottom inset")
    func overlapBefore() throws {
        // card = (16, 68, 382, 200 − 20 − 68 = 112).
        let laid = try LaidOut(LegacyOwnWindowTests().xib(toolsVersion: "21507", height: 200), file: "Toast.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 68, width: 382, height: 112))
    }
}
