import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A xib's top-level view wider than the canvas in portrait: it does not fit on the screen, so Xcode lays it out in a
/// window of its own size with the device's whole insets at its edges, instead of clipping them to the view placed at
/// the screen's top-left corner.
@Suite("Interface Builder xib views wider than the canvas")
struct XibWideViewSafeAreaTests {
    /// A `width` × `height` freeform view on the 414 × 896 `retina6_1` canvas saved by Xcode 13.3 (toolsVersion 20037,
    /// safe-area guides on): `keys` pinned to the safe area's four edges.
    func xib(width: Double, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="keyboard">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="keys">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="keys" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="keys" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="keys" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="keys" secondAttribute="bottom" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("a 437 × 220 keyboard view on the 414-pt canvas keeps the 44-pt top and the 34-pt home indicator")
    func wideViewWholeInsets() throws {
        // 437 > 414: the device's whole insets, 44 at the top (retina6_1 before toolsVersion 21000) and 34 at the
        // bottom. keys = (0, 44, 437, 220 − 44 − 34 = 142), as the yagom-academy CustomKeyboardView stores its stack.
        let laid = try LaidOut(xib(width: 437, height: 220), file: "Keyboard.xib")
        #expect(laid.frame("keys") == Rect(x: 0, y: 44, width: 437, height: 142))
    }

    @Test("a view as wide as the canvas still gets the insets it overlaps at the top-left corner")
    func canvasWideViewClipped() throws {
        // 414 wide fits: the view at the screen's top-left overlaps the 44-pt sensor housing and ends at y = 220,
        // above the home indicator's strip (862): keys = (0, 44, 414, 220 − 44 = 176).
        let laid = try LaidOut(xib(width: 414, height: 220), file: "Keyboard.xib")
        #expect(laid.frame("keys") == Rect(x: 0, y: 44, width: 414, height: 176))
    }

    @Test("a view wider than the canvas but shorter than its insets keeps what fits")
    func shortWideView() throws {
        // 500 × 60: whole insets 44 + 34 = 78 > 60, cut to fit: top 44, bottom 60 − 44 = 16; keys = (0, 44, 500, 0).
        let laid = try LaidOut(xib(width: 500, height: 60), file: "Strip.xib")
        #expect(laid.scenes[0].devices.first?.safeArea == Insets(top: 44, left: 0, bottom: 16, right: 0))
    }
}
