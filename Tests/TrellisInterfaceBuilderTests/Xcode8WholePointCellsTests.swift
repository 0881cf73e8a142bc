import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An Xcode 8 save on a 1× display (every frame on whole points but its cells' content views, stored half a point
/// short) lays its cells' content out over a whole-point separator (IBXcode8WholePointCells; two Xcode 8.3 settings
/// screens of two people stored so), as does Xcode 8 on the 3× canvas (two projects, sixtieth session).
@Suite("Interface Builder: Xcode 8 cells on a 1× canvas and on the 3× canvas")
struct Xcode8WholePointCellsTests {
    /// A table filling a `width` × `height` root (`list`, pinned by `fillPins`) with one prototype cell `cell` of
    /// `cellHeight` whose content view `cell-cv` is stored `contentHeight` tall and holds `subviews` and `constraints`.
    static func cellTable(width: Double, height: Double, cellHeight: Double, contentHeight: Double,
                          subviews: String, constraints: String) -> String {
        """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="\(cellHeight)" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="list">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" rowHeight="\(cellHeight)" id="cell">
                    <rect key="frame" x="0.0" y="28" width="\(width)" height="\(cellHeight)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cell-cv">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(contentHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
    }

    /// The pins of `cellTable`'s table to the root's four edges.
    static let fillPins = """
        <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
        <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
        <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="t3"/>
        <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="t4"/>
        """

    /// An Xcode 8.3 storyboard on 375 × 667: a table at (0, 0, 375, 667) with a 100-pt prototype cell whose content view
    /// is stored 99.5 tall, holding a 44 × 44 image view `icon` 8 pt in, centred on the content view; `badge` adds a
    /// 10 × 10 view at x = 10.5 to the root when given (a fractional frame outside the cells).
    static func document(badge: Bool) -> String {
        let badgeView = badge ? """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                <rect key="frame" x="10.5" y="600" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="g1"/>
                    <constraint firstAttribute="height" constant="10" id="g2"/>
                </constraints>
            </view>
            """ : ""
        let table = cellTable(width: 375, height: 667, cellHeight: 100, contentHeight: 99.5, subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="8" y="27" width="44" height="44"/>
                <constraints>
                    <constraint firstAttribute="width" constant="44" id="i1"/>
                    <constraint firstAttribute="height" constant="44" id="i2"/>
                </constraints>
            </imageView>
            """, constraints: """
            <constraint firstItem="icon" firstAttribute="centerY" secondItem="cell-cv" secondAttribute="centerY" id="i3"/>
            <constraint firstItem="icon" firstAttribute="leading" secondItem="cell-cv" secondAttribute="leading" constant="8" id="i4"/>
            """)
        return storyboard(table + badgeView, constraints: fillPins + (badge ? #"<constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10.5" id="g3"/><constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="600" id="g4"/>"# : ""),
                          toolsVersion: 12121)
    }

    @Test("every frame on whole points but the content view: the icon centred in 99 pt, at (99 − 44) / 2 = 27.5")
    func onePointSeparator() throws {
        let laid = try LaidOut(Self.document(badge: false))
        #expect(laid.frame("icon") == Rect(x: 8, y: 27.5, width: 44, height: 44))
    }

    @Test("a fractional frame elsewhere (a Retina save): the stored 99.5, the icon at 27.75 on the 2× pixels, 28")
    func retinaSave() throws {
        let laid = try LaidOut(Self.document(badge: true))
        #expect(laid.frame("icon") == Rect(x: 8, y: 28, width: 44, height: 44))
    }

    /// An Xcode 8 storyboard (`toolsVersion`) on the 3× 414 × 736 canvas: a table filling the root with a
    /// `cellHeight` prototype cell whose content view is stored `contentHeight` tall, holding a view `band` pinned to
    /// the content's top and bottom margins and a 21-pt-tall view `tag` centred on it.
    static func tripleScaleDocument(toolsVersion: Int, cellHeight: Double, contentHeight: Double) -> String {
        let table = cellTable(width: 414, height: 736, cellHeight: cellHeight, contentHeight: contentHeight, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                <rect key="frame" x="22" y="8" width="100" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="b1"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                <rect key="frame" x="200" y="10" width="40" height="21"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="g1"/>
                    <constraint firstAttribute="height" constant="21" id="g2"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="band" firstAttribute="top" secondItem="cell-cv" secondAttribute="topMargin" id="b2"/>
            <constraint firstAttribute="bottomMargin" secondItem="band" secondAttribute="bottom" id="b3"/>
            <constraint firstItem="band" firstAttribute="leading" secondItem="cell-cv" secondAttribute="leading" constant="22" id="b4"/>
            <constraint firstItem="tag" firstAttribute="centerY" secondItem="cell-cv" secondAttribute="centerY" id="g3"/>
            <constraint firstItem="tag" firstAttribute="leading" secondItem="cell-cv" secondAttribute="leading" constant="200" id="g4"/>
            """)
        return storyboard(table, constraints: fillPins, device: "retina5_5", toolsVersion: toolsVersion, size: (414, 736))
    }

    @Test("Xcode 8.2 on the 3× canvas, content stored 87.67 in an 88-pt cell: laid out 87 tall, the band 87 − 16 = 71")
    func tripleScaleThirdShort() throws {
        let laid = try LaidOut(Self.tripleScaleDocument(toolsVersion: 11762, cellHeight: 88, contentHeight: 87.666666666666671))
        #expect(laid.frame("band") == Rect(x: 22, y: 8, width: 100, height: 71))
    }

    @Test("Xcode 8.3 on the 3× canvas, content stored as tall as its 44-pt cell: laid out 43, the tag at (43 − 21) / 2 = 11")
    func tripleScaleStoredFull() throws {
        let laid = try LaidOut(Self.tripleScaleDocument(toolsVersion: 12121, cellHeight: 44, contentHeight: 44))
        #expect(laid.frame("tag") == Rect(x: 200, y: 11, width: 40, height: 21))
        #expect(laid.frame("band") == Rect(x: 22, y: 8, width: 100, height: 27))
    }
}
