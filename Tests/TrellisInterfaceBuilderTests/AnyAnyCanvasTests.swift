import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 and 7 documents with size classes store the frames of the base configuration, Any width and Any height:
/// a `<variation>` for compact or regular size classes does not change them (IBAnyAnyCanvas).
@Suite("Interface Builder Xcode 6-7 Any/Any canvas")
struct AnyAnyCanvasTests {
    /// A storyboard written in Xcode 6.3's format (no `<device>`, size classes on): a 600 × 600 root holding
    /// - `box`, 20 pt from the root's leading edge and 20 below the top layout guide, 100 × 100, whose width
    ///   constraint says 50 in compact width;
    /// - `compactOnly`, installed only in compact width (excluded by the `default` variation), at the placeholder
    ///   frame Xcode gives a view the base configuration does not install;
    /// - `picture`, a view without constraints stored at (0, 472, 240, 128), with a frame of its own, 400 × 800,
    ///   in the compact-width, regular-height variation.
    /// `device` adds an Xcode 8 `<device>` element (and a 375 × 667 root) instead.
    func document(device: Bool) -> String {
        let width = device ? 375 : 600
        let height = device ? 667 : 600
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(device ? "11762" : "7706")" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Vc7-Aa-An1">
            \(device ? "<device id=\"retina4_7\" orientation=\"portrait\"><adaptation id=\"fullscreen\"/></device>" : "")
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="7703"/>
            </dependencies>
            <scenes>
                <!--Any Any-->
                <scene sceneID="Sc7-Aa-An2">
                    <objects>
                        <viewController id="Vc7-Aa-An1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg7-Aa-An3"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg7-Aa-An4"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="40" width="100" height="100"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Bw7-Aa-An5">
                                                <variation key="widthClass=compact" constant="50"/>
                                            </constraint>
                                            <constraint firstAttribute="height" constant="100" id="Bh7-Aa-An6"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="compactOnly">
                                        <rect key="frame" x="0.0" y="-21" width="42" height="21"/>
                                        <color key="backgroundColor" white="0.3" alpha="1" colorSpace="calibratedWhite"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="picture">
                                        <rect key="frame" x="0.0" y="472" width="240" height="128"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" white="0.7" alpha="1" colorSpace="calibratedWhite"/>
                                        <variation key="heightClass=regular-widthClass=compact">
                                            <rect key="frame" x="0.0" y="0.0" width="400" height="800"/>
                                        </variation>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="Bl7-Aa-An7"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="Tg7-Aa-An3" secondAttribute="bottom" constant="20" id="Bt7-Aa-An8"/>
                                    <constraint firstItem="compactOnly" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="Cl7-Aa-An9"/>
                                    <constraint firstItem="compactOnly" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="Ct7-Aa-Aa0"/>
                                    <constraint firstItem="compactOnly" firstAttribute="width" constant="42" id="Cw7-Aa-Aa1"/>
                                    <constraint firstItem="compactOnly" firstAttribute="height" constant="21" id="Ch7-Aa-Aa2"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="compactOnly"/>
                                    </mask>
                                    <mask key="constraints">
                                        <exclude reference="Cl7-Aa-An9"/>
                                        <exclude reference="Ct7-Aa-Aa0"/>
                                        <exclude reference="Cw7-Aa-Aa1"/>
                                        <exclude reference="Ch7-Aa-Aa2"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=compact">
                                    <mask key="subviews">
                                        <include reference="compactOnly"/>
                                    </mask>
                                    <mask key="constraints">
                                        <include reference="Cl7-Aa-An9"/>
                                        <include reference="Ct7-Aa-Aa0"/>
                                        <include reference="Cw7-Aa-Aa1"/>
                                        <include reference="Ch7-Aa-Aa2"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr7-Aa-Aa3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand. The 20-pt status bar puts the top layout guide's bottom at 20, so `box` is at (20, 40). In the
    // base configuration its width is the constraint's own 100, `compactOnly` is not installed, and `picture` keeps
    // its base frame (0, 472, 240, 128).
    @Test("An Xcode 6.3 document without a device is laid out in its base configuration, Any/Any")
    func anyAny() throws {
        let laid = try LaidOut(document(device: false))
        #expect(laid.frame("box") == Rect(x: 20, y: 40, width: 100, height: 100))
        #expect(laid.frame("compactOnly") == nil)
        #expect(laid.frame("picture") == Rect(x: 0, y: 472, width: 240, height: 128))
    }

    // Worked by hand. On Xcode 8's iPhone 8-sized canvas (compact width, regular height) the variations apply:
    // `box` is 50 wide, `compactOnly` is 8 below it at (30, 148, 42, 21), `picture` takes its 400 × 800 frame.
    @Test("A document naming its device keeps the device's size classes")
    func device() throws {
        let laid = try LaidOut(document(device: true))
        #expect(laid.frame("box") == Rect(x: 20, y: 40, width: 50, height: 100))
        #expect(laid.frame("compactOnly") == Rect(x: 30, y: 148, width: 42, height: 21))
        #expect(laid.frame("picture") == Rect(x: 0, y: 0, width: 400, height: 800))
    }
}
