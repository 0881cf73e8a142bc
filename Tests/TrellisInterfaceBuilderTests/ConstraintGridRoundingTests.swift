import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A grid of buttons built with equal-height constraints, stored on whole points, does not squeeze the label above
/// it (IBGridButtonRounding.ConstraintGrid) and keeps its whole-point edges (IBWholePointCanvas). Expected frames
/// are worked out by hand.
@Suite("Interface Builder: an Xcode 6 button grid built with constraints")
struct ConstraintGridRoundingTests {
    /// An Xcode 6.3 storyboard (toolsVersion `toolsVersion`, no device: the 600 × 600 canvas, 20-pt status bar,
    /// 16-pt margins): `title`, a label of a 32-pt system font stored 39 tall, 8 pt below the top layout guide; below
    /// it three rows of two buttons, `b1`…`b3` and `c1`…`c3`, 8 pt apart, the last row 9 pt above the bottom layout
    /// guide, all of one height (`b1.height == …`) and each row's two of one width (8 pt between them). The rows
    /// share 600 − 20 − 8 − 39 − 8 − 2 × 8 − 9 = 500 pt: 166.667 each, stored on whole points 167, 166 and 167 tall.
    func document(toolsVersion: String = "7706") -> String {
        func button(_ id: String, x: Int, y: Int, height: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="280" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="24"/>
                <state key="normal" title="\(id)"/>
            </button>
            """
        }
        let rows = [(1, 75, 167), (2, 250, 166), (3, 424, 167)]
        let buttons = rows.map { button("b\($0.0)", x: 16, y: $0.1, height: $0.2) + button("c\($0.0)", x: 304, y: $0.1, height: $0.2) }.joined()
        var constraints = rows.map { row, _, _ in
            """
            <constraint firstItem="b\(row)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="bl\(row)"/>
            <constraint firstItem="c\(row)" firstAttribute="leading" secondItem="b\(row)" secondAttribute="trailing" constant="8" id="cl\(row)"/>
            <constraint firstAttribute="trailingMargin" secondItem="c\(row)" secondAttribute="trailing" id="ct\(row)"/>
            <constraint firstItem="b\(row)" firstAttribute="width" secondItem="c\(row)" secondAttribute="width" id="w\(row)"/>
            <constraint firstItem="c\(row)" firstAttribute="top" secondItem="b\(row)" secondAttribute="top" id="a\(row)"/>
            <constraint firstItem="b1" firstAttribute="height" secondItem="c\(row)" secondAttribute="height" id="hc\(row)"/>
            """
        }.joined()
        constraints += """
            <constraint firstItem="title" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="8" id="t1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="t2"/>
            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t3"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="v1"/>
            <constraint firstItem="b2" firstAttribute="top" secondItem="b1" secondAttribute="bottom" constant="8" id="v2"/>
            <constraint firstItem="b3" firstAttribute="top" secondItem="b2" secondAttribute="bottom" constant="8" id="v3"/>
            <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="b3" secondAttribute="bottom" constant="9" id="v4"/>
            <constraint firstItem="b1" firstAttribute="height" secondItem="b2" secondAttribute="height" id="h2"/>
            <constraint firstItem="b1" firstAttribute="height" secondItem="b3" secondAttribute="height" id="h3"/>
            """
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s-vc"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-guide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="28" width="568" height="39"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="32"/>
                                </label>
                                \(buttons)
                            </subviews>
                            <constraints>\(constraints)</constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 6: the label keeps its 39 pt; the rows' edges at 75–242, 250–416 and 424–591, on whole points")
    func gridLeavesTheLabel() throws {
        let laid = try LaidOut(document())
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 16, y: 28, width: 568, height: 39))
        #expect(laid.frame(inAnyScene: "b1") == Rect(x: 16, y: 75, width: 280, height: 167))
        #expect(laid.frame(inAnyScene: "b2") == Rect(x: 16, y: 250, width: 280, height: 166))
        #expect(laid.frame(inAnyScene: "c3") == Rect(x: 304, y: 424, width: 280, height: 167))
    }
}
