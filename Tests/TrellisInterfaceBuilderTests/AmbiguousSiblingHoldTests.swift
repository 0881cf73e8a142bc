import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view Xcode 11 and later flags `ambiguous="YES"` keeps its stored frame against its pins to its siblings too
/// (IBAmbiguousSiblingHold).
@Suite("Interface Builder views flagged ambiguous keep their stored frames against their siblings")
struct AmbiguousSiblingHoldTests {
    /// A root of `size` holding a banner pinned 20 pt from the root's sides and 50 pt below its top, 100 tall (so at
    /// y = 50 to 150), and a panel pinned 20 pt below the banner (a sibling: y = 170), to the banner's leading edge and
    /// 20 pt from the root's trailing edge, 200 tall; the panel is flagged `ambiguous` when `flagged` and stored 10 pt
    /// higher, at y = 160.
    static func document(flagged: Bool, toolsVersion: Int, device: String, size: (Double, Double)) -> String {
        let width = size.0 - 40
        return storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                <rect key="frame" x="20" y="50" width="\(width)" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="b1"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" \(flagged ? "ambiguous=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="20" y="160" width="\(width)" height="200"/>
                <constraints>
                    <constraint firstAttribute="height" constant="200" id="p1"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c3"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="banner" secondAttribute="bottom" constant="20" id="c4"/>
            <constraint firstItem="panel" firstAttribute="leading" secondItem="banner" secondAttribute="leading" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="c6"/>
            """, device: device, toolsVersion: toolsVersion, size: size)
    }

    @Test("an Xcode 14.3 flagged view stays where it was stored against its pin to a sibling")
    func flaggedKeepsStoredFrame() throws {
        // 393 × 852 (retina6_12, toolsVersion 21701). The banner ends at 50 + 100 = 150, the pin would put the panel
        // at 150 + 20 = 170; Xcode leaves the flagged panel at its stored (20, 160, 353, 200), and the banner, placed
        // by its own pins, does not move: (20, 50, 353, 100).
        let laid = try LaidOut(Self.document(flagged: true, toolsVersion: 21701, device: "retina6_12", size: (393, 852)))
        #expect(laid.frame("panel") == Rect(x: 20, y: 160, width: 353, height: 200))
        #expect(laid.frame("banner") == Rect(x: 20, y: 50, width: 353, height: 100))
    }

    @Test("an unflagged view follows its pin to a sibling")
    func unflaggedFollowsSibling() throws {
        // The same panel without the flag: the pin decides, y = 170, and the panel is misplaced.
        let laid = try LaidOut(Self.document(flagged: false, toolsVersion: 21701, device: "retina6_12", size: (393, 852)))
        #expect(laid.frame("panel") == Rect(x: 20, y: 170, width: 353, height: 200))
        #expect(laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "panel" })
    }

    @Test("an Xcode 10 flagged view follows its pin to a sibling")
    func xcode10FollowsSibling() throws {
        // 375 × 667 (retina4_7, toolsVersion 14460): Xcode 10 is not measured, the pin decides, y = 170.
        let laid = try LaidOut(Self.document(flagged: true, toolsVersion: 14460, device: "retina4_7", size: (375, 667)))
        #expect(laid.frame("panel") == Rect(x: 20, y: 170, width: 335, height: 200))
    }
}
