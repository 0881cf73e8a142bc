import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A symbol button whose top and bottom are pinned to a slider's (IBSiblingAlignment): the pins hold the slider's
/// alignment rectangle, 1 pt shorter than its stored frame, so that rectangle, not the frame, is the length that sets
/// the button's symbol insets.
@Suite("Interface Builder symbol views pinned to a control with alignment insets")
struct SymbolSliderPinTests {
    static let subviews = """
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="vol">
            <rect key="frame" x="60" y="300" width="200" height="31"/>
        </slider>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="mute">
            <rect key="frame" x="20" y="300" width="23" height="30"/>
            <constraints>
                <constraint firstAttribute="width" constant="23" id="w1"/>
            </constraints>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" image="speaker.fill" catalog="system">
                <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="10"/>
            </buttonConfiguration>
        </button>
        """

    static let constraints = """
        <constraint firstItem="vol" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="62" id="s1"/>
        <constraint firstItem="vol" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="s2"/>
        <constraint firstItem="vol" firstAttribute="width" constant="196" id="s3"/>
        <constraint firstItem="vol" firstAttribute="leading" secondItem="mute" secondAttribute="trailing" constant="19" id="b1"/>
        <constraint firstItem="mute" firstAttribute="top" secondItem="vol" secondAttribute="top" id="b2"/>
        <constraint firstItem="mute" firstAttribute="bottom" secondItem="vol" secondAttribute="bottom" id="b3"/>
        """

    @Test("the button takes the slider's 30-pt rectangle, not its 31-pt frame: no symbol insets")
    func sliderPins() throws {
        // The slider's alignment rectangle (insets 0 top, 2 sides, 1 bottom): x 62, width 196, y 300, 30 tall; its
        // frame (60, 300, 200, 31). The button's rectangle: 23 wide ending 19 before 62 (x 20), the slider's top and
        // bottom (300 to 330). Stored 30 tall: (30 − 30) / 2 = 0 insets, so the frame is (20, 300, 23, 30). From the
        // slider's stored 31 the insets would be (30 − 31) / 2 = −0.5 at each edge, a 31-pt rectangle the slider's
        // 30 cannot hold: measured without the rule, the slider is stretched to 32 and the button lands at y = 300.5.
        let xml = storyboard(Self.subviews, constraints: Self.constraints, toolsVersion: 22154,
                             resources: #"<image name="speaker.fill" catalog="system" width="128" height="128"/>"#)
        let laid = try LaidOut(xml)
        #expect(laid.frame("vol") == Rect(x: 60, y: 300, width: 200, height: 31))
        #expect(laid.frame("mute") == Rect(x: 20, y: 300, width: 23, height: 30))
    }
}
