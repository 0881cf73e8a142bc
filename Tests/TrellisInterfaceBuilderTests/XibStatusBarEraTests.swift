import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9 and 10 (toolsVersion 13000–14799) lay a xib's top-level view that is not the canvas's size out with the
/// status bar's 20 pt when the view's size is inferred (a controller's view), and without it when the view is freeform.
@Suite("Interface Builder xib views of Xcode 9 and 10: the status bar")
struct XibStatusBarEraTests {
    /// A 320 × 480 view on the 375 × 667 `retina4_7` canvas saved by Xcode 9.0 (toolsVersion 13196, safe-area guides
    /// on), freeform or not: `image` pinned 80 pt below the safe area's top.
    func xib(freeform: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13196" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="QRCodeViewController"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="20" y="100" width="280" height="280"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="280" id="h"/>
                                <constraint firstAttribute="width" constant="280" id="w"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="image" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="80" id="c1"/>
                        <constraint firstItem="image" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                </view>
            </objects>
        </document>
        """
    }

    @Test("a controller's 320 × 480 view keeps the 20-pt status bar (threema's QRCodeViewController, Xcode 9.0)")
    func inferredSizeKeepsStatusBar() throws {
        let laid = try LaidOut(xib(freeform: false), file: "QRCode.xib")
        #expect(laid.frame("image") == Rect(x: 20, y: 100, width: 280, height: 280))
    }

    @Test("the same view made freeform has no status bar, as Xcode 9 and 10 freeform views store")
    func freeformHasNone() throws {
        let laid = try LaidOut(xib(freeform: true), file: "QRCode.xib")
        #expect(laid.frame("image") == Rect(x: 20, y: 80, width: 280, height: 280))
    }
}
