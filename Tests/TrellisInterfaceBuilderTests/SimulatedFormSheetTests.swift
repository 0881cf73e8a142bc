import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 26 on an iPad: a controller whose simulated size is Form Sheet (`modalFormSheetSimulatedSizeMetrics`) is laid
/// out as a sheet, with no status bar at its top (IBSheetSegues.Xcode26SimulatedSheet). Measured: the MIT-WPU
/// AksharApp team's Analytics.storyboard (24506, `ipad10_2`, 810 × 1080) stores two 580 × 650 controllers with this
/// metric, each with a collection view pinned 50 pt below the safe area's top at y = 50.
///
/// Expected frames worked out by hand on `ipad10_2` in portrait (810 × 1080, a 20-pt status bar, no home indicator):
/// the `card` view is pinned 50 pt inside the four sides of its root's safe area. As a sheet the safe area is the
/// whole 580 × 650 root, so the card is (50, 50, 480, 550); under a status bar the safe area starts at 20, so the
/// card is (50, 70, 480, 530).
@Suite("Interface Builder: Xcode 26 iPad controllers sized as a form sheet have no status bar")
struct SimulatedFormSheetTests {
    /// One controller whose root is stored `width` × `height`, with the form-sheet simulated size when `formSheet`.
    func document(toolsVersion: String = "24506", formSheet: Bool = true, width: Double = 580, height: Double = 650,
                  device: String = "ipad10_2") -> String {
        let metrics = formSheet ? #"<modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" layout="fullscreen" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController storyboardIdentifier="Sheet" id="fs1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="fsV-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="50" y="50" width="480" height="550"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="fsS-aa-bbb"/>
                                <constraints>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="fsS-aa-bbb" secondAttribute="top" constant="50" id="crd-t"/>
                                    <constraint firstItem="fsS-aa-bbb" firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="50" id="crd-b"/>
                                    <constraint firstItem="card" firstAttribute="leading" secondItem="fsS-aa-bbb" secondAttribute="leading" constant="50" id="crd-l"/>
                                    <constraint firstItem="fsS-aa-bbb" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="50" id="crd-r"/>
                                </constraints>
                            </view>
                            \(metrics)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("A 580 × 650 controller with the form-sheet size: no status bar, the card at (50, 50, 480, 550)")
    func formSheetSizeHasNoStatusBar() throws {
        let laidOut = try LaidOut(document())
        #expect(laidOut.frame(inAnyScene: "card") == Rect(x: 50, y: 50, width: 480, height: 550))
    }

    @Test("The same controller without the metric keeps the 20-pt status bar: (50, 70, 480, 530)")
    func withoutMetricKeepsStatusBar() throws {
        let laidOut = try LaidOut(document(formSheet: false))
        #expect(laidOut.frame(inAnyScene: "card") == Rect(x: 50, y: 70, width: 480, height: 530))
    }

    @Test("Xcode 16 (23727) was not measured with the metric: the status bar stays, y = 70")
    func gatedToXcode26() throws {
        let laidOut = try LaidOut(document(toolsVersion: "23727"))
        #expect(laidOut.frame(inAnyScene: "card")?.minY == 70)
    }

    @Test("A phone canvas keeps its status bar: y = 50 + 20 = 70 on an iPhone 8 (375 × 667)")
    func phoneKeepsStatusBar() throws {
        let laidOut = try LaidOut(document(width: 375, height: 667, device: "retina4_7"))
        #expect(laidOut.frame(inAnyScene: "card")?.minY == 70)
    }
}
