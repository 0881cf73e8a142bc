import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The 390 × 844 `retina6_0` canvas of Xcode 14.0 (toolsVersion 21000–21224): a 44-pt top inset in portrait, as in
/// Xcode 12 and 13 (IBXcode140NotchTop); Xcode 14.1 has 47.
@Suite("Interface Builder 390 × 844 canvas of Xcode 14.0: 44 pt at the top")
struct Xcode140NotchTopTests {
    /// A 390 × 844 root holding `box` pinned 20 pt in from the sides and to the safe area's top and bottom.
    func document(toolsVersion: Int) -> String {
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="44" width="350" height="766"/>
        </view>
        """
        let constraints = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c4"/>
        """
        return storyboard(box, constraints: constraints, device: "retina6_0", toolsVersion: toolsVersion, size: (390, 844))
    }

    @Test("Xcode 14.0 (21208): the safe area is 44 … 844 − 34 = 810, the box 766 tall")
    func xcode140Has44() throws {
        let laid = try LaidOut(document(toolsVersion: 21208))
        #expect(laid.frame("box") == Rect(x: 20, y: 44, width: 350, height: 766))
    }

    @Test("Xcode 14.0 in landscape: the housing 44 deep at each side, as its portrait top, and the 21-pt indicator")
    func xcode140Landscape() throws {
        let loaded = try InterfaceBuilderLoader.load(
            xml: Array(storyboard("", device: "retina6_0", toolsVersion: 21208, size: (844, 390))
                .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"").utf8),
            file: "Canvas.storyboard")
        #expect(loaded.scenes.first?.devices.first?.safeArea == Insets(top: 0, left: 44, bottom: 21, right: 44))
    }

    @Test("Xcode 14.1 (21225): 47 … 810, the box 763 tall")
    func xcode141Has47() throws {
        let laid = try LaidOut(document(toolsVersion: 21225))
        #expect(laid.frame("box") == Rect(x: 20, y: 47, width: 350, height: 763))
    }
}
