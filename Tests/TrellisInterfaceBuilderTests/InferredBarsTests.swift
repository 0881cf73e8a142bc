import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The bars and canvases Xcode infers for a view controller, as its stored frames follow them.
@Suite("Interface Builder inferred bars and canvases")
struct InferredBarsTests {
    /// A navigation controller whose root is the helper's view controller `vc1-aa-bbb`.
    func navigation(_ attributes: String = "") -> String {
        """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" \(attributes)><connections>
            <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
          </connections></navigationController>
        </objects></scene>
        """
    }

    @Test("navigationBarHidden=\"YES\": the root of that navigation controller shows no navigation bar")
    func hiddenNavigationBar() throws {
        // iPhone 8, Xcode 10: only the 20-pt status bar (44 more with the bar shown).
        let laid = try LaidOut(storyboard("", extraScenes: navigation("navigationBarHidden=\"YES\"")))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("a controller pushed by a show segue gets its source's navigation bar, along chains of pushes")
    func pushedController() throws {
        // The root's button pushes `detail`, whose button pushes `more`: both get 20 + 44 = 64 at the top.
        let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
            <rect key="frame" x="10" y="100" width="46" height="30"/>
            <state key="normal" title="Go"/>
            <connections><segue destination="detail" kind="show" id="push1"/></connections>
        </button>
        """
        let pushed = """
        <scene sceneID="d-s"><objects>
          <viewController id="detail" title="Detail" sceneMemberID="viewController">
            <view key="view" id="detail-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            <connections><segue destination="more" kind="push" id="push2"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="m-s"><objects>
          <viewController id="more" title="More" sceneMemberID="viewController">
            <view key="view" id="more-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
          </viewController>
        </objects></scene>
        """
        let laid = try LaidOut(storyboard(button, extraScenes: navigation() + pushed))
        #expect(laid.scenes.map(\.name) == ["Test/main", "Test/Detail", "Test/More"])
        for scene in laid.scenes { #expect(scene.devices[0].safeArea.top == 64) }
    }

    @Test("a phone in landscape (compact height): the navigation bar is 32 pt and there is no status bar")
    func landscapeNavigationBar() throws {
        // UINavigationBar is 32 pt tall in compact height; iPhones hide the status bar in landscape.
        let xml = storyboard("", size: (667, 375), extraScenes: navigation())
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        let canvas = try #require(try LaidOut(xml).scenes.first?.devices.first)
        #expect(canvas.size == Size(width: 667, height: 375))
        #expect(canvas.safeArea == Insets(top: 32, left: 0, bottom: 0, right: 0))
    }

    @Test("retina6_12 with a 393 × 852 root is the iPhone 14 Pro canvas of Xcode 14 and later: 59 pt at the top")
    func retina612Pro() throws {
        let canvas = try #require(try LaidOut(storyboard("", device: "retina6_12", toolsVersion: 22505, size: (393, 852)))
            .scenes.first?.devices.first)
        #expect(canvas.size == Size(width: 393, height: 852) && canvas.scale == 3)
        #expect(canvas.safeArea == Insets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("the root's origin: Xcode stores a controller's root at (0, 0) or below the opaque bars; another origin is misplaced")
    func rootOrigin() throws {
        func misplacedRoot(_ x: Double, _ y: Double, _ height: Double, extra: String = "") throws -> Bool {
            let xml = storyboard("", size: (375, height), extraScenes: extra)
                .replacingOccurrences(of: "x=\"0.0\" y=\"0.0\" width=\"375.0\"", with: "x=\"\(x)\" y=\"\(y)\" width=\"375.0\"")
            return try LaidOut(xml).diagnostics().contains { $0.code == .misplacedView && $0.view == "root" }
        }
        // Full screen at the origin.
        #expect(try !misplacedRoot(0, 0, 667))
        // Below the status bar and a navigation bar (20 + 44 = 64), as documents with opaque bars store it.
        #expect(try !misplacedRoot(0, 64, 603, extra: navigation()))
        // Moved sideways, or down by an amount no bar explains: a root Xcode did not update.
        #expect(try misplacedRoot(12, 0, 667))
        #expect(try misplacedRoot(0, 30, 637))
    }

    @Test("a xib's top-level view: only its size is compared, its origin is where the nib puts it")
    func xibRootOrigin() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="card"><rect key="frame" x="140" y="60" width="300" height="120"/></view>
            </objects>
        </document>
        """
        let laid = try LaidOut(xml, file: "Card.xib")
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
