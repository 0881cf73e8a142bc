import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A container's child that states its own toolbar has it at the bottom of its own scene (IBContainedStatedBottomBar).
@Suite("Interface Builder: a container's child stating a toolbar has it at its own bottom")
struct ContainedStatedBottomBarTests {
    /// An Xcode 7.3 storyboard (no `<device>`: the 600 × 600 Any/Any canvas) whose parent holds a 600 × 536 container
    /// view at y = 64 embedding `kid`; the child holds `list`, pinned 56 pt below its top and to its sides and bottom
    /// layout guide. `bottomBar` goes into the child's controller element.
    func document(bottomBar: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10116" systemVersion="15E65" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="par">
            <scenes>
                <scene sceneID="Sbb-Sc-001"><objects>
                    <viewController id="par" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="par-top"/>
                            <viewControllerLayoutGuide type="bottom" id="par-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="par-view">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                                    <rect key="frame" x="0.0" y="64" width="600" height="536"/>
                                    <connections><segue destination="kid" kind="embed" id="Sbb-Em-002"/></connections>
                                </containerView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="holder" firstAttribute="top" secondItem="par-view" secondAttribute="top" constant="64" id="Sbb-Tp-003"/>
                                <constraint firstItem="holder" firstAttribute="leading" secondItem="par-view" secondAttribute="leading" id="Sbb-Ld-004"/>
                                <constraint firstAttribute="trailing" secondItem="holder" secondAttribute="trailing" id="Sbb-Tr-005"/>
                                <constraint firstItem="par-bottom" firstAttribute="top" secondItem="holder" secondAttribute="bottom" id="Sbb-Bt-006"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="Sbb-Sc-007"><objects>
                    <viewController id="kid" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="kid-top"/>
                            <viewControllerLayoutGuide type="bottom" id="kid-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="kid-view">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="536"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                    <rect key="frame" x="0.0" y="56" width="600" height="436"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="list" firstAttribute="top" secondItem="kid-view" secondAttribute="top" constant="56" id="Sbb-Tp-008"/>
                                <constraint firstItem="list" firstAttribute="leading" secondItem="kid-view" secondAttribute="leading" id="Sbb-Ld-009"/>
                                <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="Sbb-Tr-010"/>
                                <constraint firstItem="kid-bottom" firstAttribute="top" secondItem="list" secondAttribute="bottom" id="Sbb-Bt-011"/>
                            </constraints>
                        </view>
                        \(bottomBar)
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("A stated toolbar: the bottom layout guide is 44 pt above the child's own bottom")
    func statedToolbar() throws {
        // The child is its own 600 × 536 scene: the toolbar covers 492–536, so the list ends at 492: 536 − 56 − 44 = 436.
        let laid = try LaidOut(document(bottomBar: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 56, width: 600, height: 436))
    }

    @Test("A stated tab bar: 49 pt")
    func statedTabBar() throws {
        let laid = try LaidOut(document(bottomBar: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 56, width: 600, height: 536 - 56 - 49))
    }

    @Test("No stated bar: the child, at the canvas's top-left, ends above the screen's bottom and overlaps nothing")
    func noBar() throws {
        let laid = try LaidOut(document(bottomBar: ""))
        #expect(laid.frame(inAnyScene: "list") == Rect(x: 0, y: 56, width: 600, height: 480))
    }
}
