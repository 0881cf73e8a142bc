import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view controller simulated at a freeform size (`<size key="freeformSize">`) in a document with safe-area guides is
/// laid out in a window of its own size, with the device's whole insets (IBFreeformWindow). Measured: Nextcloud's
/// 300 × 200 rename dialog (Xcode 15.3, 390 × 844 canvas) and 300 × 500 colour dialog (Xcode 13, 320 × 480 canvas).
@Suite("Interface Builder: a freeform controller's own window")
struct FreeformWindowTests {
    /// `top`: a 20-pt view 15 pt below the safe area's top; `bottom`: a 32-pt view pinned to the safe area's bottom; both
    /// pinned to the safe area's sides.
    func subviews(top: Rect, bottom: Rect) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
            <rect key="frame" x="\(top.minX)" y="\(top.minY)" width="\(top.width)" height="\(top.height)"/>
            <constraints><constraint firstAttribute="height" constant="20" id="Fw1-Ht-t01"/></constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
            <rect key="frame" x="\(bottom.minX)" y="\(bottom.minY)" width="\(bottom.width)" height="\(bottom.height)"/>
            <constraints><constraint firstAttribute="height" constant="32" id="Fw1-Ht-t02"/></constraints>
        </view>
        """
    }

    static let constraints = """
        <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="15" id="Fw1-Tp-t03"/>
        <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Fw1-Ld-t04"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="Fw1-Tr-t05"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="Fw1-Bt-t06"/>
        <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Fw1-Bl-t07"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="Fw1-Br-t08"/>
        """

    @Test("a 300 × 200 freeform controller on 390 × 844 gets the whole 47 / 34 insets")
    func shortRootOnNotchedCanvas() throws {
        // Top: 47 + 15 = 62. Bottom: the home indicator's 34, though the root at the screen's top-left would not reach
        // it: the 32-pt view ends at 200 − 34 = 166, so it starts at 134.
        let top = Rect(x: 0, y: 62, width: 300, height: 20), bottom = Rect(x: 0, y: 134, width: 300, height: 32)
        let freeform = #"<size key="freeformSize" width="300" height="200"/>"#
        let laid = try LaidOut(storyboard(subviews(top: top, bottom: bottom), constraints: Self.constraints,
                                          device: "retina6_0", toolsVersion: 22685, size: (300, 200), controller: freeform))
        #expect(laid.frame("top") == top)
        #expect(laid.frame("bottom") == bottom)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("a 300 × 500 freeform controller on the 320 × 480 canvas has no bottom inset for the part below the screen")
    func tallRootOnPlainCanvas() throws {
        // Xcode 13 simulates no status bar on a phone without a notch: no insets at all. The root reaches 20 pt below the
        // screen; in its own window that part is not unsafe, so the bottom view ends at 500: (0, 468, 300, 32).
        let top = Rect(x: 0, y: 15, width: 300, height: 20), bottom = Rect(x: 0, y: 468, width: 300, height: 32)
        let freeform = #"<size key="freeformSize" width="300" height="500"/>"#
        let laid = try LaidOut(storyboard(subviews(top: top, bottom: bottom), constraints: Self.constraints,
                                          device: "retina3_5", toolsVersion: 18122, size: (300, 500), controller: freeform))
        #expect(laid.frame("top") == top)
        #expect(laid.frame("bottom") == bottom)
    }

    @Test("a root of another size without a freeform size keeps the part of the screen's insets it overlaps")
    func withoutFreeformSize() throws {
        // No freeformSize: the 300 × 200 root at the screen's top-left overlaps the 47-pt sensor housing only.
        let top = Rect(x: 0, y: 62, width: 300, height: 20), bottom = Rect(x: 0, y: 168, width: 300, height: 32)
        let laid = try LaidOut(storyboard(subviews(top: top, bottom: bottom), constraints: Self.constraints,
                                          device: "retina6_0", toolsVersion: 22685, size: (300, 200)))
        #expect(laid.frame("top") == top)
        #expect(laid.frame("bottom") == bottom)
    }
}
