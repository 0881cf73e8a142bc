import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 7's canvas, and an Xcode 8 canvas of one pixel per point, store a fillEqually stack's arranged views with
/// whole-point edges (IBWholePointStacks).
@Suite("Interface Builder fillEqually stacks of Xcode 7 (and whole-point Xcode 8) documents on whole points")
struct WholePointStacksTests {
    /// An Xcode 7.2 storyboard (toolsVersion 9531, no device, the 600 × 600 Any/Any canvas) with a fillEqually row
    /// of `count` plain views, spacing 1, pinned to the root's sides, 20 below the top layout guide, 40 tall.
    private func xcode7Row(toolsVersion: String = "9531", extraViews: String = "", extraConstraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="15C50" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Vc7-aa-bbb">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
            </dependencies>
            <scenes>
                <scene sceneID="Sc7-aa-bbb">
                    <objects>
                        <viewController id="Vc7-aa-bbb" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Top-aa-bbb"/>
                                <viewControllerLayoutGuide type="bottom" id="Bot-aa-bbb"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(extraViews)
                                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="1" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                        <rect key="frame" x="0.0" y="40" width="600" height="40"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                <rect key="frame" x="0.0" y="0.0" width="149" height="40"/>
                                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                                <rect key="frame" x="150" y="0.0" width="150" height="40"/>
                                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                                <rect key="frame" x="301" y="0.0" width="149" height="40"/>
                                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d">
                                                <rect key="frame" x="451" y="0.0" width="149" height="40"/>
                                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Rh1-aa-bbb"/>
                                        </constraints>
                                    </stackView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <constraints>
        \(extraConstraints)
                                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Rl1-aa-bbb"/>
                                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="Rt1-aa-bbb"/>
                                    <constraint firstItem="row" firstAttribute="top" secondItem="Top-aa-bbb" secondAttribute="bottom" constant="20" id="Rv1-aa-bbb"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("an Xcode 7 fillEqually row's shares have whole-point edges")
    func xcode7RowOnWholePoints() throws {
        // Four shares of (600 − 3 × 1) / 4 = 149.25: edges 0–149.25, 150.25–299.5, 300.5–449.75, 450.75–600, each
        // rounded to the nearest whole point (a half rounds up): 0–149, 150–300, 301–450, 451–600. The stack itself
        // is 20 below the top layout guide (20): (0, 40, 600, 40). On the 2× pixels the second view would be at 150.5,
        // 149 wide.
        let laid = try LaidOut(xcode7Row())
        #expect(laid.frame("row") == Rect(x: 0, y: 40, width: 600, height: 40))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 149, height: 40))
        #expect(laid.frame("b") == Rect(x: 150, y: 0, width: 150, height: 40))
        #expect(laid.frame("c") == Rect(x: 301, y: 0, width: 149, height: 40))
        #expect(laid.frame("d") == Rect(x: 451, y: 0, width: 149, height: 40))
        #expect(laid.scenes[0].root.children[0].stack.wholePointArrangement)
    }

    /// A label stored at a half point (20.5 tall): a canvas of two pixels per point.
    private let halfPointLabel = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Total" translatesAutoresizingMaskIntoConstraints="NO" id="total">
            <rect key="frame" x="20" y="100" width="38" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """

    @Test("an Xcode 8 document that stores a fractional frame keeps the device's pixels")
    func xcode8RowOnPixels() throws {
        // The same document saved by Xcode 8.2 (toolsVersion 11762) on the same 600-pt root, with a label stored
        // 20.5 tall: the shares are laid out on the 2× pixel grid: 0–149.25 → 0–149.5, 150.25–299.5 → 150.5–299.5,
        // 300.5–449.75 → 300.5–450, 450.75–600 → 451–600.
        let laid = try LaidOut(xcode7Row(toolsVersion: "11762", extraViews: halfPointLabel))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 149.5, height: 40))
        #expect(laid.frame("b") == Rect(x: 150.5, y: 0, width: 149, height: 40))
        #expect(laid.frame("c") == Rect(x: 300.5, y: 0, width: 149.5, height: 40))
        #expect(laid.frame("d") == Rect(x: 451, y: 0, width: 149, height: 40))
        #expect(laid.scenes[0].root.children.first { $0.id == "row" }?.stack.wholePointArrangement == false)
    }

    @Test("an Xcode 8 document whose every stored frame is whole arranges on whole points", arguments: ["11762", "12121"])
    func xcode8WholePointDocument(toolsVersion: String) throws {
        // The document of the first test saved by Xcode 8.2 or 8.3 with every frame whole: shares of 149.25 with
        // whole-point edges, 0–149, 150–300, 301–450, 451–600, as in Xcode 7.
        let laid = try LaidOut(xcode7Row(toolsVersion: toolsVersion))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 149, height: 40))
        #expect(laid.frame("b") == Rect(x: 150, y: 0, width: 150, height: 40))
        #expect(laid.frame("c") == Rect(x: 301, y: 0, width: 149, height: 40))
        #expect(laid.frame("d") == Rect(x: 451, y: 0, width: 149, height: 40))
    }

    @Test("an Xcode 9 document whose every stored frame is whole keeps the device's pixels")
    func xcode9WholePointDocument() throws {
        // The rule is Xcode 8's (and older): Xcode 9.2 (13771) lays the shares out on the 2× pixels as above.
        let laid = try LaidOut(xcode7Row(toolsVersion: "13771"))
        #expect(laid.frame("b") == Rect(x: 150.5, y: 0, width: 149, height: 40))
        #expect(!laid.scenes[0].root.children[0].stack.wholePointArrangement)
    }

    @Test("an Xcode 7 fillEqually column rounds its rows, and the views in them, at their place in the root")
    func xcode7ColumnAndRowContent() throws {
        // An Xcode 7.0 (toolsVersion 8191) 600 × 600 root; `column`, a vertical fillEqually stack with spacing 1, is
        // pinned to the sides and the bottom and 150 below the top layout guide (20): y = 170, 430 tall. Five shares of
        // (430 − 4) / 5 = 85.2: rows at 0, 86.2, 172.4, 258.6, 344.8 in the column, i.e. at 170, 256.2, 342.4, 428.6,
        // 514.8 in the root; whole-point edges there: 170–255, 256–341, 342–428, 429–514, 515–600, so the rows are
        // 85, 85, 86, 85, 85 tall at 0, 86, 172, 259, 345. `fill`, pinned to all four edges of the third row, is
        // 85.2 tall at 342.4 in the root, 342–428 on whole points: (0, 0, 600, 86) in its row (85 on the 2× pixels).
        func row(_ id: String, _ y: Int, _ height: Int, content: String = "") -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="600" height="\(height)"/>
                \(content)
            </view>
            """
        }
        let filled = """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="86"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="fill" firstAttribute="leading" secondItem="r3" secondAttribute="leading" id="F1a-aa-bbb"/>
                <constraint firstAttribute="trailing" secondItem="fill" secondAttribute="trailing" id="F2a-aa-bbb"/>
                <constraint firstItem="fill" firstAttribute="top" secondItem="r3" secondAttribute="top" id="F3a-aa-bbb"/>
                <constraint firstAttribute="bottom" secondItem="fill" secondAttribute="bottom" id="F4a-aa-bbb"/>
            </constraints>
        """
        let column = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="1" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="170" width="600" height="430"/>
                <subviews>
                    \(row("r1", 0, 85))
                    \(row("r2", 86, 85))
                    \(row("r3", 172, 86, content: filled))
                    \(row("r4", 259, 85))
                    \(row("r5", 345, 85))
                </subviews>
            </stackView>
        """
        let constraints = """
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Cl1-aa-bbb"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="Ct1-aa-bbb"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="Top-aa-bbb" secondAttribute="bottom" constant="150" id="Cv1-aa-bbb"/>
            <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="Cb1-aa-bbb"/>
        """
        let xml = xcode7Row(toolsVersion: "8191", extraViews: column, extraConstraints: constraints)
        let laid = try LaidOut(xml)
        #expect(laid.frame("column") == Rect(x: 0, y: 170, width: 600, height: 430))
        #expect(laid.frame("r1") == Rect(x: 0, y: 0, width: 600, height: 85))
        #expect(laid.frame("r2") == Rect(x: 0, y: 86, width: 600, height: 85))
        #expect(laid.frame("r3") == Rect(x: 0, y: 172, width: 600, height: 86))
        #expect(laid.frame("r4") == Rect(x: 0, y: 259, width: 600, height: 85))
        #expect(laid.frame("r5") == Rect(x: 0, y: 345, width: 600, height: 85))
        #expect(laid.frame("fill") == Rect(x: 0, y: 0, width: 600, height: 86))
    }

    /// A one-line 17-pt label 10 below the row, stored `height` tall (Xcode 7 rounds a label's size up to its canvas's
    /// pixels: 20.5 on two pixels per point, 21 on one), and its constraints.
    private func label(height: String) -> (view: String, constraints: String) {
        ("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="0.0" y="90" width="36" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
        """, """
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Tl1-aa-bbb"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="10" id="Tt1-aa-bbb"/>
        """)
    }

    @Test("an Xcode 7 document whose labels are stored at half points keeps the 2× pixels in its fillEqually row")
    func xcode7RetinaCanvasOnPixels() throws {
        // The Xcode 7.2 row with a label stored 20.5 tall: the canvas had two pixels per point, so the four shares of
        // 149.25 are laid out on the 2× pixel grid, as the Xcode 8 document's: 0–149.5, 150.5–299.5, 300.5–450,
        // 451–600 (whole points would put the second view at 150, 150 wide).
        let title = label(height: "20.5")
        let laid = try LaidOut(xcode7Row(extraViews: title.view, extraConstraints: title.constraints))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 149.5, height: 40))
        #expect(laid.frame("b") == Rect(x: 150.5, y: 0, width: 149, height: 40))
        #expect(laid.frame("c") == Rect(x: 300.5, y: 0, width: 149.5, height: 40))
        #expect(laid.frame("d") == Rect(x: 451, y: 0, width: 149, height: 40))
        #expect(!laid.scenes[0].root.children[1].stack.wholePointArrangement)
    }

    @Test("an Xcode 7 document whose labels are stored on whole points keeps whole-point shares")
    func xcode7OneXCanvasOnWholePoints() throws {
        // The same row with the label stored 21 tall (one pixel per point): 0–149, 150–300, 301–450, 451–600.
        let title = label(height: "21")
        let laid = try LaidOut(xcode7Row(extraViews: title.view, extraConstraints: title.constraints))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 149, height: 40))
        #expect(laid.frame("b") == Rect(x: 150, y: 0, width: 150, height: 40))
        #expect(laid.frame("c") == Rect(x: 301, y: 0, width: 149, height: 40))
        #expect(laid.frame("d") == Rect(x: 451, y: 0, width: 149, height: 40))
        #expect(laid.scenes[0].root.children[1].stack.wholePointArrangement)
    }
}
