import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller in no container that states a simulated toolbar passes it on to the sheet its `show` presents, and
/// the sheet's safe area ends above it (IBShortPageSheet.keepsStatedBar): a declared one-document extension, Tin-oops'
/// TIn storyboard (Xcode 15.3 plug-in, `retina6_12`). A source stating nothing leaves the sheet without a bottom bar.
@Suite("Interface Builder: a sheet keeps the toolbar its showing controller states")
struct SheetStatedToolbarTests {
    /// On 393 × 852 (59-pt status area, 34-pt home indicator): the scene's root stored 393 × 842 (Xcode 15's sheet,
    /// 10 pt shorter than the screen) holds a 100 × 50 box pinned 20 pt from the safe area's leading edge and to its
    /// bottom; another controller, in no navigation or tab bar controller, shows it.
    func document(sourceStatesToolbar: Bool) -> String {
        let (box, pins) = bottomPinnedBox(storedY: 743)
        let source = """
        <viewController id="src-aa-bbb" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="sourceRoot">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <viewLayoutGuide key="safeArea" id="sourceSafe"/>
            </view>
            \(sourceStatesToolbar ? #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"# : "")
            <connections>
                <segue destination="vc1-aa-bbb" kind="show" id="shw-aa-bbb"/>
            </connections>
        </viewController>
        """
        return storyboard(box, constraints: pins, device: "retina6_12", toolsVersion: 22685, size: (393, 842),
                          extraScenes: #"<scene sceneID="scn-02-abc"><objects>\#(source)</objects></scene>"#)
    }

    @Test("shown from a controller stating a toolbar, the sheet's safe area ends at 842 − 49 = 793: the box at y = 743")
    func sheetKeepsStatedToolbar() throws {
        let laid = try LaidOut(document(sourceStatesToolbar: true))
        #expect(laid.frame("box") == Rect(x: 20, y: 743, width: 100, height: 50))
    }

    @Test("shown from a controller stating no bar, the safe area reaches the sheet's bottom at 842: the box at y = 792")
    func sheetWithoutStatedBar() throws {
        let laid = try LaidOut(document(sourceStatesToolbar: false))
        #expect(laid.frame("box") == Rect(x: 20, y: 792, width: 100, height: 50))
    }
}
