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

    @Test("From Xcode 6 on")
    func gate() {
        #expect(!IBConflictHold.holds(toolsVersion: 5056))
        #expect(IBConflictHold.holds(toolsVersion: 6000))
        #expect(IBConflictHold.holds(toolsVersion: 10117))
        #expect(IBConflictHold.holds(toolsVersion: 24765))
    }
}
