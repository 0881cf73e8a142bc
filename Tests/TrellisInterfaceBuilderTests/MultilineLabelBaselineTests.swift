import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A label stored two lines tall or more has its first baseline on its top line and its last on its bottom line
/// (IBMultilineLabelBaselines); a one-line label keeps its text centred, save its first baseline when stretched from Xcode 9.
@Suite("Interface Builder baselines of multi-line labels")
struct MultilineLabelBaselineTests {
    /// A 10-pt system label: its lines are 11.93 pt (9.52 ascender, 2.41 descender).
    func label10(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, lines: Int) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Several words of text" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="10"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    /// An Xcode 10.1 storyboard, 375 × 667, whose root holds 10-pt labels with `numberOfLines` 0 unless said:
    /// - `body`, three lines (stored 36 tall), 16 from the leading edge and 100 from the top;
    /// - `note`, two lines (24 tall), 8 after `body`, its `firstBaseline` on `body`'s;
    /// - `tail`, three lines, 16 from the leading edge and 20 below `body`;
    /// - `foot`, a plain 40 × 30 view 8 after `tail`, its `bottom` on `tail`'s `baseline` (the last);
    /// - `capped`, `numberOfLines="2"` stretched to 40 by a height constraint, 20 below `tail`, and `tag`, three
    ///   lines, 8 after it with its `firstBaseline` on `capped`'s;
    /// - `single`, one line (`numberOfLines="1"`) stretched 40 tall, 20 below `capped`, and `mark`, a 17-pt one-line
    ///   label 20 tall, 8 after it with its `firstBaseline` on `single`'s.
    var document: String {
        storyboard("""
            \(label10("body", 16, 100, 100, 36, lines: 0))
            \(label10("note", 124, 100, 100, 24, lines: 0))
            \(label10("tail", 16, 156, 100, 36, lines: 0))
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                <rect key="frame" x="124" y="159.5" width="40" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="Ml1-Fw-001"/>
                    <constraint firstAttribute="height" constant="30" id="Ml1-Fh-002"/>
                </constraints>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="249" text="Two lines at most" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="capped">
                <rect key="frame" x="16" y="212" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="Ml1-Ch-003"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            \(label10("tag", 124, 220, 100, 36, lines: 0))
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="249" text="One line" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="single">
                <rect key="frame" x="16" y="272" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="Ml1-Sh-004"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            \(label("mark", 124, 282, 60, 20))
            """, constraints: """
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Ml1-Bl-005"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="Ml1-Bt-006"/>
            <constraint firstItem="note" firstAttribute="leading" secondItem="body" secondAttribute="trailing" constant="8" id="Ml1-Nl-007"/>
            <constraint firstItem="note" firstAttribute="firstBaseline" secondItem="body" secondAttribute="firstBaseline" id="Ml1-Nb-008"/>
            <constraint firstItem="tail" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Ml1-Tl-009"/>
            <constraint firstItem="tail" firstAttribute="top" secondItem="body" secondAttribute="bottom" constant="20" id="Ml1-Tt-010"/>
            <constraint firstItem="foot" firstAttribute="leading" secondItem="tail" secondAttribute="trailing" constant="8" id="Ml1-Fl-011"/>
            <constraint firstItem="foot" firstAttribute="bottom" secondItem="tail" secondAttribute="baseline" id="Ml1-Fb-012"/>
            <constraint firstItem="capped" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Ml1-Cl-013"/>
            <constraint firstItem="capped" firstAttribute="top" secondItem="tail" secondAttribute="bottom" constant="20" id="Ml1-Ct-014"/>
            <constraint firstItem="tag" firstAttribute="leading" secondItem="capped" secondAttribute="trailing" constant="8" id="Ml1-Gl-015"/>
            <constraint firstItem="tag" firstAttribute="firstBaseline" secondItem="capped" secondAttribute="firstBaseline" id="Ml1-Gb-016"/>
            <constraint firstItem="single" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Ml1-Sl-017"/>
            <constraint firstItem="single" firstAttribute="top" secondItem="capped" secondAttribute="bottom" constant="20" id="Ml1-St-018"/>
            <constraint firstItem="mark" firstAttribute="leading" secondItem="single" secondAttribute="trailing" constant="8" id="Ml1-Ml-019"/>
            <constraint firstItem="mark" firstAttribute="firstBaseline" secondItem="single" secondAttribute="firstBaseline" id="Ml1-Mb-020"/>
            """, toolsVersion: 14460)
    }

    func expectFrame(_ laid: LaidOut, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        guard let frame = laid.frame(id) else { Issue.record("no frame for \(id)"); return }
        #expect(abs(frame.minX - x) < 0.01 && abs(frame.minY - y) < 0.01, "\(id): \(frame)")
        #expect(abs(frame.width - width) < 0.01 && abs(frame.height - height) < 0.01, "\(id): \(frame)")
    }

    // Worked by hand; the layout rounds frames to the 2× canvas's half points. 10-pt lines are 11.93 tall: `body`'s
    // three (35.79) sit 0.105 below its top, its first baseline at 100 + 0.105 + 9.52 = 109.625; `note`'s two (23.86)
    // sit 0.07 below its top, so its top is 109.625 − 9.59 = 100.035: 100 (the centred reading, with the tests' 20-pt
    // measured line and baseline 16, put it at 106). `tail` lies at 100 + 36 + 20 = 156, its last baseline 0.105 +
    // 2.41 above its bottom, at 189.485, where `foot` ends: y = 159.485, 159.5 (centred: 150). From Xcode 9 (this is
    // 10.1) a stretched system-font label's first line sits at its top: `body`'s first baseline is 100 + 9.52 and
    // `note`'s top 100 either way; `capped`, at 212 and 40 tall, has its first baseline at 212 + 9.52 = 221.52, and
    // `tag`'s (three lines, its first 9.52 down) top is 212 (lines centred in `capped`: 220). `single`, one line
    // stretched to 40, has its first baseline at 272 + 9.52 = 281.52 too, and `mark`'s (20 tall, not stretched, the
    // tests' measured baseline 16) top is 265.52: 265.5 (centred: 282).
    @Test("A multi-line label's first baseline is its top line's and its last its bottom line's")
    func topAndBottomLines() throws {
        let laid = try LaidOut(document)
        expectFrame(laid, "body", 16, 100, 100, 36)
        expectFrame(laid, "note", 124, 100, 100, 24)
        expectFrame(laid, "tail", 16, 156, 100, 36)
        expectFrame(laid, "foot", 124, 159.5, 40, 30)
        expectFrame(laid, "tag", 124, 212, 100, 36)
        expectFrame(laid, "mark", 124, 265.5, 60, 20)
    }

    @Test("Line counts: a frame of two lines or more, capped by numberOfLines; one line keeps the centred text")
    func lineCounts() {
        let three = IBMultilineLabelBaselines.lineOffsets(height: 61, pointSize: 17, numberOfLines: 0)
        #expect(three.map { abs(($0.first ?? .nan) - (0.08 + 16.184)) < 0.01 && abs(($0.last ?? .nan) - (0.08 + 4.097)) < 0.01 } == true)
        #expect(IBMultilineLabelBaselines.lineOffsets(height: 21, pointSize: 17, numberOfLines: 0) == nil)
        #expect(IBMultilineLabelBaselines.lineOffsets(height: 61, pointSize: 17, numberOfLines: 1) == nil)
        let capped = IBMultilineLabelBaselines.lineOffsets(height: 61, pointSize: 17, numberOfLines: 2)
        #expect(capped.map { abs(($0.first ?? .nan) - (10.22 + 16.184)) < 0.01 } == true)
    }
}
