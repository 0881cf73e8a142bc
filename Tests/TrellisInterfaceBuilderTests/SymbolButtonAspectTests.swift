import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A button showing an SF Symbol with an aspect ratio of its own: the ratio holds for its alignment rectangle, as an
/// image view's (IBSymbolAspect).
@Suite("Interface Builder symbol buttons with an aspect ratio of their own")
struct SymbolButtonAspectTests {
    /// A 414 × 896 root (Xcode 11.3) holding a pause.fill background-image button pinned 187 pt inside both edges and
    /// 622 pt below the top, `width == height × 10:11`, stored (187, 624, 40, 40); a slider pinned 50 pt below its
    /// bottom, stored at y = 716.
    static let document = storyboard("""
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="play">
            <rect key="frame" x="187" y="624" width="40" height="40"/>
            <constraints>
                <constraint firstAttribute="width" secondItem="play" secondAttribute="height" multiplier="10:11" id="ratio"/>
            </constraints>
            <state key="normal" backgroundImage="pause.fill" catalog="system"/>
        </button>
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="scrub">
            <rect key="frame" x="18" y="716" width="378" height="31"/>
        </slider>
        """, constraints: """
        <constraint firstItem="play" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="187" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="play" secondAttribute="trailing" constant="187" id="c2"/>
        <constraint firstItem="play" firstAttribute="top" secondItem="root" secondAttribute="top" constant="622" id="c3"/>
        <constraint firstItem="scrub" firstAttribute="top" secondItem="play" secondAttribute="bottom" constant="50" id="c4"/>
        <constraint firstItem="scrub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
        <constraint firstAttribute="trailing" secondItem="scrub" secondAttribute="trailing" constant="20" id="c6"/>
        """, device: "retina6_1", toolsVersion: 15705, size: (414, 896),
        resources: #"<image name="pause.fill" catalog="system" width="58" height="64"/>"#)

    @Test("the ratio sizes the rectangle: 40 wide gives 44 tall at y = 622, the glyph's frame 2 pt inside it at each edge")
    func ratioSetsTheRectangle() throws {
        // Width 414 − 187 − 187 = 40; rectangle height 40 × 11 / 10 = 44, from y = 622 to 666; the stored 40-pt frame
        // is that less 2 at the top and the bottom: (187, 624, 40, 40). Without the ratio the frame was taken for the
        // rectangle, (187, 622, 40, 44).
        let laid = try LaidOut(Self.document)
        #expect(laid.frame("play") == Rect(x: 187, y: 624, width: 40, height: 40))
        // The slider hangs 50 pt below the rectangle's bottom: 622 + 44 + 50 = 716, as stored.
        #expect(laid.frame("scrub")?.minY == 716)
    }
}
