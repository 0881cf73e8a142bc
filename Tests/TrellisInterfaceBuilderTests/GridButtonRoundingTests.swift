import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A grid of buttons stored with pixel-rounded shares does not squeeze its neighbours (IBGridButtonRounding).
/// Expected frames are worked out by hand.
@Suite("Interface Builder: a button grid's rounded shares")
struct GridButtonRoundingTests {
    /// An Xcode 11.3 storyboard (toolsVersion `toolsVersion`, `retina4_7`, 375 × 667; Xcode 11 draws no status bar on a phone without a sensor housing): `title`, a
    /// label stored 20.5 tall, 8 pt below the safe area's top; `grid`, a vertical fillEqually stack 11.5 pt below it,
    /// pinned to the safe area's bottom and the root's sides, of four horizontal rows of three buttons each. The grid is
    /// 667 − 8 − 20.5 − 11.5 = 627 tall: four shares of 156.75, stored (as Xcode rounds them to the pixel grid)
    /// 157, 156.5, 157 and 156.5.
    static func document(toolsVersion: Int) -> String {
        let heights = [157, 156.5, 157, 156.5]
        var y = 0.0
        var rows = ""
        for (index, height) in heights.enumerated() {
            rows += """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="row\(index)">
                    <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b\(index)a">
                            <rect key="frame" x="0.0" y="0.0" width="125" height="\(height)"/>
                            <state key="normal" title="\(index)"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b\(index)b">
                            <rect key="frame" x="125" y="0.0" width="125" height="\(height)"/>
                            <state key="normal" title="+"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b\(index)c">
                            <rect key="frame" x="250" y="0.0" width="125" height="\(height)"/>
                            <state key="normal" title="="/>
                        </button>
                    </subviews>
                </stackView>
            """
            y += height
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="main">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-main"><objects>
                    <viewController id="main" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Calculator" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="8" width="343" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                    <rect key="frame" x="0.0" y="40" width="375" height="627"/>
                                    <subviews>\(rows)</subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c3"/>
                                <constraint firstItem="grid" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="11.5" id="c4"/>
                                <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                                <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="c6"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="c7"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 8 to 11: the grid's rounded shares leave the label its 20.5 pt")
    func labelKeepsHeight() throws {
        // The buttons' intrinsic height is the grid's smallest stored share, 156.5: four rows need 626 ≤ 627, so the
        // label keeps its stored 20.5 at y = 8 and the grid fills 627 from y = 8 + 20.5 + 11.5 = 40. With the largest
        // share, 157, four rows would need 628: squeezing the label by 1 pt costs less than squeezing six buttons by
        // 0.25 pt each, and the label would be 19.5 tall.
        let laidOut = try LaidOut(Self.document(toolsVersion: 15705))
        #expect(laidOut.frame(inAnyScene: "title") == Rect(x: 16, y: 8, width: 343, height: 20.5))
        #expect(laidOut.frame(inAnyScene: "grid") == Rect(x: 0, y: 40, width: 375, height: 627))
    }

    @Test("the grid's buttons take its smallest stored height, only in the measured Xcode versions")
    func heights() throws {
        let document = try XMLDocumentReader.parse(Array(Self.document(toolsVersion: 15705).utf8), url: "Grid.storyboard")
        let heights = IBGridButtonRounding.heights(in: document, toolsVersion: 15705)
        #expect(heights.count == 12)
        #expect(Set(heights.values) == [156.5])
        #expect(IBGridButtonRounding.heights(in: document, toolsVersion: 17701).isEmpty)
    }
}
