import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A top-level collection cell wider than its portrait canvas is laid out with the device's whole top and bottom
/// insets, as a wider top-level view is (IBXibViewSafeArea.isWideReusableView); one that fits gets the part of the
/// screen's safe area it overlaps (IBFittingCellSafeArea).
@Suite("Interface Builder collection cells wider than the canvas")
struct WideCollectionCellSafeAreaTests {
    /// A xib as Xcode 12.3 saves it on the 414 × 896 canvas: a `width` × 238 collection cell whose `card` is pinned
    /// to the cell's safe area on all four sides, stored at (0, `cardY`, `width`, `cardHeight`).
    func document(width: Double, cardY: Double, cardHeight: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell" userLabel="Story">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="238"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="238"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="Card">
                                <rect key="frame" x="0.0" y="\(cardY)" width="\(width)" height="\(cardHeight)"/>
                                <color key="backgroundColor" systemColor="systemTealColor"/>
                            </view>
                        </subviews>
                    </view>
                    <viewLayoutGuide key="safeArea" id="Sf7-Wc-k01"/>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="Sf7-Wc-k01" secondAttribute="leading" id="Cl7-Wc-k02"/>
                        <constraint firstItem="Sf7-Wc-k01" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="Ct7-Wc-k03"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="Sf7-Wc-k01" secondAttribute="top" id="Cp7-Wc-k04"/>
                        <constraint firstItem="Sf7-Wc-k01" firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="Cb7-Wc-k05"/>
                    </constraints>
                    <size key="customSize" width="\(width)" height="238"/>
                    <point key="canvasLocation" x="139" y="120"/>
                </collectionViewCell>
            </objects>
            <resources>
                <systemColor name="systemTealColor">
                    <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    @Test("a 449-pt cell on the 414-pt canvas has 44 pt of safe area at the top and 34 at the bottom")
    func widerThanCanvas() throws {
        // Worked by hand: card = (0, 44, 449, 238 − 44 − 34 = 160).
        let laid = try LaidOut(document(width: 449, cardY: 44, cardHeight: 160), file: "Story.xib")
        #expect(laid.frame("card") == Rect(x: 0, y: 44, width: 449, height: 160))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("a 400-pt cell that fits on the canvas has the part of the safe area it overlaps: 44 pt at the top only")
    func fitsOnCanvas() throws {
        // Worked by hand (IBFittingCellSafeArea): at the canvas's top-left the cell lies under the 44-pt sensor housing
        // and ends at 238, far above the safe area's bottom line at 896 − 34 = 862: card = (0, 44, 400, 238 − 44 = 194).
        let laid = try LaidOut(document(width: 400, cardY: 44, cardHeight: 194), file: "Story.xib")
        #expect(laid.frame("card") == Rect(x: 0, y: 44, width: 400, height: 194))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }
}
