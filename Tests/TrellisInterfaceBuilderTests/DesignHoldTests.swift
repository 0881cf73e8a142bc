import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// What Interface Builder's canvas keeps that UIKit's runtime would move: a stored frame against a priority-1
/// constraint or a stack's `UISV-canvas-fit`, and a root scroll view's content clear of the safe area although the content does not scroll.
@Suite("Interface Builder stored frames held against the lowest priorities, scroll content clear of the safe area")
struct DesignHoldTests {
    /// A vertical stack 100 pt below the root's top, full width, of two views with no intrinsic size and equal
    /// heights (stored 50 each, 10 apart); the only constraint on their height is `stack.height == root.height` at
    /// `priority`.
    static func stackDocument(priority: Int) -> String {
        storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="100" width="375" height="110"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="60" width="375" height="50"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" id="eq"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="stack" firstAttribute="height" secondItem="root" secondAttribute="height" priority="\(priority)" id="low"/>
            """)
    }

    @Test("a priority-1 height leaves the equal views at their stored 50 pt")
    func priorityOneKeepsStoredFrames() throws {
        // UIKit would satisfy the priority-1 constraint: the stack 667 tall, each view (667 − 10) / 2 = 328.5.
        // Xcode's canvas keeps the stored frames (two Xcode 15 storyboards): a (0, 0, 375, 50), b 50 + 10 = 60 down,
        // the stack 50 + 10 + 50 = 110 tall at y = 100; nothing is misplaced.
        let laid = try LaidOut(Self.stackDocument(priority: 1))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(laid.frame("b") == Rect(x: 0, y: 60, width: 375, height: 50))
        #expect(laid.frame("stack") == Rect(x: 0, y: 100, width: 375, height: 110))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a priority-250 height still decides: the views grow to (667 − 10) / 2 and are misplaced")
    func defaultLowDecides() throws {
        // The hold sits just above priority 49: at 250 (defaultLow) the constraint wins over the stored frames, the
        // stack is the root's 667 and each view (667 − 10) / 2 = 328.5, b at 328.5 + 10 = 338.5.
        let laid = try LaidOut(Self.stackDocument(priority: 250))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 375, height: 328.5))
        #expect(laid.frame("b") == Rect(x: 0, y: 338.5, width: 375, height: 328.5))
        #expect(laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "a" })
    }

    @Test("an equal-spacing stack of views with no intrinsic width keeps their stored widths against UISV-canvas-fit")
    func equalSpacingKeepsStoredWidths() throws {
        // A horizontal equal-spacing stack pinned 20 pt from the root's top and leading edges, 30 tall, nothing on its
        // width; its two plain views have no width of their own (stored 100 and 60, 10 apart). UIStackView's
        // UISV-canvas-fit (49) pulls the stack to its smallest length, which would shrink the views to nothing; Xcode
        // keeps the stored frames (an Xcode 14 xib's toolbar stacks): stack (20, 20, 100 + 10 + 60 = 170, 30),
        // a (0, 0, 100, 30), b (110, 0, 60, 30).
        let laid = try LaidOut(storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="20" width="170" height="30"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="110" y="0.0" width="60" height="30"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """))
        #expect(laid.frame("stack") == Rect(x: 20, y: 20, width: 170, height: 30))
        #expect(laid.frame("a") == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(laid.frame("b") == Rect(x: 110, y: 0, width: 60, height: 30))
    }

    /// A scroll view filling a 393 × 852 canvas (59-pt top inset, 34 at the bottom) holding a full-width stack with
    /// 8-pt margins pinned to its content guide: one 100-pt view, so the content (8 + 100 + 8 = 116) does not scroll.
    static let scrollDocument = storyboard("""
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="116"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="8" y="8" width="377" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="100" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="s1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="s2"/>
                <constraint firstItem="stack" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                <constraint firstItem="stack" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
            </constraints>
            <viewLayoutGuide key="contentLayoutGuide" id="content"/>
            <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
        </scrollView>
        """, constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
        <constraint firstItem="stack" firstAttribute="width" secondItem="root" secondAttribute="width" id="c5"/>
        """, device: "retina6_12", toolsVersion: 22505, size: (393, 852))

    @Test("a root scroll view's content that does not scroll sees no safe area: the stack's top margin stays 8")
    func scrollContentClearOfSafeArea() throws {
        // UIKit's `automatic` (as `scrollableAxes`) adjusts only a scrolling axis: at run time the stack would overlap
        // the 59-pt top inset and its margin would be 8 + 59 = 67, the box at y = 67 and the stack 67 + 100 + 8 = 175
        // tall. Xcode's canvas lays the content out clear of the safe area (an Xcode 15 storyboard stores its first
        // arranged view 8 pt down): the box at (8, 8, 377, 100), the stack 116 tall.
        let laid = try LaidOut(Self.scrollDocument)
        #expect(laid.frame("box") == Rect(x: 8, y: 8, width: 377, height: 100))
        #expect(laid.frame("stack") == Rect(x: 0, y: 0, width: 393, height: 116))
    }
}
