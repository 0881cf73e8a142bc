import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view arranged first in a vertical fill stack, its height a multiple of another item's height:
/// its alignment rectangle is its slot in the stack (the stack's stored height less the other arranged views and the
/// spacing), and the stored frame is the glyph inside it (IBSymbolStackSlot).
@Suite("Interface Builder: SF Symbols in a stack slot")
struct SymbolStackSlotTests {
    /// A vertical stack of spacing 8 at (20, 60), 374 wide and `stackHeight` tall, holding a cart image view stored
    /// `imageHeight` tall at `imageY` over two 20.5-pt labels; the image's height is `multiplier` × `relativeTo`'s.
    func document(stackHeight: Double, imageY: Double, imageHeight: Double, multiplier: String, relativeTo: String,
                  distribution: String = "") -> String {
        let labelsTop = imageY + imageHeight + imageY + 8
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(distribution)spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="60" width="374" height="\(stackHeight)"/>
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="cart" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="picture">
                    <rect key="frame" x="0.0" y="\(imageY)" width="374" height="\(imageHeight)"/>
                </imageView>
                \(label("name", 0, labelsTop, 374, 20.5, text: "Name"))
                \(label("price", 0, labelsTop + 28.5, 374, 20.5, text: "Price"))
            </subviews>
        </stackView>
        """
        let pins = """
        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="c2"/>
        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c3"/>
        <constraint firstItem="picture" firstAttribute="height" secondItem="\(relativeTo)" secondAttribute="height" multiplier="\(multiplier)" id="c4"/>
        """
        return storyboard(stack, constraints: pins, device: "retina6_1", toolsVersion: 19529, size: (414, 896),
                          resources: #"<image name="cart" catalog="system" width="128" height="102"/>"#)
    }

    @Test("a quarter of the root's height: a 224-pt slot, the glyph stored 223 tall half a point inside it")
    func quarterOfTheRoot() throws {
        // 0.25 × 896 = 224; stack 224 + 8 + 20.5 + 8 + 20.5 = 281.
        let laid = try LaidOut(document(stackHeight: 281, imageY: 0.5, imageHeight: 223, multiplier: "0.25", relativeTo: "root"))
        let picture = try #require(laid.frame("picture"))
        #expect(abs(picture.minY - 0.5) < 1e-6)
        #expect(abs(picture.height - 223) < 1e-6)
        // The labels follow the 224-pt rectangle, not the frame: 224 + 8 = 232.
        #expect(abs((laid.frame("name")?.minY ?? 0) - 232) < 1e-6)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a quarter of the safe area's height (896 − 44 − 34 = 818): a 204.5-pt slot, the glyph 203.5 tall at 0.5")
    func quarterOfTheSafeArea() throws {
        let laid = try LaidOut(document(stackHeight: 261.5, imageY: 0.5, imageHeight: 203.5, multiplier: "0.25", relativeTo: "safe"))
        let picture = try #require(laid.frame("picture"))
        #expect(abs(picture.minY - 0.5) < 1e-6)
        #expect(abs(picture.height - 203.5) < 1e-6)
        #expect(abs((laid.frame("name")?.minY ?? 0) - 212.5) < 1e-6)
    }

    @Test("an equal-spacing stack's slots are not the stored lengths' difference: the frame is the rectangle")
    func equalSpacingLeftOut() throws {
        let laid = try LaidOut(document(stackHeight: 281, imageY: 0.5, imageHeight: 223, multiplier: "0.25", relativeTo: "root",
                                        distribution: #"distribution="equalSpacing" "#))
        let picture = try #require(laid.frame("picture"))
        #expect(abs(picture.minY) < 1e-6)
        #expect(abs(picture.height - 224) < 1e-6)
    }
}
