import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller a `formSheet` or `pageSheet` presentation segue shows has no status bar on an iPad or the Xcode 6-7
/// Any/Any canvas (IBSheetSegues); on a phone's canvas it keeps it.
@Suite("Interface Builder: sheet segues leave out the status bar")
struct SheetSegueStatusBarTests {
    /// A storyboard of two controllers: `Pr1-Sh-Vc1` (the initial one) presents `De1-Sh-Vc2` by a button's
    /// `presentation` segue carrying `style` (an attribute, or nothing). The destination's root (600 × 600 unless
    /// `width` and `height` say otherwise) holds `bar`,
    /// 44 tall, pinned to the root's sides and to the top layout guide's bottom. `device` is the document's
    /// `<device>` element, or nothing for Xcode 7.3's Any/Any canvas (no `<device>`, size classes on).
    static func document(style: String, device: String = "", toolsVersion: String = "10117",
                         width: Int = 600, height: Int = 600) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="15F34" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Pr1-Sh-Vc1">
            \(device)
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
            </dependencies>
            <scenes>
                <scene sceneID="Sc1-Sh-Pr1">
                    <objects>
                        <viewController id="Pr1-Sh-Vc1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg1-Sh-Pr1"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg1-Sh-Pr1"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="presenterRoot">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-Sh-Pr1">
                                        <rect key="frame" x="264" y="285" width="72" height="30"/>
                                        <state key="normal" title="Set"/>
                                        <connections>
                                            <segue destination="De1-Sh-Vc2" kind="presentation" \(style) id="Sg1-Sh-Pr1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-Sh-Pr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Sc2-Sh-De1">
                    <objects>
                        <viewController id="De1-Sh-Vc2" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg2-Sh-De1"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg2-Sh-De1"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="sheetRoot">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="Bh2-Sh-De1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="Tg2-Sh-De1" secondAttribute="bottom" id="Bt2-Sh-De1"/>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="sheetRoot" secondAttribute="leading" id="Bl2-Sh-De1"/>
                                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="Br2-Sh-De1"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-Sh-De1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. On the Any/Any canvas a controller under the 20-pt status bar has its top layout guide's bottom
    // at 20; a sheet covers no status bar, so the guide's bottom is the root's top, 0, and `bar` is (0, 0, 600, 44).
    @Test("On the Any/Any canvas a sheet segue's destination has its top layout guide at 0",
          arguments: ["modalPresentationStyle=\"formSheet\"", "modalPresentationStyle=\"pageSheet\""])
    func anyAnySheet(_ style: String) throws {
        let laid = try LaidOut(Self.document(style: style))
        #expect(laid.frame(inAnyScene: "bar") == Rect(x: 0, y: 0, width: 600, height: 44))
    }

    // Worked by hand. A segue without a sheet style (a full-screen presentation) leaves the status bar: the top layout
    // guide's bottom at 20, `bar` at (0, 20, 600, 44).
    @Test("A presentation segue without a sheet style keeps the 20-pt status bar")
    func anyAnyFullScreen() throws {
        let laid = try LaidOut(Self.document(style: ""))
        #expect(laid.frame(inAnyScene: "bar") == Rect(x: 0, y: 20, width: 600, height: 44))
    }

    // Worked by hand. On a phone's canvas (an Xcode 8 save on the 375 × 667 phone) the rule does not apply: the
    // destination keeps the 20-pt status bar, `bar` at (0, 20, 375, 44) in its 375 × 667 root.
    @Test("On a phone's canvas a sheet segue's destination keeps the status bar")
    func phoneKeepsStatusBar() throws {
        let device = "<device id=\"retina4_7\" orientation=\"portrait\"><adaptation id=\"fullscreen\"/></device>"
        let laid = try LaidOut(Self.document(style: "modalPresentationStyle=\"formSheet\"", device: device, toolsVersion: "11762",
                                             width: 375, height: 667))
        #expect(laid.frame(inAnyScene: "bar") == Rect(x: 0, y: 20, width: 375, height: 44))
    }

    // Worked by hand. The sheet segue shows a navigation controller whose root is the destination: the root lies in
    // the sheet under the 44-pt navigation bar with no status bar above it, the top layout guide's bottom at 44 and
    // `bar` at (0, 44, 600, 44); with the status bar it would be at 64.
    @Test("A sheet segue to a navigation controller: its root has no status bar either")
    func sheetNavigationRoot() throws {
        let navigation = """
            <scene sceneID="Sc3-Sh-Nv1">
                <objects>
                    <navigationController id="Nv1-Sh-Nc1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="De1-Sh-Vc2" kind="relationship" relationship="rootViewController" id="Rs1-Sh-Nv1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
        </scenes>
        """
        let xml = Self.document(style: "modalPresentationStyle=\"formSheet\"")
            .replacingOccurrences(of: #"<segue destination="De1-Sh-Vc2" kind="presentation""#,
                                  with: #"<segue destination="Nv1-Sh-Nc1" kind="presentation""#)
            .replacingOccurrences(of: "</scenes>", with: navigation)
        #expect(xml.contains("Rs1-Sh-Nv1") && xml.contains(#"destination="Nv1-Sh-Nc1" kind="presentation""#))
        let laid = try LaidOut(xml)
        #expect(laid.frame(inAnyScene: "bar") == Rect(x: 0, y: 44, width: 600, height: 44))
    }
}
