import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Rules found in a blind corpus of public storyboards (/work/team/blindS): percentage multipliers, the status bar of
/// iPads in Xcode 11–14.2 documents, and form sheets without a status bar. Expected frames are worked out by hand.
@Suite("Interface Builder rules from the blind storyboard corpus")
struct BlindStoryboardRuleTests {
    /// A box 60 tall, 100 below the root's top, whose width is the root's width times `multiplier`.
    static func widthBox(multiplier: String, storedWidth: Double) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="100" width="\(storedWidth)" height="60"/>
                <constraints>
                    <constraint firstAttribute="height" constant="60" id="c-h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="\(multiplier)" id="c-w"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-x"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-y"/>
            """)
    }

    @Test("a multiplier written as a percentage is a hundredth of it, as its fraction and decimal forms are",
          arguments: ["40%", "2:5", "0.4"])
    func percentageMultiplier(_ multiplier: String) throws {
        // width = 375 × 40 / 100 = 150 on the 375-pt canvas; x = 0, y = 100, height 60 from the constraints.
        let laidOut = try LaidOut(Self.widthBox(multiplier: multiplier, storedWidth: 150))
        #expect(laidOut.frame("box") == Rect(x: 0, y: 100, width: 150, height: 60))
        #expect(!laidOut.diagnostics().contains { $0.code == .misplacedView || $0.code == .unsupported })
    }

    @Test("a percent sign without a number is an unsupported multiplier, read as 1")
    func malformedPercentage() throws {
        // Multiplier 1: the box is as wide as the 375-pt root.
        let laidOut = try LaidOut(Self.widthBox(multiplier: "%", storedWidth: 375))
        #expect(laidOut.frame("box") == Rect(x: 0, y: 100, width: 375, height: 60))
        #expect(laidOut.warnings.contains { $0.code == .unsupported && $0.message.contains("'%'") })
    }

    /// A 50-pt bar pinned to the top, leading and trailing edges of the safe area, stored at `y` and `width` wide.
    static func topBar(y: Double, width: Double) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="50"/>
            <constraints>
                <constraint firstAttribute="height" constant="50" id="c-h"/>
            </constraints>
        </view>
        """
    }
    static let topBarConstraints = """
        <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c-t"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c-r"/>
        """

    @Test("an iPad keeps its 20-pt status bar in Xcode 11–14.2 documents, where a phone's canvas has none",
          arguments: [("ipad12_9", 1024.0, 1366.0, 20.0), ("retina4_7", 375.0, 667.0, 0.0)])
    func padStatusBar(_ device: String, _ width: Double, _ height: Double, _ top: Double) throws {
        // toolsVersion 20037 (Xcode 13): the bar sits at the safe area's top, the status bar's height on an iPad
        // (20) and 0 on a phone of those versions; it spans the whole width.
        let laidOut = try LaidOut(storyboard(Self.topBar(y: top, width: width), constraints: Self.topBarConstraints,
                                             device: device, toolsVersion: 20037, size: (width, height)))
        #expect(laidOut.frame("bar") == Rect(x: 0, y: top, width: width, height: 50))
        #expect(!laidOut.diagnostics().contains { $0.code == .misplacedView })
    }

    /// A rounded 12.9-inch iPad storyboard (Xcode 12) whose controller has the given presentation style; a bar pinned
    /// to the safe area's top and a 100-pt panel pinned to its bottom.
    static func sheet(style: String, barY: Double, panelY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="ipad12_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController storyboardIdentifier="sheet" \(style) id="vc1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0.0" y="\(barY)" width="1024" height="50"/>
                                        <constraints><constraint firstAttribute="height" constant="50" id="c-h"/></constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="0.0" y="\(panelY)" width="1024" height="100"/>
                                        <constraints><constraint firstAttribute="height" constant="100" id="p-h"/></constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    \(topBarConstraints)
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="p-b"/>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p-l"/>
                                    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="p-r"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a form or page sheet on an iPad has no status bar at its top and keeps the home indicator at its bottom",
          arguments: ["modalPresentationStyle=\"formSheet\"", "modalPresentationStyle=\"pageSheet\""])
    func sheetWithoutStatusBar(_ style: String) throws {
        // Top inset 0 (no status bar): bar at y = 0. Bottom inset 20 (home indicator): panel bottom at 1366 − 20 = 1346,
        // so y = 1346 − 100 = 1246.
        let laidOut = try LaidOut(Self.sheet(style: style, barY: 0, panelY: 1246))
        #expect(laidOut.frame("bar") == Rect(x: 0, y: 0, width: 1024, height: 50))
        #expect(laidOut.frame("panel") == Rect(x: 0, y: 1246, width: 1024, height: 100))
        #expect(!laidOut.diagnostics().contains { $0.code == .misplacedView })
    }

    /// A navigation controller whose root is the sheet document's controller, its bar stored 50 tall at y = 24.
    static let navigation = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"><rect key="frame" x="0.0" y="24" width="1024" height="50"/></navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
          </navigationController>
        </objects></scene>
        """

    @Test("a controller in a navigation stack on a rounded 12.9-inch iPad keeps the 24-pt status bar")
    func pageWithStatusBar() throws {
        // Top inset 24 (rounded iPad status bar) + 50 (the navigation bar): bar at y = 74; the panel as in a sheet,
        // bottom at 1346. (A controller shown without any bar has none on that canvas: PadBarsTests.)
        let document = Self.sheet(style: "", barY: 74, panelY: 1246)
            .replacingOccurrences(of: "</scenes>", with: Self.navigation + "</scenes>")
        let laidOut = try LaidOut(document)
        #expect(laidOut.frame("bar") == Rect(x: 0, y: 74, width: 1024, height: 50))
        #expect(laidOut.frame("panel") == Rect(x: 0, y: 1246, width: 1024, height: 100))
    }
}
