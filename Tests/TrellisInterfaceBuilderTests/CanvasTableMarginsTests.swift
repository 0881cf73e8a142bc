import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11 to 16.1 give the cells of a storyboard table placed in a view, 375 pt wide or narrower, on a phone canvas
/// wider than 375 pt the canvas's 20-pt side margins, not the 16 of the table's width (IBCanvasTableMargins).
@Suite("Interface Builder: a narrow table's cell margins on a canvas wider than 375 pt")
struct CanvasTableMarginsTests {
    /// A controller on a `canvas`-wide phone whose root holds a table inset 20 pt at each side, with one 100-pt
    /// prototype cell: `name` pinned to the content view's leading margin + 8, trailing margin − 8 and top margin + 20,
    /// 21 tall; `body` to the leading margin + 20, the content view's trailing edge − 20 and 10 pt below `name`, 40 tall.
    /// `inset`: the table's distance from the safe area's sides (negative: wider than the canvas).
    static func document(toolsVersion: Int, canvas: (Double, Double) = (414, 896), device: String = "retina6_1",
                         inset: Double = 20) -> String {
        let width = canvas.0 - 2 * inset
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="\(inset)" y="144" width="\(width)" height="569"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" selectionStyle="blue" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="Note" rowHeight="100" id="cell">
                    <rect key="frame" x="0.0" y="44.5" width="\(width)" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="28" y="31" width="\(width - 56)" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="n0"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                <rect key="frame" x="40" y="62" width="\(width - 60)" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="b0"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" constant="20" id="n1"/>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" constant="8" id="n2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" constant="8" id="n3"/>
                            <constraint firstItem="body" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="10" id="b1"/>
                            <constraint firstItem="body" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" constant="20" id="b2"/>
                            <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" constant="20" id="b3"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
        let pins = """
        <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="t1"/>
        <constraint firstItem="table" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="\(inset)" id="t2"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" constant="\(inset)" id="t3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" constant="100" id="t4"/>
        """
        return storyboard(table, constraints: pins, device: device, toolsVersion: toolsVersion, size: canvas)
    }

    @Test("a 374-pt table on 414 × 896, Xcode 13.1: the cell's side margins are 20 (name at 28, body at 40)")
    func canvasMargin() throws {
        let laidOut = try LaidOut(Self.document(toolsVersion: 19455))
        // Content view 374 wide, margins 20: name 20 + 8 = 28 to 374 − 20 − 8 = 346, 20 below the 11-pt top margin;
        // body 20 + 20 = 40 to 374 − 20 = 354, 10 below name's bottom at 52.
        #expect(laidOut.frame("name") == Rect(x: 28, y: 31, width: 318, height: 21))
        #expect(laidOut.frame("body") == Rect(x: 40, y: 62, width: 314, height: 40))
    }

    @Test("a 353-pt table on 393 × 852, Xcode 16.1: the canvas's 20 too (name at 28, body at 40)")
    func canvas393() throws {
        let laidOut = try LaidOut(Self.document(toolsVersion: 23504, canvas: (393, 852), device: "retina6_12"))
        // Content view 353 wide, margins 20: name 28 to 353 − 28 = 325 (297 wide); body 40 to 353 − 20 = 333 (293).
        #expect(laidOut.frame("name") == Rect(x: 28, y: 31, width: 297, height: 21))
        #expect(laidOut.frame("body") == Rect(x: 40, y: 62, width: 293, height: 40))
    }

    @Test("a 374-pt table on 414 × 896, Xcode 11.2 and 11.4: the canvas's 20 too (name at 28, body at 40)",
          arguments: [15400, 16096])
    func xcode11(toolsVersion: Int) throws {
        let laidOut = try LaidOut(Self.document(toolsVersion: toolsVersion))
        // As in Xcode 13.1: content view 374 wide, margins 20; name 28 to 346, body 40 to 354.
        #expect(laidOut.frame("name") == Rect(x: 28, y: 31, width: 318, height: 21))
        #expect(laidOut.frame("body") == Rect(x: 40, y: 62, width: 314, height: 40))
    }

    // (Xcode 11 on the 375-pt canvas gives such a table's cells 15, not 16: LegacyCellMarginsTests.)
    @Test("the table's width still decides: 375-pt canvas and Xcode 16.2 keep 16", arguments: [
        (19455, 375.0, 667.0, "retina4_7"),
        (17701, 375.0, 812.0, "retina5_9"),
        (23727, 414.0, 896.0, "retina6_1"),
    ])
    func tableWidthDecides(toolsVersion: Int, width: Double, height: Double, device: String) throws {
        let laidOut = try LaidOut(Self.document(toolsVersion: toolsVersion, canvas: (width, height), device: device))
        // Margins 16: name from 16 + 8 = 24 to the table's width − 24; body from 16 + 20 = 36 to the width − 20.
        let table = width - 40
        #expect(laidOut.frame("name") == Rect(x: 24, y: 31, width: table - 48, height: 21))
        #expect(laidOut.frame("body") == Rect(x: 36, y: 62, width: table - 56, height: 40))
    }

    @Test("a 383-pt table on the 375-pt canvas: the canvas's 16, not the 20 of its own width (name at 24, body at 36)")
    func widerThanNarrowCanvas() throws {
        // IBCanvasTableMargins.narrowCanvasSide (chat21's embedded messages table, Xcode 9.3): the table 4 pt outside
        // each side of the 375-pt screen, 383 wide. Margins 16: name from 16 + 8 = 24 to 383 − 24 = 359 (335 wide),
        // body from 16 + 20 = 36 to 383 − 20 = 363 (327). With the table's own 20: name at 28 (327), body at 40 (323).
        let laidOut = try LaidOut(Self.document(toolsVersion: 19455, canvas: (375, 667), device: "retina4_7", inset: -4))
        #expect(laidOut.frame("name") == Rect(x: 24, y: 31, width: 335, height: 21))
        #expect(laidOut.frame("body") == Rect(x: 36, y: 62, width: 327, height: 40))
    }
}
