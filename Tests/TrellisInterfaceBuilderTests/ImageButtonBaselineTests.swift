import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A button with an image and no title has its baselines at its image's bottom (IBImageButtonBaselines; an Xcode 9.1
/// profile screen stored so).
@Suite("Interface Builder: an image-only button's baseline")
struct ImageButtonBaselineTests {
    /// An Xcode 9.1 storyboard on 375 × 667: a 115 × 115 image view `photo` 130 pt in and 81.5 pt down, and a 36 × 36
    /// button `add` showing the image `plus` (listed 25 × 25) with the title `title` (nil: none), its trailing edge and
    /// its baseline tied to the image view's.
    static func document(title: String?) -> String {
        let titleAttribute = title.map { " title=\"\($0)\"" } ?? ""
        return storyboard("""
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                <rect key="frame" x="130" y="81.5" width="115" height="115"/>
                <constraints>
                    <constraint firstAttribute="width" constant="115" id="i1"/>
                    <constraint firstAttribute="height" constant="115" id="i2"/>
                </constraints>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                <rect key="frame" x="209" y="166" width="36" height="36"/>
                <constraints>
                    <constraint firstAttribute="width" constant="36" id="b1"/>
                    <constraint firstAttribute="height" constant="36" id="b2"/>
                </constraints>
                <state key="normal" image="plus"\(titleAttribute)/>
            </button>
            """, constraints: """
            <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="130" id="c1"/>
            <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="81.5" id="c2"/>
            <constraint firstItem="add" firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="add" firstAttribute="baseline" secondItem="photo" secondAttribute="baseline" id="c4"/>
            """, toolsVersion: 13529, resources: #"<image name="plus" width="25" height="25"/>"#)
    }

    @Test("no title: the baseline is the 25-pt image's bottom, 30.5 below the button's top, so y = 196.5 − 30.5 = 166")
    func imageOnly() throws {
        // The image view's baseline is its bottom, 81.5 + 115 = 196.5; the image centred in 36 pt ends at
        // (36 − 25) / 2 + 25 = 30.5; the button's trailing edge at 245, so x = 209.
        let laid = try LaidOut(Self.document(title: nil))
        #expect(laid.frame("photo") == Rect(x: 130, y: 81.5, width: 115, height: 115))
        #expect(laid.frame("add") == Rect(x: 209, y: 166, width: 36, height: 36))
    }

    @Test("with a title the text line gives the baseline, not the image: the button is not at 166")
    func titled() throws {
        let laid = try LaidOut(Self.document(title: "Add"))
        #expect(laid.frame("add")?.minY != 166)
    }
}
