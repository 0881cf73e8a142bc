import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A xib whose top-level object is a collection reusable view (a section header) keeps, in landscape, the phone's
/// side insets as a top-level view does; in portrait it keeps none.
@Suite("Interface Builder landscape collection reusable views")
struct LandscapeReusableViewTests {
    /// A `width` × 200 reusable view on retina5_9 in `orientation`, saved by Xcode 16.2: `header` pinned to the safe
    /// area's leading and trailing edges and 20 below the view's top, 100 tall.
    func xib(orientation: String, width: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina5_9" orientation="\(orientation)" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="section">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="100" id="h0"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="header" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="h1"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="h2"/>
                        <constraint firstItem="header" firstAttribute="top" secondItem="section" secondAttribute="top" constant="20" id="h3"/>
                    </constraints>
                </collectionReusableView>
            </objects>
        </document>
        """
    }

    @Test("in landscape: the 375 × 812 canvas's 50-pt side insets, as Wikipedia's PageHistoryCountsView stores them")
    func landscapeSideInsets() throws {
        // retina5_9 from Xcode 14 on is the 12/13 mini (50-pt landscape side insets). An 802-wide view: header =
        // (50, 20, 802 − 50 − 50 = 702, 100).
        let laid = try LaidOut(xib(orientation: "landscape", width: 802), file: "Counts.xib")
        #expect(laid.frame("header") == Rect(x: 50, y: 20, width: 702, height: 100))
    }

    @Test("in portrait: no insets (unchanged)")
    func portraitNone() throws {
        // A 375-wide reusable view in portrait: header = (0, 20, 375, 100).
        let laid = try LaidOut(xib(orientation: "portrait", width: 375), file: "Counts.xib")
        #expect(laid.frame("header") == Rect(x: 0, y: 20, width: 375, height: 100))
    }
}
