import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller's own bar is listed in its root controller's scene with the frame UIKit gives it
/// (IBContainerBarListing), for documents of Xcode 9 on, phones and iPads.
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

    // The earliest Xcode 9 builds (toolsVersion 13122.17, 13156.6) still store the bar at y = 0 as Xcode 8 did: not
    // listed. A later Xcode 9.0 save (13196) stores it below the 20-pt status bar and is listed: (0, 20, 375, 44).
    @Test("Xcode 9's earliest builds: the bar stored at y = 0 is not listed; 13196 lists it at y = 20")
    func earlyXcode9NotListed() throws {
        let early = try LaidOut(Self.document(toolsVersion: 13156, bar: #"<rect key="frame" x="0.0" y="0.0" width="375" height="44"/>"#))
        #expect(early.frame(inAnyScene: "navbar") == nil)
        #expect(early.frame(inAnyScene: "root") != nil)
        #expect(!early.diagnostics().contains { $0.code == .misplacedView })
        let later = try LaidOut(Self.document(toolsVersion: 13196, bar: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#))
        #expect(later.frame(inAnyScene: "navbar") == Rect(x: 0, y: 20, width: 375, height: 44))
    }

    /// Worked by hand, each bar stored where UIKit puts it:
    /// - Xcode 26 (24128) doubles a 393 × 852 canvas's 59-pt status area (IBRootPlacement.canvasInsets) and its bars
    ///   are 54 pt (IBNavigationBarHeight): (0, 118, 393, 54);
    /// - 440 × 956 has a 62-pt status area, doubled to 124 by Xcode 26; a large-title bar is the 54-pt bar and the
    ///   52-pt title row, 106: (0, 124, 440, 106);
    /// - the 820 × 1180 rounded iPad's status bar is 24 pt (no doubling on iPads in Xcode 16.2) and an iPad's
    ///   navigation bar 50 pt: (0, 24, 820, 50).
    @Test("Xcode 26's 54-pt bars below the doubled status area, large titles 106, and a 50-pt iPad bar", arguments: [
        (24128, "retina6_12", 393.0, 852.0, false, Rect(x: 0, y: 118, width: 393, height: 54)),
        (24128, "retina6_9", 440.0, 956.0, true, Rect(x: 0, y: 124, width: 440, height: 106)),
        (23727, "ipad10_9rounded", 820.0, 1180.0, false, Rect(x: 0, y: 24, width: 820, height: 50)),
    ])
    func laterBars(toolsVersion: Int, device: String, width: Double, height: Double, large: Bool, expected: Rect) throws {
        let bar = #"<rect key="frame" x="\#(expected.minX)" y="\#(expected.minY)" width="\#(expected.width)" height="\#(expected.height)"/>"#
        let laid = try LaidOut(Self.document(toolsVersion: toolsVersion, device: device, size: (width, height), bar: bar, large: large))
        #expect(laid.frame(inAnyScene: "navbar") == expected)
    }
}
