import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 7's one-pixel canvas stores views sharing a length by equal-size constraints with whole-point edges
/// (IBWholePointCanvas).
@Suite("Interface Builder equal-width views of Xcode 7 documents on whole points")
struct WholePointCanvasTests {
    /// An Xcode 7.3 xib (toolsVersion 10117, no device): a 320 × 40 bar holding three plain views chained from its
    /// leading to its trailing edge with no gaps, the second and third as wide as the first, all 40 tall. `width` is
    /// the bar's stored width, `firstStoredWidth` the first view's, `toolsVersion` the document's.
    private func bar(toolsVersion: String = "10117", width: String = "320", firstStoredWidth: String = "107") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="15E65" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                            <rect key="frame" x="0.0" y="0.0" width="\(firstStoredWidth)" height="40"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                            <rect key="frame" x="107" y="0.0" width="106" height="40"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="three">
                            <rect key="frame" x="213" y="0.0" width="107" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="one" firstAttribute="leading" secondItem="bar" secondAttribute="leading" id="Wp1-aa-bbb"/>
                        <constraint firstItem="two" firstAttribute="leading" secondItem="one" secondAttribute="trailing" id="Wp2-aa-bbb"/>
                        <constraint firstItem="three" firstAttribute="leading" secondItem="two" secondAttribute="trailing" id="Wp3-aa-bbb"/>
                        <constraint firstAttribute="trailing" secondItem="three" secondAttribute="trailing" id="Wp4-aa-bbb"/>
                        <constraint firstItem="two" firstAttribute="width" secondItem="one" secondAttribute="width" id="Wp5-aa-bbb"/>
                        <constraint firstItem="three" firstAttribute="width" secondItem="one" secondAttribute="width" id="Wp6-aa-bbb"/>
                        <constraint firstItem="one" firstAttribute="top" secondItem="bar" secondAttribute="top" id="Wp7-aa-bbb"/>
                        <constraint firstItem="two" firstAttribute="top" secondItem="bar" secondAttribute="top" id="Wp8-aa-bbb"/>
                        <constraint firstItem="three" firstAttribute="top" secondItem="bar" secondAttribute="top" id="Wp9-aa-bbb"/>
                        <constraint firstAttribute="bottom" secondItem="one" secondAttribute="bottom" id="WpA-aa-bbb"/>
                        <constraint firstAttribute="bottom" secondItem="two" secondAttribute="bottom" id="WpB-aa-bbb"/>
                        <constraint firstAttribute="bottom" secondItem="three" secondAttribute="bottom" id="WpC-aa-bbb"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test("an Xcode 7 document's equal-width thirds have whole-point edges")
    func thirdsOnWholePoints() throws {
        // Three shares of 320 / 3 = 106.667: edges 0, 106.667, 213.333 and 320, each at the nearest whole point:
        // 0, 107, 213, 320, so the views are 107, 106 and 107 wide. On the 2× pixels the edges would be 0, 106.5,
        // 213.5 and 320: 106.5, 107 and 106.5 wide, the middle one a point too wide.
        let laid = try LaidOut(bar(), file: "Bar.xib")
        #expect(laid.frame("one") == Rect(x: 0, y: 0, width: 107, height: 40))
        #expect(laid.frame("two") == Rect(x: 107, y: 0, width: 106, height: 40))
        #expect(laid.frame("three") == Rect(x: 213, y: 0, width: 107, height: 40))
    }

    @Test("shares of 105.667 round to the nearest whole point each way")
    func thirdsOf317() throws {
        // 317 / 3 = 105.667: edges 105.667 → 106 and 211.333 → 211, so 106, 105 and 106 wide (on the 2× pixels
        // 105.5 and 211.5: 105.5, 106 and 105.5).
        let laid = try LaidOut(bar(width: "317", firstStoredWidth: "106"), file: "Bar.xib")
        #expect(laid.frame("one") == Rect(x: 0, y: 0, width: 106, height: 40))
        #expect(laid.frame("two") == Rect(x: 106, y: 0, width: 105, height: 40))
        #expect(laid.frame("three") == Rect(x: 211, y: 0, width: 106, height: 40))
    }

    @Test("a document that stores a fractional frame keeps the 2× pixels")
    func halfPointDocumentKeepsPixels() throws {
        // The first view stored 106.5 wide: the canvas had two pixels per point. Edges 0, 106.5, 213.5, 320.
        let laid = try LaidOut(bar(firstStoredWidth: "106.5"), file: "Bar.xib")
        #expect(laid.frame("one") == Rect(x: 0, y: 0, width: 106.5, height: 40))
        #expect(laid.frame("two") == Rect(x: 106.5, y: 0, width: 107, height: 40))
        #expect(laid.frame("three") == Rect(x: 213.5, y: 0, width: 106.5, height: 40))
    }

    @Test("an Xcode 6 document's thirds have whole-point edges too")
    func xcode6ThirdsOnWholePoints() throws {
        // Xcode 6.3 (toolsVersion 7706), the same bar: 0, 107, 213, 320 as in Xcode 7.
        let laid = try LaidOut(bar(toolsVersion: "7706"), file: "Bar.xib")
        #expect(laid.frame("one") == Rect(x: 0, y: 0, width: 107, height: 40))
        #expect(laid.frame("two") == Rect(x: 107, y: 0, width: 106, height: 40))
        #expect(laid.frame("three") == Rect(x: 213, y: 0, width: 107, height: 40))
    }

    @Test("Xcode 8 and Xcode 5 documents keep the 2× pixels")
    func otherVersionsKeepPixels() throws {
        // Xcode 8 (toolsVersion 11762) stores the device's pixels; Xcode 5 (5056) is unmeasured and keeps them.
        for version in ["11762", "5056"] {
            let laid = try LaidOut(bar(toolsVersion: version), file: "Bar.xib")
            #expect(laid.frame("two") == Rect(x: 106.5, y: 0, width: 107, height: 40))
        }
    }
}
