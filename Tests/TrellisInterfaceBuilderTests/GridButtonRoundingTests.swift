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

    /// An Xcode 7.2 storyboard (toolsVersion 10117, no device: the 600 × 600 Any/Any canvas, whole points) in the
    /// shape of a calculator: a vertical stack pinned to the layout guides and the root's side margins (20, 20, 560,
    /// 580) holds `display`, a label stored 42 tall, and 10 pt below it `keys`, a vertical fillEqually stack of five
    /// rows of two buttons, spacing 10. The keys take 580 − 42 − 10 = 528: five shares of (528 − 40) / 5 = 97.6,
    /// stored 98, 97, 98, 97, 98 as Xcode rounds the rows' edges to whole points.
    static let xcode7Calculator: String = {
        let heights = [98.0, 97, 98, 97, 98]
        var y = 0.0
        var rows = ""
        for (index, height) in heights.enumerated() {
            rows += """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="k\(index)">
                    <rect key="frame" x="0.0" y="\(y)" width="560" height="\(height)"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="k\(index)a">
                            <rect key="frame" x="0.0" y="0.0" width="275" height="\(height)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="30"/>
                            <state key="normal" title="\(index)"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="k\(index)b">
                            <rect key="frame" x="285" y="0.0" width="275" height="\(height)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="30"/>
                            <state key="normal" title="×"/>
                        </button>
                    </subviews>
                </stackView>
            """
            y += height + 10
        }
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15C50" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="calc">
            <scenes>
                <scene sceneID="s-calc"><objects>
                    <viewController id="calc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                    <rect key="frame" x="20" y="20" width="560" height="580"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="display">
                                            <rect key="frame" x="0.0" y="0.0" width="560" height="42"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="35"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="keys">
                                            <rect key="frame" x="0.0" y="52" width="560" height="528"/>
                                            <subviews>\(rows)</subviews>
                                        </stackView>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="column" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="g1"/>
                                <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="column" secondAttribute="bottom" id="g2"/>
                                <constraint firstAttribute="leadingMargin" secondItem="column" secondAttribute="leading" id="g3"/>
                                <constraint firstAttribute="trailingMargin" secondItem="column" secondAttribute="trailing" id="g4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }()

    @Test("Xcode 7: a stack grid's rounded rows leave the display its stored 42 pt")
    func xcode7GridKeepsDisplay() throws {
        // The keys' buttons take the smallest stored row, 97: five rows need 485 + 40 = 525 ≤ 528, so the display keeps
        // its stored 42 at the column's top and the keys fill 528 from y = 42 + 10 = 52. With each row's own stored
        // height the five rows would need 98 + 97 + 98 + 97 + 98 + 40 = 530: the display, hugging less than the
        // buttons resist, would be squeezed to 40 and the keys would start at 50.
        let laidOut = try LaidOut(Self.xcode7Calculator)
        #expect(laidOut.frame(inAnyScene: "column") == Rect(x: 20, y: 20, width: 560, height: 580))
        #expect(laidOut.frame(inAnyScene: "display") == Rect(x: 0, y: 0, width: 560, height: 42))
        #expect(laidOut.frame(inAnyScene: "keys") == Rect(x: 0, y: 52, width: 560, height: 528))
        let document = try XMLDocumentReader.parse(Array(Self.xcode7Calculator.utf8), url: "Calculator.storyboard")
        #expect(Set(IBGridButtonRounding.heights(in: document, toolsVersion: 10117).values) == [97])
    }
}
