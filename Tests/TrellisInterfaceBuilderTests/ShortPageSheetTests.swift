import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 14 a presented page sheet on a phone with a home indicator, stored at y = 0 and shorter than the screen
/// (Xcode 14: 10 pt below the status area; Xcode 15: 10 pt shorter than the screen), is laid out without the device's
/// insets: its bars only.
@Suite("Interface Builder page sheets of Xcode 14 and later: no device insets")
struct ShortPageSheetTests {
    /// A root of `height` on the 393 × 852 canvas (or `device`, `width` wide) holding `box` pinned to the safe area's
    /// top and bottom.
    func document(toolsVersion: Int, height: Double, controller: String = "", extraScenes: String = "",
                  device: String = "retina6_12", width: Double = 393) -> String {
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="0.0" width="\(width - 40)" height="\(height)"/>
        </view>
        """
        let constraints = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c4"/>
        """
        return storyboard(box, constraints: constraints, device: device, toolsVersion: toolsVersion,
                          size: (width, height), controller: controller, extraScenes: extraScenes)
    }

    @Test("Xcode 15.0: a presented 393 × 842 root has no sensor housing and no home indicator (SplitBill's result screen)")
    func presentedSheetHasNoDeviceInsets() throws {
        let laid = try LaidOut(document(toolsVersion: 22155, height: 842))
        #expect(laid.frame("box") == Rect(x: 20, y: 0, width: 353, height: 842))
    }

    @Test("Xcode 15.3: a sheet's navigation bar (56 pt at y = 0) is its only top inset (PersonalityQuiz's questions)")
    func sheetNavigationBarAlone() throws {
        let navigation = """
        <scene sceneID="scn-02-abc">
            <objects>
                <navigationController id="nav-aa-bbb" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg-aa-bbb"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
        let laid = try LaidOut(document(toolsVersion: 23094, height: 842, controller: #"<navigationItem key="navigationItem" id="itm-aa-bbb"/>"#,
                                        extraScenes: navigation))
        #expect(laid.frame("box") == Rect(x: 20, y: 56, width: 353, height: 786))
    }

    @Test("Xcode 15.0: a screen-sized root keeps the 59-pt sensor housing and the 34-pt home indicator")
    func screenSizedRootKeepsInsets() throws {
        let laid = try LaidOut(document(toolsVersion: 22155, height: 852))
        #expect(laid.frame("box") == Rect(x: 20, y: 59, width: 353, height: 759))
    }

    /// The result screen measured only its bottom; the 48-pt top is Xcode14SheetTopTests' (two later documents).
    @Test("Xcode 14.2: a 414 × 838 sheet 48 + 10 pt below the top of retina6_1 has no home indicator (a Tipsy result screen)")
    func xcode14SheetBelowStatusArea() throws {
        let laid = try LaidOut(document(toolsVersion: 21507, height: 838, device: "retina6_1", width: 414))
        #expect(laid.frame("box") == Rect(x: 20, y: 48, width: 374, height: 790))
    }

    @Test("Xcode 12: the same shape, 44 + 10 pt below the top, keeps the 34-pt home indicator")
    func xcode12SheetKeepsHomeIndicator() throws {
        let laid = try LaidOut(document(toolsVersion: 17701, height: 842, device: "retina6_1", width: 414))
        #expect(laid.frame("box") == Rect(x: 20, y: 0, width: 374, height: 808))
    }

    // Worked by hand: the sheet is presented over the tab bar controller, so the feed tab's 49-pt tab bar is not its
    // bar: the box fills the 842-pt sheet (it ended at 842 − 49 = 793 when the sheet inherited the tab bar).
    @Test("Xcode 15.0: a sheet a tab's controller shows has no tab bar (InstagramClone's comments)")
    func sheetFromTabHasNoTabBar() throws {
        let tabs = """
        <scene sceneID="scn-03-abc">
            <objects>
                <tabBarController id="tab-aa-bbb" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="fed-aa-bbb" kind="relationship" relationship="viewControllers" id="seg-bb-ccc"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="scn-04-abc">
            <objects>
                <viewController id="fed-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="fdv-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="fds-aa-bbb"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Feed" id="tbi-aa-bbb"/>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="show" identifier="toComments" id="seg-cc-ddd"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
        let laid = try LaidOut(document(toolsVersion: 22155, height: 842, extraScenes: tabs))
        #expect(laid.frame(inAnyScene: "box") == Rect(x: 20, y: 0, width: 353, height: 842))
    }
}
