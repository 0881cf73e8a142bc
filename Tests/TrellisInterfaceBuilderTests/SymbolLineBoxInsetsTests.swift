import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A flat SF Symbol whose alignment rectangle the constraints make much taller than the glyph: the canvases of Xcode 14
/// to 26 keep the symbol's insets up to its line box (20.28 pt at the default 17 pt), beyond the quarter of the
/// rectangle Trellis otherwise allows (IBSymbolLineBoxInsets). Expected frames are worked out by hand.
@Suite("Interface Builder: flat symbols' insets up to the line box (Xcode 14 to 26)")
struct SymbolLineBoxInsetsTests {
    /// A 375 × 70 row at y = 100 holding:
    /// - `dots`, an `ellipsis` image view 24 wide, pinned 8 pt inside the row's top and bottom and 16 pt inside its
    ///   trailing edge (a 24 × 54 rectangle at (335, 8)), stored 40 tall at y = 15;
    /// - `chevron`, a `chevron.down` image view 18 wide with a 1:1 ratio, 20 pt from the leading edge and centred
    ///   (an 18 × 18 rectangle at (20, 26)), stored 8 tall at y = 31;
    /// - `star`, a `star` image view 24 wide pinned like `dots` 100 pt from the leading edge, stored 30 tall at y = 20.
    static func document(toolsVersion: Int) -> String {
        func symbol(_ id: String, _ image: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                    own: String) -> String {
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(image)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                <constraints>\(own)</constraints>
            </imageView>
            """
        }
        return storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="100" width="375" height="70"/>
                <subviews>
                    \(symbol("dots", "ellipsis", 335, 15, 24, 40, own: #"<constraint firstAttribute="width" constant="24" id="d1"/>"#))
                    \(symbol("chevron", "chevron.down", 20, 31, 18, 8, own: """
                        <constraint firstAttribute="width" constant="18" id="v1"/>
                        <constraint firstAttribute="width" secondItem="chevron" secondAttribute="height" multiplier="1:1" id="v2"/>
                        """))
                    \(symbol("star", "star", 100, 20, 24, 30, own: #"<constraint firstAttribute="width" constant="24" id="s1"/>"#))
                </subviews>
                <constraints>
                    <constraint firstItem="dots" firstAttribute="top" secondItem="row" secondAttribute="top" constant="8" id="p1"/>
                    <constraint firstAttribute="bottom" secondItem="dots" secondAttribute="bottom" constant="8" id="p2"/>
                    <constraint firstAttribute="trailing" secondItem="dots" secondAttribute="trailing" constant="16" id="p3"/>
                    <constraint firstItem="chevron" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="20" id="p4"/>
                    <constraint firstItem="chevron" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="p5"/>
                    <constraint firstItem="star" firstAttribute="top" secondItem="row" secondAttribute="top" constant="8" id="p6"/>
                    <constraint firstAttribute="bottom" secondItem="star" secondAttribute="bottom" constant="8" id="p7"/>
                    <constraint firstItem="star" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="100" id="p8"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="row" firstAttribute="height" constant="70" id="c4"/>
            """, toolsVersion: toolsVersion, resources: """
            <image name="ellipsis" catalog="system" width="128" height="37"/>
            <image name="chevron.down" catalog="system" width="128" height="70"/>
            <image name="star" catalog="system" width="128" height="116"/>
            """)
    }

    @Test("Xcode 16: the frames 14 and 10 pt shorter than their rectangles are the symbols' insets, split equally")
    func xcode16() throws {
        // dots: 40 − 54 = −14, beyond a quarter of 54 (13.5) and within 20.28: 7 at each edge, y = 8 + 7 = 15.
        // chevron: 8 − 18 = −10, beyond 4.5: 5 at each edge, y = 26 + 5 = 31.
        // star: 30 − 54 = −24, beyond the line box too: a stale frame, the glyph drawn the rectangle's size.
        let laid = try LaidOut(Self.document(toolsVersion: 24127))
        #expect(laid.frame("dots") == Rect(x: 335, y: 15, width: 24, height: 40))
        #expect(laid.frame("chevron") == Rect(x: 20, y: 31, width: 18, height: 8))
        #expect(laid.frame("star") == Rect(x: 100, y: 8, width: 24, height: 54))
    }

    @Test("Xcode 26 keeps the insets too: the same frames as Xcode 16")
    func xcode26() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 24506))
        #expect(laid.frame("dots") == Rect(x: 335, y: 15, width: 24, height: 40))
        #expect(laid.frame("chevron") == Rect(x: 20, y: 31, width: 18, height: 8))
    }

    @Test("Xcode 14.1 keeps the insets too (one document): the same frames as Xcode 16")
    func xcode141() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 21507))
        #expect(laid.frame("dots") == Rect(x: 335, y: 15, width: 24, height: 40))
        #expect(laid.frame("chevron") == Rect(x: 20, y: 31, width: 18, height: 8))
        #expect(laid.frame("star") == Rect(x: 100, y: 8, width: 24, height: 54))
    }

    @Test("Xcode 13 keeps the quarter's bound: the short frames are taken for stale and the glyphs fill the rectangles")
    func xcode13() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 20037))
        #expect(laid.frame("dots") == Rect(x: 335, y: 8, width: 24, height: 54))
        #expect(laid.frame("chevron") == Rect(x: 20, y: 26, width: 18, height: 18))
    }

    @Test("the line box is read only for Xcode 14 to 26 image views at the medium scale")
    func gate() throws {
        let dots = try XMLDocumentReader.parse(Array(#"<imageView image="ellipsis" catalog="system" id="d"/>"#.utf8), url: "t.xib")
        #expect(IBSymbolLineBoxInsets.lineBox(dots, toolsVersion: 22505).map { abs($0 - 20.281) < 0.001 } == true)
        #expect(IBSymbolLineBoxInsets.lineBox(dots, toolsVersion: 24127) != nil)
        #expect(IBSymbolLineBoxInsets.lineBox(dots, toolsVersion: 24506) != nil)  // Xcode 26
        #expect(IBSymbolLineBoxInsets.lineBox(dots, toolsVersion: 21507) != nil)  // Xcode 14.1 (one document)
        for version in [20037, 20999, 26000] { #expect(IBSymbolLineBoxInsets.lineBox(dots, toolsVersion: version) == nil) }
        let button = try XMLDocumentReader.parse(Array(#"<button id="b"/>"#.utf8), url: "t.xib")
        #expect(IBSymbolLineBoxInsets.lineBox(button, toolsVersion: 23504) == nil)
        #expect(IBSymbolLineBoxInsets.accepts(-14, lineBox: 20.28))
        #expect(!IBSymbolLineBoxInsets.accepts(-24, lineBox: 20.28))
        #expect(!IBSymbolLineBoxInsets.accepts(3, lineBox: 20.28))
        #expect(!IBSymbolLineBoxInsets.accepts(-14, lineBox: nil))
    }
}
