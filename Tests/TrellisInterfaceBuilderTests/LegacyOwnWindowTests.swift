import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9 and 10 lay a root of its own size out on a notched phone's portrait canvas in a window of that size, with
/// the device's whole top and bottom insets (IBLegacyOwnWindow): a xib's freeform view (AdGuard's toast, Xcode 10.2) and
/// a container view's child (an iPhone X safe-area test, Xcode 9.1).
@Suite("Interface Builder: Xcode 9 and 10 roots of their own size on a notched canvas")
struct LegacyOwnWindowTests {
    /// A freeform 414 × `height` view on the 414 × 896 canvas: `card` pinned 16 pt inside the safe area's sides, 20 below
    /// its top and 20 above its bottom.
    func xib(toolsVersion: String, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="toast">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="Lw1-Ld-001"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="Lw1-Tr-002"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="Lw1-Tp-003"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="20" id="Lw1-Bt-004"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("Xcode 10.2: a freeform 414 × 200 view gets the sensor housing's 44 and the home indicator's 34")
    func xibViewXcode10() throws {
        // Its own window: card = (16, 44 + 20 = 64, 414 − 32 = 382, 200 − 34 − 20 − 64 = 82). At the screen's top-left
        // the view would end far above the home indicator and the card would be 116 tall.
        let laid = try LaidOut(xib(toolsVersion: "14490", height: 200), file: "Toast.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 64, width: 382, height: 82))
    }

    @Test("Xcode 11.4 keeps the part of the screen's insets the view overlaps: no bottom inset")
    func xibViewXcode11() throws {
        // card = (16, 64, 382, 200 − 20 − 64 = 116), as the Xcode 11.4 to 13.2 saves measured store.
        let laid = try LaidOut(xib(toolsVersion: "15705", height: 200), file: "Toast.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 64, width: 382, height: 116))
    }

    /// A 375 × 812 parent (`retina5_9`) whose container view at y = 666 embeds `child` (375 × 112); the child holds
    /// `button` 18 pt inside its safe area's leading edge, 34 pt above its top margin and 28 pt above its safe area's
    /// bottom.
    func storyboardDocument(toolsVersion: Int) -> String {
        let container = """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-cv">
            <rect key="frame" x="0.0" y="666" width="375" height="112"/>
            <constraints><constraint firstAttribute="height" constant="112" id="Lw2-Ht-001"/></constraints>
            <connections><segue destination="child" kind="embed" id="Lw2-Em-002"/></connections>
        </containerView>
        """
        let constraints = """
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box-cv" secondAttribute="bottom" id="Lw2-Bt-003"/>
        <constraint firstItem="box-cv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Lw2-Ld-004"/>
        <constraint firstItem="box-cv" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="Lw2-Tr-005"/>
        """
        let child = """
        <scene sceneID="Lw2-Sc-006"><objects>
          <viewController id="child" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="child-view">
              <rect key="frame" x="0.0" y="0.0" width="375" height="112"/>
              <subviews>
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                  <rect key="frame" x="18" y="10" width="40" height="40"/>
                  <constraints><constraint firstAttribute="width" constant="40" id="Lw2-Wd-007"/></constraints>
                </button>
              </subviews>
              <constraints>
                <constraint firstItem="button" firstAttribute="leading" secondItem="child-safe" secondAttribute="leading" constant="18" id="Lw2-Ld-008"/>
                <constraint firstItem="button" firstAttribute="top" secondItem="child-view" secondAttribute="topMargin" constant="-34" id="Lw2-Tp-009"/>
                <constraint firstItem="child-safe" firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="28" id="Lw2-Bt-010"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="child-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
        return storyboard(container, constraints: constraints, device: "retina5_9", toolsVersion: toolsVersion,
                          size: (375, 812), extraScenes: child)
    }

    @Test("Xcode 9.1: a container's 375 × 112 child gets the whole 44 / 34 insets")
    func embeddedChildXcode9() throws {
        // The top margin is the safe area's 44 (a root's top margin is 0 inside it): y = 44 − 34 = 10. The safe area ends
        // 34 above the child's bottom: the button ends at 112 − 34 − 28 = 50, so it is 40 tall.
        let laid = try LaidOut(storyboardDocument(toolsVersion: 13529))
        #expect(laid.frame(inAnyScene: "button") == Rect(x: 18, y: 10, width: 40, height: 40))
    }

    @Test("Xcode 13.0: the child keeps the part it overlaps at the screen's top-left, no home indicator")
    func embeddedChildXcode13() throws {
        // y = 10 as above; the safe area reaches the child's bottom: the button ends at 112 − 28 = 84, 74 tall.
        let laid = try LaidOut(storyboardDocument(toolsVersion: 18122))
        #expect(laid.frame(inAnyScene: "button") == Rect(x: 18, y: 10, width: 40, height: 74))
    }
}
