import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 (toolsVersion 24000 on) stores a first-level page sheet as tall as the screen less its status area
/// (393 × 793 on the 393 × 852 `retina6_12` canvas, status area 59) and lays it out as Xcode 16.2's sheet: without a
/// bar the status area at the top of its safe area, under its navigation controller's bar (stored at y = 16, 54 tall)
/// the bar's bottom, no home indicator at its bottom (IBShortPageSheet.Xcode26Sheet, IBSheetBars.xcode26BarBottom).
/// Expected frames worked out by hand from those insets.
@Suite("Interface Builder: Xcode 26 first-level page sheets")
struct Xcode26SheetTests {
    /// A box 20 pt inside the root's sides, 10 pt below the safe area's top and 70 above its bottom.
    static let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="69" width="353" height="654"/>
        </view>
        """
    static let constraints = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="70" id="c4"/>
        """

    /// A navigation controller showing the helper's controller, its bar stored at (0, `barY`, 393, 54).
    static func navigation(barY: Double) -> String {
        """
        <scene sceneID="nav-sc-001">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="nav-vc-001" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-br-001">
                        <rect key="frame" x="0.0" y="\(barY)" width="393" height="54"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="nav-sg-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    // Worked by hand: safe area 59 to 793 (no home indicator): the box at y = 59 + 10 = 69, its bottom at 793 − 70 = 723,
    // 654 tall. Without the rule the 793-pt root is a full-screen root of its own height: Xcode 16.2's doubled insets,
    // 118 at the top and 852 − 68 = 784 at the bottom, put the box at y = 128, 714 − 128 = 586 tall.
    @Test("Xcode 26.0, a bar-less 393 × 793 sheet: the status area at the top, none at the bottom")
    func barlessSheet() throws {
        let xml = storyboard(Self.box, constraints: Self.constraints, device: "retina6_12", toolsVersion: 24506,
                             size: (393, 793))
        #expect(try LaidOut(xml).frame("box") == Rect(x: 20, y: 69, width: 353, height: 654))
    }

    // Worked by hand: the bar stored at y = 16, 54 tall: the safe area starts at its bottom, 70; the box at 80, its
    // bottom still at 723, 643 tall. Without the rule the 54-pt bar lies below the doubled top (118 + 54 = 172): 182.
    @Test("Xcode 26.0, a 393 × 793 sheet under its bar at y = 16: the safe area starts at the bar's bottom, 70")
    func sheetUnderBar() throws {
        let xml = storyboard(Self.box, constraints: Self.constraints, device: "retina6_12", toolsVersion: 24506,
                             size: (393, 793), extraScenes: Self.navigation(barY: 16))
        #expect(try LaidOut(xml).frame("box") == Rect(x: 20, y: 80, width: 353, height: 643))
    }

    // Worked by hand: on 402 × 874 (status area 62) the first-level sheet is 812 tall: the box at 62 + 10 = 72, its
    // bottom at 812 − 70 = 742, 670 tall (sonyales' ITMO Lab2 stores such a sheet, with no constrained view in it).
    @Test("Xcode 26.0, a bar-less 402 × 812 sheet on retina6_3: the status area, 62, at the top")
    func barlessSheetOn874() throws {
        let box = Self.box.replacingOccurrences(of: #"y="69" width="353" height="654""#, with: #"y="72" width="362" height="670""#)
        let xml = storyboard(box, constraints: Self.constraints, device: "retina6_3", toolsVersion: 24506, size: (402, 812))
        #expect(try LaidOut(xml).frame("box") == Rect(x: 20, y: 72, width: 362, height: 670))
    }

    // The gate: Xcode 16.3 (23727) draws its first-level sheet 10 pt shorter (783, Xcode14SheetTop); a 793-pt root
    // there is not a sheet and keeps the full-screen rule (118 at the top: the box at 128).
    @Test("Xcode 16.3's 393 × 793 root is not a sheet: the doubled top inset, the box at y = 128")
    func xcode163RootUnchanged() throws {
        let xml = storyboard(Self.box, constraints: Self.constraints, device: "retina6_12", toolsVersion: 23727,
                             size: (393, 793))
        #expect(try LaidOut(xml).frame("box")?.minY == 128)
    }
}
