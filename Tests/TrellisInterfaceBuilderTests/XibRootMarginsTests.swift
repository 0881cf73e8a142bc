import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A xib's top-level view is laid out as a view controller's root: UIKit's system minimum margins instead of a plain
/// view's 8 pt, and, in a document without safe-area layout guides, the device's whole insets.
@Suite("Interface Builder xib top-level view margins")
struct XibRootMarginsTests {
    /// A freeform xib `box` (width × height on the device) whose `card` is pinned to all four of its margins.
    func xib(device: String, width: Double, height: Double, safeAreas: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \(safeAreas ? "useSafeAreas=\"YES\"" : "") colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="m1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="m2"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="box" secondAttribute="topMargin" id="m3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="card" secondAttribute="bottom" id="m4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("with safe-area guides: 16-pt sides on a 375-pt phone, 0 at the top and bottom")
    func safeAreaDocument() throws {
        // 320 × 100 on an iPhone 8 canvas: the system minimum is 16 at the sides (below 414) and 0 top and bottom
        // (a plain view's 8 would give (8, 8, 304, 84)); a freeform view gets no device inset: card = (16, 0, 288, 100).
        let laid = try LaidOut(xib(device: "retina4_7", width: 320, height: 100, safeAreas: true), file: "Bar.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 0, width: 288, height: 100))
    }

    @Test("without safe-area guides the view takes the device's whole insets: 44 top and 34 bottom on a 414 × 896 phone")
    func legacyDocument() throws {
        // 510 × 160 on an iPhone 11 canvas saved by Xcode 12 (notch 44, home indicator 34): margins 20 at the sides
        // (414-pt screen), 44 + 0 at the top and 34 + 0 at the bottom: card = (20, 44, 470, 82).
        let laid = try LaidOut(xib(device: "retina6_1", width: 510, height: 160, safeAreas: false), file: "Card.xib")
        #expect(laid.frame("card") == Rect(x: 20, y: 44, width: 470, height: 82))
    }
}
