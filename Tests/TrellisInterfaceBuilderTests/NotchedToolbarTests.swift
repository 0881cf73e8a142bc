import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A simulated toolbar on a phone with a home indicator is 49 pt tall from Xcode 11 on (IBNotchedToolbar), and a sheet
/// under a sheet bar has no home indicator at its bottom, only its bars (IBSheetBars.bottom). Measured: an Xcode 16.3
/// chat screen on 393 × 852 (input bar ending at 852 − 2 × 34 − 49) and Bitwarden's Xcode 15.2 autofill sheet on
/// 414 × 896 (table ending 49 above its 830-pt root's bottom).
@Suite("Interface Builder: a toolbar above the home indicator")
struct NotchedToolbarTests {
    /// A 40-pt input bar pinned to the safe area's bottom and sides, and a table from the safe area's top down to it.
    static let views = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="list">
            <rect key="frame" x="0.0" y="118" width="393" height="577"/>
        </tableView>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="input">
            <rect key="frame" x="0.0" y="695" width="393" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="xRU-aL-TaC"/>
            </constraints>
        </view>
        """

    static let constraints = """
        <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" id="OMY-4J-Fax"/>
        <constraint firstItem="input" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="Om2-sR-0CP"/>
        <constraint firstItem="list" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="YUC-sP-4bo"/>
        <constraint firstItem="input" firstAttribute="top" secondItem="list" secondAttribute="bottom" id="YnF-Xt-vFB"/>
        <constraint firstItem="input" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="cGb-7S-FaW"/>
        <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="kMc-4m-mNj"/>
        <constraint firstItem="input" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="yvD-oc-t7E"/>
        """

    static let toolbar = """
        <toolbarItems/>
        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        """

    @Test("Xcode 16.3 on 393 × 852: the toolbar is 49 pt over the doubled home indicator, the input bar ends at 735")
    func xcode163() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_12", toolsVersion: 23727,
                             size: (393, 852), controller: Self.toolbar)
        let laid = try LaidOut(xml)
        // Safe area: 2 × 59 at the top; 2 × 34 + 49 = 117 at the bottom.
        #expect(laid.frame("list") == Rect(x: 0, y: 118, width: 393, height: 577))
        #expect(laid.frame("input") == Rect(x: 0, y: 695, width: 393, height: 40))
    }

    @Test("Xcode 15.2 on 414 × 896: the input bar ends at 896 − 34 − 49 = 813")
    func xcode152() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: 22505,
                             size: (414, 896), controller: Self.toolbar)
        #expect(try LaidOut(xml).frame("input") == Rect(x: 0, y: 773, width: 414, height: 40))
    }

    @Test("Xcode 14.3.1 on 414 × 896 already has the 49-pt toolbar: the input bar ends at 896 − 34 − 49 = 813")
    func xcode1431() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: 21701,
                             size: (414, 896), controller: Self.toolbar)
        #expect(try LaidOut(xml).frame("input") == Rect(x: 0, y: 773, width: 414, height: 40))
    }

    @Test("a phone with a home button keeps the 44-pt toolbar: the input bar ends at 667 − 44 = 623")
    func homeButton() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina4_7", toolsVersion: 22505,
                             size: (375, 667), controller: Self.toolbar)
        #expect(try LaidOut(xml).frame("input") == Rect(x: 0, y: 583, width: 375, height: 40))
    }

    /// Measured in an Xcode 9.3 save (14113) on 375 × 812; Xcode 10.1 between it and Xcode 11 is taken to be alike.
    @Test("Xcode 9.3 and 10.1 draw the 49-pt toolbar too: the input bar ends at 896 − 34 − 49 = 813",
          arguments: [14113, 14460])
    func beforeXcode11(toolsVersion: Int) throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: toolsVersion,
                             size: (414, 896), controller: Self.toolbar)
        #expect(try LaidOut(xml).frame("input") == Rect(x: 0, y: 773, width: 414, height: 40))
    }

    /// The helper's controller as the root of a navigation controller whose opaque sheet bar is stored at y = 0.
    static let sheet = """
        <scene sceneID="Rv2-Bc-vCe">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="oC2-GQ-aOK" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="8A2-AR-QHS">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="457-2a-bcd"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """

    @Test("a sheet's root (414 × 830 under an opaque sheet bar, Xcode 15.2) with a toolbar: its bottom inset is the 49-pt bar alone")
    func sheetToolbar() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: 22505,
                             size: (414, 830), controller: Self.toolbar, extraScenes: Self.sheet)
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].devices[0].safeArea.bottom == 49)
        // The table from the root's top (no top inset under the opaque bar) to the input bar, 830 − 49 − 40 = 741.
        #expect(laid.frame("list") == Rect(x: 0, y: 0, width: 414, height: 741))
        #expect(laid.frame("input") == Rect(x: 0, y: 741, width: 414, height: 40))
    }

    @Test("an Xcode 11 sheet (414 × 842, 54 pt below the screen's top) keeps the home indicator: the input bar ends at 842 − 34")
    func xcode11SheetKeepsHomeIndicator() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: 14868,
                             size: (414, 842), extraScenes: Self.sheet)
        #expect(try LaidOut(xml).frame("input") == Rect(x: 0, y: 768, width: 414, height: 40))
    }

    @Test("the same sheet without a toolbar has no bottom inset: the input bar ends at the root's bottom")
    func sheetWithoutToolbar() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: 22505,
                             size: (414, 830), extraScenes: Self.sheet)
        #expect(try LaidOut(xml).frame("input") == Rect(x: 0, y: 790, width: 414, height: 40))
    }
}
