import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 9 a stretched system-font label's first baseline is its font's ascender below its top, its first line
/// at the top of the frame (IBMultilineLabelBaselines). Measured on two Xcode 11.3 storyboards of two projects: a
/// cell's two 17-pt labels stretched to 76 and 66 with equal tops and equal first baselines, and a 17-pt label
/// stretched to 25 whose first baseline sits 28 pt below a Large Title's last baseline.
@Suite("Interface Builder: a stretched label's first baseline on its top line")
struct TopLineBaselineTests {
    /// 17-pt system labels on 375 × 667 (2×): `text` (`numberOfLines="0"`) at (8, 107) held 76 tall, `date`
    /// (`numberOfLines="0"`) held 66 tall with its `firstBaseline` on `text`'s; `bar`, a plain view 40 tall at
    /// y = 300, and `body`, a one-line label held 25 tall, its `firstBaseline` 28 pt below `bar`'s bottom.
    func document(toolsVersion: Int) -> String {
        func held(_ height: Int, _ id: String) -> String {
            #"<constraints><constraint firstAttribute="height" constant="\#(height)" id="\#(id)-h"/></constraints>"#
        }
        return storyboard("""
            \(label("text", 8, 107, 250, 76, extra: #"numberOfLines="0""#, children: held(76, "text")))
            \(label("date", 266, 107, 100, 66, extra: #"numberOfLines="0""#, children: held(66, "date")))
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="16" y="300" width="100" height="40"/>
                \(held(40, "bar"))
            </view>
            \(label("body", 16, 352, 300, 25, children: held(25, "body")))
            """, constraints: """
            <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="t-l"/>
            <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" constant="107" id="t-t"/>
            <constraint firstItem="date" firstAttribute="leading" secondItem="text" secondAttribute="trailing" constant="8" id="d-l"/>
            <constraint firstItem="date" firstAttribute="firstBaseline" secondItem="text" secondAttribute="firstBaseline" id="d-b"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="b-l"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="b-t"/>
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="y-l"/>
            <constraint firstItem="body" firstAttribute="firstBaseline" secondItem="bar" secondAttribute="bottom" constant="28" id="y-b"/>
            """, toolsVersion: toolsVersion)
    }

    // Worked by hand. A 17-pt line is 20.28 (ascender 16.18). Xcode 11.3: `date`'s first line at its top like
    // `text`'s, so both tops at 107; `body`'s first baseline at 340 + 28 = 368 puts its top at 368 − 16.18 = 351.82,
    // 352 on the 2× canvas.
    @Test("Xcode 11.3: level tops for the stretched pair, the one-line label's top 16.18 above its baseline")
    func xcode11() throws {
        let laid = try LaidOut(document(toolsVersion: 15702))
        #expect(laid.frame("date")?.minY == 107)
        #expect(laid.frame("body") == Rect(x: 16, y: 352, width: 300, height: 25))
    }

    // Xcode 8 (toolsVersion 12118) keeps a multi-line label's lines centred: `text`'s three lines (60.84) sit 7.58
    // below its top, its first baseline at 130.76; `date`'s three 2.58 below its top, at 112. `body`, one line, has
    // Xcode 6.3–8.3's first baseline on a 2× canvas (IBLegacyLabelBaselines.firstOffsets): its ascender 16.18 rounded
    // up to 16.5 below its top, so top = 368 − 16.5 = 351.5 (the centred reading gave 349.5 before that was measured).
    @Test("Xcode 8 keeps centred multi-line labels: date at 112; body's first baseline 16.5 below its top, at 351.5")
    func xcode8() throws {
        let laid = try LaidOut(document(toolsVersion: 12118))
        #expect(laid.frame("date")?.minY == 112)
        #expect(laid.frame("body")?.minY == 351.5)
    }
}
