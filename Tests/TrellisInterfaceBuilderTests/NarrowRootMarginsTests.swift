import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 14 and later give a root view 376 to 413 pt wide (393 pt: the `retina6_12` canvas) 16-pt side margins, not
/// the 20 of wider screens.
@Suite("Interface Builder: roots narrower than 414 pt in Xcode 14+ have 16-pt side margins")
struct NarrowRootMarginsTests {
    /// A freeform 393 × 100 top-level view; `strip` (30 tall) spans its side margins and is centred.
    func row(toolsVersion: String, width: Int = 393) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                            <rect key="frame" x="16" y="35" width="361" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="stripHeight"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="strip" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="stripLeading"/>
                        <constraint firstAttribute="trailingMargin" secondItem="strip" secondAttribute="trailing" id="stripTrailing"/>
                        <constraint firstItem="strip" firstAttribute="centerY" secondItem="panel" secondAttribute="centerY" id="stripCentre"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("Xcode 16 and 26: 16 at each side of a 393-pt view", arguments: ["23077.2", "24506"])
    func narrowNotchPhone(toolsVersion: String) throws {
        // 393 − 2 × 16 = 361 wide; centred: (100 − 30) / 2 = 35.
        let laid = try LaidOut(row(toolsVersion: toolsVersion), file: "Panel.xib")
        #expect(laid.frame("strip") == Rect(x: 16, y: 35, width: 361, height: 30))
    }

    @Test("Xcode 14.1: a 391-pt view has 16 too, a 414-pt one 20",
          arguments: [(391, Rect(x: 16, y: 35, width: 359, height: 30)), (414, Rect(x: 20, y: 35, width: 374, height: 30))])
    func widthDecides(width: Int, expected: Rect) throws {
        // 391 − 2 × 16 = 359 (as covpass-ios's ParagraphView stores its stack); 414 − 2 × 20 = 374.
        let laid = try LaidOut(row(toolsVersion: "21225", width: width), file: "Panel.xib")
        #expect(laid.frame("strip") == expected)
    }

    /// A storyboard controller on the 390 × 844 canvas (`retina6_0`), its root as wide as the canvas; `strip` (30 tall)
    /// spans the root's side margins and is centred.
    func canvasWideRoot(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="form">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="formScene">
                    <objects>
                        <viewController id="form" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                        <rect key="frame" x="16" y="407" width="358" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="stripHeight"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="guide"/>
                                <constraints>
                                    <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="stripLeading"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="strip" secondAttribute="trailing" id="stripTrailing"/>
                                    <constraint firstItem="strip" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="stripCentre"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 13.2 and 13.3: 16 at each side of a canvas-wide 390-pt root", arguments: ["19455", "20037"])
    func xcode13CanvasWideRoot(toolsVersion: String) throws {
        // 390 − 2 × 16 = 358 wide; centred: (844 − 30) / 2 = 407.
        let laid = try LaidOut(canvasWideRoot(toolsVersion: toolsVersion), file: "Main.storyboard")
        #expect(laid.frame("strip") == Rect(x: 16, y: 407, width: 358, height: 30))
    }

    @Test("Xcode 12.4 and 12.5 keep 20 at each side of a canvas-wide 390-pt root", arguments: ["17701", "18122"])
    func earlierCanvasWideRoot(toolsVersion: String) throws {
        // 390 − 2 × 20 = 350 wide.
        let laid = try LaidOut(canvasWideRoot(toolsVersion: toolsVersion), file: "Main.storyboard")
        #expect(laid.frame("strip") == Rect(x: 20, y: 407, width: 350, height: 30))
    }

    @Test("A 430-pt view keeps 20")
    func widePhone() throws {
        // 430 − 2 × 20 = 390 wide.
        let laid = try LaidOut(row(toolsVersion: "23504", width: 430), file: "Panel.xib")
        #expect(laid.frame("strip") == Rect(x: 20, y: 35, width: 390, height: 30))
    }
}
