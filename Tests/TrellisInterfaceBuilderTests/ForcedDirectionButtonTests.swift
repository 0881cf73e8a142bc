import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A `forceRightToLeft` button (the trick that shows its image after its title) keeps the place its superview's
/// direction gives it; only what is inside it is laid out right to left (ConstraintDirection).
@Suite("Interface Builder: a forceRightToLeft button keeps its own place")
struct ForcedDirectionButtonTests {
    /// A 375 × 60 freeform view: a 100-pt label 16 pt in, a 80-pt button 8 pt after it, both centred.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="20" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="titleWidth"/>
                                <constraint firstAttribute="height" constant="20" id="titleHeight"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="action">
                            <rect key="frame" x="124" y="15" width="80" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="80" id="actionWidth"/>
                                <constraint firstAttribute="height" constant="30" id="actionHeight"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="titleLeading"/>
                        <constraint firstItem="title" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="titleCentre"/>
                        <constraint firstItem="action" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="actionAfterTitle"/>
                        <constraint firstItem="action" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="actionCentre"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("the button stays after its label, read in the header's left-to-right direction")
    func buttonStaysAfterLabel() throws {
        let laid = try LaidOut(Self.document, file: "Header.xib")
        // 16 + 100 + 8 = 124; centred: (60 − 30) / 2 = 15. Read in the button's own direction the constraint would put
        // its right edge 8 left of the label's left edge (x = 8 − 80 = −72).
        #expect(laid.frame("action") == Rect(x: 124, y: 15, width: 80, height: 30))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }
}
