import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 11 puts a fill or fillEqually stack's hidden end views at the stack's start, either axis (IBStackHiddenAtStart's
/// `xcode11`). Expected frames are worked out by hand.
@Suite("Interface Builder: Xcode 11 stacks' hidden end views at the start")
struct StackHiddenAtStartXcode11Tests {
    /// A centre-aligned horizontal fill stack (spacing 10) at (20, 100): a hidden 45 × 45 `icon` (its own size), then
    /// a visible 136.5 × 20 `name`; `iconLast`: the icon after the name instead.
    static func row(toolsVersion: Int, iconLast: Bool = false) -> String {
        let icon = box("icon", iconLast ? 136.5 : 0, -12.5, 45, 45, extra: "hidden=\"YES\"", children: """
            <constraints>
                <constraint firstAttribute="width" constant="45" id="iw"/>
                <constraint firstAttribute="height" constant="45" id="ih"/>
            </constraints>
            """)
        let name = box("name", 0, 0, 136.5, 20, children: """
            <constraints>
                <constraint firstAttribute="width" constant="136.5" id="nw"/>
                <constraint firstAttribute="height" constant="20" id="nh"/>
            </constraints>
            """)
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="20" y="100" width="136.5" height="20"/>
                <subviews>
                    \(iconLast ? name + icon : icon + name)
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 11.5 (16097): the hidden icon starts at the row's start, x = 0, 45 wide (Dotabuff's match details)")
    func horizontalFillAtStart() throws {
        // The visible name alone makes the row 136.5 × 20; the icon keeps its 45 × 45, centred: y = (20 − 45) / 2.
        let laid = try LaidOut(Self.row(toolsVersion: 16097))
        #expect(laid.frame("row") == Rect(x: 20, y: 100, width: 136.5, height: 20))
        #expect(laid.frame("name") == Rect(x: 0, y: 0, width: 136.5, height: 20))
        #expect(laid.frame("icon") == Rect(x: 0, y: -12.5, width: 45, height: 45))
    }

    @Test("Xcode 10.1 (14460) collapses it, ending at the row's start: x = −45")
    func xcode10Collapses() throws {
        let laid = try LaidOut(Self.row(toolsVersion: 14460))
        #expect(laid.frame("icon") == Rect(x: -45, y: -12.5, width: 45, height: 45))
    }

    @Test("Xcode 11.3 (15505): a fillEqually column's hidden last button with no height of its own is 0 tall at y = 0")
    func verticalFillEquallyAtStart() throws {
        // A 283 × 256.5 column: the visible `start` fills it; the hidden `stop` after it lies at the top, 0 tall
        // (the collapse put it at y = 256.5; nicikess's fitness tracker stores (0, 0, 283, 0)).
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="100" width="283" height="256.5"/>
                <subviews>
                    \(box("start", 0, 0, 283, 256.5))
                    \(box("stop", 0, 0, 283, 0, extra: "hidden=\"YES\""))
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="col" firstAttribute="width" constant="283" id="k3"/>
            <constraint firstItem="col" firstAttribute="height" constant="256.5" id="k4"/>
            """, toolsVersion: 15505)
        let laid = try LaidOut(xml)
        #expect(laid.frame("start") == Rect(x: 0, y: 0, width: 283, height: 256.5))
        #expect(laid.frame("stop") == Rect(x: 0, y: 0, width: 283, height: 0))
    }

    @Test("Xcode 11.5 (16097): a hidden last icon with a width of its own stays where it collapses, at the row's end")
    func trailingWithOwnLengthCollapses() throws {
        // The same row with the icon after the name: the name alone makes the row 136.5 wide, and the icon, 45 wide of
        // its own, collapses at the row's end, x = 136.5 (alture's radio app stores its star there); at the start it
        // would be at 0.
        let xml = Self.row(toolsVersion: 16097, iconLast: true)
        let laid = try LaidOut(xml)
        #expect(laid.frame("row") == Rect(x: 20, y: 100, width: 136.5, height: 20))
        #expect(laid.frame("name") == Rect(x: 0, y: 0, width: 136.5, height: 20))
        #expect(laid.frame("icon") == Rect(x: 136.5, y: -12.5, width: 45, height: 45))
    }
}
