import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9 and 10 simulate no status bar over a top-level collection cell or reusable view, whose size is its own
/// (IBLegacyCellStatusBar), also when it is wider than the screen and takes the device's whole insets otherwise.
@Suite("Interface Builder Xcode 9–10 collection cells and the status bar")
struct LegacyCellStatusBarTests {
    /// A xib as Xcode 9.2 saves it on the 375 × 667 canvas: a `width` × 112 top-level `kind` whose `badge` is pinned
    /// 16 pt inside its safe area's leading and trailing edges and 16 pt below its top, 17 tall of its own, stored at
    /// y = `badgeY`. A collection cell holds it in its content view, a reusable view directly.
    func document(kind: String, width: Double, badgeY: Double, toolsVersion: Int = 14109) -> String {
        let badge = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="Badge">
                <rect key="frame" x="16" y="\(badgeY)" width="\(width - 32)" height="17"/>
                <constraints>
                    <constraint firstAttribute="height" constant="17" id="Bh1-Lc-s01"/>
                </constraints>
                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            """
        let body = kind == "collectionViewCell" ? """
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="112"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
            \(badge)
                </subviews>
            </view>
            """ : """
            <subviews>
            \(badge)
            </subviews>
            """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14088"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <\(kind) opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="root" userLabel="Row">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="112"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    \(body)
                    <constraints>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="Sg1-Lc-s02" secondAttribute="leading" constant="16" id="Bl1-Lc-s03"/>
                        <constraint firstItem="Sg1-Lc-s02" firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="Bt1-Lc-s04"/>
                        <constraint firstItem="badge" firstAttribute="top" secondItem="Sg1-Lc-s02" secondAttribute="top" constant="16" id="Bp1-Lc-s05"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="Sg1-Lc-s02"/>
                    <point key="canvasLocation" x="139" y="120"/>
                </\(kind)>
            </objects>
        </document>
        """
    }

    @Test("an Xcode 9.2 collection cell wider than the 375-pt canvas has no status bar over its safe area")
    func wideCell() throws {
        // Worked by hand: no top inset, so the badge is 16 below the cell's top: (16, 16, 391 − 32 = 359, 17). Under
        // the canvas's 20-pt status bar it would be at y = 36.
        let laid = try LaidOut(document(kind: "collectionViewCell", width: 391, badgeY: 16), file: "Row.xib")
        #expect(laid.frame("badge") == Rect(x: 16, y: 16, width: 359, height: 17))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("an Xcode 10.1 reusable view wider than the canvas has none either")
    func wideReusableView() throws {
        // Worked by hand: (16, 16, 423 − 32 = 391, 17).
        let laid = try LaidOut(document(kind: "collectionReusableView", width: 423, badgeY: 16, toolsVersion: 14460),
                               file: "Header.xib")
        #expect(laid.frame("badge") == Rect(x: 16, y: 16, width: 391, height: 17))
    }

    @Test("an Xcode 11.3 cell wider than the canvas is unchanged: no status bar there either")
    func otherVersions() throws {
        // Xcode 11 to 14.2 simulate no status bar on phones without a notch (IBCanvas.statusBar): 16 as well.
        let laid = try LaidOut(document(kind: "collectionViewCell", width: 391, badgeY: 16, toolsVersion: 15705),
                               file: "Row.xib")
        #expect(laid.frame("badge") == Rect(x: 16, y: 16, width: 359, height: 17))
    }
}
