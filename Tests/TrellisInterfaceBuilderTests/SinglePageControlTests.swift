import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A page control with `hidesForSinglePage` and one page hides itself, and a stack collapses it (IBSinglePageControls;
/// two documents sharing one account header, Xcode 9.1 and 11.3).
@Suite("Interface Builder: a page control hidden for a single page")
struct SinglePageControlTests {
    /// A vertical stack (spacing 8) at (20, 100), 335 wide, of a 100 × 60 view `card` and a 16-pt page control with
    /// `pageAttributes`, centred; a 50-pt view `below` 20 pt under the stack.
    static func document(pageAttributes: String) -> String {
        storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="100" width="335" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="117.5" y="0.0" width="100" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="c1"/>
                            <constraint firstAttribute="height" constant="60" id="c2"/>
                        </constraints>
                    </view>
                    <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(pageAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                        <rect key="frame" x="159.5" y="68" width="16" height="16"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="16" id="c3"/>
                        </constraints>
                    </pageControl>
                </subviews>
            </stackView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="20" y="180" width="335" height="50"/>
                <constraints>
                    <constraint firstAttribute="height" constant="50" id="c4"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c6"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c7"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="c8"/>
            <constraint firstItem="below" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c9"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="stack" secondAttribute="bottom" constant="20" id="c10"/>
            """)
    }

    @Test("one page or none, hidden for a single page: the stack is the card's 60 pt, the view below at 100 + 60 + 20",
          arguments: [#"hidesForSinglePage="YES" numberOfPages="1""#, #"hidesForSinglePage="YES""#])
    func collapsed(pageAttributes: String) throws {
        let laid = try LaidOut(Self.document(pageAttributes: pageAttributes))
        #expect(laid.frame("stack") == Rect(x: 20, y: 100, width: 335, height: 60))
        #expect(laid.frame("below") == Rect(x: 20, y: 180, width: 335, height: 50))
    }

    @Test("two pages, or one page not hidden: the page control stays, the stack 60 + 8 + 16 = 84 tall, the view below at 204",
          arguments: [#"hidesForSinglePage="YES" numberOfPages="2""#, #"numberOfPages="1""#])
    func shown(pageAttributes: String) throws {
        let laid = try LaidOut(Self.document(pageAttributes: pageAttributes))
        #expect(laid.frame("stack") == Rect(x: 20, y: 100, width: 335, height: 84))
        #expect(laid.frame("pages") == Rect(x: 159.5, y: 68, width: 16, height: 16))
        #expect(laid.frame("below") == Rect(x: 20, y: 204, width: 335, height: 50))
    }
}
