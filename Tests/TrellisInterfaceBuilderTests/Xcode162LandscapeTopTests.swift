import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The 59-pt top of the 393 × 852 landscape canvas in Xcode 16.2 and later, the 82-pt top of the 402 × 874 one in
/// Xcode 26 (IBXcode162LandscapeTop).
@Suite("Interface Builder: the landscape top of the 393 × 852 canvas in Xcode 16.2 and later, of 402 × 874 in Xcode 26")
struct Xcode162LandscapeTopTests {
    /// A 80-pt strip pinned 60 pt below the safe area's top and 10 pt inside its sides.
    static let content = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
        <rect key="frame" x="69" y="119" width="714" height="80"/>
        <constraints>
            <constraint firstAttribute="height" constant="80" id="s0"/>
        </constraints>
    </view>
    """
    static let pins = """
    <constraint firstItem="strip" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="s1"/>
    <constraint firstItem="safe" firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" constant="10" id="s2"/>
    <constraint firstItem="strip" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="60" id="s3"/>
    """

    func landscape(device: String, size: (Double, Double), toolsVersion: Int) -> String {
        storyboard(Self.content, constraints: Self.pins, device: device, toolsVersion: toolsVersion, size: size)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
    }

    @Test("852 × 393: no top inset up to Xcode 16.1 (23504), 59 pt from Xcode 16.2 (23727) and in Xcode 26 (24506)", arguments: [
        // The sides are the housing's 59 pt either way: x = 59 + 10 = 69, width 852 − 2 × 59 − 2 × 10 = 714.
        (23504, Rect(x: 69, y: 60, width: 714, height: 80)),    // top 0 + 60
        (23727, Rect(x: 69, y: 119, width: 714, height: 80)),   // top 59 + 60
        (24506, Rect(x: 69, y: 119, width: 714, height: 80)),
    ])
    func topInset(toolsVersion: Int, expected: Rect) throws {
        let laid = try LaidOut(landscape(device: "retina6_12", size: (852, 393), toolsVersion: toolsVersion))
        #expect(laid.frame("strip") == expected)
    }

    @Test("874 × 402: an 82-pt top in Xcode 26 (24506), none in Xcode 16.3 (23727, not measured); 62 pt in from the sides", arguments: [
        // x = 62 + 10 = 72, width 874 − 2 × 62 − 2 × 10 = 730.
        (23727, Rect(x: 72, y: 60, width: 730, height: 80)),    // top 0 + 60
        (24506, Rect(x: 72, y: 142, width: 730, height: 80)),   // top 82 + 60
    ])
    func canvas874(toolsVersion: Int, expected: Rect) throws {
        let laid = try LaidOut(landscape(device: "retina6_3", size: (874, 402), toolsVersion: toolsVersion))
        #expect(laid.frame("strip") == expected)
    }

    @Test("956 × 440 (not measured) keeps no top inset in Xcode 26: the strip at y = 60, 62 pt in from the sides")
    func otherCanvasUnchanged() throws {
        // x = 62 + 10 = 72, width 956 − 2 × 62 − 2 × 10 = 812.
        let laid = try LaidOut(landscape(device: "retina6_9", size: (956, 440), toolsVersion: 24506))
        #expect(laid.frame("strip") == Rect(x: 72, y: 60, width: 812, height: 80))
    }

    @Test("under a navigation bar (not measured) the rule stays out: the compact 32-pt bar alone above the strip")
    func barsUnchanged() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let xml = storyboard(Self.content, constraints: Self.pins, device: "retina6_12", toolsVersion: 23727,
                             size: (852, 393), controller: bar)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        // 393 pt is narrower than 414: compact both ways, a 32-pt bar; y = 32 + 60 = 92.
        #expect(try LaidOut(xml).frame("strip") == Rect(x: 69, y: 92, width: 714, height: 80))
    }
}
