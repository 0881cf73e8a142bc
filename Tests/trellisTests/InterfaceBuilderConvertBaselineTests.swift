import Foundation
import Testing

@Suite("trellis convert: text field baselines")
struct InterfaceBuilderConvertBaselineTests {
    /// A 21-pt-tall label and a rounded text field in the same 17-pt font; the field's first baseline is constrained
    /// to the label's. On an iPhone 8 canvas.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="Login" id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Email" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb" userLabel="Email Label">
                                <rect key="frame" x="20" y="100" width="60" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="name@example.com" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf" userLabel="Email Field">
                                <rect key="frame" x="88" y="93" width="200" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                            <constraint firstItem="lb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
                            <constraint firstItem="tf" firstAttribute="leading" secondItem="lb" secondAttribute="trailing" constant="8" id="k3"/>
                            <constraint firstItem="tf" firstAttribute="firstBaseline" secondItem="lb" secondAttribute="firstBaseline" id="k4"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test("a text field's baseline constraint converts to the same frame: the scene file's textField has its text's baselines")
    func baselineConstraint() throws {
        // The label is stored one line tall in an Xcode 10 document, so its first baseline is its top plus the font's
        // ascender (IBMultilineLabelBaselines.oneLineEdges): 100 + 0.952 × 17 = 116.18. The field's line (20.29 pt)
        // is centred in its 34 pt: its baseline is top + (34 − 20.29) / 2 + 16.18 = top + 23.04, so top = 93.14,
        // 93 on the 2× pixels. (Centring the label's line too would give 100 + (21 − 34) / 2 = 93.5.)
        // Without baselines the field's bottom would sit on the label's baseline instead (about 116 − 34 = 82).
        let workspace = try Workspace()
        try workspace.write("Main.storyboard", Self.storyboard)
        let document = try Trellis.run(["explain", "Main.storyboard"], in: workspace.url)
        #expect(document.stdout.contains("textField tf frame (88, 93, 200, 34)"))
        #expect(!document.stdout.contains("misplaced-view") && !document.stderr.contains("misplaced-view"))
        #expect(try Trellis.run(["convert", "Main.storyboard", "-o", "scenes"], in: workspace.url).status == 0)
        let converted = try Trellis.run(["explain", "scenes/Login.yaml"], in: workspace.url)
        #expect(converted.status == 0)
        #expect(converted.stdout.contains("textField emailField frame (88, 93, 200, 34)"))
    }
}
