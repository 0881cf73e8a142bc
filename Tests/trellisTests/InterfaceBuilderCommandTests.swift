import Foundation
import Testing

@Suite("trellis and Interface Builder documents: render, explain, convert")
struct InterfaceBuilderCommandTests {
    /// A storyboard (iPhone 8 canvas, Xcode 10.1) with a header pinned to the safe area and a label below it.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="Home" id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr" userLabel="Header">
                                <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                            <label opaque="NO" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" userLabel="Title Label">
                                <rect key="frame" x="16" y="136" width="80" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="hdr" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k1"/>
                            <constraint firstItem="hdr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
                            <constraint firstAttribute="trailing" secondItem="hdr" secondAttribute="trailing" id="k3"/>
                            <constraint firstItem="hdr" firstAttribute="height" constant="100" id="k4"/>
                            <constraint firstItem="lbl" firstAttribute="top" secondItem="hdr" secondAttribute="bottom" constant="16" id="k5"/>
                            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="k6"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test("render finds a storyboard in a folder and writes FILE/SCENE/screen.png and layout.json with the solved frames")
    func render() throws {
        let workspace = try Workspace()
        try workspace.write("ui/Main.storyboard", Self.storyboard)
        let result = try Trellis.run(["render", "ui", "-o", "out"], in: workspace.url)
        #expect(result.status == 0)
        #expect(workspace.exists("out/Main/Home/screen.png"))
        let layout = try String(contentsOfFile: workspace.path("out/Main/Home/layout.json"), encoding: .utf8)
        // The header sits under the 20-pt status bar; the label 16 below it, at the 16-pt root margin.
        #expect(layout.contains("\"hdr\"") && layout.contains("\"lbl\""))
        let explain = try Trellis.run(["explain", "ui/Main.storyboard"], in: workspace.url)
        #expect(explain.stdout.contains("view hdr frame (0, 20, 375, 100)"))
        #expect(explain.stdout.contains("label lbl frame (16, 136, 80, 21)"))
    }

    @Test("two documents of the same name (one per localization folder) both render: the second as Main-2")
    func sameName() throws {
        let workspace = try Workspace()
        try workspace.write("app/Base.lproj/Main.storyboard", Self.storyboard)
        try workspace.write("app/en.lproj/Main.storyboard", Self.storyboard)
        let result = try Trellis.run(["render", "app", "-o", "out"], in: workspace.url)
        #expect(result.status == 0)
        #expect(workspace.exists("out/Main/Home/screen.png") && workspace.exists("out/Main-2/Home/screen.png"))
    }

    @Test("malformed XML fails the file with file:line:column and exit 1")
    func malformed() throws {
        let workspace = try Workspace()
        try workspace.write("Broken.xib", "<document>\n  <objects>\n</document>\n")
        let result = try Trellis.run(["render", "Broken.xib", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Broken.xib:3:") && result.stderr.contains("[syntax]"))
    }

    @Test("convert writes one scene file per scene that lays out to the same frames")
    func convert() throws {
        let workspace = try Workspace()
        try workspace.write("Main.storyboard", Self.storyboard)
        let result = try Trellis.run(["convert", "Main.storyboard", "-o", "scenes"], in: workspace.url)
        #expect(result.status == 0)
        let yaml = try String(contentsOfFile: workspace.path("scenes/Home.yaml"), encoding: .utf8)
        // Ids from the user labels, comments naming the source elements.
        #expect(yaml.contains("- view: header   # UIView 'Header' (hdr)"))
        #expect(yaml.contains("- label: titleLabel   # UILabel 'Title Label' (lbl)"))
        let explain = try Trellis.run(["explain", "scenes/Home.yaml"], in: workspace.url)
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("view header frame (0, 20, 375, 100)"))
        #expect(explain.stdout.contains("label titleLabel frame (16, 136, 80, 21)"))
    }
}
