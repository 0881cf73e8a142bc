import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A xib's screen-sized top-level view with its own simulated navigation bar (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`) lays its safe area out below the bar, as Interface Builder's canvas draws it
/// (IBXibSimulatedBars). Measured: Nextcloud Talk's controller xibs saved by Xcode 13, 14.1 and 15.3.
@Suite("Interface Builder: a xib view's simulated navigation bar")
struct XibSimulatedNavigationBarTests {
    /// A xib on `device` (`width` × `height`): a screen-sized view holding `top`, a 40-pt view pinned 20 pt below the
    /// safe area's top and to its sides, and `bottom`, a 30-pt view pinned to the safe area's bottom; `metrics` is
    /// written inside the top-level view.
    func document(toolsVersion: Int, device: String, width: Int, height: Int, metrics: String, top: Rect, bottom: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FormViewController"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <rect key="frame" x="\(top.minX)" y="\(top.minY)" width="\(top.width)" height="\(top.height)"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="Nv1-Ht-t01"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                            <rect key="frame" x="\(bottom.minX)" y="\(bottom.minY)" width="\(bottom.width)" height="\(bottom.height)"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="Nv1-Ht-t02"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="Nv1-Tp-t03"/>
                        <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Nv1-Ld-t04"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="Nv1-Tr-t05"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="Nv1-Bt-t06"/>
                        <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Nv1-Bl-t07"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="Nv1-Br-t08"/>
                    </constraints>
                    \(metrics)
                </view>
            </objects>
        </document>
        """
    }

    static let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

    @Test("an Xcode 14.1 view on 414 × 896 lays its safe area out 48 + 44 pt down, 34 pt up")
    func notched() throws {
        // Top: the 48-pt sensor housing (toolsVersion ≥ 21000) and the 44-pt bar, the view 20 below at 112.
        // Bottom: the home indicator's 34, the 30-pt view at 896 − 34 − 30 = 832.
        let top = Rect(x: 0, y: 112, width: 414, height: 40), bottom = Rect(x: 0, y: 832, width: 414, height: 30)
        let laid = try LaidOut(document(toolsVersion: 21225, device: "retina6_1", width: 414, height: 896,
                                        metrics: Self.navigationBar, top: top, bottom: bottom), file: "Form.xib")
        #expect(laid.frame("top") == top)
        #expect(laid.frame("bottom") == bottom)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("an Xcode 13 view on 320 × 568 has only the bar's 44 pt: that era simulates no status bar")
    func withoutStatusBar() throws {
        // Xcode 11 to 14.2 simulate no status bar on a phone without a notch: 0 + 44, the view at 64; no bottom inset.
        let top = Rect(x: 0, y: 64, width: 320, height: 40), bottom = Rect(x: 0, y: 538, width: 320, height: 30)
        let laid = try LaidOut(document(toolsVersion: 19162, device: "retina4_0", width: 320, height: 568,
                                        metrics: Self.navigationBar, top: top, bottom: bottom), file: "Form.xib")
        #expect(laid.frame("top") == top)
        #expect(laid.frame("bottom") == bottom)
    }

    @Test("without simulated metrics, or with an opaque bar, the view keeps the device's insets")
    func noTranslucentBar() throws {
        let top = Rect(x: 0, y: 68, width: 414, height: 40), bottom = Rect(x: 0, y: 832, width: 414, height: 30)
        for metrics in ["", #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#] {
            let laid = try LaidOut(document(toolsVersion: 21225, device: "retina6_1", width: 414, height: 896,
                                            metrics: metrics, top: top, bottom: bottom), file: "Form.xib")
            #expect(laid.frame("top") == top)
            #expect(laid.frame("bottom") == bottom)
        }
    }
}
