import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A split view controller's detail controller that is not a navigation controller lies below a navigation bar on a
/// phone, where the split is collapsed and shows its detail pushed onto a navigation stack (IBSplitDetailBars); on an
/// iPad it keeps no bar. Hand-written documents; the frames are worked out by hand in each test.
@Suite("Interface Builder split view detail controller on a phone")
struct SplitDetailBarsTests {
    /// A split view controller whose detail (`detailViewController`) is `detail` (the labels' controller unless given)
    /// and whose primary is a plain table controller; `style` is the split's column-style attribute, if any.
    func split(style: String, detail: String = "vc1-aa-bbb", width: Double = 375, height: Double = 667) -> String {
        """
        <scene sceneID="spl-s"><objects>
          <splitViewController \(style) id="spl" sceneMemberID="viewController">
            <connections>
              <segue destination="mst" kind="relationship" relationship="masterViewController" id="rel-m"/>
              <segue destination="\(detail)" kind="relationship" relationship="detailViewController" id="rel-d"/>
            </connections>
          </splitViewController>
        </objects></scene>
        <scene sceneID="mst-s"><objects>
          <tableViewController id="mst" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="mst-v">
              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            </tableView>
          </tableViewController>
        </objects></scene>
        """
    }

    @Test("an Xcode 9.2 classic split's detail on the 375 × 667 phone lies below the status bar and a 44-pt bar")
    func classicDetail() throws {
        // Safe area: top 20 (status bar) + 44 (navigation bar) = 64, bottom 0. The top label at 64 + 10 = 74; the
        // bottom one ends 10 pt above 667: y = 637. (Without the rule: top 20, the label at 30.)
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          toolsVersion: 13771, extraScenes: split(style: "")))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 74, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 637, width: 100, height: 20))
    }

    @Test("an Xcode 12.0 double-column split's detail on the 414 × 896 phone lies below the housing and a 44-pt bar")
    func doubleColumnDetail() throws {
        // Safe area: top 44 (sensor housing) + 44 (navigation bar) = 88, bottom 34 (home indicator). The top label at
        // 88 + 10 = 98; the bottom one ends 10 pt above 896 − 34 = 862: y = 832. (Without the rule: the label at 54.)
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          device: "retina6_1", toolsVersion: 17156, size: (414, 896),
                                          extraScenes: split(style: #"allowDoubleColumnStyle="YES""#, width: 414, height: 896)))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 98, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 832, width: 100, height: 20))
    }

    @Test("a split's detail on an iPad gets no bar")
    func padDetail() throws {
        // Xcode 9.2 on the 768 × 1024 iPad: the status bar only, top 20; the top label at 30, the bottom one at
        // 1024 − 10 − 20 = 994.
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          device: "ipad9_7", toolsVersion: 13771, size: (768, 1024),
                                          extraScenes: split(style: "", width: 320, height: 1024)))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 30, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 994, width: 100, height: 20))
    }

    @Test("a detail navigation controller brings its own bar, once")
    func navigationDetail() throws {
        // The detail is a navigation controller whose root is the labels' controller: its 44-pt bar below the status
        // bar, not doubled; the top label at 20 + 44 + 10 = 74.
        let navigation = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="rel-r"/></connections>
          </navigationController>
        </objects></scene>
        """
        let laid = try LaidOut(storyboard(SafeAreaPinnedLabels.views, constraints: SafeAreaPinnedLabels.constraints,
                                          toolsVersion: 13771, extraScenes: split(style: "", detail: "nav") + navigation))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 74, width: 100, height: 20))
    }

    @Test("Xcode 7's 600 × 600 Any/Any canvas stands for iPads too: the detail gets no bar")
    func anyAnyDetail() throws {
        // Xcode 7.0 (9059), no <device>, size classes on: the detail's image view, pinned to the top layout guide's
        // bottom and the view's bottom, lies below the status bar alone: (0, 20, 600, 580). (Without the rule the
        // phone's 44-pt bar puts it at (0, 64, 600, 536).)
        let document = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9059" systemVersion="15B42" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="spl">
            <scenes>
                \(split(style: "", detail: "det", width: 600, height: 600))
                <scene sceneID="det-s"><objects>
                    <viewController id="det" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="det-top"/>
                            <viewControllerLayoutGuide type="bottom" id="det-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="det-root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                                    <rect key="frame" x="0.0" y="20" width="600" height="580"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="photo" firstAttribute="top" secondItem="det-top" secondAttribute="bottom" id="photo-top"/>
                                <constraint firstItem="photo" firstAttribute="leading" secondItem="det-root" secondAttribute="leading" id="photo-leading"/>
                                <constraint firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" id="photo-trailing"/>
                                <constraint firstAttribute="bottom" secondItem="photo" secondAttribute="bottom" id="photo-bottom"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
        let laid = try LaidOut(document)
        #expect(laid.frame(inAnyScene: "photo") == Rect(x: 0, y: 20, width: 600, height: 580))
    }
}
