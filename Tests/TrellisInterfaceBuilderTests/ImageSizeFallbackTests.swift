import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// An image view whose image file Trellis does not have is laid out at the size Xcode laid it out with: its stored
/// frame, before the size `<resources>` lists.
@Suite("Interface Builder image views without their file")
struct ImageSizeFallbackTests {
    /// A vertical stack (fill alignment, spacing 8) at (20, 100), 335 wide: a 21-pt label, an image view of "Sun"
    /// (listed 150 × 150, stored 335 × 300) and another 21-pt label; no asset catalog anywhere.
    static let stack = """
    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
        <rect key="frame" x="20" y="100" width="335" height="358"/>
        <subviews>
            \(label("title", 0, 0, 335, 21, text: "Title"))
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Sun" translatesAutoresizingMaskIntoConstraints="NO" id="sun">
                <rect key="frame" x="0.0" y="29" width="335" height="300"/>
            </imageView>
            \(label("summary", 0, 337, 335, 21, text: "Summary"))
        </subviews>
    </stackView>
    """

    @Test("the stored 335 × 300 wins over the listed 150 × 150: the stack is 21 + 8 + 300 + 8 + 21 = 358 tall")
    func storedFrameBeforeListedSize() throws {
        // Fill alignment sets the width (335); the heights are intrinsic: 21, 300 (the stored frame's), 21. With the
        // listed 150 the summary label would sit at 21 + 8 + 150 + 8 = 187 instead of 337.
        let laid = try LaidOut(storyboard(Self.stack, constraints: """
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            """, resources: #"<image name="Sun" width="150" height="150"/>"#))
        #expect(laid.frame("sun") == Rect(x: 0, y: 29, width: 335, height: 300))
        #expect(laid.frame("summary") == Rect(x: 0, y: 337, width: 335, height: 21))
        #expect(laid.frame("column") == Rect(x: 20, y: 100, width: 335, height: 358))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
        // Still a warning that no catalog was found.
        #expect(laid.warnings.contains { $0.code == .missingAsset && $0.severity == .warning })
    }
}
