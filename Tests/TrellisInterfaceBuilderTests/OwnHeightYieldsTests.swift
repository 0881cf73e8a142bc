import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view's own required height and its bottom pin that cannot both hold, in a storyboard scene outside cells: from
/// Xcode 12, Interface Builder drops the height and keeps the pins (IBOwnHeightYields).
@Suite("Interface Builder: outside cells, a view's own height gives way to its bottom pin (Xcode 12 on)")
struct OwnHeightYieldsTests {
    /// On the 375 × 667 canvas: `card`, 20 from each side of the root, 100 below its top and 400 above its bottom (the
    /// safe area's bottom when `safeArea`, the root's on this phone), with a required `height == 100` of its own; the
    /// pins leave it 667 − 100 − 400 = 167. With `second`, a 40-pt `badge` is also pinned 10 above the root's bottom.
    func document(toolsVersion: Int, safeArea: Bool = false, second: Bool = false) -> String {
        let bottom = safeArea ? #"firstItem="safe" firstAttribute="bottom""# : #"firstAttribute="bottom""#
        let badge = second ? """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
            <rect key="frame" x="20" y="617" width="40" height="40"/>
            <constraints>
                <constraint firstAttribute="width" constant="40" id="g-w"/>
                <constraint firstAttribute="height" constant="40" id="g-h"/>
            </constraints>
        </view>
        """ : ""
        let badgePins = second ? """
        <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="g-l"/>
        <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="10" id="g-b"/>
        """ : ""
        let views = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="20" y="100" width="335" height="167"/>
            <constraints>
                <constraint firstAttribute="height" constant="100" id="c-h"/>
            </constraints>
        </view>
        \(badge)
        """
        let constraints = """
        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c-r"/>
        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
        <constraint \(bottom) secondItem="card" secondAttribute="bottom" constant="400" id="c-z"/>
        \(badgePins)
        """
        return storyboard(views, constraints: constraints, toolsVersion: toolsVersion)
    }

    // Worked by hand: the pins hold, card from y = 100 to 667 − 400 = 267, so (20, 100, 335, 167). Before the rule the
    // bottom pin broke (IBBottomPinYields; to the safe area, it is still the only member marked) and card kept its
    // 100: (20, 100, 335, 100).
    @Test("Xcode 12.5 and 14.3: the height gives way, both pins hold", arguments: [17701, 21701])
    func heightYields(toolsVersion: Int) throws {
        let laid = try LaidOut(document(toolsVersion: toolsVersion))
        #expect(laid.frame("card") == Rect(x: 20, y: 100, width: 335, height: 167))
        let warning = laid.diagnostics().first { $0.code == .unsatisfiable }
        #expect(warning?.message.contains("breaking `card.height == 100`") == true)
    }

    @Test("Xcode 12.5: a bottom pin to the safe area, the same")
    func safeAreaBottom() throws {
        let laid = try LaidOut(document(toolsVersion: 17701, safeArea: true))
        #expect(laid.frame("card") == Rect(x: 20, y: 100, width: 335, height: 167))
    }

    // Not measured: before Xcode 12 the bottom pin still gives way, card keeps its 100 at y = 100. (From Xcode 6 the
    // conflict's views keep their stored frames, IBConflictHold: an Xcode 5 save shows the choice.)
    @Test("Xcode 5 (toolsVersion 5056): unchanged, the bottom pin gives way")
    func earlierUnchanged() throws {
        let laid = try LaidOut(document(toolsVersion: 5056))
        #expect(laid.frame("card") == Rect(x: 20, y: 100, width: 335, height: 100))
    }

    // Not measured: two views pinned to the root's bottom keep the bottom-pin rule: card's pin is the member the
    // warning breaks. (Interface Builder keeps card at its stored frame, IBConflictHold; badge, whose own constraints
    // hold, stays at 667 − 10 − 40 = 617.)
    @Test("Xcode 12.5: two views pinned to one superview's bottom keep the bottom-pin rule")
    func twoBottomPinsUnchanged() throws {
        let laid = try LaidOut(document(toolsVersion: 17701, second: true))
        let warning = laid.diagnostics().first { $0.code == .unsatisfiable }
        #expect(warning?.message.contains("breaking `root.bottom == card.bottom + 400`") == true)
        #expect(laid.frame("card") == Rect(x: 20, y: 100, width: 335, height: 167))
        #expect(laid.frame("badge") == Rect(x: 20, y: 617, width: 40, height: 40))
    }
}
