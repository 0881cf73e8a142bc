import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The root insets of a view controller on the notched portrait canvases of Xcode 16.2 and later (doubled).
@Suite("Interface Builder: the doubled device insets of Xcode 16.2 and later")
struct Xcode16CanvasTests {
    /// A view pinned 20 pt from the root's sides and to the safe area's top and bottom.
    static let content = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
        <rect key="frame" x="20" y="48" width="374" height="814"/>
    </view>
    """
    static let pins = """
    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="p2"/>
    <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" id="p3"/>
    <constraint firstItem="safe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="p4"/>
    """

    @Test("Xcode 15 (toolsVersion 22505): the iPhone 11 canvas's 48 / 34; Xcode 16 (23727): twice that, 96 / 68", arguments: [
        (22505, Rect(x: 20, y: 48, width: 374, height: 814)),   // 896 − 48 − 34 = 814
        (23727, Rect(x: 20, y: 96, width: 374, height: 732)),   // 896 − 96 − 68 = 732
    ])
    func safeAreaInsets(toolsVersion: Int, expected: Rect) throws {
        let laid = try LaidOut(storyboard(Self.content, constraints: Self.pins, device: "retina6_1", toolsVersion: toolsVersion,
                                          size: (414, 896)))
        #expect(laid.frame("panel") == expected)
    }

    @Test("a prerelease Xcode's placeholder toolsVersion 32700.99.1234 is read as its plug-in's version", arguments: [
        ("22685", Rect(x: 20, y: 48, width: 374, height: 814)),   // Xcode 15.3: 48 / 34
        ("23721", Rect(x: 20, y: 96, width: 374, height: 732)),   // Xcode 16.2: 96 / 68
    ])
    func prereleaseToolsVersion(plugIn: String, expected: Rect) throws {
        var xml = storyboard(Self.content, constraints: Self.pins, device: "retina6_1", toolsVersion: 32700, size: (414, 896))
        xml = xml.replacingOccurrences(of: #"toolsVersion="32700""#, with: #"toolsVersion="32700.99.1234""#)
        let dependencies = #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(plugIn)"/></dependencies>"#
        xml = xml.replacingOccurrences(of: "<scenes>", with: dependencies + "\n<scenes>")
        #expect(try LaidOut(xml).frame("panel") == expected)
    }

    @Test("393 × 852: toolsVersion 23504 keeps 59 / 34 (TravelBook), 23727 doubles it to 118 / 68 (HalaChat)", arguments: [
        (23504, Rect(x: 20, y: 59, width: 353, height: 759)),    // 852 − 59 − 34 = 759
        (23727, Rect(x: 20, y: 118, width: 353, height: 666)),   // 852 − 118 − 68 = 666
    ])
    func iPhone14ProCanvas(toolsVersion: Int, expected: Rect) throws {
        let laid = try LaidOut(storyboard(Self.content, constraints: Self.pins, device: "retina6_12", toolsVersion: toolsVersion,
                                          size: (393, 852)))
        #expect(laid.frame("panel") == expected)
    }

    @Test("bars add to the doubled insets: 440 × 956 under a navigation bar and a tab bar (Cocktail-Recipes, 24128)")
    func barsOnTheDoubledInsets() throws {
        let metrics = """
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
        """
        let laid = try LaidOut(storyboard(Self.content, constraints: Self.pins, device: "retina6_9", toolsVersion: 24128,
                                          size: (440, 956), controller: metrics))
        // Top 2 × 62 + 54 = 178 (Xcode 26's 54-pt phone bar, IBNavigationBarHeight), bottom 2 × 34 + 49 = 117:
        // 956 − 178 − 117 = 661.
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 178, left: 0, bottom: 117, right: 0))
        #expect(laid.frame("panel") == Rect(x: 20, y: 178, width: 400, height: 661))
    }

    @Test("a landscape canvas is not doubled at 23727: the housing's 59 at the sides, 21 at the bottom, 59 at the top")
    func landscapeNotDoubled() throws {
        var xml = storyboard(Self.content, constraints: Self.pins, device: "retina6_12", toolsVersion: 23727, size: (852, 393))
        xml = xml.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        // Landscape 852 × 393: the device's sides and bottom once; the top is the bar-less landscape top of Xcode 16.2
        // on (IBXcode162LandscapeTop), not a status bar.
        #expect(try LaidOut(xml).scenes[0].devices[0].safeArea == Insets(top: 59, left: 59, bottom: 21, right: 59))
    }
}
