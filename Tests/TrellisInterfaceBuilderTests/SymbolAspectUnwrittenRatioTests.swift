import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view whose square aspect ratio is written as Xcode 14.1 and later write it, with no
/// `multiplier`: the ratio is 1:1 all the same, so the symbol's insets come from it as from a written "1:1"
/// (IBSymbolConstraints.ratio, IBSymbolAspect; shenfive/A252HelloImageDownLoad, Xcode 15.4).
@Suite("Interface Builder: symbol image views with an unwritten 1:1 ratio")
struct SymbolAspectUnwrittenRatioTests {
    /// A symbol image view 10 pt inside both sides of the 375-pt root, centred vertically, with `width == height` and no
    /// multiplier; stored 355 wide and 353 tall at y = 157.
    static let document = storyboard("""
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="square.and.arrow.up.circle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
            <rect key="frame" x="10" y="157" width="355" height="353"/>
            <constraints>
                <constraint firstAttribute="width" secondItem="symbol" secondAttribute="height" id="a1"/>
            </constraints>
        </imageView>
        """, constraints: """
        <constraint firstItem="symbol" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="symbol" secondAttribute="trailing" constant="10" id="c2"/>
        <constraint firstItem="symbol" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
        """, toolsVersion: 23504, resources: """
        <image name="square.and.arrow.up.circle.fill" catalog="system" width="128" height="123"/>
        """)

    @Test("10 pt inside a 375-pt root: a 355 × 355 rectangle centred at 333.5, the 353-pt image 1 pt inside it")
    func unwrittenSquare() throws {
        // Rectangle: x = 10, width 375 − 20 = 355; the unwritten ratio is 1:1, so its height is 355, centred on the
        // root's 333.5: y = 333.5 − 177.5 = 156. Stored height 353: insets (353 − 355) / 2 = −1 at the top and the
        // bottom, frame (10, 157, 355, 353). Reading only written ratios, Trellis took the frame for the rectangle,
        // (10, 156, 355, 355).
        let laid = try LaidOut(Self.document)
        let symbol = try #require(laid.frame("symbol"))
        #expect(abs(symbol.minX - 10) < 0.01 && abs(symbol.minY - 157) < 0.01)
        #expect(abs(symbol.width - 355) < 0.01 && abs(symbol.height - 353) < 0.01)
    }
}
