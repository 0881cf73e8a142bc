import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Bars as Xcode 14 to 16.2 lay controllers and xib views out under them: a large-title navigation bar counts as the
/// standard bar, a presented sheet's bar alone makes the safe area's top, and a xib view's own simulated navigation
/// bar adds to its top (IBLargeTitleBars, IBSheetBars, IBXibSimulatedBars).
@Suite("Interface Builder: large-title, sheet and xib simulated navigation bars")
struct NewestXcodeBarsTests {
    /// A navigation controller showing the helper's controller, its bar stored at `y`, `height` tall.
    func navigation(y: Double, height: Double, largeTitles: Bool) -> String {
        """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" \(largeTitles ? #"largeTitles="YES" "# : "")id="nb">
              <rect key="frame" x="0.0" y="\(y)" width="390" height="\(height)"/>
            </navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        """
    }

    /// A label pinned `gap` below the safe area's top.
    func pinned(_ gap: Double) -> (String, String) {
        (label("top", 16, 0, 100, 20),
         "<constraint firstItem=\"top\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"\(gap)\" id=\"c1\"/>")
    }

    @Test("over a table, a large-title bar stored 96 tall gives the root the standard 44: 47 + 44 (Xcode 14.0), 2 × 47 + 44 (16.2)", arguments: [
        (21225, 47.0, 91.0 + 10), (23727, 94.0, 138.0 + 10),
    ])
    func largeTitleBar(toolsVersion: Int, barY: Double, labelY: Double) throws {
        // The measured layout's first subview is a table with a cell (IBLargeTitleBars: the title row collapses over it).
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="list">
            <rect key="frame" x="0.0" y="400" width="390" height="100"/>
            <constraints><constraint firstAttribute="height" constant="100" id="lh"/></constraints>
            \(prototypeCell(id: "lrow", width: 390))
        </tableView>
        """
        let (label, pin) = pinned(10)
        let (subviews, constraints) = (table + label, pin)
        let xml = storyboard(subviews, constraints: constraints, device: "retina6_0", toolsVersion: toolsVersion, size: (390, 844),
                             extraScenes: navigation(y: barY, height: 96, largeTitles: true))
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].devices[0].safeArea.top == labelY - 10)
        #expect(laid.frame("top")?.minY == labelY)
    }

    @Test("Xcode 26 counts a large-title bar whole again: 2 × 47 + 106 (Cocktail-Recipes, 24128, 2 × 62 + 106 on 440 × 956)")
    func xcode26LargeTitleBar() throws {
        let (subviews, constraints) = pinned(10)
        let xml = storyboard(subviews, constraints: constraints, device: "retina6_0", toolsVersion: 24128, size: (390, 844),
                             extraScenes: navigation(y: 94, height: 106, largeTitles: true))
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].devices[0].safeArea.top == 200)
        #expect(laid.frame("top")?.minY == 210)
    }

    @Test("a presented sheet: the bar stored at y = 0, 56 tall, over a 787-pt root is the whole top inset", arguments: [21225, 23727])
    func sheetBar(toolsVersion: Int) throws {
        // The stack of the measured documents: 16 below the safe area's top at y = 72 = 56 + 16, in both versions.
        let (subviews, constraints) = pinned(16)
        let xml = storyboard(subviews, constraints: constraints, device: "retina6_0", toolsVersion: toolsVersion, size: (390, 787),
                             extraScenes: navigation(y: 0, height: 56, largeTitles: false))
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].devices[0].safeArea.top == 56)
        #expect(laid.frame("top")?.minY == 72)
    }

    @Test("an opaque sheet bar: the root lies below it, 844 less 10 and 56 tall, with no top inset")
    func opaqueSheetBar() throws {
        // Bitwarden's presented navigation controllers (Xcode 15, 414 × 896): roots 830 tall, tables pinned to the
        // safe area's top at y = 0.
        let (subviews, constraints) = pinned(16)
        let opaque = navigation(y: 0, height: 56, largeTitles: false).replacingOccurrences(of: #"contentMode="scaleToFill" id="nb""#,
                                                                                         with: #"contentMode="scaleToFill" translucent="NO" id="nb""#)
        let xml = storyboard(subviews, constraints: constraints, device: "retina6_0", toolsVersion: 22505, size: (390, 778),
                             extraScenes: opaque)
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].devices[0].safeArea.top == 0)
        #expect(laid.frame("top")?.minY == 16)
    }

    @Test("a full-height root under a 56-pt bar stored at y = 0 is not a sheet: the status bar counts")
    func fullHeightRootIsNoSheet() throws {
        let (subviews, constraints) = pinned(16)
        let xml = storyboard(subviews, constraints: constraints, device: "retina6_0", toolsVersion: 21225, size: (390, 844),
                             extraScenes: navigation(y: 0, height: 56, largeTitles: false))
        // 47 + 56 = 103, the label at 119.
        #expect(try LaidOut(xml).frame("top")?.minY == 119)
    }

    /// A xib with one screen-sized 414 × 896 view holding a label pinned 20 pt below the safe area's top; `metrics` goes
    /// into the view element.
    func xib(toolsVersion: Int, metrics: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(label("top", 20, 112, 374, 21))
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="x1"/>
                        <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="x2"/>
                    </constraints>
                    \(metrics)
                </view>
            </objects>
        </document>
        """
    }

    @Test("a xib view's own simulated navigation bar adds 44 to its top: 48 + 44 + 20 = 112 (Xcode 14.0)")
    func xibNavigationBar() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try LaidOut(xib(toolsVersion: 21225, metrics: bar), file: "Test.xib").frame("top")?.minY == 112)
        // Without it, the device's 48 only; an opaque bar is left out (not measured).
        #expect(try LaidOut(xib(toolsVersion: 21225, metrics: ""), file: "Test.xib").frame("top")?.minY == 68)
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try LaidOut(xib(toolsVersion: 21225, metrics: opaque), file: "Test.xib").frame("top")?.minY == 68)
    }

    @Test("Xcode 26's phone navigation bar is 54 tall: 2 × 48 + 54 + 20 = 170 on 414 × 896 (toolsVersion 24127, 24765)",
          arguments: [24127, 24765])
    func xcode26NavigationBar(toolsVersion: Int) throws {
        // nextcloud/talk-ios MessageTextViewController.xib: its text view 10 below the safe area's top at 160.
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try LaidOut(xib(toolsVersion: toolsVersion, metrics: bar), file: "Test.xib").frame("top")?.minY == 170)
        // Xcode 16.2 (23727): the same doubled insets under a 44-pt bar.
        #expect(try LaidOut(xib(toolsVersion: 23727, metrics: bar), file: "Test.xib").frame("top")?.minY == 160)
    }
}
