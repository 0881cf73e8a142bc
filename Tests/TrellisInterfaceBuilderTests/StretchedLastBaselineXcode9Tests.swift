import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9 (toolsVersion 13000–14299) measures a stretched system-font label's last baseline up from its bottom, the
/// font's descender above it (IBMultilineLabelBaselines). Measured on an Xcode 9.4 storyboard (a 17-pt label stretched
/// to 30.5 by a label's first baseline 24 pt below its baseline) and an Xcode 9.1 xib of another project (a 15-pt
/// label stretched to 88.5 whose baseline line leaves its bottom level with a label's at its text's height).
@Suite("Interface Builder: an Xcode 9 stretched label's last baseline above its bottom")
struct StretchedLastBaselineXcode9Tests {
    /// 17-pt system labels on 375 × 667 (2×): `upper` pinned at (8, 105), 200 wide, nothing of its own holding its
    /// height (stored 30.5); `lower` held 146 × 32 at (8, 139), its `firstBaseline` 24 pt below `upper`'s `baseline`.
    func document(toolsVersion: Int, font: String = #"type="system" pointSize="17""#) -> String {
        let width = #"<constraints><constraint firstAttribute="width" constant="200" id="u-w"/></constraints>"#
        let upper = label("upper", 8, 105, 200, 30.5, children: width).replacingOccurrences(of: #"type="system" pointSize="17""#, with: font)
        return storyboard("""
            \(upper)
            \(label("lower", 8, 139, 146, 32, children: """
                <constraints>
                    <constraint firstAttribute="width" constant="146" id="w-w"/>
                    <constraint firstAttribute="height" constant="32" id="w-h"/>
                </constraints>
                """))
            """, constraints: """
            <constraint firstItem="upper" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="u-l"/>
            <constraint firstItem="upper" firstAttribute="top" secondItem="root" secondAttribute="top" constant="105" id="u-t"/>
            <constraint firstItem="lower" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l-l"/>
            <constraint firstItem="lower" firstAttribute="top" secondItem="root" secondAttribute="top" constant="139" id="l-t"/>
            <constraint firstItem="lower" firstAttribute="firstBaseline" secondItem="upper" secondAttribute="baseline" constant="24" id="l-b"/>
            """, toolsVersion: toolsVersion)
    }

    // Worked by hand. `lower` is stretched (32 > one 17-pt line of 20.28), so from Xcode 9 its first baseline is
    // 0.952 × 17 = 16.184 below its top: 155.184; `upper`'s last baseline is 24 above it, 131.184. Xcode 9.4:
    // `upper`'s bottom is 0.241 × 17 = 4.097 below that, 135.281, the 2× pixel 135.5: 30.5 tall from y = 105.
    @Test("Xcode 9.4: the stretched label's bottom a descender below its baseline, 30.5 tall")
    func xcode94() throws {
        let laid = try LaidOut(document(toolsVersion: 14113))
        #expect(laid.frame("lower") == Rect(x: 8, y: 139, width: 146, height: 32))
        #expect(laid.frame("upper") == Rect(x: 8, y: 105, width: 200, height: 30.5))
    }

    // Xcode 10.1 (toolsVersion 14460) keeps the line centred (the tests' 17-pt line 20, baseline 16 below its top):
    // 105 + (h − 20) / 2 + 16 = 131.184 gives h = 40.37, bottom 145.37, the pixel 145.5: 40.5 tall.
    @Test("Xcode 10.1 keeps the centred line: 40.5 tall")
    func xcode101() throws {
        let laid = try LaidOut(document(toolsVersion: 14460))
        #expect(laid.frame("upper")?.height == 40.5)
    }

    // A custom font's descender is not the system font's: an Xcode 9.4 label in one keeps the centred line, 40.5.
    @Test("Xcode 9.4, custom font: the centred line, 40.5 tall")
    func customFont() throws {
        let laid = try LaidOut(document(toolsVersion: 14113, font: #"name="Roboto-Medium" family="Roboto" pointSize="17""#))
        #expect(laid.frame("upper")?.height == 40.5)
    }
}
