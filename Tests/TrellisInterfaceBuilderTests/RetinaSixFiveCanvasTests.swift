import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The two 414 × 896 canvases of Xcode 14 and later: the @2x `retina6_1` (iPhone XR/11) has a 48-pt top inset, the @3x
/// `retina6_5` (XS Max/11 Pro Max) keeps 44, as the two phones do.
@Suite("Interface Builder 414 × 896 canvases: 48 pt on retina6_1, 44 on retina6_5 (Xcode 14 on)")
struct RetinaSixFiveCanvasTests {
    /// A 414 × 896 root saved by Xcode 14.2 (toolsVersion 21507) holding `top` pinned to the safe area's top and bottom.
    func document(device: String) -> String {
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
            <rect key="frame" x="20" y="44" width="374" height="818"/>
        </view>
        """
        let constraints = """
        <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="20" id="c4"/>
        """
        return storyboard(box, constraints: constraints, device: device, toolsVersion: 21507, size: (414, 896))
    }

    @Test("retina6_5, Xcode 14.2: the safe area starts 44 pt down (a course project's weather screen)")
    func threeTimesKeeps44() throws {
        let laid = try LaidOut(document(device: "retina6_5"))
        #expect(laid.frame("top") == Rect(x: 20, y: 44, width: 374, height: 818))
    }

    @Test("retina6_1, Xcode 14.2: 48 pt, 814 tall")
    func twoTimesHas48() throws {
        let laid = try LaidOut(document(device: "retina6_1"))
        #expect(laid.frame("top") == Rect(x: 20, y: 48, width: 374, height: 814))
    }
}
