import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A small SF Symbol image view whose size constraints give its alignment rectangle 15 × 15: Xcode stores the glyph's
/// frame up to a quarter shorter, centred on the rectangle (IBSymbolImages.plausibleTotal).
@Suite("Interface Builder small SF Symbol insets")
struct SymbolSmallInsetsTests {
    @Test("a 15 × 15 chevron.right stored 15 × 12: insets of 1.5 pt at the top and bottom, not a stale frame")
    func smallSymbolInsets() throws {
        // Rectangle at (100, 200, 15, 15) from the leading and top constraints; Xcode stored 12 tall, so the insets
        // total 3 (20 % of 15), split 1.5 / 1.5: the frame is (100, 201.5, 15, 12). With a bound of a tenth the
        // stored frame would be taken for the rectangle and the view laid out 15 tall at y = 200.
        let view = """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
            <rect key="frame" x="100" y="201.5" width="15" height="12"/>
            <constraints>
                <constraint firstAttribute="width" constant="15" id="chevron-w"/>
                <constraint firstAttribute="height" constant="15" id="chevron-h"/>
            </constraints>
        </imageView>
        """
        let pins = """
        <constraint firstItem="chevron" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="chevron-l"/>
        <constraint firstItem="chevron" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="chevron-t"/>
        """
        let resources = #"<image name="chevron.right" catalog="system" width="97" height="128"/>"#
        let laid = try LaidOut(storyboard(view, constraints: pins, resources: resources))
        #expect(laid.frame("chevron") == Rect(x: 100, y: 201.5, width: 15, height: 12))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
