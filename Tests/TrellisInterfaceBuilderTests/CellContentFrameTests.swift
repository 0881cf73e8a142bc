import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A table cell whose content view the document stores without a frame (Xcode 6): the content view covers the cell
/// above the separator Xcode reserved in that era, so what is pinned to its bottom lands where Xcode stored it.
@Suite("Interface Builder cell content views without a stored frame")
struct CellContentFrameTests {
    /// A 599 × 194 top-level cell saved by `toolsVersion`, its content view without `<rect>`; `strip` is 69 pt below
    /// the content view's top and 5 pt above its bottom margin (8 pt before toolsVersion 13500).
    func xib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="599" height="194"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                <rect key="frame" x="8" y="69" width="583" height="111"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="strip" firstAttribute="top" secondItem="content" secondAttribute="top" constant="69" id="c1"/>
                            <constraint firstAttribute="bottomMargin" secondItem="strip" secondAttribute="bottom" constant="5" id="c2"/>
                            <constraint firstItem="strip" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
                            <constraint firstAttribute="trailingMargin" secondItem="strip" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 6: the content view is the cell less a 1-pt separator")
    func xcode6() throws {
        // Content view 599 × 193; margins 8 all round (before toolsVersion 13500): strip = (8, 69, 599 − 16 = 583,
        // 193 − 8 − 5 − 69 = 111), as RxSwift's WikipediaSearchCell stores its collection view.
        let laid = try LaidOut(xib(toolsVersion: "7528.3"), file: "Search.xib")
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 599, height: 193))
        #expect(laid.frame("strip") == Rect(x: 8, y: 69, width: 583, height: 111))
    }

    @Test("Xcode 7 to 10: less a 0.5-pt separator")
    func xcode9() throws {
        let laid = try LaidOut(xib(toolsVersion: "13771"), file: "Search.xib")
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 599, height: 193.5))
    }
}
