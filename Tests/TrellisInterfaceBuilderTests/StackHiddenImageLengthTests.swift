import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A hidden arranged image view whose compression resistance along the stack's axis is required keeps its image's
/// length on Xcode's canvas, at the place it collapses to, as a hidden view with a required width constraint does.
@Suite("Interface Builder: hidden arranged image views held by a required compression resistance")
struct StackHiddenImageLengthTests {
    /// A 240 × 80 freeform view with two horizontal centre-aligned stacks pinned to its top-left corner:
    /// `trail` holds a visible 50 × 20 view, then a hidden 12-pt image with required compression resistance, then a
    /// hidden 12-pt image with the default 750; `head` holds a hidden 28-pt image with required compression resistance
    /// before a visible 40 × 30 view.
    let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="trail">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lead">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="leadWidth"/>
                                        <constraint firstAttribute="height" constant="20" id="leadHeight"/>
                                    </constraints>
                                </view>
                                <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" image="pin" translatesAutoresizingMaskIntoConstraints="NO" id="held">
                                    <rect key="frame" x="50" y="4" width="12" height="12"/>
                                </imageView>
                                <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="pin" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                                    <rect key="frame" x="50" y="4" width="0.0" height="12"/>
                                </imageView>
                            </subviews>
                        </stackView>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="head">
                            <rect key="frame" x="0.0" y="40" width="40" height="30"/>
                            <subviews>
                                <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="999" verticalHuggingPriority="999" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" image="badge" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                                    <rect key="frame" x="-28" y="1" width="28" height="28"/>
                                </imageView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="bodyWidth"/>
                                        <constraint firstAttribute="height" constant="30" id="bodyHeight"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="trail" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="trailLeading"/>
                        <constraint firstItem="trail" firstAttribute="top" secondItem="panel" secondAttribute="top" id="trailTop"/>
                        <constraint firstItem="head" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="headLeading"/>
                        <constraint firstItem="head" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="40" id="headTop"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
            <resources>
                <image name="pin" width="12" height="12"/>
                <image name="badge" width="28" height="28"/>
            </resources>
        </document>
        """

    @Test("after the visible views: kept 12 wide at their end; the default resistance collapses")
    func trailing() throws {
        let laid = try LaidOut(document, file: "Panel.xib")
        // The stack is as long as its visible view (50) and as tall (20): the held icon starts at the end of the
        // visible view, x = 50, keeps its image's 12 pt, centred: (20 − 12) / 2 = 4.
        #expect(laid.frame("trail") == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(laid.frame("held") == Rect(x: 50, y: 4, width: 12, height: 12))
        // The image with the default 750 resistance collapses to 0 at the same place.
        #expect(laid.frame("loose") == Rect(x: 50, y: 4, width: 0, height: 12))
    }

    @Test("before the first visible view: kept 28 wide, ending at the stack's start")
    func leading() throws {
        let laid = try LaidOut(document, file: "Panel.xib")
        // The visible view starts the stack at x = 0; the held mark ends there: x = −28; centred in 30: y = 1.
        #expect(laid.frame("body") == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(laid.frame("mark") == Rect(x: -28, y: 1, width: 28, height: 28))
    }
}
