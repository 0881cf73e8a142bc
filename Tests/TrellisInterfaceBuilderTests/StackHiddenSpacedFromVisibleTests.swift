import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 12's canvas spaces the visible arranged view after hidden ones from the visible view before them, so a
/// written constraint that moves the hidden view leaves the visible ones alone (IBStackHiddenSpacedFromVisible).
/// Expected frames are worked out by hand.
@Suite("Interface Builder: Xcode 12 visible views spaced across hidden arranged views")
struct StackHiddenSpacedFromVisibleTests {
    /// A vertical fill stack (spacing 10) at (20, 100), pinned by its leading and top edges: a visible 100 × 30 box
    /// `top`, a hidden box `gap` with no length of its own, and a visible 100 × 40 box `bottom`. With `pinned`, the
    /// document also writes `gap.top == top.bottom + 10`.
    static func document(toolsVersion: Int, pinned: Bool) -> String {
        func sized(_ id: String, _ y: Double, _ height: Int) -> String {
            box(id, 0, y, 100, Double(height), children: """
            <constraints>
                <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
            """)
        }
        let gap = box("gap", 0, 40, 100, 0, extra: "hidden=\"YES\"")
        let written = pinned
            ? #"<constraint firstItem="gap" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="10" id="k3"/>"#
            : ""
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="100" width="100" height="80"/>
                <subviews>\(sized("top", 0, 30))\(gap)\(sized("bottom", 40, 40))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            \(written)
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 12.4: a hidden view pinned a full spacing below `top` leaves `bottom` a spacing below `top`")
    func pinnedXcode12() throws {
        // top 0…30; gap pinned at 30 + 10 = 40, 0 tall; bottom spaced 10 from top: 40…80; the stack is 80 tall.
        let laid = try LaidOut(Self.document(toolsVersion: 17701, pinned: true))
        #expect(laid.frame("top") == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(laid.frame("gap") == Rect(x: 0, y: 40, width: 100, height: 0))
        #expect(laid.frame("bottom") == Rect(x: 0, y: 40, width: 100, height: 40))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 80))
    }

    @Test("Xcode 12.4 without the written constraint: the hidden view sits mid-spacing, the rest unchanged")
    func unpinnedXcode12() throws {
        // gap at 30 + 10 / 2 = 35; bottom at 40.
        let laid = try LaidOut(Self.document(toolsVersion: 17701, pinned: false))
        #expect(laid.frame("gap") == Rect(x: 0, y: 35, width: 100, height: 0))
        #expect(laid.frame("bottom") == Rect(x: 0, y: 40, width: 100, height: 40))
    }

    @Test("the key is set only for Xcode 12 documents whose stacks put hidden views mid-spacing")
    func bounds() {
        var mid = StackProperties()
        mid.hiddenViewsMidSpacing = true
        for version in [14460, 16097, 18122, 21507] {
            var other = mid
            IBStackHiddenSpacedFromVisible.apply(to: &other, toolsVersion: version)
            #expect(!other.hiddenViewsSpacedFromVisible)
        }
        for version in [17000, 17701, 17999] {
            var xcode12 = mid
            IBStackHiddenSpacedFromVisible.apply(to: &xcode12, toolsVersion: version)
            #expect(xcode12.hiddenViewsSpacedFromVisible)
        }
        var plain = StackProperties()
        IBStackHiddenSpacedFromVisible.apply(to: &plain, toolsVersion: 17701)
        #expect(!plain.hiddenViewsSpacedFromVisible)
    }
}
