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
        return gridStoryboard(toolsVersion: toolsVersion, device: "", root: (600, 600),
                              title: (x: 16, y: 28, width: 568, height: 39, points: 32),
                              buttons: buttons, constraints: constraints)
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

/// The same rounding in Xcode 8 (IBGridButtonRounding.ConstraintGrid, from its second project, an Xcode 8.2
/// calculator): a grid built with equal-height constraints on the 2× 375 × 667 canvas, whose rows Xcode stores on
/// half points, leaves the label above it at its own height.
@Suite("Interface Builder: an Xcode 8 button grid built with constraints")
struct Xcode8ConstraintGridTests {
    /// An Xcode 8.2 storyboard on `retina4_7`: `title`, a label stored (16, 20, 343, 120), pinned to the top layout
    /// guide and the side margins; below it three rows of two buttons (`b1`…`b3` left, `c1`…`c3` right) 1 pt apart
    /// and 1 pt inside the root's sides, the first 1 pt below the label, the last 1 pt above the bottom layout guide,
    /// all of one height. The rows share 667 − 20 − 120 − 4 = 523 pt, 174.333 each, which UIKit's rounding of each
    /// edge to the nearest half point stores 174.5, 174 and 174.5 tall at y = 141, 316.5 and 491.5; the columns
    /// (375 − 3) / 2 = 186 wide at x = 1 and 188.
    func document(toolsVersion: String) -> String {
        let rows = [(1, 141.0, 174.5), (2, 316.5, 174.0), (3, 491.5, 174.5)]
        let buttons = rows.map { row, y, height in
            ["b", "c"].map { column in
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(column)\(row)">
                    <rect key="frame" x="\(column == "b" ? 1 : 188)" y="\(y)" width="186" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="30"/>
                    <state key="normal" title="\(column)\(row)"/>
                </button>
                """
            }.joined()
        }.joined()
        var constraints = rows.map { row, _, _ in
            """
            <constraint firstItem="b\(row)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1" id="bl\(row)"/>
            <constraint firstItem="c\(row)" firstAttribute="leading" secondItem="b\(row)" secondAttribute="trailing" constant="1" id="cl\(row)"/>
            <constraint firstAttribute="trailing" secondItem="c\(row)" secondAttribute="trailing" constant="1" id="ct\(row)"/>
            <constraint firstItem="b\(row)" firstAttribute="width" secondItem="c\(row)" secondAttribute="width" id="w\(row)"/>
            <constraint firstItem="c\(row)" firstAttribute="top" secondItem="b\(row)" secondAttribute="top" id="a\(row)"/>
            <constraint firstItem="b1" firstAttribute="height" secondItem="c\(row)" secondAttribute="height" id="hc\(row)"/>
            """
        }.joined()
        constraints += """
            <constraint firstItem="title" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="t1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="t2"/>
            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t3"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="1" id="v1"/>
            <constraint firstItem="b2" firstAttribute="top" secondItem="b1" secondAttribute="bottom" constant="1" id="v2"/>
            <constraint firstItem="b3" firstAttribute="top" secondItem="b2" secondAttribute="bottom" constant="1" id="v3"/>
            <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="b3" secondAttribute="bottom" constant="1" id="v4"/>
            <constraint firstItem="b1" firstAttribute="height" secondItem="b2" secondAttribute="height" id="h2"/>
            <constraint firstItem="b1" firstAttribute="height" secondItem="b3" secondAttribute="height" id="h3"/>
            """
        return gridStoryboard(toolsVersion: toolsVersion,
                              device: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
                              root: (375, 667), title: (x: 16, y: 20, width: 343, height: 120, points: 100),
                              buttons: buttons, constraints: constraints)
    }

    @Test("Xcode 8.2: the label keeps its 120 pt; rows at 141, 316.5 and 491.5, 174.5, 174 and 174.5 tall")
    func xcode8() throws {
        let laid = try LaidOut(document(toolsVersion: "11542"))
        #expect(laid.frame(inAnyScene: "title") == Rect(x: 16, y: 20, width: 343, height: 120))
        #expect(laid.frame(inAnyScene: "b1") == Rect(x: 1, y: 141, width: 186, height: 174.5))
        #expect(laid.frame(inAnyScene: "c2") == Rect(x: 188, y: 316.5, width: 186, height: 174))
        #expect(laid.frame(inAnyScene: "b3") == Rect(x: 1, y: 491.5, width: 186, height: 174.5))
    }
}

/// A storyboard of one controller with layout guides (toolsVersion `toolsVersion`, `device` its `<device>` element or
/// none): a root of `root` size holding `title`, a right-aligned label "0" of a system font of `points` at its frame,
/// and `buttons`, under `constraints`.
private func gridStoryboard(toolsVersion: String, device: String, root: (Int, Int),
                            title: (x: Int, y: Int, width: Int, height: Int, points: Int),
                            buttons: String, constraints: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
        \(device)
        <scenes>
            <scene sceneID="s-vc"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top-guide"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(root.0)" height="\(root.1)"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="\(title.x)" y="\(title.y)" width="\(title.width)" height="\(title.height)"/>
                                <fontDescription key="fontDescription" type="system" pointSize="\(title.points)"/>
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
