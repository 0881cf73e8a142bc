import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A scroll view's frame layout guide on Interface Builder's canvas: at content offset 0 even when the canvas adjusts
/// the scroll view's content inset (IBCanvasFrameGuide).
@Suite("Interface Builder frame layout guides under an adjusted content inset")
struct CanvasFrameGuideTests {
    /// An Xcode 13 document on the 414 × 896 canvas (44-pt top inset, 34-pt home indicator): a root-filling scroll view
    /// `scroll` whose content view `content` is pinned to the content guide's top, leading, trailing and bottom, as
    /// wide as the frame guide, and ends 42 pt above the frame guide's bottom (written with the guide first, as Xcode
    /// writes it); `tag`, 20 × 20, sits 10 pt below the frame guide's top, and `mid`, 20 × 20, on its centre.
    let subviews = """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="854"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                    <rect key="frame" x="0.0" y="10" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="t1"/>
                        <constraint firstAttribute="height" constant="20" id="t2"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mid">
                    <rect key="frame" x="0.0" y="438" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="m1"/>
                        <constraint firstAttribute="height" constant="20" id="m2"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s1"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s2"/>
                <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="s3"/>
                <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="s4"/>
                <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                <constraint firstItem="fg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" constant="42" id="s6"/>
                <constraint firstItem="tag" firstAttribute="top" secondItem="fg" secondAttribute="top" constant="10" id="s7"/>
                <constraint firstItem="tag" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s8"/>
                <constraint firstItem="mid" firstAttribute="centerY" secondItem="fg" secondAttribute="centerY" id="s9"/>
                <constraint firstItem="mid" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s10"/>
            </constraints>
            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
        </scrollView>
        """

    let pins = """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
        """

    @Test("the frame guide's bottom, top and centre are the scroll view's frame at offset 0, not at the adjusted −44")
    func frameGuideAtRest() throws {
        // The canvas adjusts the root's scroll view by the 44-pt top inset (IBScrollAdjustment): at run time the rest
        // offset would be −44 and the frame guide would span −44…852 in content coordinates. On the canvas it spans
        // 0…896: content ends 42 pt above 896, at 854 (from 0, 854 tall); tag sits at 0 + 10; mid is centred on
        // 896 / 2 = 448, its top at 438. Read at −44 they would be 810 tall, at −34 and at 394.
        let laid = try LaidOut(storyboard(subviews, constraints: pins, device: "retina6_1", toolsVersion: 19162, size: (414, 896)))
        #expect(laid.frame("scroll") == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 414, height: 854))
        #expect(laid.frame("tag") == Rect(x: 0, y: 10, width: 20, height: 20))
        #expect(laid.frame("mid") == Rect(x: 0, y: 438, width: 20, height: 20))
    }

    @Test("an inequality written with the guide's bottom first keeps its sense when the sides are swapped")
    func inequality() throws {
        // `fg.bottom >= content.bottom + 42` is `content.bottom <= 896 − 42`; with the content guide's bottom pin
        // removed and a required 900-pt height at priority 500, the content is cut to 854 tall.
        let text = storyboard(subviews
            .replacingOccurrences(of: "<constraint firstItem=\"content\" firstAttribute=\"bottom\" secondItem=\"cg\" secondAttribute=\"bottom\" id=\"s4\"/>",
                                  with: "<constraint firstItem=\"content\" firstAttribute=\"height\" constant=\"900\" priority=\"500\" id=\"s4\"/>")
            .replacingOccurrences(of: "id=\"s6\"", with: "relation=\"greaterThanOrEqual\" id=\"s6\""),
            constraints: pins, device: "retina6_1", toolsVersion: 19162, size: (414, 896))
        let laid = try LaidOut(text)
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 414, height: 854))
    }
}
