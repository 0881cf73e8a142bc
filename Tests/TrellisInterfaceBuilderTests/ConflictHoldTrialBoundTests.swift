import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder
@testable import TrellisLayout

/// The conflict hold tries at most `SolverDriver.readdTrialLimit` re-adds; conflicts past the bound are still held.
@Suite("Interface Builder: the conflict hold's bounded re-adds still hold every conflict")
struct ConflictHoldTrialBoundTests {
    /// Ten rows, each a 375 × 80 view pinned to the safe area's sides holding five buttons chained 1 pt apart from
    /// its leading to its trailing edge, each button required 80 × 80 (and square): 5 × 80 + 6 = 406 pt in 375, a
    /// required conflict in every row. Xcode stores the buttons 74 × 74 at x = 1, 76, 151, 226 and 301. Each row's
    /// conflict takes 12 re-add trials, 120 in all, past the bound of 64.
    func document() -> String {
        var rows = ""
        var constraints = ""
        for row in 0..<10 {
            var buttons = ""
            var inner = ""
            for column in 0..<5 {
                let id = "r\(row)b\(column)"
                buttons += """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(1 + column * 75)" y="0.0" width="74" height="74"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="80" id="w-\(id)"/>
                        <constraint firstAttribute="height" constant="80" id="h-\(id)"/>
                        <constraint firstAttribute="width" secondItem="\(id)" secondAttribute="height" multiplier="1:1" id="a-\(id)"/>
                    </constraints>
                    <state key="normal" title="\(column)"/>
                </button>
                """
                let previous = column == 0 ? #"secondItem="row\#(row)" secondAttribute="leading""#
                    : #"secondItem="r\#(row)b\#(column - 1)" secondAttribute="trailing""#
                inner += """
                <constraint firstItem="\(id)" firstAttribute="leading" \(previous) constant="1" id="l-\(id)"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="row\(row)" secondAttribute="top" id="t-\(id)"/>
                """
            }
            inner += #"<constraint firstAttribute="trailing" secondItem="r\#(row)b4" secondAttribute="trailing" constant="1" id="e-row\#(row)"/>"#
            rows += """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row\(row)">
                <rect key="frame" x="0.0" y="\(20 + row * 80)" width="375" height="80"/>
                <subviews>\(buttons)</subviews>
                <constraints>\(inner)</constraints>
            </view>
            """
            constraints += """
            <constraint firstItem="row\(row)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="L-row\(row)"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="row\(row)" secondAttribute="trailing" id="T-row\(row)"/>
            <constraint firstItem="row\(row)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="\(row * 80)" id="Y-row\(row)"/>
            <constraint firstItem="row\(row)" firstAttribute="height" constant="80" id="H-row\(row)"/>
            """
        }
        return storyboard(rows, constraints: constraints, toolsVersion: 13529)
    }

    @Test("The bound is below the 120 trials of this scene")
    func boundIsReached() {
        #expect(SolverDriver.readdTrialLimit < 120)
    }

    @Test("Every row's buttons keep their stored frames, the first row's and the tenth's alike")
    func everyRowHeld() throws {
        let laid = try LaidOut(document())
        for row in [0, 5, 9] {
            for column in 0..<5 {
                #expect(laid.frame(inAnyScene: "r\(row)b\(column)") == Rect(x: Double(1 + column * 75), y: 0, width: 74, height: 74))
            }
        }
        #expect(laid.frame(inAnyScene: "row9") == Rect(x: 0, y: 740, width: 375, height: 80))
    }
}
