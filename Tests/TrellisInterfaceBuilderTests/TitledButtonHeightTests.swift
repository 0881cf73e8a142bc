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
        func make(_ id: String, _ x: Double, _ y: Double, _ height: Double) -> String {
            let extra = button(id)
            return """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra.attributes)>
                <rect key="frame" x="\(x)" y="\(y)" width="207" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="40"/>
                <state key="normal" title="\(id)"/>
                \(extra.children)
            </button>
            """
        }
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
                                \(make("one", 0, 302.66666666666669, 111))
                                \(make("oneB", 207, 302.66666666666669, 111))
                                \(make("two", 0, 414.66666666666669, 111))
                                \(make("twoB", 207, 414.66666666666669, 111))
                                \(make("three", 0, 526.33333333333337, 111))
                                \(make("threeB", 207, 526.33333333333337, 111))
                                \(make("four", 0, 638.33333333333337, 111))
                                \(make("fourB", 207, 638.33333333333337, 111))
                                \(make("five", 0, 750, 111))
                                \(make("fiveB", 207, 750, 111))
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="display" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="142" id="Tbh-Ct-002"/>
                                <constraint firstItem="display" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="Tbh-Ct-003"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="display" secondAttribute="trailing" constant="20" id="Tbh-Ct-004"/>
                                <constraint firstItem="one" firstAttribute="top" secondItem="display" secondAttribute="bottom" constant="9" id="Tbh-Ct-005"/>
                                <constraint firstItem="two" firstAttribute="top" secondItem="one" secondAttribute="bottom" constant="1" id="Tbh-Ct-006"/>
                                <constraint firstItem="three" firstAttribute="top" secondItem="two" secondAttribute="bottom" constant="1" id="Tbh-Ct-007"/>
                                <constraint firstItem="four" firstAttribute="top" secondItem="three" secondAttribute="bottom" constant="1" id="Tbh-Ct-008"/>
                                <constraint firstItem="five" firstAttribute="top" secondItem="four" secondAttribute="bottom" constant="1" id="Tbh-Ct-009"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="five" secondAttribute="bottom" constant="1" id="Tbh-Ct-010"/>
                                <constraint firstItem="two" firstAttribute="height" secondItem="one" secondAttribute="height" id="Tbh-Ct-011"/>
                                <constraint firstItem="three" firstAttribute="height" secondItem="one" secondAttribute="height" id="Tbh-Ct-012"/>
                                <constraint firstItem="four" firstAttribute="height" secondItem="one" secondAttribute="height" id="Tbh-Ct-013"/>
                                <constraint firstItem="five" firstAttribute="height" secondItem="one" secondAttribute="height" id="Tbh-Ct-014"/>
                                <constraint firstItem="one" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Tbh-Ct-020"/>
                                <constraint firstItem="oneB" firstAttribute="leading" secondItem="one" secondAttribute="trailing" id="Tbh-Ct-021"/>
                                <constraint firstAttribute="trailing" secondItem="oneB" secondAttribute="trailing" id="Tbh-Ct-022"/>
                                <constraint firstItem="oneB" firstAttribute="width" secondItem="one" secondAttribute="width" id="Tbh-Ct-023"/>
                                <constraint firstItem="oneB" firstAttribute="top" secondItem="one" secondAttribute="top" id="Tbh-Ct-024"/>
                                <constraint firstItem="oneB" firstAttribute="height" secondItem="one" secondAttribute="height" id="Tbh-Ct-025"/>
                                <constraint firstItem="two" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Tbh-Ct-026"/>
                                <constraint firstItem="twoB" firstAttribute="leading" secondItem="two" secondAttribute="trailing" id="Tbh-Ct-027"/>
                                <constraint firstAttribute="trailing" secondItem="twoB" secondAttribute="trailing" id="Tbh-Ct-028"/>
                                <constraint firstItem="twoB" firstAttribute="width" secondItem="two" secondAttribute="width" id="Tbh-Ct-029"/>
                                <constraint firstItem="twoB" firstAttribute="top" secondItem="two" secondAttribute="top" id="Tbh-Ct-030"/>
                                <constraint firstItem="twoB" firstAttribute="height" secondItem="two" secondAttribute="height" id="Tbh-Ct-031"/>
                                <constraint firstItem="three" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Tbh-Ct-032"/>
                                <constraint firstItem="threeB" firstAttribute="leading" secondItem="three" secondAttribute="trailing" id="Tbh-Ct-033"/>
                                <constraint firstAttribute="trailing" secondItem="threeB" secondAttribute="trailing" id="Tbh-Ct-034"/>
                                <constraint firstItem="threeB" firstAttribute="width" secondItem="three" secondAttribute="width" id="Tbh-Ct-035"/>
                                <constraint firstItem="threeB" firstAttribute="top" secondItem="three" secondAttribute="top" id="Tbh-Ct-036"/>
                                <constraint firstItem="threeB" firstAttribute="height" secondItem="three" secondAttribute="height" id="Tbh-Ct-037"/>
                                <constraint firstItem="four" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Tbh-Ct-038"/>
                                <constraint firstItem="fourB" firstAttribute="leading" secondItem="four" secondAttribute="trailing" id="Tbh-Ct-039"/>
                                <constraint firstAttribute="trailing" secondItem="fourB" secondAttribute="trailing" id="Tbh-Ct-040"/>
                                <constraint firstItem="fourB" firstAttribute="width" secondItem="four" secondAttribute="width" id="Tbh-Ct-041"/>
                                <constraint firstItem="fourB" firstAttribute="top" secondItem="four" secondAttribute="top" id="Tbh-Ct-042"/>
                                <constraint firstItem="fourB" firstAttribute="height" secondItem="four" secondAttribute="height" id="Tbh-Ct-043"/>
                                <constraint firstItem="five" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Tbh-Ct-044"/>
                                <constraint firstItem="fiveB" firstAttribute="leading" secondItem="five" secondAttribute="trailing" id="Tbh-Ct-045"/>
                                <constraint firstAttribute="trailing" secondItem="fiveB" secondAttribute="trailing" id="Tbh-Ct-046"/>
                                <constraint firstItem="fiveB" firstAttribute="width" secondItem="five" secondAttribute="width" id="Tbh-Ct-047"/>
                                <constraint firstItem="fiveB" firstAttribute="top" secondItem="five" secondAttribute="top" id="Tbh-Ct-048"/>
                                <constraint firstItem="fiveB" firstAttribute="height" secondItem="five" secondAttribute="height" id="Tbh-Ct-049"/>
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
