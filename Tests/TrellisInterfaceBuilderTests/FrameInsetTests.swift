import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 8.0 wrote frames as `<frame key="frameInset">`, insets from the superview's edges (IBFrameInsets).
@Suite("Interface Builder Xcode 8.0 frame insets")
struct FrameInsetTests {
    /// A storyboard in Xcode 8.0's format (toolsVersion 11201, no `<rect>` below the root): a 375 × 667 root holding
    /// - `banner`, 16 pt from the root's leading edge, 20 from its top, 100 wide, 30 tall (`minX`, `minY`, `width`,
    ///   `height`; fixed margins on the right and bottom);
    /// - `side`, 80 wide and 60 pt from the root's trailing edge, 100 from its top, filling the height down to 200 pt
    ///   above the bottom (`maxX`, `width`, `minY`, `maxY`; flexible left margin, flexible height);
    /// - `panel`, the root's full width, 300 from the top and 44 tall (only `minY` and `height`: `width` is the root's);
    ///   inside it `chip`, 8 pt in from every edge (`minX`, `minY`, `maxX`, `maxY`).
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" systemVersion="16A323" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Vc8-Fi-In1">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11161"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Insets-->
                <scene sceneID="Sc8-Fi-In2">
                    <objects>
                        <viewController id="Vc8-Fi-In1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg8-Fi-In3"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg8-Fi-In4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="banner">
                                        <frame key="frameInset" minX="16" minY="20" width="100" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="side">
                                        <frame key="frameInset" minY="100" width="80" maxX="60" maxY="200"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" heightSizable="YES"/>
                                        <color key="backgroundColor" white="0.6" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="panel">
                                        <frame key="frameInset" minY="300" height="44"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="chip">
                                                <frame key="frameInset" minX="8" minY="8" maxX="8" maxY="8"/>
                                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                <color key="backgroundColor" white="0.3" alpha="1" colorSpace="calibratedWhite"/>
                                            </view>
                                        </subviews>
                                        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr8-Fi-In5" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    // Worked by hand from the insets in the 375 × 667 root: banner (16, 20, 100, 30); side x = 375 − 60 − 80 = 235,
    // y = 100, height 667 − 100 − 200 = 367; panel (0, 300, 375, 44); chip in the panel (8, 8, 375 − 16, 44 − 16).
    @Test("Frame insets give the frames the autoresizing masks keep")
    func insets() throws {
        let laid = try LaidOut(Self.document)
        #expect(laid.frame("banner") == Rect(x: 16, y: 20, width: 100, height: 30))
        #expect(laid.frame("side") == Rect(x: 235, y: 100, width: 80, height: 367))
        #expect(laid.frame("panel") == Rect(x: 0, y: 300, width: 375, height: 44))
        #expect(laid.frame("chip") == Rect(x: 8, y: 8, width: 359, height: 28))
        #expect(laid.diagnostics().filter { $0.code == .ambiguousLayout }.isEmpty)
    }

    @Test("The insets along one axis", arguments: [
        (Double?(10), Double?(50), Double?.none, 10.0, 50.0),
        (nil, 50, 10, 140, 50),
        (10, nil, 20, 10, 170),
        (nil, nil, nil, 0, 200),
    ])
    func axis(min: Double?, length: Double?, max: Double?, origin: Double, expected: Double) {
        let result = IBFrameInsets.axis(min: min, length: length, max: max, parent: 200)
        #expect(result.origin == origin)
        #expect(result.length == expected)
    }
}
