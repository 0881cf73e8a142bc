import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A presented sheet whose navigation bar is opaque (`translucent="NO"`): the root lies below the 56-pt bar, so its
/// safe area has no top inset (IBSheetBars.top). Measured: Bitwarden's app extension storyboards, Xcode 15.0 and 15.2
/// on 414 × 896, roots 414 × 830 under the bar with a table pinned to the safe area at y = 0 and a label 30 pt below
/// the safe area's top at y = 30.
@Suite("Interface Builder: an opaque sheet bar")
struct OpaqueSheetBarTests {
    /// A navigation controller showing the helper's controller, its sheet bar stored at y = 0, 56 tall.
    func navigation(translucent: Bool) -> String {
        """
        <scene sceneID="Rv1-Bc-vCe">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="oC1-GQ-aOK" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : #"translucent="NO" "#)id="8A1-AR-QHS">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="456-2a-bcd"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A label pinned 30 pt below the safe area's top and 15 inside its sides.
    static let label = """
        <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" text="Extension Activated!" textAlignment="center" lineBreakMode="tailTruncation" minimumFontSize="10" translatesAutoresizingMaskIntoConstraints="NO" id="top">
            <rect key="frame" x="15" y="30" width="384" height="20"/>
            <constraints><constraint firstAttribute="height" constant="20" id="111-13-aaa"/></constraints>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        """

    static let constraints = """
        <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="15" id="111-14-aaa"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="15" id="111-15-aaa"/>
        <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="30" id="111-16-aaa"/>
        """

    @Test("an opaque 56-pt sheet bar over a 414 × 830 root (Xcode 15.2): no top inset, the label at y = 30")
    func opaqueSheetBar() throws {
        let xml = storyboard(Self.label, constraints: Self.constraints, device: "retina6_1", toolsVersion: 22505,
                             size: (414, 830), extraScenes: navigation(translucent: false))
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].devices[0].safeArea.top == 0)
        #expect(laid.frame("top") == Rect(x: 15, y: 30, width: 384, height: 20))
    }

    @Test("a translucent sheet bar over the same root keeps the bar as the whole top inset: the label at 56 + 30")
    func translucentSheetBar() throws {
        let xml = storyboard(Self.label, constraints: Self.constraints, device: "retina6_1", toolsVersion: 22505,
                             size: (414, 830), extraScenes: navigation(translucent: true))
        #expect(try LaidOut(xml).frame("top")?.minY == 86)
    }
}
