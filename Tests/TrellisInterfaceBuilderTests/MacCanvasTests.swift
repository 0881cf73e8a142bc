import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The Mac Catalyst canvas, `<device id="mac" renderMode="macOS"/>` (IBMacCanvas): the Mac idiom, regular width and
/// height, 2 pixels per point; `userInterfaceIdiom=mac` variation keys apply on it and only on it.
@Suite("Interface Builder: the Mac Catalyst canvas")
struct MacCanvasTests {
    /// An Xcode 15 xib holding a 600 × 100 view, `root`, with, 10 pt from its leading edge:
    /// - `wide`, at the top (y = 10), 20 tall, its width constraint 100, 200 in regular width, 300 in the Mac idiom in
    ///   regular width;
    /// - `idiom`, at y = 40, 20 tall, its width constraint 40, 80 in the Mac idiom, 90 in the iPad idiom;
    /// - `centred`, 25 tall and 30 wide, centred vertically in the 100-pt root at x = 500.
    func xib(device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            \(device)
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                            <rect key="frame" x="10" y="10" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="m-wide-w">
                                    <variation key="widthClass=regular" constant="200"/>
                                    <variation key="userInterfaceIdiom=mac-widthClass=regular" constant="300"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="20" id="m-wide-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="idiom">
                            <rect key="frame" x="10" y="40" width="40" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="m-idiom-w">
                                    <variation key="userInterfaceIdiom=mac" constant="80"/>
                                    <variation key="userInterfaceIdiom=pad" constant="90"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="20" id="m-idiom-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="centred">
                            <rect key="frame" x="500" y="37.5" width="30" height="25"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="m-centred-w"/>
                                <constraint firstAttribute="height" constant="25" id="m-centred-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="m-wide-l"/>
                        <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="m-wide-t"/>
                        <constraint firstItem="idiom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="m-idiom-l"/>
                        <constraint firstItem="idiom" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="m-idiom-t"/>
                        <constraint firstItem="centred" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="500" id="m-centred-l"/>
                        <constraint firstItem="centred" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="m-centred-y"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static let mac = #"<device id="mac" appearance="light" renderMode="macOS"/>"#
    static let phone = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#

    // Worked by hand. The Mac canvas is regular width in the Mac idiom: `wide` takes the most specific key,
    // userInterfaceIdiom=mac-widthClass=regular (two conditions), 300; `idiom` the mac key's 80, the pad key not
    // matching; `centred` at (100 − 25) / 2 = 37.5, a whole pixel at 2×. Before, the unknown id was a 3× compact
    // phone: 100 wide, 40 wide, y = 37.33 or 37.67.
    @Test("On the Mac canvas, idiom and regular-width variations apply and frames fall on half points")
    func macCanvas() throws {
        let laid = try LaidOut(xib(device: Self.mac), file: "Mac.xib")
        #expect(laid.frame("wide") == Rect(x: 10, y: 10, width: 300, height: 20))
        #expect(laid.frame("idiom") == Rect(x: 10, y: 40, width: 80, height: 20))
        #expect(laid.frame("centred") == Rect(x: 500, y: 37.5, width: 30, height: 25))
    }

    // Worked by hand. On an iPhone 8-sized canvas (compact width, iPhone idiom) no variation applies: 100 and 40 wide.
    @Test("On a phone canvas, userInterfaceIdiom=mac keys do not apply")
    func phoneCanvas() throws {
        let laid = try LaidOut(xib(device: Self.phone), file: "Phone.xib")
        #expect(laid.frame("wide") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("idiom") == Rect(x: 10, y: 40, width: 40, height: 20))
    }

    @Test("The Mac canvas's traits: regular both ways, 2 pixels per point")
    func traits() throws {
        let device = try XMLDocumentReader.parse(Array(Self.mac.utf8), url: "device.xml")
        let canvas = IBCanvas(device: device, toolsVersion: 22505, rootSize: nil)
        #expect(canvas.isMac && !canvas.isCompactWidth && !canvas.isCompactHeight && canvas.scale == 2)
    }
}
