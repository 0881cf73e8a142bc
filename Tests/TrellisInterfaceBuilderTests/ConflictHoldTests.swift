import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Required constraints that cannot all be satisfied: Interface Builder (Xcode 6 on, toolsVersion 6000) keeps the
/// stored frames of the views the conflict constrains, on the conflict's axis, and lays the rest out around them
/// (IBConflictHold).
@Suite("Interface Builder: the views of an unsatisfiable conflict keep their stored frames")
struct ConflictHoldTests {
    /// On a 375 × 667 canvas: `box`, 20 from the leading edge, 100 wide, 100 below the top and 467 above the bottom
    /// (so 100 tall) with a height of 60 as well: no layout satisfies all three. Its stored frame, 80 tall, is one no
    /// single broken member gives (60 at y = 100 or 140, or 100). `badge`, 40 × 20, 10 after box and centred on it,
    /// takes no part in the conflict; its stored frame follows box's stored one.
    /// `boxX` moves box's stored frame off its leading pin (which takes no part in the conflict).
    func document(toolsVersion: Int, boxX: Int = 20) -> String {
        let views = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="\(boxX)" y="100" width="100" height="80"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="bx-w"/>
                <constraint firstAttribute="height" constant="60" id="bx-h"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
            <rect key="frame" x="130" y="130" width="40" height="20"/>
            <constraints>
                <constraint firstAttribute="width" constant="40" id="bd-w"/>
                <constraint firstAttribute="height" constant="20" id="bd-h"/>
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bx-l"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="bx-t"/>
        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="467" id="bx-b"/>
        <constraint firstItem="badge" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="10" id="bd-l"/>
        <constraint firstItem="badge" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="bd-c"/>
        """
        return storyboard(views, constraints: constraints, toolsVersion: toolsVersion)
    }

    // Worked by hand: box stays at its stored (20, 100, 100, 80), its centre at 100 + 40 = 140; badge 10 after its
    // trailing edge at 120 + 10 = 130 and centred on it, 140 − 10 = 130: (130, 130, 40, 20), the stored frames.
    // Without the rule one member broke: box's own height from Xcode 12 on (IBOwnHeightYields), box (20, 100, 100, 100)
    // and badge at y = 150 − 10 = 140; its bottom pin before (IBBottomPinYields), box 60 tall and badge at 120.
    @Test("Xcode 6.3, 7.3, 8.3, 10.2, 12.4, 14.3, 15.3: box keeps its stored 80-pt frame and badge follows it",
          arguments: [7706, 10117, 11761, 14490, 17701, 22505, 22685])
    func storedFramesHold(toolsVersion: Int) throws {
        let laid = try LaidOut(document(toolsVersion: toolsVersion))
        #expect(laid.frame("box") == Rect(x: 20, y: 100, width: 100, height: 80))
        #expect(laid.frame("badge") == Rect(x: 130, y: 130, width: 40, height: 20))
        // The conflict is still reported.
        #expect(laid.diagnostics().contains { $0.code == .unsatisfiable })
    }

    // Worked by hand: box stored at x = 30 against its leading pin of 20; the conflict is vertical, so only box's y and
    // height are held: the pin places it at x = 20, (20, 100, 100, 80), and badge 10 after it at 130, y = 130.
    @Test("Only the conflict's axis is held: the other follows the constraints")
    func otherAxisLaidOut() throws {
        let laid = try LaidOut(document(toolsVersion: 14490, boxX: 30))
        #expect(laid.frame("box") == Rect(x: 20, y: 100, width: 100, height: 80))
        #expect(laid.frame("badge") == Rect(x: 130, y: 130, width: 40, height: 20))
    }

    // Xcode 5 is not measured: UIKit's choice stands, the bottom pin broken (marked to yield, IBBottomPinYields), box
    // 60 tall at y = 100 (centre 130) and badge centred on it at 130 − 10 = 120.
    @Test("Xcode 5 keeps UIKit's broken member")
    func earlierBreaks() throws {
        let laid = try LaidOut(document(toolsVersion: 5056))
        #expect(laid.frame("box") == Rect(x: 20, y: 100, width: 100, height: 60))
        #expect(laid.frame("badge") == Rect(x: 130, y: 120, width: 40, height: 20))
    }

    /// A 60-pt bottom-aligned horizontal stack across the bottom of a 375 × 667 root, holding two vertical stacks 8
    /// below its top and half its width (187.5), each a square image (width = height) above a 20-pt label, 4 apart.
    /// The square image is 187.5 tall, so each column needs 187.5 + 4 + 20 = 211.5 where 60 − 8 = 52 is left: each
    /// column contradicts the bar's height. Xcode stores both columns alike, 52 tall with the image 28.
    func twoColumns() -> String {
        func column(_ id: String, x: String) -> String {
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="8" width="187.5" height="52"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-image">
                        <rect key="frame" x="0.0" y="0.0" width="187.5" height="28"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="\(id)-image" secondAttribute="height" id="\(id)-sq"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Topics" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-title">
                        <rect key="frame" x="0.0" y="32" width="187.5" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                </subviews>
            </stackView>
            """
        }
        let views = """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="607" width="375" height="60"/>
            <subviews>
        \(column("left", x: "0.0"))
        \(column("right", x: "187.5"))
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="60" id="bar-h"/>
                <constraint firstItem="right" firstAttribute="top" secondItem="bar" secondAttribute="top" constant="8" id="r-t"/>
                <constraint firstItem="left" firstAttribute="top" secondItem="bar" secondAttribute="top" constant="8" id="l-t"/>
                <constraint firstItem="right" firstAttribute="width" secondItem="bar" secondAttribute="width" multiplier="0.5" id="r-w"/>
                <constraint firstItem="left" firstAttribute="width" secondItem="bar" secondAttribute="width" multiplier="0.5" id="l-w"/>
            </constraints>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bar-l"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="bar-r"/>
        <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="bar-b"/>
        """
        return storyboard(views, constraints: constraints, toolsVersion: 19162)
    }

    // Worked by hand: the first conflict met breaks the bar's height, and with it gone the second column fits (bar
    // 8 + 211.5 tall); Xcode lays out neither column. Both keep their stored frames: (0, 8, 187.5, 52) and
    // (187.5, 8, 187.5, 52), each image (0, 0, 187.5, 28) and title (0, 32, 187.5, 20); the bar its 60 at y = 607.
    // Holding only the first conflict's views left the right column 211.5 tall with its image 187.5 square.
    @Test("Xcode 13: a conflict masked by the member the first one broke is held too (two side-by-side columns)")
    func maskedConflictHeld() throws {
        let laid = try LaidOut(twoColumns())
        #expect(laid.frame("bar") == Rect(x: 0, y: 607, width: 375, height: 60))
        for (column, x) in [("left", 0.0), ("right", 187.5)] {
            #expect(laid.frame(column) == Rect(x: x, y: 8, width: 187.5, height: 52))
            #expect(laid.frame("\(column)-image") == Rect(x: 0, y: 0, width: 187.5, height: 28))
            #expect(laid.frame("\(column)-title") == Rect(x: 0, y: 32, width: 187.5, height: 20))
        }
    }

    /// A vertical stack pinned 20 pt from the safe area's leading edge and 55 from its trailing one on the 375-pt canvas
    /// (300 wide), stored 300 wide, arranging four 40-pt rows (spacing 10): `rowA` wants a width of 300 and at least
    /// 320, the three others exactly 320. Every row is stored 300 wide.
    func contradictedRows() -> String {
        func row(_ id: String, y: Int, widths: String) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="300" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="\(id)-h"/>
                    \(widths)
                </constraints>
            </view>
            """
        }
        let exactly320 = #"<constraint firstAttribute="width" constant="320" id="ID-w"/>"#
        let rows = row("rowA", y: 0, widths: #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="320" id="rowA-w2"/><constraint firstAttribute="width" constant="300" id="rowA-w"/>"#)
            + ["rowB", "rowC", "rowD"].enumerated().map { row($1, y: 50 * ($0 + 1), widths: exactly320.replacingOccurrences(of: "ID", with: $1)) }.joined()
        let column = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="80" width="300" height="190"/>
            <subviews>\(rows)</subviews>
        </stackView>
        """
        let pins = """
        <constraint firstItem="column" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="80" id="c-t"/>
        <constraint firstItem="column" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="55" id="c-r"/>
        """
        return storyboard(column, constraints: pins, toolsVersion: 20037)
    }

    // Worked by hand: the stack keeps its stored (20, 80, 300, 190) and every row its stored 300 × 40, 50 pt apart.
    // The first conflicts (rowA's own widths; rowA's 320 against the stack's pins, whose trailing pin breaks) hold the
    // stack and rowA, and re-adding the broken pin finds rowB; rowC's and rowD's 320, still required, then pulled the
    // held stack, and with it rowC and rowD, to 320. Their widths contradict the held frame as well, so the canvas
    // holds them too (luisOro's Xcode 13.3 calculator, IBConflictHold).
    @Test("Xcode 13: the rows whose widths contradict a held stack's stored width are held too")
    func rowsContradictingHeldStack() throws {
        let laid = try LaidOut(contradictedRows())
        #expect(laid.frame("column") == Rect(x: 20, y: 80, width: 300, height: 190))
        for (index, row) in ["rowA", "rowB", "rowC", "rowD"].enumerated() {
            #expect(laid.frame(row) == Rect(x: 0, y: Double(50 * index), width: 300, height: 40))
        }
    }

    @Test("From Xcode 6 on")
    func gate() {
        #expect(!IBConflictHold.holds(toolsVersion: 5056))
        #expect(IBConflictHold.holds(toolsVersion: 6000))
        #expect(IBConflictHold.holds(toolsVersion: 10117))
        #expect(IBConflictHold.holds(toolsVersion: 24765))
    }
}
