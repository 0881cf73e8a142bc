import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9.1 (toolsVersion 13529) lays the cells of a table placed in a controller's view out as Xcode 9.2 to 10.3
/// do: 15-pt side margins and 11 at the top and bottom of the content view on phones (IBLegacyCellMargins
/// .hasCellMargins), where Xcode 9.0 (13196) kept 8 all round.
@Suite("Interface Builder table cells of Xcode 9.1: 15-pt side and 11-pt bottom margins")
struct LegacyCellMarginsXcode91Tests {
    /// A 320 × 568 view controller whose view holds a table filling it, with one 320 × 84 prototype cell (no
    /// separator, content view 320 × 84): `name` is pinned to the content view's leading and trailing margins and
    /// 3 pt above its bottom margin, 20 tall.
    static func document(toolsVersion: Int) -> String {
        storyboard("""
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="84" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Lesson" rowHeight="84" id="cell">
                            <rect key="frame" x="0.0" y="28" width="320" height="84"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="84"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="15" y="50" width="290" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20" id="n1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="n2"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" id="n3"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="name" secondAttribute="bottom" constant="3" id="n4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            """, constraints: """
                <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
                <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t4"/>
            """, device: "retina4_0", toolsVersion: toolsVersion, size: (320, 568))
    }

    @Test("Xcode 9.1 (13529): 15 pt in from each side (320 − 30 = 290 wide), bottom 3 pt above 84 − 11 = 73")
    func xcode91() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 13529))
        #expect(laid.frame("name") == Rect(x: 15, y: 50, width: 290, height: 20))
    }

    @Test("Xcode 9.0 (13196): the content view's own 8 pt all round, bottom 3 pt above 84 − 8 = 76")
    func xcode90() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 13196))
        #expect(laid.frame("name") == Rect(x: 8, y: 53, width: 304, height: 20))
    }
}
