import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A sheet presented on a phone turned sideways is full screen (compact height), and Xcode 14 to 16.1 lay it out like
/// a full-screen presentation, without the device's insets (IBLandscapeSheets; an Xcode 15.3 About screen stored so).
@Suite("Interface Builder: sheets on a landscape phone")
struct LandscapeSheetTests {
    /// The controller shown: 100 × 20 views 20 pt inside its safe area, `apin` at the top leading corner, `alow` at the
    /// bottom leading corner.
    static let about = """
        <scene sceneID="abt-s"><objects>
          <viewController id="about" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="aroot">
              <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="apin">
                  <rect key="frame" x="20" y="20" width="100" height="20"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="100" id="a1"/>
                    <constraint firstAttribute="height" constant="20" id="a2"/>
                  </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="alow">
                  <rect key="frame" x="20" y="353" width="100" height="20"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="100" id="a3"/>
                    <constraint firstAttribute="height" constant="20" id="a4"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="apin" firstAttribute="leading" secondItem="asafe" secondAttribute="leading" constant="20" id="a5"/>
                <constraint firstItem="apin" firstAttribute="top" secondItem="asafe" secondAttribute="top" constant="20" id="a6"/>
                <constraint firstItem="alow" firstAttribute="leading" secondItem="asafe" secondAttribute="leading" constant="20" id="a7"/>
                <constraint firstItem="asafe" firstAttribute="bottom" secondItem="alow" secondAttribute="bottom" constant="20" id="a8"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="asafe"/>
            </view>
          </viewController>
        </objects></scene>
        """

    /// The presenter's 100 × 20 view `home`, 20 pt inside its safe area's top and leading edges.
    static let home = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="home">
            <rect key="frame" x="79" y="20" width="100" height="20"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="h1"/>
                <constraint firstAttribute="height" constant="20" id="h2"/>
            </constraints>
        </view>
        """
    static let homePins = """
        <constraint firstItem="home" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="h3"/>
        <constraint firstItem="home" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="h4"/>
        """

    /// An 852 × 393 landscape `retina6_12` storyboard (Xcode 15.3): the initial controller has a 100 × 20 view `home`
    /// 20 pt inside its safe area's top and leading edges and presents, by a `presentation` segue with a flip transition
    /// and `style` (nil: none named), the `about` controller.
    static func document(style: String?) -> String {
        let styleAttribute = style.map { " modalPresentationStyle=\"\($0)\"" } ?? ""
        return storyboard(Self.home, constraints: Self.homePins, device: "retina6_12", toolsVersion: 23504, size: (852, 393), controller: """
            <connections>
                <segue destination="about" kind="presentation"\(styleAttribute) modalTransitionStyle="flipHorizontal" id="flip"/>
            </connections>
            """, extraScenes: Self.about)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
    }

    @Test("a presentation naming no style: the About screen has no device insets, the presenter keeps them")
    func sheetWithoutInsets() throws {
        // Presenter: the landscape 393-pt-tall phone's 59-pt sides, so home is at x = 59 + 20 = 79, y = 0 + 20 = 20.
        // About (a sheet, full screen at compact height): no insets, apin at (20, 20), alow at 393 − 20 − 20 = 353.
        let laid = try LaidOut(Self.document(style: nil))
        #expect(laid.frame("home") == Rect(x: 79, y: 20, width: 100, height: 20))
        #expect(laid.frame(inAnyScene: "apin") == Rect(x: 20, y: 20, width: 100, height: 20))
        #expect(laid.frame(inAnyScene: "alow") == Rect(x: 20, y: 353, width: 100, height: 20))
    }

    @Test("a page sheet too; an over-current-context presentation keeps the device's insets")
    func namedStyles() throws {
        let sheet = try LaidOut(Self.document(style: "pageSheet"))
        #expect(sheet.frame(inAnyScene: "apin") == Rect(x: 20, y: 20, width: 100, height: 20))
        // Not a sheet: the 59-pt sides and the 21-pt home indicator stay, apin at 79, alow at 393 − 21 − 20 − 20 = 332.
        let context = try LaidOut(Self.document(style: "overCurrentContext"))
        #expect(context.frame(inAnyScene: "apin") == Rect(x: 79, y: 20, width: 100, height: 20))
        #expect(context.frame(inAnyScene: "alow") == Rect(x: 79, y: 332, width: 100, height: 20))
    }

    /// The same storyboard on Xcode 14.3.1's 852 × 393 canvas (21701), the initial controller showing `about` by a
    /// `show` segue; `inNavigation`: the initial controller is a navigation controller's root.
    static func showDocument(inNavigation: Bool) -> String {
        let navigation = inNavigation ? """
            <scene sceneID="nav-s"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar"/>
                <connections>
                  <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="navroot"/>
                </connections>
              </navigationController>
            </objects></scene>
            """ : ""
        return storyboard(Self.home, constraints: Self.homePins, device: "retina6_12", toolsVersion: 21701, size: (852, 393), controller: """
            <connections>
                <segue destination="about" kind="show" id="shw"/>
            </connections>
            """, extraScenes: Self.about + navigation)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
    }

    @Test("a show segue from no navigation stack presents a sheet: no device insets; pushed onto a stack, they stay")
    func showSegues() throws {
        // No navigation controller: show presents `about` modally, a sheet, full screen at compact height (UIKit's
        // show(_:sender:)): no insets, apin at (20, 20), alow at 393 − 20 − 20 = 353; home keeps the 59-pt sides (79, 20).
        let presented = try LaidOut(Self.showDocument(inNavigation: false))
        #expect(presented.frame("home") == Rect(x: 79, y: 20, width: 100, height: 20))
        #expect(presented.frame(inAnyScene: "apin") == Rect(x: 20, y: 20, width: 100, height: 20))
        #expect(presented.frame(inAnyScene: "alow") == Rect(x: 20, y: 353, width: 100, height: 20))
        // Pushed: the 59-pt sides, no status bar in landscape, the 32-pt compact navigation bar: apin at (79, 32 + 20);
        // alow above the 21-pt home indicator at 393 − 21 − 20 − 20 = 332.
        let pushed = try LaidOut(Self.showDocument(inNavigation: true))
        #expect(pushed.frame(inAnyScene: "apin") == Rect(x: 79, y: 52, width: 100, height: 20))
        #expect(pushed.frame(inAnyScene: "alow") == Rect(x: 79, y: 332, width: 100, height: 20))
    }
}
