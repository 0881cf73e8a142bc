import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The cycle through a navigation root (IBInferredMetricsTieBreakers.CycleThroughRoot) in documents of Xcode 7 to 10,
/// laid out by top layout guides: the root pushes a controller whose tie-broken `show` leads back to the root, and
/// both are laid out without the navigation bar, the status bar alone above them. Written by hand after the shape
/// measured in Odaryna's Map (Xcode 7.2) and MarcusNg's Budget (Xcode 8.2); expected frames worked out by hand.
@Suite("Interface Builder: a tie-broken show in a cycle through the navigation root, Xcode 7 to 10")
struct TieBreakerCycleLayoutGuideTests {
    /// On 375 × 667 (`retina4_7`, 20-pt status bar): a navigation controller `gnv` whose root `gbu` pushes `gex` by
    /// `g-to-exp`; `gex` shows `gbu` again by `g-to-bud`, the segue the tie-breakers name. `gbu`'s label is 30 pt
    /// below its top layout guide's bottom, `gex`'s 10 pt below its own. Saved with `toolsVersion`.
    func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="16C67" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="gnv">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s-gnv"><objects>
                    <navigationController id="gnv" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="gnv-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="gbu" kind="relationship" relationship="rootViewController" id="g-root"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-gbu"><objects>
                    <viewController id="gbu" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="gbu-top"/>
                            <viewControllerLayoutGuide type="bottom" id="gbu-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="gbu-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Budget" translatesAutoresizingMaskIntoConstraints="NO" id="gbu-label">
                                    <rect key="frame" x="16" y="50" width="120" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="120" id="gbu-w"/>
                                        <constraint firstAttribute="height" constant="21" id="gbu-h"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="gbu-label" firstAttribute="top" secondItem="gbu-top" secondAttribute="bottom" constant="30" id="gbu-t"/>
                                <constraint firstItem="gbu-label" firstAttribute="leading" secondItem="gbu-view" secondAttribute="leading" constant="16" id="gbu-l"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Budget" id="gbu-item"/>
                        <connections>
                            <segue destination="gex" kind="show" id="g-to-exp"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-gex"><objects>
                    <viewController id="gex" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="gex-top"/>
                            <viewControllerLayoutGuide type="bottom" id="gex-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="gex-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Expense" translatesAutoresizingMaskIntoConstraints="NO" id="gex-label">
                                    <rect key="frame" x="16" y="30" width="120" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="120" id="gex-w"/>
                                        <constraint firstAttribute="height" constant="21" id="gex-h"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="gex-label" firstAttribute="top" secondItem="gex-top" secondAttribute="bottom" constant="10" id="gex-t"/>
                                <constraint firstItem="gex-label" firstAttribute="leading" secondItem="gex-view" secondAttribute="leading" constant="16" id="gex-l"/>
                            </constraints>
                        </view>
                        <connections>
                            <segue destination="gbu" kind="show" id="g-to-bud"/>
                        </connections>
                    </viewController>
                </objects></scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="g-to-bud"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    // Without the bar the top layout guide's bottom is the status bar's, 20: the labels at 20 + 30 = 50 and
    // 20 + 10 = 30. Under the 44-pt bar it is 64: 94 and 74.
    @Test("Xcode 7.2 (9052) and 8.2 (12120): the cycle drops the bar, the labels at 20 + 30 = 50 and 20 + 10 = 30",
          arguments: ["9052", "12120"])
    func cycleDropsTheBar(toolsVersion: String) throws {
        let laidOut = try LaidOut(document(toolsVersion: toolsVersion))
        #expect(laidOut.frame(inAnyScene: "gbu-label") == Rect(x: 16, y: 50, width: 120, height: 21))
        #expect(laidOut.frame(inAnyScene: "gex-label") == Rect(x: 16, y: 30, width: 120, height: 21))
    }

    @Test("Before Xcode 7 (an Xcode 6.1 save, 6254, not measured) the cycle is left as before: the bar stays, 64 + 30 = 94")
    func xcode6KeepsTheBar() throws {
        let laidOut = try LaidOut(document(toolsVersion: "6254"))
        #expect(laidOut.frame(inAnyScene: "gbu-label")?.minY == 94)
        #expect(laidOut.frame(inAnyScene: "gex-label")?.minY == 74)
    }
}
