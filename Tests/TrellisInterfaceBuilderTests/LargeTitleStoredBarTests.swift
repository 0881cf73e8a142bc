import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 15.3 a phone's controllers lie below a large-title bar stored 96 tall exactly as stored
/// (IBLargeTitleBars.storedBarCountsToolsVersion); Xcode 14.3 to 15.0 count their taller title row instead. Measured:
/// three saves of a course's product detail (Xcode 15.3 twice, 16.1 once) on 414 × 896 store an image view 32 pt below
/// the safe area's top at 48 + 96 + 32 = 176. Expected frames are worked out by hand.
@Suite("Interface Builder: a stored 96-pt large-title bar from Xcode 15.3")
struct LargeTitleStoredBarTests {
    /// The helper's controller as the root of a navigation controller whose large-title bar is stored at y = 48,
    /// 96 tall (LargeTitleXcode143Tests' navigation controller), and a detail controller it pushes.
    static let scenes = LargeTitleXcode143Tests.navigation + "\n" + """
        <scene sceneID="dT2-k9-Qe3">
            <objects>
                <viewController id="det-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="dRt-7h-Vw1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="detailImage">
                                <rect key="frame" x="79" y="176" width="256" height="256"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="256" id="Wd1-aa-001"/>
                                    <constraint firstAttribute="height" constant="256" id="Ht1-aa-002"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="dSf-aa-003"/>
                        <constraints>
                            <constraint firstItem="detailImage" firstAttribute="top" secondItem="dSf-aa-003" secondAttribute="top" constant="32" id="Tp1-aa-004"/>
                            <constraint firstItem="detailImage" firstAttribute="centerX" secondItem="dRt-7h-Vw1" secondAttribute="centerX" id="Cx1-aa-005"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" id="nIt-aa-006"/>
                </viewController>
            </objects>
        </scene>
        """

    /// A 56-pt search bar pinned to the safe area's top and sides; the controller pushes the detail.
    static let searchBar = """
        <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
            <rect key="frame" x="0.0" y="144" width="414" height="56"/>
            <textInputTraits key="textInputTraits"/>
        </searchBar>
        """

    static let constraints = LargeTitleXcode143Tests.constraints

    static let controller = """
        <navigationItem key="navigationItem" title="Contacts" id="ND4-Al-Nh2"/>
        <connections>
            <segue destination="det-aa-bbb" kind="show" identifier="toDetail" id="sHw-aa-007"/>
        </connections>
        """

    func laidOut(toolsVersion: Int) throws -> LaidOut {
        try LaidOut(storyboard(Self.searchBar, constraints: Self.constraints, device: "retina6_1", toolsVersion: toolsVersion,
                               size: (414, 896), controller: Self.controller, extraScenes: Self.scenes))
    }

    @Test("Xcode 15.3 (plug-in 22684) on 414 × 896: the root's search bar at 48 + 96 = 144, the pushed image at 144 + 32 = 176")
    func xcode153() throws {
        let laidOut = try laidOut(toolsVersion: 22684)
        #expect(laidOut.frame(inAnyScene: "search")?.minY == 144)
        #expect(laidOut.frame(inAnyScene: "detailImage")?.minY == 176)
    }

    @Test("Xcode 15.2 (22505): the same, 144 and 176")
    func xcode152() throws {
        let laidOut = try laidOut(toolsVersion: 22505)
        #expect(laidOut.frame(inAnyScene: "search")?.minY == 144)
        #expect(laidOut.frame(inAnyScene: "detailImage")?.minY == 176)
    }

    @Test("Xcode 16.1 (23504): the same, 144 and 176")
    func xcode161() throws {
        let laidOut = try laidOut(toolsVersion: 23504)
        #expect(laidOut.frame(inAnyScene: "search")?.minY == 144)
        #expect(laidOut.frame(inAnyScene: "detailImage")?.minY == 176)
    }

    @Test("Xcode 15.0 (22155) counts its 181-pixel row under the stored 96: 48 + 44 + 60.33 = 152.33, 152.5 at 2×; the image at 184.5")
    func xcode150() throws {
        let laidOut = try laidOut(toolsVersion: 22155)
        #expect(laidOut.frame(inAnyScene: "search")?.minY == 152.5)
        #expect(laidOut.frame(inAnyScene: "detailImage")?.minY == 184.5)
    }
}
