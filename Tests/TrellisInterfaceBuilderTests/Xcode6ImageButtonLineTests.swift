import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6 to 8: a custom button showing only an image is at least one line of its title font tall, 22 pt for the default
/// 18-pt font, though it has no title (IBXcode6ImageButtonLine).
@Suite("Interface Builder Xcode 6 to 8 image-only buttons")
struct Xcode6ImageButtonLineTests {
    /// A button showing the 16 × 16 "Reply" image at (20, 100), stored 16 × 16, no size constraints of its own; `type`
    /// and `font` add a `buttonType` and a `fontDescription`. `rule` is a 100 × 1 view pinned 8 pt below it.
    static func subviews(type: String = "", font: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type)lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="reply">
            <rect key="frame" x="20" y="100" width="16" height="16"/>
            \(font)
            <state key="normal" image="Reply">
                <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
            </state>
        </button>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
            <rect key="frame" x="20" y="124" width="100" height="1"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="w1"/>
                <constraint firstAttribute="height" constant="1" id="h1"/>
            </constraints>
        </view>
        """
    }

    static let pins = """
        <constraint firstItem="reply" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="reply" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        <constraint firstItem="rule" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstItem="rule" firstAttribute="top" secondItem="reply" secondAttribute="bottom" constant="8" id="c4"/>
        """

    static let resources = #"<image name="Reply" width="16" height="16"/>"#

    func laidOut(toolsVersion: Int, type: String = "", font: String = "") throws -> LaidOut {
        try LaidOut(storyboard(Self.subviews(type: type, font: font), constraints: Self.pins, toolsVersion: toolsVersion,
                               resources: Self.resources))
    }

    @Test("Xcode 6.1 (6254): the 16 × 16 image's button is the 22-pt line of the 18-pt default font tall")
    func defaultFontLine() throws {
        // ⌈1.193 × 18⌉ = 22: (20, 100, 16, 22), the rule 8 pt below at y = 130. The image alone gave 16 × 16 and 124.
        let laid = try laidOut(toolsVersion: 6254)
        #expect(laid.frame("reply") == Rect(x: 20, y: 100, width: 16, height: 22))
        #expect(laid.frame("rule") == Rect(x: 20, y: 130, width: 100, height: 1))
    }

    @Test("Xcode 6.0.1 (6245): a Helvetica Neue Bold 15 title font gives an 18-pt line")
    func namedFontLine() throws {
        // ⌈1.193 × 15⌉ = ⌈17.9⌉ = 18: (20, 100, 16, 18), the rule at 126.
        let font = #"<fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="15"/>"#
        let laid = try laidOut(toolsVersion: 6245, font: font)
        #expect(laid.frame("reply") == Rect(x: 20, y: 100, width: 16, height: 18))
        #expect(laid.frame("rule") == Rect(x: 20, y: 126, width: 100, height: 1))
    }

    @Test("Xcode 8.2 and 8.3 (11762, 12121): the same 22-pt line")
    func xcode8Line() throws {
        for version in [11762, 12121] {
            let laid = try laidOut(toolsVersion: version)
            #expect(laid.frame("reply") == Rect(x: 20, y: 100, width: 16, height: 22))
            #expect(laid.frame("rule") == Rect(x: 20, y: 130, width: 100, height: 1))
        }
    }

    @Test("Xcode 9.2, roundedRect buttons and other fonts keep the image's 16 × 16")
    func otherButtonsKeepImageSize() throws {
        #expect(try laidOut(toolsVersion: 13771).frame("reply") == Rect(x: 20, y: 100, width: 16, height: 16))
        #expect(try laidOut(toolsVersion: 6254, type: #"buttonType="roundedRect" "#).frame("reply")
                == Rect(x: 20, y: 100, width: 16, height: 16))
        let font = #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="15"/>"#
        #expect(try laidOut(toolsVersion: 6254, font: font).frame("reply") == Rect(x: 20, y: 100, width: 16, height: 16))
    }
}
