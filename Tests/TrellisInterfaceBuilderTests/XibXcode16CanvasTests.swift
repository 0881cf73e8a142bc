import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 16 lays a xib's screen-sized top-level view out with the device's insets twice on the 414 × 896 canvas, as it
/// does a view controller's root (IBRootPlacement.canvasInsets). Measured: VLC's AddToCollectionView.xib (toolsVersion
/// 24127, retina6_1, a 414 × 896 view without freeform metrics) stores a collection view pinned 10 pt below the safe
/// area's top at y = 106 (2 × 48 + 10) and a stack pinned to the safe area's bottom ending at 828 (896 − 2 × 34).
@Suite("Interface Builder: Xcode 16's doubled insets in a xib's screen-sized view")
struct XibXcode16CanvasTests {
    /// A xib saved with `toolsVersion` on the 414 × 896 canvas: a screen-sized top-level view holding `list`, pinned to
    /// the safe area's sides and 10 pt below its top, and a 45-pt `bar` below it pinned to the safe area's bottom.
    func document(toolsVersion: Int, list: Rect, bar: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                            <rect key="frame" x="\(list.minX)" y="\(list.minY)" width="\(list.width)" height="\(list.height)"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="\(bar.minX)" y="\(bar.minY)" width="\(bar.width)" height="\(bar.height)"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="45" id="Xb1-Ht-n01"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="Xb1-Tp-n02"/>
                        <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Xb1-Ld-n03"/>
                        <constraint firstItem="list" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="Xb1-Tr-n04"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="list" secondAttribute="bottom" constant="10" id="Xb1-Gp-n05"/>
                        <constraint firstItem="bar" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="Xb1-Bt-n06"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Xb1-Bl-n07"/>
                        <constraint firstItem="bar" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="Xb1-Br-n08"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test("an Xcode 16 xib's 414 × 896 view has 96 / 68 insets, as VLC's AddToCollectionView stores")
    func doubled() throws {
        // Top 2 × 48 = 96, the list at 106; bottom 896 − 68 = 828, the bar at 783, the list 783 − 10 − 106 = 667 tall.
        let list = Rect(x: 0, y: 106, width: 414, height: 667), bar = Rect(x: 0, y: 783, width: 414, height: 45)
        let laid = try LaidOut(document(toolsVersion: 24127, list: list, bar: bar))
        #expect(laid.frame("list") == list)
        #expect(laid.frame("bar") == bar)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("an Xcode 15 xib's 414 × 896 view keeps the device's 48 / 34")
    func single() throws {
        let list = Rect(x: 0, y: 58, width: 414, height: 749), bar = Rect(x: 0, y: 817, width: 414, height: 45)
        let laid = try LaidOut(document(toolsVersion: 22505, list: list, bar: bar))
        #expect(laid.frame("list") == list)
        #expect(laid.frame("bar") == bar)
    }
}
