import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A scroll view Xcode flags `ambiguous="YES"` keeps its stored frame (IBAmbiguousScrollHold).
@Suite("Interface Builder scroll views flagged ambiguous keep their stored frames")
struct AmbiguousScrollHoldTests {
    /// A 393 × 852 Xcode 16 root (`retina6_12`, toolsVersion 23504) holding a zooming scroll view pinned to the root's
    /// top and bottom and to the safe area's leading and trailing edges, flagged `ambiguous` when `flagged`, stored at
    /// the 414 × 896 of the canvas it was first laid out on; inside it one image view placed by its frame
    /// (`fixedFrame`); `extra` adds subviews to the scroll view and `inner` constraints to the root.
    static func document(flagged: Bool, extra: String = "", inner: String = "") -> String {
        storyboard("""
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(flagged ? "ambiguous=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </imageView>
            \(extra)
                </subviews>
                <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frameGuide"/>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c4"/>
            \(inner)
            """, device: "retina6_12", toolsVersion: 23504, size: (393, 852))
    }

    @Test("a flagged scroll view keeps the 414 × 896 it was stored at on the 393 × 852 canvas")
    func flaggedKeepsStoredFrame() throws {
        // Without the hold its four edge pins give the root's (0, 0, 393, 852) (the safe area has no side insets in
        // portrait). Xcode leaves a view it flags ambiguous where it was (measured: two ImageFeed saves store such a
        // scroll view 414 × 896 on 393 × 852 and 416 × 896 on 414 × 896): (0, 0, 414, 896), nothing misplaced; the
        // frame-placed image view keeps its (0, 0, 414, 896) inside it.
        let laid = try LaidOut(Self.document(flagged: true))
        #expect(laid.frame("scroll") == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(laid.frame("image") == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("an unflagged scroll view is laid out by its constraints")
    func unflaggedFollowsConstraints() throws {
        // The same scroll view without the flag: its edge pins decide, (0, 0, 393, 852), and it is misplaced.
        let laid = try LaidOut(Self.document(flagged: false))
        #expect(laid.frame("scroll") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "scroll" })
    }

    @Test("a flagged scroll view whose subview is constrained to the root's safe area is laid out by its constraints")
    func subviewReachingOutLeavesItOut() throws {
        // A 20 × 20 badge inside the scroll view pinned 8 pt from the safe area's leading edge and top (outside the
        // scroll view): Xcode's choice is not known there, the hold is left out and the edge pins decide,
        // (0, 0, 393, 852).
        let laid = try LaidOut(Self.document(flagged: true, extra: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                <rect key="frame" x="8" y="8" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="w1"/>
                    <constraint firstAttribute="height" constant="20" id="h1"/>
                </constraints>
            </view>
            """, inner: """
            <constraint firstItem="badge" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c5"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c6"/>
            """))
        #expect(laid.frame("scroll") == Rect(x: 0, y: 0, width: 393, height: 852))
    }
}
