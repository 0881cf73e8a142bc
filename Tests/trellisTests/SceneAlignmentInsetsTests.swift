import Foundation
import Testing

@Suite("Scene files: alignmentInsets")
struct SceneAlignmentInsetsTests {
    /// A vertical stack (spacing 10, trailing alignment) at (20, 100): a 40-pt box, a view whose frame is 0.5 pt
    /// larger than its alignment rectangle at the top and the bottom (121 tall around 120), and a 50-pt box.
    static let scene = """
    name: insets
    size: [375, 667]
    scale: 2
    views:
      - stack: column
        axis: vertical
        alignment: trailing
        spacing: 10
        layout: [top == 100, left == 20]
        children:
          - view: top
            intrinsicSize: [120, 40]
          - view: symbol
            intrinsicSize: [120, 121]
            alignmentInsets: [0.5, 0, 0.5, 0]
          - view: bottom
            intrinsicSize: [120, 50]
    """

    @Test("a stack runs its spacing and size to a view's alignment rectangle")
    func stackArrangesAlignmentRectangles() throws {
        // The symbol's rectangle is its 121-pt frame less 0.5 + 0.5: 120 tall, starting at 40 + 10 = 50, so its frame
        // starts 0.5 higher, at 49.5; the bottom box starts at 50 + 120 + 10 = 180; the stack is 180 + 50 = 230 tall.
        // Without the key the box would start at 49.5 + 121 + 10 = 181 (or 50 + 121 + 10 = 181).
        let workspace = try Workspace()
        try workspace.write("insets.yaml", Self.scene)
        let explain = try Trellis.run(["explain", "insets.yaml"], in: workspace.url)
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("stack column frame (20, 100, 120, 230)"))
        #expect(explain.stdout.contains("view symbol frame (0, 49.5, 120, 121)"))
        #expect(explain.stdout.contains("view bottom frame (0, 180, 120, 50)"))
    }

    @Test("trellis convert writes a document's symbol insets, so a stack of SF Symbol views converts to the same frames")
    func convertKeepsSymbolInsets() throws {
        // The document's image view shows sun.max with a 120 × 120 size constraint and is stored 120 × 121: insets
        // 0.5 at the top and the bottom (docs/interface-builder.md, SF Symbols). The converted scene arranges it as
        // the document does: frame (0, 49.5, 120, 121) after the 40-pt box, the last box at 180.
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="Weather" id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="bottom" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                    <rect key="frame" x="20" y="100" width="120" height="230"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                            <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="120" id="t-w"/>
                                                <constraint firstAttribute="height" constant="40" id="t-h"/>
                                            </constraints>
                                        </view>
                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="sun.max" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sun">
                                            <rect key="frame" x="0.0" y="49.5" width="120" height="121"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="120" id="s-w"/>
                                                <constraint firstAttribute="height" constant="120" id="s-h"/>
                                            </constraints>
                                        </imageView>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                            <rect key="frame" x="0.0" y="180" width="120" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="120" id="b-w"/>
                                                <constraint firstAttribute="height" constant="50" id="b-h"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
            <resources>
                <image name="sun.max" catalog="system" width="128" height="125"/>
            </resources>
        </document>
        """
        let workspace = try Workspace()
        try workspace.write("Main.storyboard", storyboard)
        #expect(try Trellis.run(["convert", "Main.storyboard", "-o", "scenes"], in: workspace.url).status == 0)
        let yaml = try String(contentsOfFile: workspace.path("scenes/Weather.yaml"), encoding: .utf8)
        #expect(yaml.contains("alignmentInsets: [0.5, 0, 0.5, 0]"))
        let converted = try Trellis.run(["explain", "scenes/Weather.yaml"], in: workspace.url)
        #expect(converted.stdout.contains("frame (0, 49.5, 120, 121)"))
        #expect(converted.stdout.contains("frame (0, 180, 120, 50)"))
    }
}
