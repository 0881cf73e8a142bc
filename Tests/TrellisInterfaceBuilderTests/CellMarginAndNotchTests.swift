import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Table cell content margins (set by UITableViewCell from the cell's width), a constraint's own size-class variation,
/// and the top inset of 390- and 428-pt notched phones in Xcode 12 and 13 documents.
@Suite("Interface Builder cell margins, constraint variations and notch insets")
struct CellMarginAndNotchTests {
    /// A xib holding one table cell `cellWidth` wide whose content view is `contentWidth` wide (narrower when an
    /// accessory takes the rest), with `lead` pinned to its leading margin and `tail` (36 wide) to its trailing margin.
    func cellXib(device: String, cellWidth: Double, contentWidth: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lead">
                                <rect key="frame" x="0.0" y="4" width="36" height="36"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tail">
                                <rect key="frame" x="0.0" y="4" width="36" height="36"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lead" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="tail" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="lead" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="4" id="c3"/>
                            <constraint firstItem="tail" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="4" id="c4"/>
                            <constraint firstItem="lead" firstAttribute="width" constant="36" id="c5"/>
                            <constraint firstItem="lead" firstAttribute="height" constant="36" id="c6"/>
                            <constraint firstItem="tail" firstAttribute="width" constant="36" id="c7"/>
                            <constraint firstItem="tail" firstAttribute="height" constant="36" id="c8"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("a 320-pt cell on a 414-pt canvas has 16-pt side margins: the cell's width decides, not the canvas's")
    func narrowCellOnWideCanvas() throws {
        // 320 ≤ 375: 16 at each side; tail ends at 320 − 16 = 304, so it starts at 268.
        let laid = try LaidOut(cellXib(device: "retina6_1", cellWidth: 320, contentWidth: 320), file: "Cell.xib")
        #expect(laid.frame("lead") == Rect(x: 16, y: 4, width: 36, height: 36))
        #expect(laid.frame("tail") == Rect(x: 268, y: 4, width: 36, height: 36))
    }

    @Test("a 390-pt cell has 20-pt side margins")
    func wideCell() throws {
        // 390 > 375: 20 at each side; tail ends at 370 and starts at 334.
        let laid = try LaidOut(cellXib(device: "retina6_0", cellWidth: 390, contentWidth: 390), file: "Cell.xib")
        #expect(laid.frame("lead") == Rect(x: 20, y: 4, width: 36, height: 36))
        #expect(laid.frame("tail") == Rect(x: 334, y: 4, width: 36, height: 36))
    }

    @Test("an accessory narrows the content view to 350 pt: its trailing margin is its own 8 pt")
    func accessory() throws {
        // The cell's 20-pt margin lies inside the 40 pt the accessory takes, so the content view keeps its own 8 at
        // the trailing edge: tail ends at 350 − 8 = 342 and starts at 306; the leading margin stays 20.
        let laid = try LaidOut(cellXib(device: "retina6_0", cellWidth: 390, contentWidth: 350), file: "Cell.xib")
        #expect(laid.frame("lead") == Rect(x: 20, y: 4, width: 36, height: 36))
        #expect(laid.frame("tail") == Rect(x: 306, y: 4, width: 36, height: 36))
    }

    /// A landscape iPhone 8 storyboard (667 × 375, compact width and height) whose `card` is pinned 32 pt inside the
    /// safe area's leading edge, 150 in the constraint's `heightClass=compact-widthClass=compact` variation.
    func variationStoryboard(orientation: String) -> String {
        let card = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="150" y="20" width="100" height="100"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="32" id="v1">
                <variation key="heightClass=compact-widthClass=compact" constant="150"/>
            </constraint>
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="v2"/>
            <constraint firstItem="card" firstAttribute="width" constant="100" id="v3"/>
            <constraint firstItem="card" firstAttribute="height" constant="100" id="v4"/>
            """
        let size: (Double, Double) = orientation == "landscape" ? (667, 375) : (375, 667)
        return storyboard(card, constraints: constraints, toolsVersion: 18122, size: size)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"\(orientation)\"")
    }

    @Test("a constraint's own size-class variation changes its constant where the canvas matches it")
    func constraintVariation() throws {
        // Landscape 667 × 375 on a 375-pt phone: compact both ways, the variation matches: card at x = 150 (the
        // landscape safe area has no leading inset on a phone with a home button). In portrait (regular height) it
        // does not: x = 32.
        let landscape = try LaidOut(variationStoryboard(orientation: "landscape"))
        #expect(landscape.frame("card") == Rect(x: 150, y: 20, width: 100, height: 100))
        let portrait = try LaidOut(variationStoryboard(orientation: "portrait"))
        #expect(portrait.frame("card") == Rect(x: 32, y: 20, width: 100, height: 100))
    }

    @Test("428 × 926 and 390 × 844 canvases have a 44-pt top inset before toolsVersion 21000 and 47 from it")
    func notchBeforeXcode14() throws {
        // A label pinned to the safe area's top: y = 44 in an Xcode 12 document, 47 in an Xcode 14 one.
        let label = "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"top\"><rect key=\"frame\" x=\"0.0\" y=\"44\" width=\"100\" height=\"20\"/></view>"
        let pins = """
            <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="n1"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="n2"/>
            <constraint firstItem="top" firstAttribute="width" constant="100" id="n3"/>
            <constraint firstItem="top" firstAttribute="height" constant="20" id="n4"/>
            """
        for (device, size) in [("retina6_7", (428.0, 926.0)), ("retina6_0", (390.0, 844.0))] {
            let old = try LaidOut(storyboard(label, constraints: pins, device: device, toolsVersion: 17506, size: size))
            #expect(old.frame("top")?.minY == 44)
            let new = try LaidOut(storyboard(label, constraints: pins, device: device, toolsVersion: 21501, size: size))
            #expect(new.frame("top")?.minY == 47)
        }
    }
}
