import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An undetermined scroll content size follows the stored frame of the ambiguous content view that fills it
/// (StoredContentSizeYields).
@Suite("Interface Builder scroll content sized by the stored frame of an ambiguous content view")
struct StoredContentSizeYieldsTests {
    /// An Xcode 13.0 root (toolsVersion 18122, 375 × 667, no simulated status bar) filled by a scroll view pinned to
    /// its four edges; inside, a content view pinned to the scroll view's four edges and as wide as the root, stored
    /// 375 × 200; `height` adds a height constraint to it. Xcode flags both views `ambiguous` when nothing gives the
    /// content view a height.
    static func document(height: Int? = nil) -> String {
        let flag = height == nil ? "ambiguous=\"YES\" " : ""
        let heightConstraint = height.map { "<constraint firstAttribute=\"height\" constant=\"\($0)\" id=\"h\"/>" } ?? ""
        return storyboard("""
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(flag)translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" \(flag)translatesAutoresizingMaskIntoConstraints="NO" id="container">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <constraints>
                            \(heightConstraint)
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="s1"/>
                    <constraint firstItem="container" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstItem="container" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s3"/>
                    <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="s4"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="container" firstAttribute="width" secondItem="root" secondAttribute="width" id="c5"/>
            """, toolsVersion: 18122)
    }

    @Test("a content view with no height keeps its stored 200 pt and the content follows it")
    func ambiguousContentViewKeepsStoredHeight() throws {
        // Nothing determines the container's height nor the content height (the container's top and bottom pins tie
        // them). The container is held at its stored frame, (0, 0, 375, 200), as Xcode shows it (an Xcode 13.0
        // storyboard stores such a view 414 × 200); the content's fallback of 0 would have collapsed it to 375 × 0.
        let laid = try LaidOut(Self.document())
        #expect(laid.frame("scroll") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(laid.frame("container") == Rect(x: 0, y: 0, width: 375, height: 200))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a content view with a height constraint is laid out by it")
    func determinedContentViewFollowsConstraints() throws {
        // A 300-pt height decides: the container is (0, 0, 375, 300), 100 pt taller than stored, and misplaced.
        let laid = try LaidOut(Self.document(height: 300))
        #expect(laid.frame("container") == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "container" })
    }
}
