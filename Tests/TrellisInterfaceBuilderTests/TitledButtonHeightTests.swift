import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A titled system button stretched by its constraints keeps its title's natural height as its intrinsic height
/// (IBTitledButtonHeight), so its compression resistance does not fight a label's.
@Suite("Interface Builder: a stretched titled button's intrinsic height is its title's")
struct TitledButtonHeightTests {
    /// An Xcode 13 storyboard on the 414 × 896 canvas at 3× (safe area 44 to 862), after the calculator it was measured
    /// on: a 90-pt label 142 pt below the safe area's top, then five rows of two equal-height 40-pt buttons, 9 pt below
    /// it with 1-pt gaps, the last 1 pt above the safe area's bottom. The label is 1.193 × 90 = 107.37 → 107.667 tall (up to a third
    /// of a point), so the buttons share 862 − 1 − 186 − 107.667 − 9 − 4 = 554.333: 110.867 each, which Xcode stores as
    /// 111 (332.6 pixels up to 333) at origins on thirds of a point (302.667, 414.533 → 414.667, 526.4 → 526.333,
    /// 638.267 → 638.333, 750.133 → 750). Two columns make the ten buttons' compression resistance (0.133 pt over each)
    /// outweigh the label's (0.667 pt) if the stored 111 were their intrinsic height. `button` gives each button's extra
    /// attributes and children.
    func document(_ button: (String) -> (attributes: String, children: String) = { _ in ("", "") }) -> String {
        let rows: [(id: String, y: Double)] = [("one", 908.0 / 3), ("two", 1244.0 / 3), ("three", 1579.0 / 3),
                                               ("four", 1915.0 / 3), ("five", 750)]
        func make(_ id: String, _ x: Double, _ y: Double) -> String {
            let extra = button(id)
            return """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra.attributes)>
                <rect key="frame" x="\(x)" y="\(y)" width="207" height="111"/>
                <fontDescription key="fontDescription" type="system" pointSize="40"/>
                <state key="normal" title="\(id)"/>
                \(extra.children)
            </button>
            """
        }
        func constraint(_ attributes: String, _ number: Int) -> String {
            "<constraint \(attributes) id=\"Tbh-Ct-\(number)\"/>"
        }
        let buttons = rows.map { make($0.id, 0, $0.y) + make($0.id + "B", 207, $0.y) }.joined(separator: "\n")
        // Each row: its left button 1 pt below the row above (9 pt below the label for the first), as tall as the first
        // row's, at the root's leading edge; its right button beside it to the trailing edge, as wide and as tall.
        var pins: [String] = []
        for (index, row) in rows.enumerated() {
            let above = index == 0 ? #"secondItem="display" secondAttribute="bottom" constant="9""#
                : #"secondItem="\#(rows[index - 1].id)" secondAttribute="bottom" constant="1""#
            let right = row.id + "B"
            pins += [#"firstItem="\#(row.id)" firstAttribute="top" \#(above)"#,
                     #"firstItem="\#(row.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading""#,
                     #"firstItem="\#(right)" firstAttribute="leading" secondItem="\#(row.id)" secondAttribute="trailing""#,
                     #"firstAttribute="trailing" secondItem="\#(right)" secondAttribute="trailing""#,
                     #"firstItem="\#(right)" firstAttribute="width" secondItem="\#(row.id)" secondAttribute="width""#,
                     #"firstItem="\#(right)" firstAttribute="top" secondItem="\#(row.id)" secondAttribute="top""#,
                     #"firstItem="\#(right)" firstAttribute="height" secondItem="\#(row.id)" secondAttribute="height""#]
            if index > 0 { pins.append(#"firstItem="\#(row.id)" firstAttribute="height" secondItem="one" secondAttribute="height""#) }
        }
        pins += [#"firstItem="display" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="142""#,
                 #"firstItem="display" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20""#,
                 #"firstItem="safe" firstAttribute="trailing" secondItem="display" secondAttribute="trailing" constant="20""#,
                 #"firstItem="safe" firstAttribute="bottom" secondItem="five" secondAttribute="bottom" constant="1""#]
        let constraints = pins.enumerated().map { constraint($0.element, $0.offset) }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina6_5" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Tbh-Sc-001"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="display">
                                    <rect key="frame" x="20" y="186" width="374" height="107.66666666666669"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="90"/>
                                </label>
                                \(buttons)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("The stretched buttons give way: the label keeps 107.667 and the rows sit where Xcode stored them")
    func labelKeepsItsLine() throws {
        let laid = try LaidOut(document())
        let display = try #require(laid.frame("display"))
        #expect(abs(display.height - 323.0 / 3) < 1e-6)
        let one = try #require(laid.frame("one")), five = try #require(laid.frame("five"))
        #expect(abs(one.minY - 908.0 / 3) < 1e-6)
        #expect(abs(five.maxY - 861) < 1e-6)
        #expect(laid.diagnostics().filter { $0.message.contains("misplaced") }.isEmpty)
    }

    @Test("The natural height: one 40-pt line, 143.16 px rounded up to 144 (48 pt) at 3×, plus 12")
    func naturalHeights() throws {
        let heights = try IBTitledButtonHeight.heights(in: XMLDocumentReader.parse(Array(document().utf8), url: "T.storyboard"), scale: 3)
        // 1.193 × 40 = 47.72 → 144 / 3 = 48 at 3×; + 12 = 60, below every stored height.
        #expect(heights.count == 10 && heights.values.allSatisfy { $0 == 60 })
    }

    @Test("Buttons marked misplaced, with an image or with insets keep their stored height")
    func leftAlone() throws {
        let xml = document { id in
            switch id {
            case "one": return (#"misplaced="YES""#, "")
            case "two", "three": return ("", #"<state key="highlighted" image="star"/>"#)
            default: return ("", #"<inset key="contentEdgeInsets" minX="0.0" minY="20" maxX="0.0" maxY="20"/>"#)
            }
        }
        let heights = try IBTitledButtonHeight.heights(in: XMLDocumentReader.parse(Array(xml.utf8), url: "T.storyboard"), scale: 3)
        #expect(heights.isEmpty)
    }
}
