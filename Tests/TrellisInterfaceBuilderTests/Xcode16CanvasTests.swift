import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The root insets of a view controller on Xcode 16's 414 × 896 canvas.
@Suite("Interface Builder: Xcode 16's 414 × 896 canvas")
struct Xcode16CanvasTests {
    /// A view pinned 20 pt from the root's sides and to the safe area's top and bottom.
    static let content = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
        <rect key="frame" x="20" y="48" width="374" height="814"/>
    </view>
    """
    static let pins = """
    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="p2"/>
    <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" id="p3"/>
    <constraint firstItem="safe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="p4"/>
    """

    @Test("Xcode 15 (toolsVersion 22505): the iPhone 11 canvas's 48 / 34; Xcode 16 (23727): twice that, 96 / 68", arguments: [
        (22505, Rect(x: 20, y: 48, width: 374, height: 814)),   // 896 − 48 − 34 = 814
        (23727, Rect(x: 20, y: 96, width: 374, height: 732)),   // 896 − 96 − 68 = 732
    ])
    func safeAreaInsets(toolsVersion: Int, expected: Rect) throws {
        let laid = try LaidOut(storyboard(Self.content, constraints: Self.pins, device: "retina6_1", toolsVersion: toolsVersion,
                                          size: (414, 896)))
        #expect(laid.frame("panel") == expected)
    }

    @Test("other Xcode 16 canvases keep their insets: 393 × 852 has 59 / 34")
    func otherCanvases() throws {
        // 852 − 59 − 34 = 759.
        let laid = try LaidOut(storyboard(Self.content, constraints: Self.pins, device: "retina6_12", toolsVersion: 23727,
                                          size: (393, 852)))
        #expect(laid.frame("panel") == Rect(x: 20, y: 59, width: 353, height: 759))
    }
}
