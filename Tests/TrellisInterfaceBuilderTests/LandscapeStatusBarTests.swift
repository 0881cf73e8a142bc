import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 8's canvas (save the Plus phones', regular width in landscape), and those of Xcode 5 and older (iOS 7 and
/// earlier), keep a phone's 20-pt status bar in landscape (IBLandscapeStatusBar); Xcode 7's square size-class canvas
/// has no orientation to turn (IBCanvas).
@Suite("Interface Builder: the status bar of a phone canvas in landscape in Xcode 8 and before Xcode 6")
struct LandscapeStatusBarTests {
    /// A 99-pt strip pinned to the top layout guide's bottom, 11 pt from the root's leading edge and 16 from its
    /// trailing edge, on the 568 × 320 canvas (retina4_0) turned sideways.
    func landscape(toolsVersion: Int) -> String {
        let strip = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
            <rect key="frame" x="11" y="20" width="541" height="99"/>
            <constraints>
                <constraint firstAttribute="height" constant="99" id="s0"/>
            </constraints>
        </view>
        """
        let pins = """
        <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="11" id="s1"/>
        <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" constant="16" id="s2"/>
        <constraint firstItem="strip" firstAttribute="top" secondItem="guide" secondAttribute="bottom" id="s3"/>
        """
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="guide"/></layoutGuides>"#
        return storyboard(strip, constraints: pins, device: "retina4_0", toolsVersion: toolsVersion, size: (568, 320),
                          controller: guides)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
    }

    @Test("the strip under the guide: at y = 20 in Xcode 8.3 (12121) and 8.2 (11762), at 0 in Xcode 9.2 (13771) and 7.2 (10116)", arguments: [
        // x = 11, width 568 − 11 − 16 = 541; the guide's bottom is the status bar's 20 pt in Xcode 8 only.
        (12121, Rect(x: 11, y: 20, width: 541, height: 99)),
        (11762, Rect(x: 11, y: 20, width: 541, height: 99)),
        (13771, Rect(x: 11, y: 0, width: 541, height: 99)),
        (10116, Rect(x: 11, y: 0, width: 541, height: 99)),
    ])
    func guideBottom(toolsVersion: Int, expected: Rect) throws {
        let laid = try LaidOut(landscape(toolsVersion: toolsVersion))
        #expect(laid.frame("strip") == expected)
    }

    @Test("a Plus phone (736 × 414, regular width in landscape) shows none in Xcode 8.3: the strip at y = 0, at 20 in portrait")
    func plusPhoneHidesStatusBar() throws {
        // retina5_5 turned sideways: the guide's bottom is the screen's top; width 736 − 11 − 16 = 709. In portrait
        // (414 × 736) the status bar is back: y = 20, width 414 − 11 − 16 = 387.
        let plus = landscape(toolsVersion: 12121)
            .replacingOccurrences(of: #"<device id="retina4_0""#, with: #"<device id="retina5_5""#)
            .replacingOccurrences(of: #"width="568.0" height="320.0""#, with: #"width="736.0" height="414.0""#)
        #expect(plus.contains("retina5_5") && plus.contains(#"width="736.0""#))
        #expect(try LaidOut(plus).frame("strip") == Rect(x: 11, y: 0, width: 709, height: 99))
        let portrait = plus
            .replacingOccurrences(of: "orientation=\"landscape\"", with: "orientation=\"portrait\"")
            .replacingOccurrences(of: #"width="736.0" height="414.0""#, with: #"width="414.0" height="736.0""#)
        #expect(try LaidOut(portrait).frame("strip") == Rect(x: 11, y: 20, width: 387, height: 99))
    }

    @Test("portrait is unchanged: the strip at y = 20 under the status bar in Xcode 8.3")
    func portraitUnchanged() throws {
        let xml = landscape(toolsVersion: 12121)
            .replacingOccurrences(of: "orientation=\"landscape\"", with: "orientation=\"portrait\"")
            .replacingOccurrences(of: #"width="568.0" height="320.0""#, with: #"width="320.0" height="568.0""#)
        let laid = try LaidOut(xml)
        // Width 320 − 11 − 16 = 293.
        #expect(laid.frame("strip") == Rect(x: 11, y: 20, width: 293, height: 99))
    }

    @Test("Xcode 7's 600 × 600 canvas with a simulated landscape orientation keeps the status bar: the strip at y = 20")
    func squareCanvasKeepsStatusBar() throws {
        // No <device> (Xcode 7), a 600 × 600 root and <simulatedOrientationMetrics orientation="landscapeRight">:
        // a square canvas is not turned, so the top guide is the status bar's 20 pt; width 600 − 11 − 16 = 573.
        let xml = landscape(toolsVersion: 10116)
            .replacingOccurrences(of: #"<device id="retina4_0" orientation="landscape"/>"#, with: "")
            .replacingOccurrences(of: #"width="568.0" height="320.0""#, with: #"width="600.0" height="600.0""#)
            .replacingOccurrences(of: "</layoutGuides>",
                                  with: #"</layoutGuides><simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="landscapeRight"/>"#)
        #expect(!xml.contains("<device"))
        let laid = try LaidOut(xml)
        #expect(laid.frame("strip") == Rect(x: 11, y: 20, width: 573, height: 99))
    }

    /// A deviceless document (Xcode 5 and 6 name no device) of `toolsVersion`: a 480 × 320 root simulated in landscape
    /// (`landscapeRight`), a 99-pt strip pinned to the top layout guide's bottom, 11 pt from the leading edge and 16
    /// from the trailing edge.
    func devicelessLandscape(toolsVersion: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
          <scenes><scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <layoutGuides><viewControllerLayoutGuide type="top" id="guide"/></layoutGuides>
              <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="480" height="320"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                    <rect key="frame" x="11" y="20" width="453" height="99"/>
                    <constraints><constraint firstAttribute="height" constant="99" id="s0"/></constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="11" id="s1"/>
                  <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" constant="16" id="s2"/>
                  <constraint firstItem="strip" firstAttribute="top" secondItem="guide" secondAttribute="bottom" id="s3"/>
                </constraints>
              </view>
              <simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="landscapeRight"/>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
    }

    @Test("iOS 7 and earlier keep the status bar in landscape: the strip at y = 20 in Xcode 5.1 (5056) and 4.6 (3084), at 0 in Xcode 6.0 (6211)", arguments: [
        // x = 11, width 480 − 11 − 16 = 453; the guide's bottom is the status bar's 20 pt before iOS 8.
        (5056, Rect(x: 11, y: 20, width: 453, height: 99)),
        (3084, Rect(x: 11, y: 20, width: 453, height: 99)),
        (6211, Rect(x: 11, y: 0, width: 453, height: 99)),
    ])
    func beforeIOS8(toolsVersion: Int, expected: Rect) throws {
        let laid = try LaidOut(devicelessLandscape(toolsVersion: toolsVersion))
        let canvas = try #require(laid.scenes.first?.devices.first)
        #expect(canvas.orientation == .landscape && canvas.size == Size(width: 480, height: 320))
        #expect(laid.frame("strip") == expected)
    }
}
