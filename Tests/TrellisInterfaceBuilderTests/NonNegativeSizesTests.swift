import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Optional constraints that tie settle with every plain view at least 0 wide and tall, as UIKit's engine never sizes a
/// view below 0 (IBNonNegativeSizes).
@Suite("Interface Builder: plain views are never sized below 0")
struct NonNegativeSizesTests {
    /// A 375 × 667 xib view holding `box`, 16 pt from its top and leading edges, 40 tall, `width == 50` at 500; in the
    /// box a required 70-pt `run` from its leading edge, then `tag` to the box's trailing edge (`width == 0` at 500),
    /// and in the tag `chip`, pinned 8 pt in on both sides (`width == 0` at 500). The stored frames are the ones worked
    /// out below.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="16" y="16" width="86" height="40"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="run">
                                <rect key="frame" x="0.0" y="0.0" width="70" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="70" id="run-width"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                                <rect key="frame" x="70" y="0.0" width="16" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chip">
                                        <rect key="frame" x="8" y="0.0" width="0.0" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" priority="500" id="chip-width"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="width" priority="500" id="tag-width"/>
                                    <constraint firstItem="chip" firstAttribute="leading" secondItem="tag" secondAttribute="leading" constant="8" id="chip-leading"/>
                                    <constraint firstAttribute="trailing" secondItem="chip" secondAttribute="trailing" constant="8" id="chip-trailing"/>
                                    <constraint firstItem="chip" firstAttribute="top" secondItem="tag" secondAttribute="top" id="chip-top"/>
                                    <constraint firstAttribute="bottom" secondItem="chip" secondAttribute="bottom" id="chip-bottom"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="box-height"/>
                            <constraint firstAttribute="width" priority="500" constant="50" id="box-width"/>
                            <constraint firstItem="run" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="run-leading"/>
                            <constraint firstItem="run" firstAttribute="top" secondItem="box" secondAttribute="top" id="run-top"/>
                            <constraint firstAttribute="bottom" secondItem="run" secondAttribute="bottom" id="run-bottom"/>
                            <constraint firstItem="tag" firstAttribute="leading" secondItem="run" secondAttribute="trailing" id="tag-leading"/>
                            <constraint firstAttribute="trailing" secondItem="tag" secondAttribute="trailing" id="tag-trailing"/>
                            <constraint firstItem="tag" firstAttribute="top" secondItem="box" secondAttribute="top" id="tag-top"/>
                            <constraint firstAttribute="bottom" secondItem="tag" secondAttribute="bottom" id="tag-bottom"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="box-leading"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="box-top"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    // Worked by hand: with t the tag's width, the box is 70 + t wide and the chip t − 16; the three 500s weigh
    // |t + 20| + |t| + |t − 16|, least at t = 0 (the chip −16 wide, the box 70), but with the chip at least 0 wide,
    // t ≥ 16 and the least is at t = 16 (36 + 16 + 0): the box 86 wide, the tag 16 at x = 70, the chip 0 at x = 8.
    @Test("The tied 500s settle with the chip at 0, not at −16")
    func chipStaysAtZero() throws {
        let laid = try LaidOut(Self.xib, file: "Toast.xib")
        #expect(laid.frame("box") == Rect(x: 16, y: 16, width: 86, height: 40))
        #expect(laid.frame("run") == Rect(x: 0, y: 0, width: 70, height: 40))
        #expect(laid.frame("tag") == Rect(x: 70, y: 0, width: 16, height: 40))
        #expect(laid.frame("chip") == Rect(x: 8, y: 0, width: 0, height: 40))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("The bound is below required and only on plain views and scroll views")
    func boundsPlainViewsOnly() {
        var root = ViewNode(.view, id: "root")
        var plain = ViewNode(.view, id: "plain")
        plain.children = [ViewNode(.label, id: "text"), ViewNode(.scroll, id: "list")]
        root.children = [plain, ViewNode(.image, id: "picture")]
        let bounds = IBNonNegativeSizes.constraints(below: root)
        #expect(Set(bounds.map(\.first.view)) == ["plain", "list"])
        #expect(bounds.count == 4)
        #expect(bounds.allSatisfy {
            $0.relation == .greaterThanOrEqual && $0.constant == 0 && $0.second == nil
                && $0.priority > 999.999 && $0.priority < LayoutConstraint.required
        })
    }
}
