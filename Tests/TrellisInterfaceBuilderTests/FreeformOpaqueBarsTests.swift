import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller simulated at a freeform 375 × 743 under an opaque simulated navigation bar, its root stored 375 × 679
/// = 743 − 64: the root lies below the status and navigation bars in a window of the freeform size, with no top inset
/// (IBFreeformOpaqueBars). Measured: an Xcode 10.1 sign-up controller stores a button pinned 64 pt below the safe
/// area's top at y = 64. Expected frames are worked out by hand on the 375 × 667 canvas.
@Suite("Interface Builder: a freeform controller under an opaque bar")
struct FreeformOpaqueBarsTests {
    /// Xcode 10.1 (toolsVersion 14460): `btn` 64 pt below the safe area's top, `lbl` 8 pt below it; the root stored
    /// `rootHeight` tall under a simulated navigation bar whose `translucent` is given.
    func document(translucent: Bool, rootHeight: Int) -> String {
        storyboard("""
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                    <rect key="frame" x="124" y="64" width="127" height="127"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="127" id="bw"/>
                        <constraint firstAttribute="height" constant="127" id="bh"/>
                    </constraints>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Optional" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                    <rect key="frame" x="152.5" y="199" width="70" height="20"/>
                    <fontDescription key="fontDescription" type="system" pointSize="10"/>
                    <nil key="highlightedColor"/>
                </label>
            """, constraints: """
                <constraint firstItem="btn" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="64" id="c1"/>
                <constraint firstItem="btn" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="btn" secondAttribute="bottom" constant="8" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c4"/>
            """, toolsVersion: 14460, size: (375, Double(rootHeight)), controller: """
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="\(translucent ? "YES" : "NO")" prompted="NO"/>
                <size key="freeformSize" width="375" height="743"/>
            """)
    }

    @Test("Opaque bar, root stored 679 = 743 − 64: the button at y = 64 and the label at 199")
    func belowOpaqueBar() throws {
        let laidOut = try LaidOut(document(translucent: false, rootHeight: 679))
        #expect(laidOut.frame(inAnyScene: "btn")?.minY == 64)
        #expect(laidOut.frame(inAnyScene: "lbl")?.minY == 199)
    }

    @Test("A translucent bar over a 743-pt root stays inside it: the button at 64 + 64 = 128")
    func translucentBar() throws {
        let laidOut = try LaidOut(document(translucent: true, rootHeight: 743))
        #expect(laidOut.frame(inAnyScene: "btn")?.minY == 128)
    }

    // IBFreeformScreen's window for a root below opaque bars (juanmanuelbarral's Xcode 10.2 movie screens): a
    // freeform 375 × 800 controller under an opaque navigation bar and an opaque tab bar, its root stored
    // 800 − 64 − 49 = 687 tall, holds a 50-pt box pinned to the safe area's bottom. The window is 800 tall and the
    // tab bar lies in its last 49 pt, below the root: no bottom inset, the box at 687 − 50 = 637. A window ending at
    // the root's bottom (64 + 687 = 751) would put the tab bar inside the root and the box 49 pt higher, at 588.
    @Test("Opaque navigation and tab bars, root stored 687 = 800 − 64 − 49: a box on the safe area's bottom at 637")
    func belowOpaqueTabBar() throws {
        let document = storyboard("""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="637" width="375" height="50"/>
                    <constraints><constraint firstAttribute="height" constant="50" id="xh"/></constraints>
                </view>
            """, constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x1"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="x2"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="x3"/>
            """, toolsVersion: 14490, size: (375, 687), controller: """
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                <size key="freeformSize" width="375" height="800"/>
            """)
        let laidOut = try LaidOut(document)
        #expect(laidOut.frame(inAnyScene: "box") == Rect(x: 0, y: 637, width: 375, height: 50))
    }
}
