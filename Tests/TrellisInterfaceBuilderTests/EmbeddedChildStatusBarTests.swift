import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9 and 10 (toolsVersion 13000–14799) lay a controller sized by a container view, or a freeform one, out without
/// the status bar: a child 375 × 300 pinned 32 pt below its safe area's top sits at y = 32, where a screen-sized root's
/// view pinned the same way sits at 20 + 32 = 52.
@Suite("Interface Builder controllers sized by a container or freeform, Xcode 9 and 10: no status bar")
struct EmbeddedChildStatusBarTests {
    /// The parent (375 × 667, `retina4_7`) holds `box` 32 pt below its safe area's top and a container view at y = 200
    /// whose `embed` segue leads to `child` (375 × 300), which holds `inner` 32 pt below its own safe area's top.
    /// `pushes`: the child also holds a button whose `show` segue pushes `detail` (stored 375 × `detailHeight`, the
    /// child's 300 unless given, `detailInner` 32 pt below its safe area's top). `device`: the canvas, `retina4_7`
    /// or `retina6_1` (the parent as large as it, 375 × 667 or 414 × 896).
    func document(toolsVersion: Int, via page: Bool = false, pushes: Bool = false, device: String = "retina4_7",
                  detailHeight: Int = 300) -> String {
        let container = """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-cv">
            <rect key="frame" x="0.0" y="200" width="375" height="300"/>
            <constraints><constraint firstAttribute="height" constant="300" id="cv-h"/></constraints>
            <connections><segue destination="\(page ? "pager" : "child")" kind="embed" id="emb"/></connections>
        </containerView>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="16" y="52" width="100" height="40"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="box-w"/>
                <constraint firstAttribute="height" constant="40" id="box-h"/>
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="32" id="c1"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
        <constraint firstItem="box-cv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
        <constraint firstItem="box-cv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
        <constraint firstItem="box-cv" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c5"/>
        """
        let pushButton = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
            <rect key="frame" x="200" y="16" width="46" height="30"/>
            <state key="normal" title="Go"/>
            <connections><segue destination="detail" kind="show" id="go-show"/></connections>
        </button>
        """
        let pager = page ? """
        <scene sceneID="pg-s"><objects>
          <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="pager" sceneMemberID="viewController">
            <connections><segue destination="child" kind="show" id="pg-show"/></connections>
          </pageViewController>
        </objects></scene>
        """ : ""
        let child = controllerScene("child", inner: "inner", extraSubviews: pushes ? pushButton : "")
        let detail = pushes ? controllerScene("detail", inner: "detailInner", height: detailHeight) : ""
        return storyboard(container, constraints: constraints, device: device, toolsVersion: toolsVersion,
                          size: device == "retina6_1" ? (414, 896) : (375, 667), extraScenes: pager + child + detail)
    }

    /// A 375 × `height` controller `id` whose view holds `inner` (100 × 40) 32 pt below its safe area's top and 16 pt
    /// from its leading edge, after `extraSubviews`.
    func controllerScene(_ id: String, inner: String, extraSubviews: String = "", height: Int = 300) -> String {
        """
        <scene sceneID="\(id)-s"><objects>
          <viewController storyboardIdentifier="\(id)" id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-view">
              <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
              <subviews>\(extraSubviews)
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(inner)">
                  <rect key="frame" x="16" y="32" width="100" height="40"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="100" id="\(inner)-w"/>
                    <constraint firstAttribute="height" constant="40" id="\(inner)-h"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="\(inner)" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="32" id="\(inner)-t"/>
                <constraint firstItem="\(inner)" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" constant="16" id="\(inner)-l"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
    }

    @Test("Xcode 10.0: the embedded child has no status bar; the screen-sized parent keeps its 20 pt")
    func embeddedChildXcode10() throws {
        let laid = try LaidOut(document(toolsVersion: 14313))
        #expect(laid.frame("box", scene: 0) == Rect(x: 16, y: 52, width: 100, height: 40))
        #expect(laid.frame("inner", scene: 1) == Rect(x: 16, y: 32, width: 100, height: 40))
    }

    @Test("Xcode 10.0: a controller shown by an embedded page view controller has none either (RayPets' pain levels)")
    func shownByEmbeddedPageController() throws {
        let laid = try LaidOut(document(toolsVersion: 14313, via: true))
        #expect(laid.frame("inner", scene: 1) == Rect(x: 16, y: 32, width: 100, height: 40))
    }

    @Test("Xcode 10.2: a controller a plain embedded child pushes onto the outer stack keeps the status bar")
    func pushedFromPlainChild() throws {
        // IBEmbeddedChildStatusBar.outerStackPushes (Keffury1's ios-recipes, Xcode 10.2): the detail keeps the child's
        // 375 × 300 but its safe area starts under the 20-pt status bar, so detailInner sits at 20 + 32 = 52 while the
        // child's inner stays at 32. Dropped like the child's, it would sit at 32.
        let laid = try LaidOut(document(toolsVersion: 14490, pushes: true))
        #expect(laid.frame("inner", scene: 1) == Rect(x: 16, y: 32, width: 100, height: 40))
        #expect(laid.frame("detailInner", scene: 2) == Rect(x: 16, y: 52, width: 100, height: 40))
    }

    // IBChildShownSheet (two saves of one course assignment, Xcode 11.2 and 11.3, measured blind): on the 414 × 896
    // canvas (44-pt status area) Xcode 11 stores the detail as a page sheet of the child's size, 300 − 44 − 10 = 246
    // tall, placed 54 pt down: max(0, 44 − 54) = 0 above its safe area, so detailInner sits at 32, where the child,
    // laid out at the canvas's origin under the 44-pt sensor housing, has its inner at 44 + 32 = 76.
    @Test("Xcode 11.3 on 414 × 896: a detail stored 54 pt shorter than the child that pushes it is a sheet, nothing above its safe area")
    func pushedFromChildAsSheet() throws {
        let laid = try LaidOut(document(toolsVersion: 15702, pushes: true, device: "retina6_1", detailHeight: 246))
        #expect(laid.frame("inner", scene: 1) == Rect(x: 16, y: 76, width: 100, height: 40))
        #expect(laid.frame("detailInner", scene: 2) == Rect(x: 16, y: 32, width: 100, height: 40))
        // Stored at the child's own 300 (not the sheet's shape), the detail keeps the sensor housing: 44 + 32.
        let unshaped = try LaidOut(document(toolsVersion: 15702, pushes: true, device: "retina6_1"))
        #expect(unshaped.frame("detailInner", scene: 2) == Rect(x: 16, y: 76, width: 100, height: 40))
        // The same shape saved by Xcode 12 (not measured) keeps it too.
        let later = try LaidOut(document(toolsVersion: 17701, pushes: true, device: "retina6_1", detailHeight: 246))
        #expect(later.frame("detailInner", scene: 2) == Rect(x: 16, y: 76, width: 100, height: 40))
    }

    // IBEmbeddedChildStatusBar.laterChildren (afkfish's IOS-Lab, Xcode 15.0, retina4_7): the detail a plain child shows
    // keeps the child's 375 × 300 and has no status bar, so detailInner sits at 32, not 20 + 32 = 52; the child's inner
    // sits at 32 too, while the screen-sized parent's box keeps 20 + 32 = 52. The same document of Xcode 10.2 keeps 52
    // for the detail (the test above); Xcode 14.3 (21678) is the first version of the rule.
    @Test("Xcode 14.3 and 15.0 on 375 × 667: a controller a plain embedded child shows has no status bar, nor has the child",
          arguments: [22154, 21678])
    func pushedFromPlainChildLater(toolsVersion: Int) throws {
        let laid = try LaidOut(document(toolsVersion: toolsVersion, pushes: true))
        #expect(laid.frame("box", scene: 0) == Rect(x: 16, y: 52, width: 100, height: 40))
        #expect(laid.frame("inner", scene: 1) == Rect(x: 16, y: 32, width: 100, height: 40))
        #expect(laid.frame("detailInner", scene: 2) == Rect(x: 16, y: 32, width: 100, height: 40))
    }

    @Test("Xcode 9.2: a freeform 320 × 80 controller has no status bar (a today widget pinned to the top margin)")
    func freeformXcode9() throws {
        let panel = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
        </view>
        """
        let constraints = """
        <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="f1"/>
        <constraint firstAttribute="bottomMargin" secondItem="panel" secondAttribute="bottom" id="f2"/>
        <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f3"/>
        <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="f4"/>
        """
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="80"/>"#
        let laid = try LaidOut(storyboard(panel, constraints: constraints, toolsVersion: 13771, size: (320, 80), controller: freeform))
        #expect(laid.frame("panel") == Rect(x: 0, y: 0, width: 320, height: 80))
        // The same freeform controller saved by Xcode 15.0, whose canvas shows the status bar again: the 20 pt it overlaps.
        let newer = try LaidOut(storyboard(panel, constraints: constraints, toolsVersion: 22155, size: (320, 80), controller: freeform))
        #expect(newer.frame("panel") == Rect(x: 0, y: 20, width: 320, height: 60))
    }

    // Xcode 8 (toolsVersion 11000–12999) drops the status bar over a container's child too (two measured documents,
    // IBEmbeddedChildStatusBar.xcode8Children, Xcode8ChildStatusBarTests), and so do Xcode 6 and 7 (xcode6Children,
    // Xcode6ChildStatusBarTests); Xcode 5 and earlier are not measured and keep it.
    @Test("Xcode 8 (toolsVersion 12120): the embedded child has no status bar either")
    func xcode8DocumentsToo() throws {
        let laid = try LaidOut(document(toolsVersion: 12120))
        #expect(laid.frame("inner", scene: 1) == Rect(x: 16, y: 32, width: 100, height: 40))
    }

    @Test("Xcode 5 (toolsVersion 5056): the rules do not reach older documents, the status bar counts")
    func olderDocumentsKeepTheirRule() throws {
        let laid = try LaidOut(document(toolsVersion: 5056))
        #expect(laid.frame("inner", scene: 1) == Rect(x: 16, y: 52, width: 100, height: 40))
    }
}
