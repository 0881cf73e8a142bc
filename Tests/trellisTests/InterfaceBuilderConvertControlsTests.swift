import Foundation
import Testing

@Suite("trellis convert: Interface Builder controls")
struct InterfaceBuilderConvertControlsTests {
    /// A switch (on, red), a segmented control (second of two selected) and a stepper, each placed by its leading and
    /// top edges on an iPhone 8 canvas, and a minimal search bar across the root.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="Settings" id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw" userLabel="Wifi Switch">
                                <rect key="frame" x="20" y="40" width="51" height="31"/>
                                <color key="onTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </switch>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="sg" userLabel="Range">
                                <rect key="frame" x="20" y="100" width="150" height="32"/>
                                <segments>
                                    <segment title="Day"/>
                                    <segment title="Week"/>
                                </segments>
                            </segmentedControl>
                            <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" value="4" minimumValue="1" maximumValue="9" translatesAutoresizingMaskIntoConstraints="NO" id="st" userLabel="Count">
                                <rect key="frame" x="20" y="160" width="94" height="32"/>
                            </stepper>
                            <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Find" translatesAutoresizingMaskIntoConstraints="NO" id="sb" userLabel="Finder">
                                <rect key="frame" x="0.0" y="220" width="375" height="56"/>
                                <textInputTraits key="textInputTraits"/>
                            </searchBar>
                        </subviews>
                        <constraints>
                            <constraint firstItem="sw" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                            <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="k2"/>
                            <constraint firstItem="sg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
                            <constraint firstItem="sg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k4"/>
                            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k5"/>
                            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="k6"/>
                            <constraint firstItem="sb" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k7"/>
                            <constraint firstAttribute="trailing" secondItem="sb" secondAttribute="trailing" id="k8"/>
                            <constraint firstItem="sb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="220" id="k9"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test("controls convert to their kinds with the document's values, and lay out to the stored frames")
    func controls() throws {
        let workspace = try Workspace()
        try workspace.write("Main.storyboard", Self.storyboard)
        #expect(try Trellis.run(["convert", "Main.storyboard", "-o", "scenes"], in: workspace.url).status == 0)
        let yaml = try String(contentsOfFile: workspace.path("scenes/Settings.yaml"), encoding: .utf8)
        #expect(yaml.contains("- switch: wifiSwitch   # UISwitch 'Wifi Switch' (sw)"))
        #expect(yaml.contains("on: true") && yaml.contains("onTint: \"#FF0000FF\""))
        #expect(yaml.contains("segments: [\"Day\", \"Week\"]") && yaml.contains("selected: 1"))
        #expect(yaml.contains("min: 1") && yaml.contains("max: 9") && yaml.contains("value: 4"))
        #expect(yaml.contains("placeholder: \"Find\"") && yaml.contains("style: minimal"))
        let explain = try Trellis.run(["explain", "scenes/Settings.yaml"], in: workspace.url)
        #expect(explain.status == 0)
        // The stored frames: each control at its constrained origin, at the size Xcode stored.
        #expect(explain.stdout.contains("switch wifiSwitch frame (20, 40, 51, 31)"))
        #expect(explain.stdout.contains("segmentedControl range frame (20, 100, 150, 32)"))
        #expect(explain.stdout.contains("stepper count frame (20, 160, 94, 32)"))
        #expect(explain.stdout.contains("searchBar finder frame (0, 220, 375, 56)"))
    }
}
