import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 16.2 and later give the cells of a 390-pt table 16-pt side margins where earlier versions give 20
/// (IBXcode162CellMargins).
@Suite("Interface Builder: Xcode 16.2's cell margins on a 390-pt table")
struct Xcode162CellMarginsTests {
    /// A controller on the 390 × 844 canvas whose root holds a `tableWidth`-wide table with one 60-pt prototype cell
    /// at y = 50: `row` pinned to the content view's leading, trailing and top margins, 20 tall.
    static func document(toolsVersion: Int, tableWidth: Double = 390) -> String {
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0.0" y="91" width="\(tableWidth)" height="753"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="TaskCell" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="50" width="\(tableWidth)" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="16" y="11" width="358" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="m1"/>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="m2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="row" secondAttribute="trailing" id="m3"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
        let pins = """
        <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" constant="91" id="t1"/>
        <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
        <constraint firstItem="table" firstAttribute="width" constant="\(tableWidth)" id="t3"/>
        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t4"/>
        """
        return storyboard(table, constraints: pins, device: "retina6_0", toolsVersion: toolsVersion, size: (390, 844))
    }

    @Test("a 390-pt table's cell: 20-pt margins through Xcode 16.1 (23504), 16 from Xcode 16.2 (23727)", arguments: [
        (21225, Rect(x: 20, y: 11, width: 350, height: 20)),
        (23504, Rect(x: 20, y: 11, width: 350, height: 20)),
        (23727, Rect(x: 16, y: 11, width: 358, height: 20)),
    ])
    func margins(toolsVersion: Int, expected: Rect) throws {
        #expect(try LaidOut(Self.document(toolsVersion: toolsVersion)).frame("row") == expected)
    }

    @Test("a table narrower than 390 is unchanged: 375 pt keeps 16 at 23727")
    func narrower() throws {
        #expect(try LaidOut(Self.document(toolsVersion: 23727, tableWidth: 375)).frame("row") == Rect(x: 16, y: 11, width: 343, height: 20))
    }
}
