import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view arranged in a fill-aligned horizontal stack: its alignment rectangle fills the row, and
/// the frame is the glyph inside it (IBSymbolStackFill).
@Suite("Interface Builder: SF Symbols in filling stacks")
struct SymbolStackFillTests {
    /// A horizontal stack (alignment fill) holding a symbol image view stored `imageHeight` tall at `imageY` beside a
    /// 20.33-pt label, pinned to the root's top-left at (24, 100).
    func document(imageY: Double, imageHeight: Double, alignment: String = "") -> String {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" \(alignment)spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="24" y="100" width="101.66666666666667" height="20.333333333333332"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="circle.inset.filled" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                    <rect key="frame" x="0.0" y="\(imageY)" width="19.333333333333332" height="\(imageHeight)"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" weight="light">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    </preferredSymbolConfiguration>
                </imageView>
                \(label("text", 24.333333333333332, 0, 77.333333333333329, 20.333333333333332, text: "Complete"))
            </subviews>
        </stackView>
        """
        let pins = """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="r1"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r2"/>
        """
        return storyboard(stack, constraints: pins, device: "retina6_0", toolsVersion: 23727, size: (390, 844),
                          resources: #"<image name="circle.inset.filled" catalog="system" width="128" height="123"/>"#)
    }

    @Test("the glyph sits half a point inside the 20.33-pt row it fills (three saves: 19.33 tall at y = 0.667)")
    func fillsTheRow() throws {
        let laid = try LaidOut(document(imageY: 0.66666666666666663, imageHeight: 19.333333333333332))
        let icon = try #require(laid.frame("icon"))
        // Row 20.333, stored glyph 19.333: 0.5 at each edge, the origin pixel-rounded on the 3× canvas to 0.667.
        #expect(abs(icon.minY - 2.0 / 3) < 1e-6)
        #expect(abs(icon.height - 19.333333333333332) < 0.01)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a top-aligned stack does not set the height: the image keeps its line box rule")
    func topAlignedKeepsIntrinsic() throws {
        let laid = try LaidOut(document(imageY: 0.66666666666666663, imageHeight: 19.333333333333332, alignment: #"alignment="top" "#))
        // Headline 17 pt: line box 1.193 × 17 = 20.281; insets (19.333 − 20.281) / 2 each, the glyph at 0.474, 0.333 on
        // the 3× pixel grid.
        let icon = try #require(laid.frame("icon"))
        #expect(abs(icon.minY - 1.0 / 3) < 1e-6)
    }
}
