import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view whose height a constraint ties to its superview's (`height == row.height − 10`): that
/// length is its alignment rectangle's, and the frame Xcode stores is the glyph's image inside it, centred
/// (IBSymbolSuperviewLength; an Xcode 12.4 cell stores such a chevron.right 51.5 tall at y = 7 in a 65-pt row).
@Suite("Interface Builder: symbol image views sized by their superview's length")
struct SymbolSuperviewLengthTests {
    static func document(tie: String, storedY: Double = 7, storedHeight: Double = 51.5) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="100" width="375" height="65"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="chev">
                        <rect key="frame" x="345" y="\(storedY)" width="10" height="\(storedHeight)"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="10" id="w1"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    \(tie)
                    <constraint firstItem="chev" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="t2"/>
                    <constraint firstAttribute="trailing" secondItem="chev" secondAttribute="trailing" constant="20" id="t3"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="row" firstAttribute="height" constant="65" id="c4"/>
            """, toolsVersion: 17701, resources: #"<image name="chevron.right" catalog="system" width="96" height="128"/>"#)
    }

    static let viewTied = #"<constraint firstItem="chev" firstAttribute="height" secondItem="row" secondAttribute="height" constant="-10" id="t1"/>"#
    static let superviewTied = #"<constraint firstAttribute="height" secondItem="chev" secondAttribute="height" constant="10" id="t1"/>"#

    @Test("the 55-pt rectangle centred in the 65-pt row is at y = 5; the 51.5-pt image is 1.75 pt inside it")
    func viewFirst() throws {
        let laid = try LaidOut(Self.document(tie: Self.viewTied))
        let chev = try #require(laid.frame("chev"))
        // Rectangle: 65 − 10 = 55 tall, centre 32.5, top 5. Stored 51.5: insets (51.5 − 55) / 2 = −1.75 at the top and
        // bottom, a frame at 6.75, 51.5 tall (Xcode's 7: within half a point). Its width, 10, is its own constant.
        #expect(abs(chev.minY - 6.75) <= 0.25)
        #expect(abs(chev.height - 51.5) <= 0.25)
        #expect(abs(chev.minX - 345) <= 0.01 && abs(chev.width - 10) <= 0.01)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "chev" })
    }

    @Test("the same tie written from the superview (row.height == chev.height + 10) gives the same rectangle")
    func superviewFirst() throws {
        let chev = try #require(try LaidOut(Self.document(tie: Self.superviewTied)).frame("chev"))
        #expect(abs(chev.minY - 6.75) <= 0.25)
        #expect(abs(chev.height - 51.5) <= 0.25)
    }

    @Test("a stored height more than a quarter short of the rectangle is a stale frame, not insets: the view fills the rectangle")
    func staleFrame() throws {
        let laid = try LaidOut(Self.document(tie: Self.viewTied, storedY: 17.5, storedHeight: 30))
        let chev = try #require(laid.frame("chev"))
        #expect(abs(chev.minY - 5) <= 0.01)
        #expect(abs(chev.height - 55) <= 0.01)
    }

    @Test("a multiplier: height == row.height × 1:2 gives a 32.5-pt rectangle; the stored 29.5 is 1.5 pt inside it at each edge")
    func multiplied() throws {
        let tie = #"<constraint firstItem="chev" firstAttribute="height" secondItem="row" secondAttribute="height" multiplier="1:2" id="t1"/>"#
        let chev = try #require(try LaidOut(Self.document(tie: tie, storedY: 17.75, storedHeight: 29.5)).frame("chev"))
        // Rectangle: 65 / 2 = 32.5 tall, centred on 32.5: top 16.25. Insets (29.5 − 32.5) / 2 = −1.5: the frame at 17.75.
        #expect(abs(chev.minY - 17.75) <= 0.25)
        #expect(abs(chev.height - 29.5) <= 0.25)
    }

    @Test("the multiplier written from the superview (row.height == chev.height × 2 + 5): a 30-pt rectangle at 17.5, the stored 27 inside it")
    func multipliedFromSuperview() throws {
        let tie = #"<constraint firstAttribute="height" secondItem="chev" secondAttribute="height" multiplier="2" constant="5" id="t1"/>"#
        let chev = try #require(try LaidOut(Self.document(tie: tie, storedY: 19, storedHeight: 27)).frame("chev"))
        // Rectangle: (65 − 5) / 2 = 30 tall, centred on 32.5: top 17.5. Insets (27 − 30) / 2 = −1.5: the frame at 19.
        #expect(abs(chev.minY - 19) <= 0.25)
        #expect(abs(chev.height - 27) <= 0.25)
    }
}
