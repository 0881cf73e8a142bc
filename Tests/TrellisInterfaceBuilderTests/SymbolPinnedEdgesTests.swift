import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view whose top and bottom are pinned to two different views, with no height constraint of its
/// own: Auto Layout stretches its alignment rectangle, and Xcode stores the frame that rectangle less the symbol's
/// line-box insets, as for an image view at its intrinsic height (IBSymbolImages; nextcloud/talk-ios
/// ReferenceDeckView.xib, Xcode 14.1: a calendar image view between a text view's bottom and 10 pt above its
/// superview's bottom stored 17.5 tall at y = 71 inside the 20-pt gap at 70).
@Suite("Interface Builder: symbol image views pinned at both edges")
struct SymbolPinnedEdgesTests {
    static let document = storyboard("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="0.0" y="100" width="375" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                    <rect key="frame" x="40" y="10" width="325" height="60"/>
                </view>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="252" verticalHuggingPriority="251" horizontalCompressionResistancePriority="751" verticalCompressionResistancePriority="751" image="calendar" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                    <rect key="frame" x="10" y="71" width="21" height="17.5"/>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="body" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="p1"/>
                <constraint firstItem="body" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="40" id="p2"/>
                <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" constant="10" id="p3"/>
                <constraint firstItem="icon" firstAttribute="top" secondItem="body" secondAttribute="bottom" id="p4"/>
                <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" constant="10" id="p5"/>
                <constraint firstItem="icon" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="10" id="p6"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="card" firstAttribute="height" constant="100" id="c4"/>
        <constraint firstItem="body" firstAttribute="height" constant="60" id="c5"/>
        """, toolsVersion: 21225, resources: #"<image name="calendar" catalog="system" width="128" height="107"/>"#)

    @Test("the 20-pt gap is the alignment rectangle; the frame is the 17.5-pt image centred in it")
    func pinnedBetweenTwoViews() throws {
        let laid = try LaidOut(Self.document)
        let icon = try #require(laid.frame("icon"))
        // The 17-pt line box is 20.28 tall: insets (17.5 − 20.28) / 2 = −1.39 top and bottom of the 70–90 rectangle,
        // a frame at 71.39, 17.22 tall, which the 2x canvas rounds to 71.5 and 17 (Xcode's 71 and 17.5 put the glyph's
        // unequal insets, −1 and −1.5, which Trellis cannot know without the outline: within half a point).
        #expect(abs(icon.minY - 71) <= 0.5)
        #expect(abs(icon.height - 17.5) <= 0.5)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "icon" })
    }

    @Test("a height constraint of the view's own decides the rectangle instead: the 2.5 pt the stored frame is shorter are the symbol's insets")
    func ownHeight() throws {
        let sized = Self.document.replacingOccurrences(of: #"<constraint firstItem="body" firstAttribute="height" constant="60" id="c5"/>"#,
            with: #"<constraint firstItem="body" firstAttribute="height" constant="60" id="c5"/><constraint firstItem="icon" firstAttribute="height" constant="20" id="c6"/>"#)
        let icon = try #require(try LaidOut(sized).frame("icon"))
        // The 20-pt constraint sizes the rectangle at 70; 2.5 pt (an eighth of 20, within a quarter: IBSymbolImages)
        // less in the stored frame are the insets, 1.25 at each edge: (71.25, 17.5), 71.5 on the 2x canvas.
        #expect(abs(icon.minY - 71.25) <= 0.25)
        #expect(abs(icon.height - 17.5) <= 0.25)
    }
}
