import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 (toolsVersion 24000 on) lays a UISlider out with no alignment insets: the frame it stores is the rectangle
/// its constraints place, where earlier releases store a frame 2 pt wider at each side and 1 pt taller at the bottom.
@Suite("Interface Builder sliders in Xcode 26 documents")
struct Xcode26SliderTests {
    /// A root holding `slider`, pinned 20 pt in from the root's leading edge, centered on `centre` (a 51-pt view at the
    /// top), 34 pt tall as stored, with `value` 16 pt after it and 20 pt before the trailing edge, 140 wide.
    func document(toolsVersion: Int, slider: (x: Double, y: Double, width: Double)) -> String {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="centre">
                <rect key="frame" x="0.0" y="0.0" width="414" height="51"/>
            </view>
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="0.0" maxValue="16" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="\(slider.x)" y="\(slider.y)" width="\(slider.width)" height="34"/>
            </slider>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                <rect key="frame" x="254" y="15" width="140" height="21"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="centre" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="centre" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="centre" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="centre" firstAttribute="height" constant="51" id="c4"/>
            <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
            <constraint firstItem="slider" firstAttribute="centerY" secondItem="centre" secondAttribute="centerY" id="s2"/>
            <constraint firstItem="value" firstAttribute="leading" secondItem="slider" secondAttribute="trailing" constant="16" id="s3"/>
            <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="20" id="s4"/>
            <constraint firstItem="value" firstAttribute="width" constant="140" id="s5"/>
            <constraint firstItem="value" firstAttribute="height" constant="21" id="s6"/>
            <constraint firstItem="value" firstAttribute="centerY" secondItem="centre" secondAttribute="centerY" id="s7"/>
            """
        return storyboard(subviews, constraints: constraints, device: "retina6_1", toolsVersion: toolsVersion, size: (414, 896))
    }

    @Test("Xcode 26: the slider's frame is its alignment rectangle, 20 pt in, centered on 25.5, 218 wide")
    func xcode26() throws {
        // The value view spans 254 to 394; the slider ends 16 pt before it, at 238: from 20 it is 218 wide. Its 34-pt
        // height centered on the 51-pt row: y = 25.5 − 17 = 8.5.
        let laid = try LaidOut(document(toolsVersion: 24128, slider: (20, 8.5, 218)))
        #expect(laid.frame("slider") == Rect(x: 20, y: 8.5, width: 218, height: 34))
    }

    @Test("before Xcode 26: the frame is 2 pt wider at each side and 1 pt taller at the bottom than the rectangle placed")
    func xcode15() throws {
        // The alignment rectangle spans 20 to 238 and is 33 tall centered on 25.5 (9 to 42): the frame is
        // (18, 9, 222, 34).
        let laid = try LaidOut(document(toolsVersion: 23094, slider: (18, 9, 222)))
        #expect(laid.frame("slider") == Rect(x: 18, y: 9, width: 222, height: 34))
    }
}
