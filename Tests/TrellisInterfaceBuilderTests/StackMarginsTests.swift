import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack view's own layout margins.
@Suite("Interface Builder stack margins")
struct StackMarginsTests {
    @Test("a stack view's layout margins are 0 unless the document sets them (a plain view's are 8)")
    func defaultMargins() throws {
        // Each view's leadingMargin is pinned 20 pt from the root's leading edge: the stack (margins 0) sits at
        // x = 20, the plain view (margins 8) at 20 − 8 = 12. Both are 100 × 40.
        let views = """
        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="100" height="40"/>
        </stackView>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
            <rect key="frame" x="12" y="200" width="100" height="40"/>
        </view>
        """
        var constraints = ""
        for (id, y) in [("stack", 100), ("plain", 200)] {
            constraints += """
            <constraint firstItem="\(id)" firstAttribute="leadingMargin" secondItem="root" secondAttribute="leading" constant="20" id="\(id)1"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)2"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="100" id="\(id)3"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="40" id="\(id)4"/>

            """
        }
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        #expect(laid.frame("stack") == Rect(x: 20, y: 100, width: 100, height: 40))
        #expect(laid.frame("plain") == Rect(x: 12, y: 200, width: 100, height: 40))
    }
}
