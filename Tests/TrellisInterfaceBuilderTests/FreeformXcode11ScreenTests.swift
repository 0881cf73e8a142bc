import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// In Xcode 11 a view controller simulated at a freeform size is laid out at the top-left corner of the device's
/// screen, not in a window of its own size as in Xcode 10 and from Xcode 12 (IBFreeformWindow). Measured: three Xcode 11.5 saves
/// (16096) of 414 × 400 drawer controllers on the 414 × 896 canvas, a scroll view pinned to the safe area at y = 44,
/// 356 tall.
@Suite("Interface Builder: an Xcode 11 freeform controller on the screen")
struct FreeformXcode11ScreenTests {
    /// A 414-pt-wide `content` view pinned to the safe area's top, bottom and sides, as the drawers' scroll views are.
    /// `metrics`: whether the controller also names `<freeformSimulatedSizeMetrics>` (some saves give only the size).
    func document(content: Rect, toolsVersion: Int, height: Int, metrics: Bool = true) -> String {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                <rect key="frame" x="\(content.minX)" y="\(content.minY)" width="\(content.width)" height="\(content.height)"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="Fx1-Tp-c01"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="Fx1-Bt-c02"/>
            <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="Fx1-Ld-c03"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="Fx1-Tr-c04"/>
            """
        let size = #"<size key="freeformSize" width="414" height="\#(height)"/>"#
        let freeform = (metrics ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "") + size
        return storyboard(subviews, constraints: constraints, device: "retina6_1", toolsVersion: toolsVersion,
                          size: (414, Double(height)), controller: freeform)
    }

    @Test("Xcode 11.5: a 414 × 400 root overlaps the 44-pt top and none of the home indicator")
    func shortRootXcode11() throws {
        // The root at the screen's top ends at 400, far above 896 − 34: the content runs from 44 to 400.
        let content = Rect(x: 0, y: 44, width: 414, height: 356)
        let laid = try LaidOut(document(content: content, toolsVersion: 16096, height: 400))
        #expect(laid.frame("content") == content)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("Xcode 12 and later keep the freeform window's whole 44 / 34 insets")
    func shortRootXcode12() throws {
        // IBFreeformWindow: the content ends 34 pt above the root's bottom, 400 − 34 − 44 = 322 tall.
        let content = Rect(x: 0, y: 44, width: 414, height: 322)
        let laid = try LaidOut(document(content: content, toolsVersion: 17701, height: 400))
        #expect(laid.frame("content") == content)
    }

    @Test("Xcode 11.5: a root taller than the phone still reaches its own bottom, home indicator included")
    func tallRootXcode11() throws {
        // IBFreeformScreen: the 1000-pt root's screen ends at 1000, so the content ends at 1000 − 34 = 966.
        let content = Rect(x: 0, y: 44, width: 414, height: 922)
        let laid = try LaidOut(document(content: content, toolsVersion: 16096, height: 1000))
        #expect(laid.frame("content") == content)
    }

    @Test("Xcode 10.2: a 414 × 1400 root with only a freeform size keeps its own window's 44 / 34 insets")
    func tallRootSizeOnlyXcode10() throws {
        // DiscordStackViewSample's ComplexViewController: the scroll view at y = 44, 1400 − 44 − 34 = 1322 tall.
        let content = Rect(x: 0, y: 44, width: 414, height: 1322)
        let laid = try LaidOut(document(content: content, toolsVersion: 14490, height: 1400, metrics: false))
        #expect(laid.frame("content") == content)
    }

    @Test("Xcode 10.2: a 414 × 200 root shorter than the phone keeps its own window's 44 / 34 insets, as Xcode 12 does", arguments: [14490, 14109])
    func shortRootXcode10(toolsVersion: Int) throws {
        // IBFreeformWindow (Xcode 10): the content from 44 to 200 − 34 = 166, 122 tall (the overlap of Xcode 11 would give
        // 200 − 44 = 156).
        let content = Rect(x: 0, y: 44, width: 414, height: 122)
        let laid = try LaidOut(document(content: content, toolsVersion: toolsVersion, height: 200))
        #expect(laid.frame("content") == content)
    }
}
