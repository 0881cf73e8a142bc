import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller's own `modalPresentationStyle="fullScreen"` applies only when it is presented, not when a navigation
/// controller shows it (blind storyboard corpus, /work/team/blindS). Expected frames are worked out by hand.
@Suite("Interface Builder: full-screen style on controllers inside containers")
struct BlindStoryboardContainerTests {
    /// An Xcode 13 document on the 414 × 896 canvas (status bar 44, home indicator 34): a navigation controller
    /// (44-pt bar) whose root pushes, by a `show` segue, a controller with the given style; and a second controller
    /// with the same style presented by a `presentation` segue from the root. Each has a 40-pt box 20 pt below
    /// its safe area's top, stored at `pushedY` and `presentedY`.
    static func document(style: String, pushedY: Double, presentedY: Double) -> String {
        func scene(_ id: String, box: String, y: Double, extra: String, segues: String) -> String {
            """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController \(extra) id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                    <rect key="frame" x="0.0" y="\(y)" width="414" height="40"/>
                                    <constraints><constraint firstAttribute="height" constant="40" id="h-\(box)"/></constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(box)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" constant="20" id="t-\(box)"/>
                                <constraint firstItem="\(box)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="l-\(box)"/>
                                <constraint firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" id="r-\(box)"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                        </view>
                        <navigationItem key="navigationItem" title="T" id="n-\(id)"/>
                        <connections>\(segues)</connections>
                    </viewController>
                </objects>
            </scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                \(scene("root", box: "rootBox", y: 108, extra: "", segues: """
                    <segue destination="pushed" kind="show" id="push"/>
                    <segue destination="presented" kind="presentation" id="present"/>
                    """))
                \(scene("pushed", box: "pushedBox", y: pushedY, extra: style, segues: ""))
                \(scene("presented", box: "presentedBox", y: presentedY, extra: style, segues: ""))
            </scenes>
        </document>
        """
    }

    @Test("a pushed controller marked full screen lies under the status bar and the navigation bar")
    func pushedFullScreen() throws {
        // Pushed: safe top = 44 (status bar) + 44 (navigation bar) = 88, box at 88 + 20 = 108. Presented full screen
        // by its own style: no bar; an Xcode 13 document keeps the device's 44-pt status area for it (Xcode simulates
        // full-screen presentations only from Xcode 14, FullScreenPresentationVersionTests), box at 44 + 20 = 64.
        let laidOut = try LaidOut(Self.document(style: "modalPresentationStyle=\"fullScreen\"", pushedY: 108, presentedY: 64))
        #expect(laidOut.frame(inAnyScene: "rootBox") == Rect(x: 0, y: 108, width: 414, height: 40))
        #expect(laidOut.frame(inAnyScene: "pushedBox") == Rect(x: 0, y: 108, width: 414, height: 40))
        #expect(laidOut.frame(inAnyScene: "presentedBox") == Rect(x: 0, y: 64, width: 414, height: 40))
        for scene in laidOut.results.indices {
            #expect(!laidOut.diagnostics(scene: scene).contains { $0.code == .misplacedView })
        }
    }

    @Test("the containment set holds the navigation root and what it pushes, not what is presented")
    func containment() throws {
        let document = try XMLDocumentReader.parse(Array(Self.document(style: "", pushedY: 108, presentedY: 64).utf8), url: "Test.storyboard")
        var controllers: [String: XMLElement] = [:]
        var stack = [document]
        while let element = stack.popLast() {
            if element.name == "viewController" || element.name == "navigationController", let id = element["id"] {
                controllers[id] = element
            }
            stack.append(contentsOf: element.children)
        }
        #expect(IBPresentations.shownInContainers(controllers) == ["root", "pushed"])
    }
}
