import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack view arranges alignment rectangles (UIView.alignmentRectInsets), as every Auto Layout constraint does.
@Suite("Interface Builder alignment insets inside stacks")
struct StackAlignmentInsetsTests {
    @Test("a switch in a right-to-left stack: its frame still extends 2 pt past its alignment rectangle at the right")
    func switchInRightToLeftStack() throws {
        // UISwitch's intrinsic width is 49 and it keeps its frame 51 wide from its origin (Open Radar 31777116), so the
        // 2 extra points are at the right in either direction. Right to left, the label (first) is at the right:
        // stack width = 100 + 8 + 49 = 157; the switch's alignment rectangle is x 0…49, its frame (0, 0, 51, 31)
        // reaching 2 pt into the spacing; the label at 49 + 8 = 57, centred: y = (31 − 21) / 2 = 5.
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="16" y="100" width="157" height="31"/>
            <subviews>
                \(label("name", 57, 5, 100, 21))
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                </switch>
            </subviews>
        </stackView>
        """
        let laid = try LaidOut(storyboard(stack, constraints: """
            <constraint firstItem="row" firstAttribute="left" secondItem="root" secondAttribute="left" constant="16" id="r1"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r2"/>
            """))
        #expect(laid.frame("row") == Rect(x: 16, y: 100, width: 157, height: 31))
        #expect(laid.frame("name") == Rect(x: 57, y: 5, width: 100, height: 21))
        #expect(laid.frame("toggle") == Rect(x: 0, y: 0, width: 51, height: 31))
    }

    @Test("a switch in a horizontal stack: spacing and the stack's size run to its alignment rectangle, 2 pt inside its frame")
    func switchInStack() throws {
        // UISwitch: frame 51 × 31, alignment rectangle 49 × 31 (2 pt less at the right).
        // Stack (horizontal, spacing 8, alignment center) at (16, 100), sized by its content:
        // width = 100 (label) + 8 + 49 (switch's alignment rectangle) = 157, height = max(21, 31) = 31.
        // Label: x 0, centred: y = (31 − 21) / 2 = 5. Switch: alignment rectangle at x = 108, so its frame is
        // (108, 0, 51, 31), ending 2 pt past the stack's trailing edge (159 > 157).
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="16" y="100" width="157" height="31"/>
            <subviews>
                \(label("name", 0, 5, 100, 21))
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                    <rect key="frame" x="108" y="0.0" width="51" height="31"/>
                </switch>
            </subviews>
        </stackView>
        """
        let laid = try LaidOut(storyboard(stack, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="r1"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r2"/>
            """))
        #expect(laid.frame("row") == Rect(x: 16, y: 100, width: 157, height: 31))
        #expect(laid.frame("name") == Rect(x: 0, y: 5, width: 100, height: 21))
        #expect(laid.frame("toggle") == Rect(x: 108, y: 0, width: 51, height: 31))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a slider filling a vertical stack: its frame is 2 pt wider on each side and 1 pt taller below")
    func sliderInStack() throws {
        // UISlider: alignment insets left 2, right 2, bottom 1. Stack (vertical, fill) pinned 20 from the root's
        // sides: 335 wide. The slider's alignment rectangle fills the width, so its frame is (−2, 0, 339, h + …):
        // stored height 31 is the frame's intrinsic height, alignment rectangle 30; the label below starts at
        // 30 + 10 = 40. Stack height = 30 + 10 + 21 = 61.
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
            <rect key="frame" x="20" y="50" width="335" height="61"/>
            <subviews>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="volume">
                    <rect key="frame" x="-2" y="0.0" width="339" height="31"/>
                </slider>
                \(label("caption", 0, 40, 335, 21))
            </subviews>
        </stackView>
        """
        let laid = try LaidOut(storyboard(stack, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="col" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c3"/>
            """))
        #expect(laid.frame("col") == Rect(x: 20, y: 50, width: 335, height: 61))
        #expect(laid.frame("volume") == Rect(x: -2, y: 0, width: 339, height: 31))
        #expect(laid.frame("caption") == Rect(x: 0, y: 40, width: 335, height: 21))
    }

    @Test("a bar-style progress view at the end of a vertical stack: 10 pt of alignment rectangle, an 11-pt frame")
    func progressBarInStack() throws {
        // UIProgressView, progressViewStyle bar: the frame is 1 pt taller than the alignment rectangle at the bottom.
        // Stack (vertical, spacing 10) at the root's top-left, 374 wide: label 21, then the bar's rectangle
        // 10 (its height constraint) at y = 21 + 10 = 31, frame 11 tall; stack height = 21 + 10 + 10 = 41.
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
            <rect key="frame" x="0.0" y="0.0" width="374" height="41"/>
            <subviews>
                \(label("score", 0, 0, 374, 21))
                <progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="bar" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="31" width="374" height="11"/>
                    <constraints><constraint firstAttribute="height" constant="10" id="h"/></constraints>
                </progressView>
            </subviews>
        </stackView>
        """
        let laid = try LaidOut(storyboard(stack, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="col" firstAttribute="width" constant="374" id="c3"/>
            """))
        #expect(laid.frame("col") == Rect(x: 0, y: 0, width: 374, height: 41))
        #expect(laid.frame("bar") == Rect(x: 0, y: 31, width: 374, height: 11))
    }
}
