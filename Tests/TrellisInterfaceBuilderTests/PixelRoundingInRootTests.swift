import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Interface Builder's canvas rounds a view's edges at their place in the root view (IBPixelRoundingInRoot).
@Suite("Interface Builder frames rounded to the canvas's pixels in the root view")
struct PixelRoundingInRootTests {
    /// A vertical fillEqually stack 437 tall, 35 below the root's top, of four rows with 8-pt spacing; the second row
    /// holds a view pinned to its four edges.
    private func column() -> String {
        let rows = (1...4).map { index in
            let inner = index == 2 ? """
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="103"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="row2" secondAttribute="top" id="In1-aa-bbb"/>
                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="In2-aa-bbb"/>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="row2" secondAttribute="leading" id="In3-aa-bbb"/>
                    <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="In4-aa-bbb"/>
                </constraints>
            """ : ""
            return """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row\(index)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="103"/>
                    \(inner)
                </view>
            """
        }.joined(separator: "\n")
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="35" width="375" height="437"/>
                <subviews>
            \(rows)
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="437" id="Ch1-aa-bbb"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="35" id="Ct1-aa-bbb"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Cl1-aa-bbb"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="Cr1-aa-bbb"/>
            """)
    }

    @Test("a view pinned inside a row whose origin falls between pixels takes the row's rounded edges in the root")
    func innerViewRoundedInRoot() throws {
        // Rows of (437 − 3 × 8) / 4 = 103.25. The second row's exact edges in the root are 35 + 111.25 = 146.25 and
        // 249.5; rounded to the 2× pixels there (a half pixel up) 146.5 and 249.5: the row at 111.5 in the column,
        // 103 tall, as rounding in the column gives too. The view pinned to the row's edges has the same exact edges
        // in the root, so it is 103 tall at the row's top; rounded in the row (0 to 103.25) it would be 103.5 tall.
        let laid = try LaidOut(column())
        #expect(laid.frame("column") == Rect(x: 0, y: 35, width: 375, height: 437))
        #expect(laid.frame("row2") == Rect(x: 0, y: 111.5, width: 375, height: 103))
        #expect(laid.frame("inner") == Rect(x: 0, y: 0, width: 375, height: 103))
        // The fourth row: exact 35 + 333.75 = 368.75 to 472 in the root, rounded 369 to 472: (0, 334, 375, 103).
        #expect(laid.frame("row4") == Rect(x: 0, y: 334, width: 375, height: 103))
    }
}
