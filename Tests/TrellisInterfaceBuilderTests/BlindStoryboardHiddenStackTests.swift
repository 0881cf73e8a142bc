import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Hidden arranged views between visible ones sit in the middle of the spacing that stays between those (blind
/// storyboard corpus, /work/team/blindS, class N). Expected frames are worked out by hand.
@Suite("Interface Builder: hidden arranged views between visible ones")
struct BlindStoryboardHiddenStackTests {
    /// A vertical fill stack (spacing 10) at (0, 100), 375 wide: a visible 20-pt box, a hidden box (30 pt tall by its
    /// own constraint when `ownHeight`, else with no height of its own), a visible 20-pt box, then a hidden 0-pt box.
    static func document(ownHeight: Bool, hiddenY: Double, hiddenHeight: Double) -> String {
        let hiddenConstraints = ownHeight ? "<constraints><constraint firstAttribute=\"height\" constant=\"30\" id=\"h-h\"/></constraints>" : ""
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="f-h"/></constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
                        <rect key="frame" x="0.0" y="\(hiddenY)" width="375" height="\(hiddenHeight)"/>
                        \(hiddenConstraints)
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                        <rect key="frame" x="0.0" y="30" width="375" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="s-h"/></constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="trailing">
                        <rect key="frame" x="0.0" y="50" width="375" height="0.0"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c-r"/>
            """)
    }

    @Test("a hidden view keeping its own height, or collapsing, starts half the spacing below the visible view before it",
          arguments: [(true, 30.0), (false, 0.0)])
    func middleOfTheSpacing(_ ownHeight: Bool, _ height: Double) throws {
        // first 0…20; hidden at 20 + 10 / 2 = 25 (its own 30 pt, or 0); second at 20 + 10 = 30 (the spacing between the
        // visible views is kept whole); the trailing hidden view stays at the last visible view's end, 50; stack 50 tall.
        let laidOut = try LaidOut(Self.document(ownHeight: ownHeight, hiddenY: 25, hiddenHeight: height))
        #expect(laidOut.frame("first") == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(laidOut.frame("hidden") == Rect(x: 0, y: 25, width: 375, height: height))
        #expect(laidOut.frame("second") == Rect(x: 0, y: 30, width: 375, height: 20))
        #expect(laidOut.frame("trailing") == Rect(x: 0, y: 50, width: 375, height: 0))
        #expect(laidOut.frame("stack") == Rect(x: 0, y: 100, width: 375, height: 50))
        #expect(!laidOut.diagnostics().contains { $0.code == .misplacedView })
    }
}
