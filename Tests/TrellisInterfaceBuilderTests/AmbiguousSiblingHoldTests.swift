import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view Xcode flags `ambiguous="YES"` keeps its stored frame against its pins to its siblings too
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

    @Test("an Xcode 10 flagged view stays where it was stored against its pin to a sibling too: y = 160")
    func xcode10KeepsStoredFrame() throws {
        // 375 × 667 (retina4_7, toolsVersion 14460): the pin would give 170 (IBAmbiguousViewHold: Xcode 6 to 10 hold).
        let laid = try LaidOut(Self.document(flagged: true, toolsVersion: 14460, device: "retina4_7", size: (375, 667)))
        #expect(laid.frame("panel") == Rect(x: 20, y: 160, width: 335, height: 200))
    }

    /// Three flagged views tied only to one another, stored off those ties (Xcode 11.4, 375 × 667): `red`, 80 × 130 of
    /// its own, stored at (40, 40); `gray`, 80 wide, pinned 10 pt after red and to its top, stored at (139, 42), 44 tall
    /// (the pins give x = 130, y = 40); `dot`, 30 × 30 of its own, pinned 5 pt inside red's trailing edge and centred on
    /// it, stored at (79, 91), 29 tall (the pins give x = 85, y = 90).
    static func threeFlagged() -> String {
        storyboard("""
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="red">
                <rect key="frame" x="40" y="40" width="80" height="130"/>
                <constraints>
                    <constraint firstAttribute="width" constant="80" id="r1"/>
                    <constraint firstAttribute="height" constant="130" id="r2"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="gray">
                <rect key="frame" x="139" y="42" width="80" height="44"/>
                <constraints>
                    <constraint firstAttribute="width" constant="80" id="g1"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                <rect key="frame" x="79" y="91" width="30" height="29"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="d1"/>
                    <constraint firstAttribute="height" constant="30" id="d2"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="gray" firstAttribute="leading" secondItem="red" secondAttribute="trailing" constant="10" id="t1"/>
            <constraint firstItem="gray" firstAttribute="top" secondItem="red" secondAttribute="top" id="t2"/>
            <constraint firstItem="dot" firstAttribute="trailing" secondItem="red" secondAttribute="trailing" constant="-5" id="t3"/>
            <constraint firstItem="dot" firstAttribute="centerY" secondItem="red" secondAttribute="centerY" id="t4"/>
            """, device: "retina4_7", toolsVersion: 16097, size: (375, 667))
    }

    @Test("flagged views tied only to one another each keep their stored frames")
    func flaggedSiblingsKeepStoredFrames() throws {
        // Each view is held where it was stored; the ties between them move none (Xcode stored them off those ties).
        let laid = try LaidOut(Self.threeFlagged())
        #expect(laid.frame("red") == Rect(x: 40, y: 40, width: 80, height: 130))
        #expect(laid.frame("gray") == Rect(x: 139, y: 42, width: 80, height: 44))
        #expect(laid.frame("dot") == Rect(x: 79, y: 91, width: 30, height: 29))
    }
}
