import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 16.2 and later give the cells of a 390-pt phone table and of an iPad's table 16-pt side margins where earlier
/// versions give 20; a phone's table wider than 390 pt keeps 20 (IBXcode162CellMargins).
@Suite("Interface Builder: Xcode 16.2's cell margins on 390-pt phone tables and iPad tables")
struct Xcode162CellMarginsTests {
    /// A controller on the 390 × 844 canvas whose root holds a `tableWidth`-wide table with one 60-pt prototype cell
    /// at y = 50: `row` pinned to the content view's leading, trailing and top margins, 20 tall.
    static func document(toolsVersion: Int, tableWidth: Double = 390, device: String = "retina6_0",
                         size: (Double, Double) = (390, 844)) -> String {
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
        return storyboard(table, constraints: pins, device: device, toolsVersion: toolsVersion, size: size)
    }

    @Test("a 390-pt table's cell: 20-pt margins through Xcode 16.1 (23504), 16 from Xcode 16.2 (23727)", arguments: [
        (21225, Rect(x: 20, y: 11, width: 350, height: 20)),
        (23504, Rect(x: 20, y: 11, width: 350, height: 20)),
        (23727, Rect(x: 16, y: 11, width: 358, height: 20)),
    ])
    func margins(toolsVersion: Int, expected: Rect) throws {
        #expect(try LaidOut(Self.document(toolsVersion: toolsVersion)).frame("row") == expected)
    }

    /// Measured blind: an Xcode 16.3 recipe list (393-pt table, retina6_12) and photo feed (402-pt table, retina6_3)
    /// store their cells' content 20 pt inside the content view's side margins' edges.
    @Test("a phone table wider than 390 keeps 20 at 23727: 393 pt on retina6_12, 402 pt on retina6_3", arguments: [
        (393.0, "retina6_12", 852.0, Rect(x: 20, y: 11, width: 353, height: 20)),
        (402.0, "retina6_3", 874.0, Rect(x: 20, y: 11, width: 362, height: 20)),
    ])
    func widerPhoneTable(width: Double, device: String, height: Double, expected: Rect) throws {
        let document = Self.document(toolsVersion: 23727, tableWidth: width, device: device, size: (width, height))
        #expect(try LaidOut(document).frame("row") == expected)
    }

    @Test("a table narrower than 390 is unchanged: 375 pt keeps 16 at 23727")
    func narrower() throws {
        #expect(try LaidOut(Self.document(toolsVersion: 23727, tableWidth: 375)).frame("row") == Rect(x: 16, y: 11, width: 343, height: 20))
    }

    /// Measured on an Xcode 16.2 iPad storyboard's 1376-pt table (stacks pinned to its cells' margins at x = 16,
    /// 1344 wide); here a 1032-pt table on the 1032 × 1376 iPad canvas: 1032 − 32 = 1000 wide.
    @Test("a 1032-pt iPad table's cell: 20-pt margins in Xcode 16.1, 16 from Xcode 16.2", arguments: [
        (23504, Rect(x: 20, y: 11, width: 992, height: 20)),
        (23727, Rect(x: 16, y: 11, width: 1000, height: 20)),
    ])
    func wideTable(toolsVersion: Int, expected: Rect) throws {
        let document = Self.document(toolsVersion: toolsVersion, tableWidth: 1032, device: "iPad13_0rounded", size: (1032, 1376))
        #expect(try LaidOut(document).frame("row") == expected)
    }
}
