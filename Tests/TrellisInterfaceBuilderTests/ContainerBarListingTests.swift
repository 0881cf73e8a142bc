import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller's own bar is listed in its root controller's scene with the frame UIKit gives it
/// (IBContainerBarListing), for documents of Xcode 9 to 16.1 on phones.
@Suite("Interface Builder: a navigation controller's own bar is listed")
struct ContainerBarListingTests {
    /// A navigation controller whose bar `navbar` is stored at `bar` (large titles when `large`) and whose root
    /// controller's view `root` fills the `device` canvas of `size`.
    static func document(toolsVersion: Int, device: String = "retina4_7", size: (Double, Double) = (375, 667),
                         bar: String, large: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="Home" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(large ? #" largeTitles="YES""# : "") id="navbar">
                                \(bar)
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand: an iPhone 8 canvas's status bar is 20 pt; the bar below it, 375 wide and 44 tall: (0, 20, 375, 44).
    @Test("Xcode 10 on a 375 × 667 canvas: the bar at (0, 20, 375, 44), as stored")
    func standardBar() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 14460, bar: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#))
        #expect(laid.frame(inAnyScene: "navbar") == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    // Worked by hand: a 375 × 812 canvas's status area is 44 pt; a large-title bar is 44 + 52 = 96 tall: (0, 44, 375, 96).
    @Test("Xcode 10 on a 375 × 812 canvas with large titles: (0, 44, 375, 96)")
    func largeTitleBar() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 14460, device: "retina5_9", size: (375, 812),
                                             bar: #"<rect key="frame" x="0.0" y="44" width="375" height="96"/>"#, large: true))
        #expect(laid.frame(inAnyScene: "navbar") == Rect(x: 0, y: 44, width: 375, height: 96))
    }

    // Xcode 8 stored its navigation controllers' bars at y = 0, often 320 wide, not laid out: not listed.
    @Test("Xcode 8: the bar is not listed")
    func legacyNotListed() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 11762, bar: #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#))
        #expect(laid.frame(inAnyScene: "navbar") == nil)
        #expect(laid.frame(inAnyScene: "root") != nil)
    }
}
