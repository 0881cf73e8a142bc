import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A xib's top-level collection reusable view laid out in a window of its own size (IBXcode143XibWindow) that is shorter
/// than the sensor housing's and the home indicator's insets together keeps the home indicator's whole inset at its
/// bottom (IBXcode143XibWindow.reusableViewInsets). Expected frames are worked out by hand.
@Suite("Interface Builder: a short top-level reusable view keeps the whole home indicator inset")
struct ReusableViewShortWindowTests {
    /// A 300 × 60 section header on the notched 393 × 852 canvas saved by Xcode 26; `title` is pinned 10 pt in from
    /// the header's sides, to its top and to its safe area's bottom; stored `titleHeight` tall.
    func header(titleHeight: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="10" y="0.0" width="280" height="\(titleHeight)"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="headerSafe"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="10" id="t-l"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="10" id="t-t"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="header" secondAttribute="top" id="t-top"/>
                        <constraint firstItem="headerSafe" firstAttribute="bottom" secondItem="title" secondAttribute="bottom" id="t-b"/>
                    </constraints>
                </collectionReusableView>
            </objects>
        </document>
        """
    }

    @Test("the safe area's bottom lies 34 pt above the header's bottom although the top inset covers the header")
    func wholeBottomInset() throws {
        // The window of the header's size carries 59 pt at the top and 34 at the bottom; the 59 is cut to the header's
        // 60 pt, the 34 is not cut to the 1 pt the top leaves: the safe area's bottom is at 60 − 34 = 26, so `title`
        // runs from 0 to 26 (cut down it would run to 59).
        let laid = try LaidOut(header(titleHeight: 26), file: "Header.xib")
        #expect(laid.frame("title") == Rect(x: 10, y: 0, width: 280, height: 26))
    }
}
