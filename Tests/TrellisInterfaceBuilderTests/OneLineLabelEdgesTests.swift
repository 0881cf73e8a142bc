import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 10 to 13 (toolsVersion 14300–20999) place a system-font label stored one line tall by its line's edges: its
/// first baseline its font's ascender (0.952 × the point size) below its top and its last its descender (0.241 × the
/// point size) above its bottom, whatever height the constraints give it (IBMultilineLabelBaselines.oneLineEdges).
/// A `lastBaseline` tied to another label's `firstBaseline`, their tops level, then holds both at one line's height.
/// Measured in one Xcode 13.0 storyboard (a prototype cell gives up an image view's aspect ratio instead of stretching
/// two such labels), an extension of the Xcode 9 measurement of stretched labels' last baselines.
@Suite("Interface Builder: an Xcode 10–13 one-line label's baselines at its line's edges")
struct OneLineLabelEdgesTests {
    /// 375 × 667 (2×): `filler` pinned 100 below the root's top, 100 wide, `height == 60` at priority 750; two 17-pt
    /// system labels stored one line tall (20.5) 8 below it, their tops level and centres equal, `left` held 200
    /// below the root's top at its bottom, `right`'s `baseline` on `left`'s `firstBaseline`.
    func document(toolsVersion: Int) -> String {
        let filler = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filler">
                <rect key="frame" x="0.0" y="100" width="100" height="71.5"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="f-w"/>
                    <constraint firstAttribute="height" priority="750" constant="60" id="f-h"/>
                </constraints>
            </view>
            """
        return storyboard("""
            \(filler)
            \(label("left", 10, 179.5, 50, 20.5))
            \(label("right", 70, 179.5, 50, 20.5))
            """, constraints: """
            <constraint firstItem="filler" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f-l"/>
            <constraint firstItem="filler" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="f-t"/>
            <constraint firstItem="left" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a-l"/>
            <constraint firstItem="left" firstAttribute="top" secondItem="filler" secondAttribute="bottom" constant="8" id="a-t"/>
            <constraint firstItem="left" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="200" id="a-b"/>
            <constraint firstItem="right" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="70" id="b-l"/>
            <constraint firstItem="right" firstAttribute="top" secondItem="filler" secondAttribute="bottom" constant="8" id="b-t"/>
            <constraint firstItem="right" firstAttribute="centerY" secondItem="left" secondAttribute="centerY" id="b-c"/>
            <constraint firstItem="right" firstAttribute="baseline" secondItem="left" secondAttribute="firstBaseline" id="b-b"/>
            """, toolsVersion: toolsVersion)
    }

    // Worked by hand. Xcode 13.0: `right`'s bottom − 0.241 × 17 = `left`'s top + 0.952 × 17 with both tops level, so
    // both labels are 1.193 × 17 = 20.281 tall; `left`'s bottom at 200 puts their tops at 179.719 and the filler's
    // bottom 8 above, at 171.719 (its priority-750 height of 60 given up): on the 2× pixels 179.5 and 171.5.
    @Test("Xcode 13.0: the labels held one line tall, the filler's 750 height given up")
    func xcode13() throws {
        let laid = try LaidOut(document(toolsVersion: 19162))
        #expect(laid.frame("left") == Rect(x: 10, y: 179.5, width: 50, height: 20.5))
        #expect(laid.frame("right") == Rect(x: 70, y: 179.5, width: 50, height: 20.5))
        #expect(laid.frame("filler") == Rect(x: 0, y: 100, width: 100, height: 71.5))
    }

    // Xcode 14.0 (toolsVersion 21000) is not measured and keeps the centred line: the baselines agree at any equal
    // height, the filler keeps its 60 (750 over the labels' hugging of 251) and the labels stretch to 200 − 168 = 32.
    @Test("Xcode 14.0 keeps the centred line: the labels stretched to 32")
    func xcode14() throws {
        let laid = try LaidOut(document(toolsVersion: 21000))
        #expect(laid.frame("left") == Rect(x: 10, y: 168, width: 50, height: 32))
        #expect(laid.frame("filler") == Rect(x: 0, y: 100, width: 100, height: 60))
    }

    // Xcode 9.4 (toolsVersion 14113) reads only stretched labels by their edges: the labels stored one line tall keep
    // the centred line and stretch to 32.
    @Test("Xcode 9.4, labels stored one line tall: the centred line, 32")
    func xcode94() throws {
        let laid = try LaidOut(document(toolsVersion: 14113))
        #expect(laid.frame("right") == Rect(x: 70, y: 168, width: 50, height: 32))
    }
}
