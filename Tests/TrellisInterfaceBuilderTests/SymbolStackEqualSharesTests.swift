import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view arranged in a vertical fillEqually stack, with no height of its own: its alignment
/// rectangle is its equal share of the stack's stored height (less the spacings), and the stored frame is the glyph
/// inside it, the difference split between the top and the bottom (IBSymbolStackSlot).
@Suite("Interface Builder: SF Symbols in a fillEqually stack")
struct SymbolStackEqualSharesTests {
    /// A vertical fillEqually column at (20, 100), 17 wide and `height` tall with spacing `spacing`, of five arranged
    /// views: labels, and second a chevron.right image view stored `imageHeight` tall at `imageY`.
    func document(height: Double, spacing: Double, imageY: Double, imageHeight: Double) -> String {
        let image = """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="arrow">
            <rect key="frame" x="0.0" y="\(imageY)" width="17" height="\(imageHeight)"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="medium" weight="semibold"/>
        </imageView>
        """
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="100" width="17" height="\(height)"/>
            <subviews>
                \(label("first", 0, 0, 17, 11))
                \(image)
                \(label("third", 0, 21.5, 17, 11))
                \(label("fourth", 0, 32.5, 17, 10.5))
                \(label("fifth", 0, 43, 17, 11))
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="17" id="c5"/>
                <constraint firstAttribute="height" constant="\(height)" id="c6"/>
            </constraints>
        </stackView>
        """
        let pins = """
        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
        """
        return storyboard(stack, constraints: pins, device: "retina6_1", toolsVersion: 20037, size: (414, 896),
                          resources: #"<image name="chevron.right" catalog="system" width="96" height="128"/>"#)
    }

    @Test("a 54-pt column of five: the second share runs 10.8 to 21.6, the glyph stored 8.5 tall is at y = 12")
    func fiveShares() throws {
        // 54 / 5 = 10.8; (8.5 − 10.8) / 2 = −1.15 at each edge: 11.95 to 20.45, on the 2x grid 12 to 20.5.
        let laid = try LaidOut(document(height: 54, spacing: 0, imageY: 12, imageHeight: 8.5))
        let arrow = try #require(laid.frame("arrow"))
        #expect(abs(arrow.minY - 12) < 1e-6)
        #expect(abs(arrow.height - 8.5) < 1e-6)
        #expect(abs(arrow.width - 17) < 1e-6)
        // The labels keep their shares: 21.6 and 32.4 on the 2x grid are 21.5 and 32.5.
        #expect(abs((laid.frame("third")?.minY ?? 0) - 21.5) < 1e-6)
        #expect(abs((laid.frame("fourth")?.minY ?? 0) - 32.5) < 1e-6)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("spacing comes off before sharing: (58 − 4 × 1) / 5 = 10.8, the second share at 11.8, the glyph at 13")
    func sharesAfterSpacing() throws {
        // 11.8 + 1.15 = 12.95 and 22.6 − 1.15 = 21.45: on the 2x grid 13 and 21.5.
        let laid = try LaidOut(document(height: 58, spacing: 1, imageY: 13, imageHeight: 8.5))
        let arrow = try #require(laid.frame("arrow"))
        #expect(abs(arrow.minY - 13) < 1e-6)
        #expect(abs(arrow.height - 8.5) < 1e-6)
    }
}
