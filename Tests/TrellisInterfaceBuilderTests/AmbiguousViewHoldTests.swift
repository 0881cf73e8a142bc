import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view Xcode flags `ambiguous="YES"` keeps its stored frame, and what is chained to it follows
/// (IBAmbiguousViewHold).
@Suite("Interface Builder views flagged ambiguous keep their stored frames")
struct AmbiguousViewHoldTests {
    /// A root of `size` holding a card pinned 20 pt from the root's sides and 100 pt below its top, with nothing on
    /// its height (so Xcode finds it ambiguous), flagged `ambiguous` when `flagged` and stored 20 pt higher, at
    /// y = 80, 120 tall; a caption label under it, pinned 8 pt below the card's bottom and to its leading edge, stored
    /// 100 × 20 at y = 208 (80 + 120 + 8).
    static func document(flagged: Bool, toolsVersion: Int, device: String, size: (Double, Double)) -> String {
        let width = size.0 - 40
        return storyboard("""
            <view contentMode="scaleToFill" \(flagged ? "ambiguous=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="20" y="80" width="\(width)" height="120"/>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Caption" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                <rect key="frame" x="20" y="208" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """, constraints: """
            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            <constraint firstItem="caption" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="8" id="c4"/>
            <constraint firstItem="caption" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="c5"/>
            """, device: device, toolsVersion: toolsVersion, size: size)
    }

    @Test("an Xcode 14.3 flagged view stays where it was stored, and the label chained below it follows")
    func flaggedKeepsStoredFrame() throws {
        // 393 × 852 (retina6_12, toolsVersion 21701). Its top pin would put the card at y = 100 and the caption at
        // 100 + 120 + 8 = 228; Xcode leaves the flagged card at its stored (20, 80, 353, 120), and the caption is
        // 8 pt below it at 208: nothing misplaced.
        let laid = try LaidOut(Self.document(flagged: true, toolsVersion: 21701, device: "retina6_12", size: (393, 852)))
        #expect(laid.frame("card") == Rect(x: 20, y: 80, width: 353, height: 120))
        #expect(laid.frame("caption") == Rect(x: 20, y: 208, width: 100, height: 20))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("an unflagged view is laid out by its constraints")
    func unflaggedFollowsConstraints() throws {
        // The same card without the flag: its pin decides, y = 100 (its height, undetermined, is the stored 120), the
        // caption at 228, both misplaced.
        let laid = try LaidOut(Self.document(flagged: false, toolsVersion: 21701, device: "retina6_12", size: (393, 852)))
        #expect(laid.frame("card") == Rect(x: 20, y: 100, width: 353, height: 120))
        #expect(laid.frame("caption") == Rect(x: 20, y: 228, width: 100, height: 20))
        #expect(laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "card" })
    }

    @Test("Xcode 10 and Xcode 6 hold a flagged view too: the card at its stored y = 80, the caption at 208",
          arguments: [14460, 6254])
    func olderVersionsHoldToo(toolsVersion: Int) throws {
        // 375 × 667 (retina4_7): the pin would put the card at y = 100 and the caption at 228 (IBAmbiguousViewHold,
        // measured on Xcode 6 to 10 documents of nine projects).
        let laid = try LaidOut(Self.document(flagged: true, toolsVersion: toolsVersion, device: "retina4_7", size: (375, 667)))
        #expect(laid.frame("card") == Rect(x: 20, y: 80, width: 335, height: 120))
        #expect(laid.frame("caption") == Rect(x: 20, y: 208, width: 100, height: 20))
    }
}
