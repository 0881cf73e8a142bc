import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Bars inherited along a chain of pushes do not depend on where each scene is written in the document, nor on the
/// order of any dictionary: a controller pushed from a controller that is itself pushed gets the bars its source
/// inherits, not only the ones its source states (IBSceneCatalog.inheritThroughPushes).
@Suite("Interface Builder: chains of pushes in any document order")
struct PushChainOrderTests {
    func scene(_ id: String, pushing destination: String?, metrics: String = "") -> String {
        let segue = destination.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"push-\(id)\"/></connections>" } ?? ""
        return """
        <scene sceneID="\(id)-s"><objects>
          <viewController id="\(id)" title="\(id)" sceneMemberID="viewController">
            <view key="view" id="\(id)-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            \(metrics)
            \(segue)
          </viewController>
        </objects></scene>
        """
    }

    @Test("root → first → second → third, written third's source before its own source: every one under the bar")
    func chainWrittenOutOfOrder() throws {
        // The navigation controller's root pushes `first`; `first` pushes `second`, `second` pushes `third`. The scene
        // of `second` (with its push to `third`) comes before the scene of `first` (with its push to `second`), so a
        // walk in document order meets second → third before second has inherited anything. Each pushed controller
        // is under the status bar and the navigation bar: 20 + 44 = 64 on the 375 × 667 canvas.
        let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
            <rect key="frame" x="10" y="100" width="46" height="30"/>
            <state key="normal" title="Go"/>
            <connections><segue destination="first" kind="show" id="push-root"/></connections>
        </button>
        """
        let navigation = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav"><connections>
            <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
          </connections></navigationController>
        </objects></scene>
        """
        // `second` states a toolbar of its own: what it passes on is still what it inherits (the bar) with it.
        let toolbar = "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>"
        let extra = navigation + scene("second", pushing: "third", metrics: toolbar) + scene("first", pushing: "second")
            + scene("third", pushing: nil)
        let laid = try LaidOut(storyboard(button, extraScenes: extra))
        let tops = Dictionary(uniqueKeysWithValues: laid.scenes.map { ($0.name, $0.devices[0].safeArea.top) })
        #expect(tops == ["Test/main": 64, "Test/first": 64, "Test/second": 64, "Test/third": 64])
    }
}
