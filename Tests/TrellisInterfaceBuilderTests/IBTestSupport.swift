import Foundation
import TrellisModel
import TrellisLayout
import TrellisPNG
@testable import TrellisInterfaceBuilder

/// A measurer with round numbers (10 pt per character, 20 pt per line): with the stored frames as intrinsic sizes,
/// the tests' frames never depend on it.
struct RoundMeasurer: TextMeasurer {
    func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
        TextMetrics(size: Size(width: Double(text.count) * 10, height: 20), firstBaseline: 16, lastBaseline: 16)
    }
}

/// A storyboard with one view controller whose root view (`root`, 375 × 667 on an iPhone 8 canvas unless another
/// device is given) holds `subviews` and `constraints`; `extra` goes into the view controller element.
func storyboard(_ subviews: String, constraints: String = "", device: String = "retina4_7", toolsVersion: Int = 14460,
                size: (Double, Double) = (375, 667), controller: String = "", extraScenes: String = "",
                resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
            <scene sceneID="scn-01-abc">
                <objects>
                    <viewController storyboardIdentifier="main" id="vc1-aa-bbb" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <constraints>
    \(constraints)
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
    \(controller)
                    </viewController>
                </objects>
            </scene>
    \(extraScenes)
        </scenes>
        <resources>
    \(resources)
        </resources>
    </document>
    """
}

/// A table's `<prototypes>` with one empty cell `id`, `width` × `height` (a table with cells: IBLargeTitleBars.hasCells).
func prototypeCell(id: String = "row", width: Double, height: Double = 44) -> String {
    """
    <prototypes>
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="\(id)">
            <rect key="frame" x="0.0" y="28" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableViewCellContentView>
        </tableViewCell>
    </prototypes>
    """
}

/// Loads a document's text and lays out its scenes on their devices.
struct LaidOut {
    var scenes: [Scene]
    var warnings: [Diagnostic]
    var results: [LayoutResult]

    init(_ xml: String, file: String = "Test.storyboard", options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws {
        let loaded = try InterfaceBuilderLoader.load(xml: Array(xml.utf8), file: file, options: options)
        scenes = loaded.scenes
        warnings = loaded.warnings
        // As the render pipeline does: traits (layout direction, autoresizing, variations) resolved for the device first.
        results = loaded.scenes.map { scene in
            let device = LayoutEngine(scene: scene, measurer: RoundMeasurer()).devices[0]
            return LayoutEngine(scene: scene.resolved(for: device), measurer: RoundMeasurer()).layout(device: device)
        }
    }

    /// The frame of a view in the first state of a scene.
    func frame(_ id: String, scene: Int = 0) -> Rect? { results[scene].states.first?.view(id)?.frame }

    /// The frame of a view in whichever scene holds it.
    func frame(inAnyScene id: String) -> Rect? { results.indices.lazy.compactMap { frame(id, scene: $0) }.first }

    /// Every diagnostic of the layout of a scene (misplaced views included) and of loading.
    func diagnostics(scene: Int = 0) -> [Diagnostic] {
        warnings + results[scene].diagnostics + MisplacedViews.diagnostics(scene: scenes[scene], result: results[scene])
    }
}

/// The error diagnostics a document gives, or an empty list when it loads.
func loadErrors(_ xml: String, file: String = "Test.storyboard") -> [Diagnostic] {
    do {
        _ = try InterfaceBuilderLoader.load(xml: Array(xml.utf8), file: file)
        return []
    } catch {
        return error.diagnostics
    }
}

/// A label element with a stored frame (its intrinsic size) and optional constraints of its own.
func label(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, text: String = "Label",
           extra: String = "", children: String = "") -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        \(children)
    </label>
    """
}

/// A temporary folder removed when the value goes away.
final class TemporaryFolder {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "trellis-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative)
    }

    func write(_ bytes: [UInt8], to relative: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    /// A PNG file of that pixel size (transparent), written with Trellis's encoder.
    static func png(width: Int, height: Int) throws -> [UInt8] {
        try encodePNG(PixelBuffer(width: width, height: height), text: [], options: PNGWriteOptions())
    }
}

/// A 100 × 50 view `box`, stored at (20, `storedY`), and its pins: 20 pt from the safe area's leading edge and on the
/// safe area's bottom (the safe area `safe` of the helper's root).
func bottomPinnedBox(storedY: Int) -> (view: String, pins: String) {
    let view = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="20" y="\(storedY)" width="100" height="50"/>
        <constraints>
            <constraint firstAttribute="width" constant="100" id="bw1"/>
            <constraint firstAttribute="height" constant="50" id="bh1"/>
        </constraints>
    </view>
    """
    let pins = """
    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="bp1"/>
    <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="bp2"/>
    """
    return (view, pins)
}
