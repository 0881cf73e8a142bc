import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A horizontal fill-aligned stack pinned to the top and bottom of its superview, holding an arranged view with a
/// required height of its own that the stack's height cannot give: from Xcode 12, Interface Builder keeps the stack's
/// bottom pin and drops the view's own height (IBStackOwnSizeYields), where the bottom pin alone is marked before.
@Suite("Interface Builder: a stack keeps its bottom pin over an arranged view's own height")
struct StackBottomPinKeptTests {
    /// A 160 × 40 freeform xib view holding a horizontal stack, spacing 4, pinned to its four edges: an `icon` 20 wide
    /// and 16 tall of its own, then a `caption` label. The root's bottom pin is written after the icon's height, so
    /// it is the later written of the two members marked to yield.
    static func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="badge">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="40"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="0.0" y="0.0" width="160" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                    <rect key="frame" x="0.0" y="0.0" width="20" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="16" id="iconHeight"/>
                                        <constraint firstAttribute="width" constant="20" id="iconWidth"/>
                                    </constraints>
                                </view>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Pinned" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                    <rect key="frame" x="24" y="0.0" width="136" height="40"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="top" secondItem="badge" secondAttribute="top" id="rowTop"/>
                        <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" id="rowBottom"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="badge" secondAttribute="leading" id="rowLeading"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="rowTrailing"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand: the stack keeps its four pins, (0, 0, 160, 40); fill alignment stretches both views to its 40
    // (the icon's own 16 dropped): the icon (0, 0, 20, 40), the label after 20 + 4 at x = 24, 160 − 24 = 136 wide.
    @Test("Xcode 12 on: the stack keeps its bottom pin, the icon is 40 tall")
    func bottomPinKept() throws {
        for version in ["18122", "23504"] {
            let laid = try LaidOut(Self.document(toolsVersion: version), file: "Badge.xib")
            #expect(laid.frame("row") == Rect(x: 0, y: 0, width: 160, height: 40))
            #expect(laid.frame("icon") == Rect(x: 0, y: 0, width: 20, height: 40))
            #expect(laid.frame("caption") == Rect(x: 24, y: 0, width: 136, height: 40))
        }
    }

    // Worked by hand: before Xcode 12 the bottom pin, written last of the two marked members, breaks: the stack is
    // its icon's 16 tall at the top, (0, 0, 160, 16), and the icon keeps (0, 0, 20, 16). (From Xcode 6 the conflict's
    // views keep their stored frames, IBConflictHold: an Xcode 5 save shows the choice.)
    @Test("Before Xcode 12 (an Xcode 5 save): the bottom pin breaks, the stack is the icon's 16 tall")
    func bottomPinBrokenBeforeXcode12() throws {
        let laid = try LaidOut(Self.document(toolsVersion: "5056"), file: "Badge.xib")
        #expect(laid.frame("row") == Rect(x: 0, y: 0, width: 160, height: 16))
        #expect(laid.frame("icon") == Rect(x: 0, y: 0, width: 20, height: 16))
    }
}
