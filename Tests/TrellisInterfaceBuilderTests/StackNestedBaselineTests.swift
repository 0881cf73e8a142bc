import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack nested in a horizontal stack aligned by first baseline lines up on the text of its own first visible
/// arranged view, as UIStackView hands its arranged views' baselines out (StackNestedBaselines; AppCoda's stack view
/// demo, Xcode 7, stores such a nested stack of buttons 8 pt below the top of a row led by a 36-pt label).
@Suite("Interface Builder nested stacks in baseline-aligned stacks")
struct StackNestedBaselineTests {
    /// A horizontal `firstBaseline` stack `row` (spacing 20) pinned 20 pt from the root's leading edge and 100 from its
    /// top, holding a label `title` 36 tall of its own and a horizontal stack `buttons` (spacing 5) of two buttons 30
    /// tall, 30 and 40 wide of their own; `plain`, a second row, holds the same label and a stack `boxes` of a view
    /// without text (30 × 30); `mixed`, a third, the label and a top-aligned stack `pair` of a 20-pt label and a 40-pt
    /// button.
    static let document = storyboard("""
        <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="20" y="100" width="155" height="36"/>
            <subviews>
                \(label("title", 0, 0, 60, 36, text: "Nature", children: """
                    <constraints><constraint firstAttribute="height" constant="36" id="t01"/></constraints>
                    """))
                <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="buttons">
                    <rect key="frame" x="80" y="3" width="75" height="30"/>
                    <subviews>
                        \(button("like", x: 0, width: 30, title: "Like"))
                        \(button("share", x: 35, width: 40, title: "Share"))
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
            <rect key="frame" x="20" y="200" width="110" height="36"/>
            <subviews>
                \(label("title2", 0, 0, 60, 36, text: "Nature", children: """
                    <constraints><constraint firstAttribute="height" constant="36" id="t02"/></constraints>
                    """))
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="boxes">
                    <rect key="frame" x="80" y="0.0" width="30" height="30"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="b01"/>
                                <constraint firstAttribute="height" constant="30" id="b02"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="mixed">
            <rect key="frame" x="20" y="300" width="155" height="40"/>
            <subviews>
                \(label("title3", 0, 2, 60, 36, text: "Nature", children: """
                    <constraints><constraint firstAttribute="height" constant="36" id="t03"/></constraints>
                    """))
                <stackView opaque="NO" contentMode="scaleToFill" alignment="top" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="pair">
                    <rect key="frame" x="80" y="0.0" width="75" height="40"/>
                    <subviews>
                        \(label("small", 0, 0, 30, 20, text: "Hi", children: """
                            <constraints><constraint firstAttribute="height" constant="20" id="t04"/></constraints>
                            """))
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                            <rect key="frame" x="35" y="0.0" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="go-w"/>
                                <constraint firstAttribute="height" constant="40" id="go-h"/>
                            </constraints>
                            <state key="normal" title="Go"/>
                        </button>
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
        """, constraints: """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c01"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c02"/>
        <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c03"/>
        <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c04"/>
        <constraint firstItem="mixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c05"/>
        <constraint firstItem="mixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c06"/>
        """, toolsVersion: 8164)

    /// A rounded-rect button `id` at (x, 0) in its stack, `width` × 30 of its own.
    static func button(_ id: String, x: Double, width: Double, title: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="30"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
            </constraints>
            <state key="normal" title="\(title)"/>
        </button>
        """
    }

    @Test("the nested stack lines up on its first button's title; one without text by its top")
    func frames() throws {
        // RoundMeasurer: every line of text 20 tall with its baseline 16 below the line's top, centred in its view.
        // title: 36 tall, its line 8 below its top, baseline 24. like: 30 tall, its line 5 below its top, baseline 21.
        // buttons: 30 + 5 + 40 = 75 wide; its first baseline is like's, so its top is 24 - 21 = 3 below the row's top
        // (reading a stack without text by its top, as before, gives 0). row: the label bounds its top; every view its
        // bottom (36 and 3 + 30): 60 + 20 + 75 = 155 wide, 36 tall.
        let laid = try LaidOut(Self.document)
        #expect(laid.frame("row") == Rect(x: 20, y: 100, width: 155, height: 36))
        #expect(laid.frame("title") == Rect(x: 0, y: 0, width: 60, height: 36))
        #expect(laid.frame("buttons") == Rect(x: 80, y: 3, width: 75, height: 30))
        #expect(laid.frame("like") == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(laid.frame("share") == Rect(x: 35, y: 0, width: 40, height: 30))
        // boxes: its first arranged view has no text, so it keeps lining up by its top, at the row's top.
        #expect(laid.frame("plain") == Rect(x: 20, y: 200, width: 110, height: 36))
        #expect(laid.frame("boxes") == Rect(x: 80, y: 0, width: 30, height: 30))
    }

    @Test("a nested horizontal stack hands out its tallest view's baseline, not its first's")
    func tallest() throws {
        // pair (alignment top, spacing 5): small 30 × 20 at (0, 0), its line at its top, baseline 16; go 40 × 40 at
        // (35, 0), its line 10 below its top, baseline 26; pair 75 × 40. The tallest, go, gives pair's first baseline,
        // 26 below its top; title3's is 24 below its own. The row's top is its highest view's: pair at y = 0, title3 at
        // 26 - 24 = 2; the row is 40 tall (pair's bottom; title3 ends at 38). Taking the first view, small, would put
        // pair at 24 - 16 = 8 and make the row 48 tall; reading pair by its top would put it at 24.
        let laid = try LaidOut(Self.document)
        #expect(laid.frame("mixed") == Rect(x: 20, y: 300, width: 155, height: 40))
        #expect(laid.frame("title3") == Rect(x: 0, y: 2, width: 60, height: 36))
        #expect(laid.frame("pair") == Rect(x: 80, y: 0, width: 75, height: 40))
        #expect(laid.frame("small") == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(laid.frame("go") == Rect(x: 35, y: 0, width: 40, height: 40))
    }
}
