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
        \(scene(id: "gbu", text: "Budget", below: 30, storedY: 50, segue: "g-to-exp", to: "gex"))
        \(scene(id: "gex", text: "Expense", below: 10, storedY: 30, segue: "g-to-bud", to: "gbu"))
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="g-to-bud"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    /// One controller's scene: a 120 × 21 label `below` pt below the top layout guide's bottom, 16 pt from the
    /// leading edge, stored at `storedY`, and a `show` (`segue`) to `to`.
    func scene(id: String, text: String, below: Int, storedY: Int, segue: String, to: String) -> String {
        """
                <scene sceneID="s-\(id)"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="\(id)-top"/>
                            <viewControllerLayoutGuide type="bottom" id="\(id)-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                                    <rect key="frame" x="16" y="\(storedY)" width="120" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="120" id="\(id)-w"/>
                                        <constraint firstAttribute="height" constant="21" id="\(id)-h"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)-top" secondAttribute="bottom" constant="\(below)" id="\(id)-t"/>
                                <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-view" secondAttribute="leading" constant="16" id="\(id)-l"/>
                            </constraints>
                        </view>
                        <connections>
                            <segue destination="\(to)" kind="show" id="\(segue)"/>
                        </connections>
                    </viewController>
                </objects></scene>
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
