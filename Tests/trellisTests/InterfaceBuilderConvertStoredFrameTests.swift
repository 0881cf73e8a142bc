import Foundation
import Testing

@Suite("trellis convert: stored frames and Xcode's hidden arranged views")
struct InterfaceBuilderConvertStoredFrameTests {
    /// Two stacks on an iPhone 8 canvas (375 × 667). A centre-aligned vertical stack holds a box with a height and no
    /// width (stored 120 wide), centred in the root. A horizontal stack 8-spaced at (40, 100) holds a hidden icon with a
    /// required 28-pt width before a visible 100 × 21 label.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="Hold" id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="col" userLabel="Column">
                                <rect key="frame" x="127.5" y="313.5" width="120" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="box" userLabel="Box">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="h1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                                <rect key="frame" x="40" y="100" width="100" height="21"/>
                                <subviews>
                                    <view hidden="YES" contentMode="scaleToFill" id="icon" userLabel="Icon">
                                        <rect key="frame" x="-28" y="0.0" width="28" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="28" id="w1"/>
                                        </constraints>
                                    </view>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" id="title" userLabel="Title">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="col" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                            <constraint firstItem="col" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c3"/>
                            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test("a converted scene keeps Xcode's frames: the stored frames hold the box's width, hiddenKeepSize the icon's")
    func convertKeepsStoredFrames() throws {
        // The box: nothing sizes it across the stack, so Xcode keeps its stored 120 pt; the stack spans it and is
        // centred: x = (375 − 120) / 2 = 127.5, y = (667 − 40) / 2 = 313.5. Under UIKit's rules alone the box would
        // be 0 wide (UISV-ambiguity-suppression) and the stack at x = 187.5.
        // The icon: hidden with a required 28-pt width, first in the stack before a visible label, Xcode stores it
        // ending where the stack starts (x = −28, 28 wide); UIKit's required UISV-hiding would make it 0 wide.
        let workspace = try Workspace()
        try workspace.write("Main.storyboard", Self.storyboard)
        let document = try Trellis.run(["explain", "Main.storyboard"], in: workspace.url)
        #expect(document.stdout.contains("stack col frame (127.5, 313.5, 120, 40)"))
        #expect(document.stdout.contains("view box frame (0, 0, 120, 40)"))
        #expect(document.stdout.contains("view icon frame (-28, 0, 28, 21)"))
        #expect(try Trellis.run(["convert", "Main.storyboard", "-o", "scenes"], in: workspace.url).status == 0)
        let yaml = try String(contentsOf: workspace.url.appendingPathComponent("scenes/Hold.yaml"), encoding: .utf8)
        #expect(yaml.contains("storedFrame: [127.5, 313.5, 120, 40]"))
        #expect(yaml.contains("hiddenKeepSize: [icon]"))
        // The importer's bound on a plain view's size (IBNonNegativeSizes) is written too, marked as not the document's.
        #expect(yaml.contains("- \"box.width >= 0 @999.9999\"   # added for Xcode's canvas"))
        let converted = try Trellis.run(["explain", "scenes/Hold.yaml"], in: workspace.url)
        #expect(converted.status == 0)
        #expect(converted.stdout.contains("stack column frame (127.5, 313.5, 120, 40)"))
        #expect(converted.stdout.contains("view box frame (0, 0, 120, 40)"))
        #expect(converted.stdout.contains("view icon frame (-28, 0, 28, 21)"))
        #expect(converted.stdout.contains("label title frame (0, 0, 100, 21)"))
        #expect(!converted.stdout.contains("misplaced-view") && !converted.stderr.contains("misplaced-view"))
    }

    @Test("a scene file's storedFrame that the constraints do not give is a misplaced-view warning naming both frames")
    func storedFrameMisplaced() throws {
        // card: leading 20, trailing 20 → x = 20, 335 wide; top 120, height 80. Stored at y = 100: 20 pt off.
        let workspace = try Workspace()
        try workspace.write("held.yaml", """
            name: held
            size: {width: 375, height: 667}
            views:
              - view: card
                storedFrame: [20, 100, 335, 80]
            constraints:
              - "card.leading == view.leading + 20"
              - "card.trailing == view.trailing - 20"
              - "card.top == view.top + 120"
              - "card.height == 80"
            """)
        let run = try Trellis.run(["explain", "held.yaml"], in: workspace.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("view card frame (20, 120, 335, 80)"))
        let output = run.stdout + run.stderr
        #expect(output.contains("held.yaml:4:5: warning: [misplaced-view] card is misplaced: the constraints give (20, 120, 335, 80), its storedFrame is (20, 100, 335, 80) (update storedFrame, or fix the constraints)"))
        #expect(output.contains("decided by card.top == view.top + 120"))
    }

    @Test("hiddenKeepSize naming a view that is not arranged in the stack is an error with the nearest name")
    func hiddenKeepSizeUnknownView() throws {
        let workspace = try Workspace()
        try workspace.write("row.yaml", """
            name: row
            size: {width: 375, height: 667}
            views:
              - stack: row
                axis: horizontal
                hiddenKeepSize: [icn]
                children:
                  - view: icon
                    hidden: true
                  - label: title
                    text: "Title"
            constraints:
              - "row.leading == view.leading + 40"
              - "row.top == view.top + 100"
            """)
        let run = try Trellis.run(["explain", "row.yaml"], in: workspace.url)
        #expect(run.status != 0)
        #expect(run.stderr.contains("row.yaml:6:22: error: [unknown-view] hiddenKeepSize: 'icn' is not an arranged view of the stack 'row'; did you mean 'icon'?"))
    }
}
