import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An SF Symbol image view at its intrinsic height in a vertical fill stack nothing stretches: its alignment rectangle
/// is the line box of its point size (1.193 × 44 = 52.492 for a 44-pt font configuration), and the stored 40-pt image
/// is centred in it, 6.246 pt below the slot's top (IBSymbolStackIntrinsic).
@Suite("Interface Builder: SF Symbols at their intrinsic height in a vertical stack")
struct SymbolStackIntrinsicTests {
    /// A vertical, centre-aligned stack (fill unless `distribution` says otherwise) of spacing 10 at (20, 100), 374
    /// wide and `stackHeight` tall, pinned by its top and sides only, holding two 20.5-pt labels over a cloud.fill
    /// image view (system 44-pt font configuration) stored 58.5 × 40 at `imageY`.
    func document(stackHeight: Double, imageY: Double, distribution: String = "") -> String {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" \(distribution)spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="100" width="374" height="\(stackHeight)"/>
            <subviews>
                \(label("city", 157, 0, 60, 20.5, text: "City"))
                \(label("sky", 157, 30.5, 60, 20.5, text: "Cloudy"))
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="cloud.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="cloud">
                    <rect key="frame" x="157.75" y="\(imageY)" width="58.5" height="40"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                        <fontDescription key="fontDescription" type="system" pointSize="44"/>
                    </preferredSymbolConfiguration>
                </imageView>
            </subviews>
        </stackView>
        """
        let pins = """
        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="c2"/>
        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
        """
        return storyboard(stack, constraints: pins, device: "retina6_1", toolsVersion: 21507, size: (414, 896),
                          resources: #"<image name="cloud.fill" catalog="system" width="128" height="87"/>"#)
    }

    @Test("a content-sized stack: the image's slot is the 52.49-pt line box, the image centred 6.25 pt inside it")
    func lineBoxSlot() throws {
        // Stored as Xcode does: the slot from 61 (20.5 + 10 + 20.5 + 10) to the stack's bottom, 52.5 on the 2× grid;
        // the stack 61 + 52.5 = 113.5 tall, the 40-pt image at 61 + (52.5 − 40) / 2 = 67.25.
        let laid = try LaidOut(document(stackHeight: 113.5, imageY: 67.25))
        let cloud = try #require(laid.frame("cloud"))
        let column = try #require(laid.frame("column"))
        // Laid out: the alignment rectangle 52.492 tall from y = 61, the image 40 tall centred in it at 61 + 6.246.
        // On the 2× pixel grid: the image at 67 (67.246), the stack 113.5 tall (61 + 52.492 = 113.492).
        #expect(abs(cloud.minY - 67) < 1e-6)
        #expect(abs(cloud.height - 40) < 1e-6)
        #expect(abs(column.height - 113.5) < 1e-6)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("an equal-spacing stack is left out: the stored frame is the image's rectangle, no line box")
    func equalSpacingLeftOut() throws {
        let laid = try LaidOut(document(stackHeight: 113.5, imageY: 67.25, distribution: #"distribution="equalSpacing" "#))
        let cloud = try #require(laid.frame("cloud"))
        // The image's rectangle is its 40-pt frame: the stack keeps its stored 113.5 and spreads the 12.5 pt its
        // arranged views leave into the spacing, so the image ends at the stack's bottom, at 113.5 − 40 = 73.5 (with
        // the line box it would be at 113.5 − 52.492 + 6.246 = 67.25, on the grid 67).
        #expect(abs(cloud.minY - 73.5) < 1e-6)
        #expect(abs(cloud.height - 40) < 1e-6)
    }
}
