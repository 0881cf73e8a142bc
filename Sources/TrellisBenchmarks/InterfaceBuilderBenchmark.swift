import Foundation
import TrellisModel
import TrellisLayout
import TrellisScene
import TrellisRender
import TrellisInterfaceBuilder

/// `TrellisBenchmarks ib [CONTROLLERS] [RUNS]`: a storyboard of CONTROLLERS view controllers (default 30), each a
/// form (a title, a vertical stack of four labels and a button, a switch, a full-width footer), loaded, solved and
/// rendered to PNG, against the same scenes written as YAML; prints the medians and their ratio.
func runInterfaceBuilderBenchmark(_ arguments: [String]) -> Int32 {
    let controllers = arguments.first.flatMap(Int.init) ?? 30
    let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 5
    let storyboard = benchmarkStoryboard(controllers: controllers)
    let yaml = benchmarkYAML(controllers: controllers)
    let measurer = PangoTextMeasurer()
    var options = RenderOptions()
    options.softwareVersion = "trellis benchmark"

    /// Loads, lays out and renders; returns the time and every scene's frames (sorted, so ids do not matter).
    func pipeline(_ load: () throws -> [Scene]) -> (milliseconds: Double, frames: [String: [[Double]]]) {
        let start = nowNanoseconds()
        var frames: [String: [[Double]]] = [:]
        do {
            for scene in try load() {
                let engine = LayoutEngine(scene: scene, measurer: measurer)
                guard let device = engine.devices.first else { continue }
                let result = engine.layout(device: device)
                let key = String(scene.name.split(separator: "/").last ?? "")
                frames[key] = (result.states.first?.views ?? []).map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
                    .sorted { $0.lexicographicallyPrecedes($1) }
                let rendered = try SceneRenderer(scene: scene, result: result, measurer: measurer, options: options).renderImages()
                for image in rendered.images {
                    if let pixels = image.pixels { _ = try encodePNG(pixels, text: image.text, options: options.png) }
                }
            }
        } catch {
            printError("benchmark: \(error)")
        }
        return (Double(nowNanoseconds() - start) / 1_000_000, frames)
    }

    var ib: [Double] = [], scenes: [Double] = []
    var ibFrames: [String: [[Double]]] = [:], yamlFrames: [String: [[Double]]] = [:]
    for _ in 0..<runs {
        let a = pipeline { try InterfaceBuilderLoader.load(xml: Array(storyboard.utf8), file: "Benchmark.storyboard").scenes }
        let b = pipeline { try SceneLoader.load(yaml: yaml, file: "benchmark.yaml").scenes }
        ib.append(a.milliseconds); scenes.append(b.milliseconds)
        ibFrames = a.frames; yamlFrames = b.frames
    }
    // The two forms must lay out alike for the comparison to mean anything: compare the frames by position in the scene.
    let same = !ibFrames.isEmpty && ibFrames == yamlFrames
    print("{\"controllers\": \(controllers), \"runs\": \(runs), \"storyboard_ms\": \(String(format: "%.1f", median(ib))), "
          + "\"yaml_ms\": \(String(format: "%.1f", median(scenes))), \"ratio\": \(String(format: "%.2f", median(ib) / max(median(scenes), 0.001))), "
          + "\"views\": \(ibFrames.values.map(\.count).reduce(0, +)), \"same_frames\": \(same)}")
    return 0
}

/// The form of controller `index` as a storyboard scene; every frame stored as Xcode would store it on an iPhone 8.
private func benchmarkStoryboard(controllers: Int) -> String {
    var scenes = ""
    for index in 0..<controllers {
        let p = "c\(index)"
        var labels = ""
        for row in 0..<4 {
            labels += """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field \(row) of form \(index)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-l\(row)">
              <rect key="frame" x="0.0" y="\(row * 29)" width="343" height="21"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        scenes += """
        <scene sceneID="\(p)-s"><objects>
          <viewController storyboardIdentifier="form\(index)" id="\(p)-vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(p)-root">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Form \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-title">
                  <rect key="frame" x="16" y="40" width="120" height="41"/>
                  <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
                </label>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-stack">
                  <rect key="frame" x="16" y="97" width="343" height="155"/>
                  <subviews>
                    \(labels)
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-b">
                      <rect key="frame" x="0.0" y="116" width="343" height="39"/>
                      <state key="normal" title="Submit"/>
                    </button>
                  </subviews>
                </stackView>
                <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-sw">
                  <rect key="frame" x="308" y="268" width="51" height="31"/>
                </switch>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-foot">
                  <rect key="frame" x="0.0" y="587" width="375" height="80"/>
                  <color key="backgroundColor" red="0.9" green="0.9" blue="0.95" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
              </subviews>
              <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              <constraints>
                <constraint firstItem="\(p)-title" firstAttribute="leading" secondItem="\(p)-root" secondAttribute="leadingMargin" id="\(p)-k1"/>
                <constraint firstItem="\(p)-title" firstAttribute="top" secondItem="\(p)-safe" secondAttribute="top" constant="20" id="\(p)-k2"/>
                <constraint firstItem="\(p)-stack" firstAttribute="top" secondItem="\(p)-title" secondAttribute="bottom" constant="16" id="\(p)-k3"/>
                <constraint firstItem="\(p)-stack" firstAttribute="leading" secondItem="\(p)-root" secondAttribute="leadingMargin" id="\(p)-k4"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(p)-stack" secondAttribute="trailing" id="\(p)-k5"/>
                <constraint firstItem="\(p)-sw" firstAttribute="top" secondItem="\(p)-stack" secondAttribute="bottom" constant="16" id="\(p)-k6"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(p)-sw" secondAttribute="trailing" id="\(p)-k7"/>
                <constraint firstItem="\(p)-foot" firstAttribute="leading" secondItem="\(p)-root" secondAttribute="leading" id="\(p)-k8"/>
                <constraint firstAttribute="trailing" secondItem="\(p)-foot" secondAttribute="trailing" id="\(p)-k9"/>
                <constraint firstAttribute="bottom" secondItem="\(p)-foot" secondAttribute="bottom" id="\(p)-k10"/>
                <constraint firstItem="\(p)-foot" firstAttribute="height" constant="80" id="\(p)-k11"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="\(p)-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
    }
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>\(scenes)</scenes>
    </document>
    """
}

/// The same forms as YAML scenes (one document each), with the stored sizes as intrinsic sizes.
private func benchmarkYAML(controllers: Int) -> String {
    var documents: [String] = []
    for index in 0..<controllers {
        var lines = [
            "name: form\(index)", "size: {width: 375, height: 667, safeArea: [20, 0, 0, 0]}", "margins: [0, 16, 0, 16]",
            "annotate: none", "background: white", "views:",
            "  - label: title", "    text: \"Form \(index)\"", "    font: \"Inter Bold 34\"",
            "    intrinsicSize: [120, 41]", "    layout: [leading == view.margins.leading, top == safeArea.top + 20]",
            "  - stack: stack", "    axis: vertical", "    spacing: 8",
            "    layout: [top == title.bottom + 16, leading == view.margins.leading, trailing == view.margins.trailing]",
            "    children:",
        ]
        for row in 0..<4 {
            lines += ["      - label: l\(row)", "        text: \"Field \(row) of form \(index)\"",
                      "        font: \"Inter 17\"", "        intrinsicSize: [343, 21]"]
        }
        lines += [
            "      - label: submit", "        text: \"Submit\"", "        font: \"Inter 15\"",
            "        alignment: center", "        color: \"#007AFF\"", "        intrinsicSize: [343, 39]",
            "  - switch: toggle", "    on: true", "    intrinsicSize: [51, 31]",
            "    layout: [top == stack.bottom + 16, trailing == view.margins.trailing + 2]",
            "  - view: footer", "    background: \"#E6E6F2\"",
            "    layout: [leading == view, trailing == view, bottom == view, height == 80]",
        ]
        documents.append(lines.joined(separator: "\n"))
    }
    return documents.joined(separator: "\n---\n") + "\n"
}
