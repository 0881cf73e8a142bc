import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The safe area of a xib's top-level view that is not screen-sized: in landscape it keeps the phone's side insets
/// (the sensor housing and its mirror), never the top or bottom ones; `retina6_72` is the 430 × 932 Dynamic Island
/// phone, whose landscape side insets are 59 pt.
@Suite("Interface Builder landscape xib roots")
struct LandscapeXibRootTests {
    /// A freeform `width` × 300 view on `device` in `orientation`: `title` pinned 20 pt inside the safe area's
    /// leading and trailing edges and to its top; `footer` (10 tall) pinned to the safe area's bottom.
    func xib(device: String, orientation: String, width: Double, toolsVersion: Int = 21701) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="24"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="24" id="t0"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="10" id="f0"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="t2"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t3"/>
                        <constraint firstItem="footer" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="f1"/>
                        <constraint firstItem="footer" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="f2"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="f3"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("retina6_72 in landscape: 59-pt side insets, none at the top or bottom")
    func dynamicIslandLandscape() throws {
        // The 430 × 932 phone turned sideways: its sensor housing gives 59-pt side insets (and 21 at the bottom for the
        // home indicator, which a view of its own size does not get, nor a top inset). In a 422-wide view:
        // title x = 59 + 20 = 79, width 422 − 59 − 59 − 40 = 264, y = 0 → (79, 0, 264, 24), as Xcode stores the labels
        // of nextcloud's landscape NCEmptyView; footer spans 59 … 363 at the bottom: (59, 290, 304, 10).
        let laid = try LaidOut(xib(device: "retina6_72", orientation: "landscape", width: 422), file: "Panel.xib")
        #expect(laid.frame("title") == Rect(x: 79, y: 0, width: 264, height: 24))
        #expect(laid.frame("footer") == Rect(x: 59, y: 290, width: 304, height: 10))
    }

    @Test("an iPhone X-class 375 × 812 phone in landscape (Xcode 10 canvas): 44-pt side insets")
    func notchedLandscape() throws {
        // retina5_9 before Xcode 14 (toolsVersion 14460): the first notched phone, whose housing gives 44 pt at the
        // sides in landscape (UIKit's safeAreaInsets of an iPhone X in landscape: 44 left and right, 21 bottom):
        // title = (44 + 20 = 64, 0, 400 − 88 − 40 = 272, 24).
        let laid = try LaidOut(xib(device: "retina5_9", orientation: "landscape", width: 400, toolsVersion: 14460), file: "Panel.xib")
        #expect(laid.frame("title") == Rect(x: 64, y: 0, width: 272, height: 24))
    }

    @Test("the 375 × 812 canvas of Xcode 14 on (the 12/13 mini, 50-pt top) in landscape: 50-pt side insets")
    func miniLandscape() throws {
        // toolsVersion 21701: the canvas's portrait top is the 12/13 mini's 50, and that phone's landscape
        // safeAreaInsets are (0, 50, 21, 50) in published device tables: title = (50 + 20 = 70, 0, 400 − 100 − 40 =
        // 260, 24).
        let laid = try LaidOut(xib(device: "retina5_9", orientation: "landscape", width: 400), file: "Panel.xib")
        #expect(laid.frame("title") == Rect(x: 70, y: 0, width: 260, height: 24))
    }

    @Test("in portrait (Xcode 14.2) the same view gets no side inset, the top's sensor housing, no home indicator")
    func portrait() throws {
        // Portrait 430 × 932: side insets 0; the view sits at the canvas's top, under the 59-pt Dynamic Island, and
        // its 300-pt height ends far above the home indicator's strip (IBXibViewSafeArea): title = (20, 59, 382, 24),
        // footer = (0, 290, 422, 10). From Xcode 14.3 the freeform view has its own window and the home indicator's
        // 34 pt too (IBXcode143XibWindow), so this case is saved by Xcode 14.2 (toolsVersion 21507).
        let laid = try LaidOut(xib(device: "retina6_72", orientation: "portrait", width: 422, toolsVersion: 21507),
                               file: "Panel.xib")
        #expect(laid.frame("title") == Rect(x: 20, y: 59, width: 382, height: 24))
        #expect(laid.frame("footer") == Rect(x: 0, y: 290, width: 422, height: 10))
    }
}
