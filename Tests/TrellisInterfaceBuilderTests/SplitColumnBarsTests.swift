import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A column-style split view controller's primary and secondary columns, shown without a navigation controller of
/// their own, lie below a 44-pt navigation bar on a phone, as a navigation controller's root (IBSplitColumnBars).
/// Hand-written documents of Xcode 13.0 (toolsVersion 18122: no status bar on the 375 × 667 phone) and 12.0; the frames
/// are worked out by hand in each test.
@Suite("Interface Builder column-style split view columns")
struct SplitColumnBarsTests {
    /// A split view controller whose primary (`masterViewController`) is `primary` and whose secondary is `detail`
    /// (`dtl`: a plain controller); `style` is the split's column-style attribute, if any.
    func split(style: String, primary: String = "vc1-aa-bbb", detail: String = "dtl") -> String {
        """
        <scene sceneID="spl-s"><objects>
          <splitViewController \(style) id="spl" sceneMemberID="viewController">
            <connections>
              <segue destination="\(primary)" kind="relationship" relationship="masterViewController" id="rel-m"/>
              <segue destination="\(detail)" kind="relationship" relationship="detailViewController" id="rel-d"/>
            </connections>
          </splitViewController>
        </objects></scene>
        <scene sceneID="dtl-s"><objects>
          <viewController id="dtl" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="dtl-v">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <viewLayoutGuide key="safeArea" id="dtl-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
    }

    func document(_ scenes: String) -> String {
        storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints, toolsVersion: 18122,
                   extraScenes: scenes)
    }

    @Test("an Xcode 13.0 double-column split's primary on the 375 × 667 phone lies 44 pt below the screen's top")
    func doubleColumnPrimary() throws {
        // Safe area: top 44 (the column's navigation bar; Xcode 13.0 shows no status bar here), bottom 0. The top label
        // at 44 + 10 = 54; the bottom one ends 10 pt above 667: y = 637. (Without the rule: top 0, the label at 10.)
        let laid = try LaidOut(document(split(style: #"allowDoubleColumnStyle="YES""#)))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 54, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 637, width: 100, height: 20))
    }

    @Test("a classic split's primary gets no bar")
    func classicPrimary() throws {
        // No allowDoubleColumnStyle: top 0, the top label at 10; the bottom one at 637 as above.
        let laid = try LaidOut(document(split(style: "")))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 637, width: 100, height: 20))
    }

    @Test("a double-column split's primary navigation controller brings its own bar, once")
    func navigationPrimary() throws {
        // The primary is a navigation controller whose root is the labels' controller: its 44-pt bar, not doubled; the
        // top label at 54.
        let navigation = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="rel-r"/></connections>
          </navigationController>
        </objects></scene>
        """
        let laid = try LaidOut(document(split(style: #"allowDoubleColumnStyle="YES""#, primary: "nav") + navigation))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 54, width: 100, height: 20))
    }

    @Test("an Xcode 12.0 double-column split's secondary on the 414 × 896 phone lies 44 pt below the sensor housing")
    func doubleColumnSecondary() throws {
        // The labels' controller is the split's detail; the primary is the plain `dtl`. Safe area: top 44 (the housing
        // on this canvas before Xcode 14) + 44 (the column's bar) = 88, bottom 34 (the home indicator). The top label at
        // 98; the bottom one ends 10 pt above 896 − 34 = 862: y = 832. (Without the rule: top 44, the label at 54.)
        let document = storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                  device: "retina6_1", toolsVersion: 17156, size: (414, 896),
                                  extraScenes: split(style: #"allowDoubleColumnStyle="YES""#, primary: "dtl", detail: "vc1-aa-bbb"))
        let laid = try LaidOut(document)
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 98, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 832, width: 100, height: 20))
    }
}
