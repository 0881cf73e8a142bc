import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A button that shows only an image has that image's size as its intrinsic size (the size `<resources>` lists), not
/// its stored frame: where required constraints leave its size to hugging, it shrinks to the smallest size they allow.
@Suite("Interface Builder image-only buttons")
struct ImageButtonSizeTests {
    /// A button at (20, 100), stored 80 × 80, held square and at least 70 tall; `title` adds a normal-state title.
    static func button(title: String = "") -> String {
        let titled = title.isEmpty ? "" : #" title="\#(title)""#
        return """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="play">
            <rect key="frame" x="20" y="100" width="80" height="80"/>
            <constraints>
                <constraint firstAttribute="width" secondItem="play" secondAttribute="height" multiplier="1:1" id="sq"/>
                <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="70" id="min"/>
            </constraints>
            <state key="normal"\(titled) image="Play"/>
        </button>
        """
    }

    static let pins = """
        <constraint firstItem="play" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="play" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        """

    static let resources = #"<image name="Play" width="60" height="60"/>"#

    @Test("an image-only button hugs down to the 70-pt minimum: (20, 100, 70, 70), not its stored 80 × 80")
    func imageOnlyButtonHugsToItsImage() throws {
        // Intrinsic 60 × 60 (the listed image): hugging (250) pulls the square down, the required minimum stops it at
        // 70, compression resistance is met. With the stored 80 × 80 as intrinsic size, compression resistance (750)
        // holds it at 80 and hugging at 80: (20, 100, 80, 80).
        let laid = try LaidOut(storyboard(Self.button(), constraints: Self.pins, toolsVersion: 11762,
                                          resources: Self.resources))
        #expect(laid.frame("play") == Rect(x: 20, y: 100, width: 70, height: 70))
    }

    @Test("an Xcode 11.3 document (16097) keeps the stored frame as the intrinsic size: (20, 100, 80, 80)")
    func laterDocumentsKeepStoredSize() throws {
        let laid = try LaidOut(storyboard(Self.button(), constraints: Self.pins, toolsVersion: 16097,
                                          resources: Self.resources))
        #expect(laid.frame("play") == Rect(x: 20, y: 100, width: 80, height: 80))
    }

    @Test("a button with a title keeps its stored frame as its intrinsic size: (20, 100, 80, 80)")
    func titledButtonKeepsStoredSize() throws {
        let laid = try LaidOut(storyboard(Self.button(title: "Go"), constraints: Self.pins, toolsVersion: 11762,
                                          resources: Self.resources))
        #expect(laid.frame("play") == Rect(x: 20, y: 100, width: 80, height: 80))
    }
}
