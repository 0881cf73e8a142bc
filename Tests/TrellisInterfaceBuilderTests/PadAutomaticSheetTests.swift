import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 on an iPad: a style-less `presentation` shows a plain controller stored smaller than the canvas as a
/// sheet, with no status bar at its top (IBSheetSegues.Xcode26PadAutomatic). Measured: the FilmsPage team's
/// Library.storyboard (24506, 1210 × 834) stores its two 580 × 660 info sheets' close buttons 16 pt below the safe
/// area's top at y = 16.
///
/// Expected frames worked out by hand on `ipad11_0rounded` in landscape (1210 × 834, a 24-pt status bar): the sheet's
/// `close` view is pinned 16 pt below its safe area's top, so y = 16 with no status bar and 24 + 16 = 40 with one.
@Suite("Interface Builder: Xcode 26 iPad automatic presentations are sheets")
struct PadAutomaticSheetTests {
    /// The initial controller `src` presents `inf` by a segue with `segueStyle` (none: automatic); `inf`'s root is
    /// stored `width` × `height`.
    func document(toolsVersion: String = "24506", segueStyle: String? = nil, width: Double = 580, height: Double = 660) -> String {
        let segueAttribute = segueStyle.map { #" modalPresentationStyle="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="src-aa-bbb">
            <device id="ipad11_0rounded" orientation="landscape" layout="fullscreen" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="src-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="srV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="1210" height="834"/>
                                <viewLayoutGuide key="safeArea" id="srS-aa-bbb"/>
                            </view>
                            <connections>
                                <segue destination="inf-aa-bbb" kind="presentation"\(segueAttribute) id="toI-nf-o01"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <viewController id="inf-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="inV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                                        <rect key="frame" x="20" y="16" width="48" height="48"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="48" id="cls-w"/>
                                            <constraint firstAttribute="height" constant="48" id="cls-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="close" firstAttribute="leading" secondItem="inS-aa-bbb" secondAttribute="leading" constant="20" id="cls-l"/>
                                    <constraint firstItem="close" firstAttribute="top" secondItem="inS-aa-bbb" secondAttribute="top" constant="16" id="cls-t"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="inS-aa-bbb"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("A style-less presentation of a 580 × 660 root: no status bar, the close button at y = 16")
    func automaticIsSheet() throws {
        let laidOut = try LaidOut(document())
        #expect(laidOut.frame(inAnyScene: "close") == Rect(x: 20, y: 16, width: 48, height: 48))
    }

    @Test("A root stored as large as the canvas is not a sheet: y = 40")
    func canvasSizedRootIsNotSheet() throws {
        let laidOut = try LaidOut(document(width: 1210, height: 834))
        #expect(laidOut.frame(inAnyScene: "close")?.minY == 40)
    }

    @Test("Xcode 16 (23727) iPads were not measured with automatic presentations: the status bar stays, y = 40")
    func gatedToXcode26() throws {
        let laidOut = try LaidOut(document(toolsVersion: "23727"))
        #expect(laidOut.frame(inAnyScene: "close")?.minY == 40)
    }

    @Test("A segue that states a page sheet was a sheet before: y = 16 on Xcode 16 too")
    func statedSheetUnchanged() throws {
        let laidOut = try LaidOut(document(toolsVersion: "23727", segueStyle: "pageSheet"))
        #expect(laidOut.frame(inAnyScene: "close")?.minY == 16)
    }
}
