import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A scroll view's layout margins seen from its content: like its edges, they attach to the content area (Apple's
/// Auto Layout Guide, "Working with Scroll Views"), so a trailing margin is inset from the content's far edge, not
/// from the frame's.
@Suite("Interface Builder scroll view margins from inside")
struct ScrollViewMarginsTests {
    /// A root-filling scroll view (`scroll`, constraints to the scroll view itself, no content guides) whose content is
    /// `wide`: 20 pt in from the content's leading edge, 300 wide, 20 pt before its trailing edge, so the content is
    /// 340 wide in a 375-pt frame; `pinned` runs from the scroll view's leading margin to its trailing margin.
    let subviews = """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                    <rect key="frame" x="20" y="10" width="300" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="300" id="w1"/>
                        <constraint firstAttribute="height" constant="100" id="w2"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                    <rect key="frame" x="8" y="10" width="324" height="20"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="p1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="wide" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="20" id="s1"/>
                <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" constant="20" id="s2"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="10" id="s3"/>
                <constraint firstAttribute="bottom" secondItem="wide" secondAttribute="bottom" constant="10" id="s4"/>
                <constraint firstItem="pinned" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" id="s5"/>
                <constraint firstAttribute="trailingMargin" secondItem="pinned" secondAttribute="trailing" id="s6"/>
                <constraint firstItem="pinned" firstAttribute="top" secondItem="wide" secondAttribute="top" id="s7"/>
            </constraints>
        </scrollView>
        """

    let pins = """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
        """

    @Test("a view pinned to a scroll view's side margins spans the content area less the margins, not the frame")
    func marginsAttachToContent() throws {
        // The content is 20 + 300 + 20 = 340 wide. The scroll view's side margins are UIView's 8: pinned runs from
        // 8 to 340 − 8 = 332 (324 wide). With the margins taken from the 375-pt frame it would end at 367 (359 wide).
        let laid = try LaidOut(storyboard(subviews, constraints: pins, toolsVersion: 21507))
        #expect(laid.frame("wide") == Rect(x: 20, y: 10, width: 300, height: 100))
        #expect(laid.frame("pinned") == Rect(x: 8, y: 10, width: 324, height: 20))
    }
}
