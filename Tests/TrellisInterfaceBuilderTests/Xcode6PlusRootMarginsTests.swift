import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view controller's root in documents saved by Xcode 6 (toolsVersion below 8000) on the 414 × 736 iPhone 6 Plus
/// canvas (simulated `retina55`): 16-pt side margins as on the 600 × 600 canvas, where Xcode 7 and later give a root of
/// that width 20 (IBXcode6RootMargins).
@Suite("Interface Builder Xcode 6 root margins on the iPhone 6 Plus")
struct Xcode6PlusRootMarginsTests {
    /// A storyboard in Xcode 6's format (no `<device>`, layout guides, the margins capability, the controller
    /// simulating the 5.5-inch screen): a 414 × 736 root holding a 44-pt `banner` pinned 10 pt below the top layout
    /// guide and 8 pt outside the root's side margins, and a `send` button 40 pt after the leading margin and 30 pt
    /// above the bottom layout guide, 120 × 36, stored at `banner` and `send`.
    func document(toolsVersion: String, banner: Rect, send: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Pl6-Vc-Rt1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
            </dependencies>
            <scenes>
                <!--Compose-->
                <scene sceneID="Pl6-Sc-Cm1">
                    <objects>
                        <viewController id="Pl6-Vc-Rt1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Pl6-Tg-01a"/>
                                <viewControllerLayoutGuide type="bottom" id="Pl6-Bg-02b"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="plusRoot">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                        <rect key="frame" x="\(banner.minX)" y="\(banner.minY)" width="\(banner.width)" height="\(banner.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="Pl6-Bh-03c"/>
                                        </constraints>
                                        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="send">
                                        <rect key="frame" x="\(send.minX)" y="\(send.minY)" width="\(send.width)" height="\(send.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="120" id="Pl6-Sw-04d"/>
                                            <constraint firstAttribute="height" constant="36" id="Pl6-Sh-05e"/>
                                        </constraints>
                                        <state key="normal" title="Send">
                                            <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        </state>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="banner" firstAttribute="leading" secondItem="plusRoot" secondAttribute="leadingMargin" constant="-8" id="Pl6-Bl-06f"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" constant="-8" id="Pl6-Bt-07g"/>
                                    <constraint firstItem="banner" firstAttribute="top" secondItem="Pl6-Tg-01a" secondAttribute="bottom" constant="10" id="Pl6-Bp-08h"/>
                                    <constraint firstItem="send" firstAttribute="leading" secondItem="plusRoot" secondAttribute="leadingMargin" constant="40" id="Pl6-Sl-09i"/>
                                    <constraint firstItem="Pl6-Bg-02b" firstAttribute="top" secondItem="send" secondAttribute="bottom" constant="30" id="Pl6-Sb-10j"/>
                                </constraints>
                            </view>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina55"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Pl6-Fr-Rs0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The status bar's 20 pt put the top layout guide's bottom at 20: the banner's top is at 30; no
    // bottom bar, so the bottom layout guide's top is at 736 and the button's top at 736 − 30 − 36 = 670.
    // Xcode 6 root, 16-pt side margins: banner x = 16 − 8 = 8, width 414 − 2 × 8 = 398; button x = 16 + 40 = 56.
    // Xcode 7 root, 20-pt side margins: banner x = 12, width 390; button x = 60.
    @Test("Xcode 6.1 and 6.3 saves put views pinned to a 414-pt root's margins 16 pt in",
          arguments: ["6254", "7702", "7706"])
    func xcode6Plus(toolsVersion: String) throws {
        let banner = Rect(x: 8, y: 30, width: 398, height: 44)
        let send = Rect(x: 56, y: 670, width: 120, height: 36)
        let laid = try LaidOut(document(toolsVersion: toolsVersion, banner: banner, send: send))
        #expect(laid.frame("banner") == banner)
        #expect(laid.frame("send") == send)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("Xcode 7 saves of the same canvas keep 20 pt", arguments: ["8191", "10117"])
    func xcode7Plus(toolsVersion: String) throws {
        let banner = Rect(x: 12, y: 30, width: 390, height: 44)
        let send = Rect(x: 60, y: 670, width: 120, height: 36)
        let laid = try LaidOut(document(toolsVersion: toolsVersion, banner: banner, send: send))
        #expect(laid.frame("banner") == banner)
        #expect(laid.frame("send") == send)
    }
}
