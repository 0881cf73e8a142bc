import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 16 reused `ipad11_0rounded` for the 834 × 1210 11-inch iPad Pro (M4): a full-screen root stored at that size
/// says the canvas (IBPadScreens). Hand-written documents; the frames are worked out by hand in each test.
@Suite("Interface Builder iPad screens named by the root's stored size")
struct PadScreensTests {
    func document(size: (Double, Double), toolsVersion: Int) -> String {
        storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints, device: "ipad11_0rounded",
                   toolsVersion: toolsVersion, size: size)
    }

    @Test("an Xcode 16.1 root stored 834 × 1210 on ipad11_0rounded is the 11-inch iPad Pro (M4)")
    func elevenInchM4() throws {
        // 834 × 1210, toolsVersion 23504: the rounded iPad's 24-pt status bar and 20-pt home indicator, nothing else.
        // The top label at 24 + 10 = 34; the bottom one ends 10 pt above 1210 − 20 = 1190: y = 1180 − 20 = 1160.
        // (Laid out on the 1194-pt canvas, the root's extra 16 pt went into the bottom inset: y = 1144.)
        let laid = try LaidOut(document(size: (834, 1210), toolsVersion: 23504))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 34, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1160, width: 100, height: 20))
    }

    @Test("an Xcode 15.3 root stored 834 × 1194 on the same id keeps the earlier 11-inch iPad Pro")
    func elevenInchEarlier() throws {
        // 834 × 1194, toolsVersion 22685: top 24, bottom 20; the bottom label ends at 1194 − 30 = 1164, y = 1144.
        let laid = try LaidOut(document(size: (834, 1194), toolsVersion: 22685))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 34, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1144, width: 100, height: 20))
    }

    @Test("ipad7_9 is the 744 × 1133 iPad mini (6th generation), a rounded iPad")
    func iPadMini() throws {
        // 744 × 1133, Xcode 13.2 (19455): the rounded iPad's 24-pt status bar and 20-pt home indicator. The top label
        // at 24 + 10 = 34; the bottom one ends 10 pt above 1133 − 20 = 1113: y = 1103 − 20 = 1083. (Taken as an
        // unknown square-cornered iPad it had 20 pt on top and none below: 30 and 1103.)
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          device: "ipad7_9", toolsVersion: 19455, size: (744, 1133)))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 34, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1083, width: 100, height: 20))
    }

    /// A 400 × 300 freeform xib view on `device` (Xcode 16.2), its `pin` pinned to its leading margin and its safe
    /// area's top.
    func freeformView(device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" layout="fullscreen" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin">
                            <rect key="frame" x="16" y="24" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w"/>
                                <constraint firstAttribute="height" constant="20" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <constraints>
                        <constraint firstItem="pin" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstItem="pin" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test("iPad13_0rounded is the 1032 × 1376 13-inch iPad Pro (M4), a rounded iPad at 2×, even for a freeform view")
    func thirteenInchM4() throws {
        // No full-screen root says the canvas, so the id does: the rounded iPad's 24-pt status bar over the view's
        // top-left corner (the view is 300 tall, far from the home indicator), 2 pixels per point; the 400-pt view's
        // margin 16. `pin` at (16, 24), as on ipad12_9rounded; taken as an unknown phone it was at (16, 20), at 3×.
        let laid = try LaidOut(freeformView(device: "iPad13_0rounded"), file: "Panel.xib")
        #expect(laid.scenes[0].devices[0].scale == 2)
        #expect(laid.frame("pin") == Rect(x: 16, y: 24, width: 100, height: 20))
        let known = try LaidOut(freeformView(device: "ipad12_9rounded"), file: "Panel.xib")
        #expect(known.frame("pin") == laid.frame("pin"))
    }
}
