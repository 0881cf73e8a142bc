import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view controller's root in documents saved by Xcode 6 (the iOS 8 SDK, toolsVersion below 8000) on the 600 × 600
/// Any/Any canvas: 16-pt side margins, where Xcode 7 and later give a root of that width 20 (IBXcode6RootMargins).
@Suite("Interface Builder Xcode 6 root margins")
struct Xcode6RootMarginsTests {
    /// A storyboard in Xcode 6's format (no `<device>`, layout guides, the margins capability): a 600 × 600 root
    /// holding a 30-pt `field` pinned to the root's leading and trailing margins, 20 below the top layout guide, and
    /// a plain 600 × 200 `panel` below it whose `note` is pinned to the panel's own margins, stored at
    /// `field` and `note`.
    func document(toolsVersion: String, field: Rect, note: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Vc6-Rt-Mg1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
            </dependencies>
            <scenes>
                <!--Margins-->
                <scene sceneID="Sc6-Mg-Rt1">
                    <objects>
                        <viewController id="Vc6-Rt-Mg1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg6-Lg-01a"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg6-Lg-02b"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                        <rect key="frame" x="\(field.minX)" y="\(field.minY)" width="\(field.width)" height="\(field.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="Fh6-Ht-03c"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="0.0" y="400" width="600" height="200"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                                <rect key="frame" x="\(note.minX)" y="\(note.minY)" width="\(note.width)" height="\(note.height)"/>
                                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                            </view>
                                        </subviews>
                                        <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstItem="note" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="Nl6-Mg-04d"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="note" secondAttribute="trailing" id="Nt6-Mg-05e"/>
                                            <constraint firstItem="note" firstAttribute="top" secondItem="panel" secondAttribute="topMargin" id="Np6-Mg-06f"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="note" secondAttribute="bottom" id="Nb6-Mg-07g"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="Fl6-Mg-08h"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="field" secondAttribute="trailing" id="Ft6-Mg-09i"/>
                                    <constraint firstItem="field" firstAttribute="top" secondItem="Tg6-Lg-01a" secondAttribute="bottom" constant="20" id="Fp6-Lg-10j"/>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Pl6-Ed-11k"/>
                                    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="Pt6-Ed-12l"/>
                                    <constraint firstItem="Bg6-Lg-02b" firstAttribute="top" secondItem="panel" secondAttribute="bottom" id="Pb6-Lg-13m"/>
                                    <constraint firstItem="panel" firstAttribute="height" constant="200" id="Ph6-Ht-14n"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr6-st-Rs0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The status bar's 20 pt put the top layout guide's bottom at 20, so the field's top is at 40.
    // Xcode 6 root: field at x = 16, 600 − 2 × 16 = 568 wide. Xcode 7 root: x = 20, 560 wide. Either way the plain
    // panel (0, 400, 600, 200) keeps UIView's 8 pt: note at (8, 8, 584, 184).
    static let note = Rect(x: 8, y: 8, width: 584, height: 184)

    @Test("Xcode 6 saves (6.0, 6.1, 6.3 builds) put a field pinned to the root's margins 16 pt in",
          arguments: ["6245", "6249", "6254", "7515.2"])
    func xcode6Root(toolsVersion: String) throws {
        let field = Rect(x: 16, y: 40, width: 568, height: 30)
        let laid = try LaidOut(document(toolsVersion: toolsVersion, field: field, note: Self.note))
        #expect(laid.frame("field") == field)
        #expect(laid.frame("note") == Self.note)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("Xcode 7 saves of the same canvas keep 20 pt", arguments: ["8191", "9059", "10117"])
    func xcode7Root(toolsVersion: String) throws {
        let field = Rect(x: 20, y: 40, width: 560, height: 30)
        let laid = try LaidOut(document(toolsVersion: toolsVersion, field: field, note: Self.note))
        #expect(laid.frame("field") == field)
        #expect(laid.frame("note") == Self.note)
    }
}
