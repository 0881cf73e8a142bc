import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 13.3 (toolsVersion 20037) already draws a presented page sheet without the home indicator; Xcode 13.2 (19455)
/// still keeps it. The shape is the older one: 414 × 842 on `retina6_1`, 44 + 10 pt below the top of the screen, and
/// its safe area keeps the 44-pt status area at its top (IBShortPageSheet.Xcode14SheetTop, measured since on a 13.3
/// clock app's 390 × 790 sheet).
@Suite("Interface Builder page sheets of Xcode 13.3: no home indicator")
struct Xcode133PageSheetTests {
    @Test("Xcode 13.3: a 414 × 842 sheet on retina6_1 has no home indicator (a Tipsy result screen, a room preview)")
    func xcode133SheetHasNoHomeIndicator() throws {
        // The box runs from the status area's 44 pt to the sheet's own bottom, 842: 798 tall.
        let laid = try LaidOut(ShortPageSheetTests().document(toolsVersion: 20037, height: 842, device: "retina6_1", width: 414))
        #expect(laid.frame("box") == Rect(x: 20, y: 44, width: 374, height: 798))
    }

    @Test("Xcode 13.2: the same sheet keeps the 34-pt home indicator")
    func xcode132SheetKeepsHomeIndicator() throws {
        let laid = try LaidOut(ShortPageSheetTests().document(toolsVersion: 19455, height: 842, device: "retina6_1", width: 414))
        #expect(laid.frame("box") == Rect(x: 20, y: 0, width: 374, height: 808))
    }
}
