import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view Xcode flags `ambiguous="YES"` keeps its stored size and place against what its content and its lowered
/// constraints ask (IBAmbiguousViewHold.holdFrames): only its required constraints move it.
@Suite("Interface Builder views flagged ambiguous keep their stored frames against their content")
struct AmbiguousSizeHoldTests {
    /// A 414 × 736 root (`retina5_5`, Xcode 10.1) holding a vertical stack, leading-aligned, spacing 10, pinned 20 pt
    /// inside the root's leading and trailing edges and 60 pt below its top, stored (20, 60, 374, 100) and flagged
    /// `ambiguous` when `flagged`: a text field whose design-time intrinsic size is 768 × 30, stored 374 × 30, and a
    /// plain view with no height (what makes Xcode find the stack ambiguous), stored 240 × 60 at y = 40.
    static func stackDocument(flagged: Bool) -> String {
        storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" \(flagged ? "ambiguous=\"YES\" " : "")axis="vertical" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="form">
                <rect key="frame" x="20" y="60" width="374" height="100"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="768" placeholderIntrinsicHeight="30" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="0.0" y="0.0" width="374" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                        <rect key="frame" x="0.0" y="40" width="240" height="60"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="form" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="form" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="form" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c3"/>
            """, device: "retina5_5", toolsVersion: 14460, size: (414, 736))
    }

    @Test("a flagged stack keeps its stored 374-pt width, and the 768-pt text field in it is 374 wide")
    func flaggedStackKeepsItsWidth() throws {
        // The pins give 414 − 20 − 20 = 374, the stored width. They are lowered below the hold on stored frames
        // (IBAmbiguousViewHold); without the size hold the field's intrinsic 768 (compression resistance 750, above
        // that hold) would carry the leading-aligned stack to 768.
        let laid = try LaidOut(Self.stackDocument(flagged: true))
        #expect(laid.frame("form") == Rect(x: 20, y: 60, width: 374, height: 100))
        #expect(laid.frame("name") == Rect(x: 0, y: 0, width: 374, height: 30))
    }

    @Test("the same stack unflagged is 374 wide by its required pins")
    func unflaggedStackFollowsItsPins() throws {
        let laid = try LaidOut(Self.stackDocument(flagged: false))
        #expect(laid.frame("form")?.width == 374)
        #expect(laid.frame("name")?.width == 374)
    }

    /// A flagged text field pinned only by its leading edge and top (its width comes from its design-time intrinsic
    /// 300), stored 200 × 30 at (16, 100) on a 375 × 667 root.
    static let fieldDocument = storyboard("""
        <textField opaque="NO" contentMode="scaleToFill" ambiguous="YES" placeholderIntrinsicWidth="300" placeholderIntrinsicHeight="30" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Search" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="search">
            <rect key="frame" x="16" y="100" width="200" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """, constraints: """
        <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        """)

    @Test("a flagged text field keeps its stored 200-pt width against its intrinsic 300")
    func flaggedFieldKeepsItsWidth() throws {
        let laid = try LaidOut(Self.fieldDocument)
        #expect(laid.frame("search") == Rect(x: 16, y: 100, width: 200, height: 30))
    }

    /// A 200 × 50 card flagged `ambiguous`, pinned 20 pt from the leading edge, its own size fixed, nothing fixing its y
    /// but `card.top >= root.top + 100`; stored at y = 80 (sitmena/ios-health-app's shape).
    static let boundDocument = storyboard("""
        <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="20" y="80" width="200" height="50"/>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="w"/>
                <constraint firstAttribute="height" constant="50" id="h"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="card" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root" secondAttribute="top" constant="100" id="floor"/>
        """)

    @Test("a flagged card bounded only by an inequality keeps its stored y = 80, 20 pt above the bound")
    func flaggedCardBoundByInequalityHolds() throws {
        // The bound, lowered to 50 by IBAmbiguousViewHold, fixes nothing (an inequality never does), so the stored-frame
        // hold left the card's y to the lowest pin and the bound put it at 100.
        let laid = try LaidOut(Self.boundDocument)
        #expect(laid.frame("card") == Rect(x: 20, y: 80, width: 200, height: 50))
    }
}
