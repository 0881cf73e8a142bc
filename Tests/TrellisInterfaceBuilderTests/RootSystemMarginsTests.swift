import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view controller's root on every current iPhone canvas: UIKit's system minimum side margins (16 pt up to 375 pt
/// of width, on Xcode 13's 390-pt and Xcode 14's 393-pt canvases, 20 on wider screens and on 390 pt before Xcode 13)
/// on top of the device's safe area.
@Suite("Interface Builder root system minimum margins per phone")
struct RootSystemMarginsTests {
    /// A storyboard as Xcode saves it: one view controller whose root (`root`, width × height) holds a 40-pt `banner`
    /// pinned to the root's leading and trailing margins and to the top of its safe area, stored at `stored`.
    func document(device: String, toolsVersion: String, width: Double, height: Double, stored: Rect) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Kq3-Wd-7Lm">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Margins-->
                <scene sceneID="Pz4-aQ-Hn2">
                    <objects>
                        <viewController storyboardIdentifier="margins" id="Kq3-Wd-7Lm" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner" userLabel="Banner">
                                        <rect key="frame" x="\(stored.minX)" y="\(stored.minY)" width="\(stored.width)" height="\(stored.height)"/>
                                        <color key="backgroundColor" systemColor="systemTealColor"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="bH4-0q-Zt1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sAf-e1-Gd3"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="Ld2-Mg-n01"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="Tr2-Mg-n02"/>
                                    <constraint firstItem="banner" firstAttribute="top" secondItem="sAf-e1-Gd3" secondAttribute="top" id="Tp2-Sf-n03"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-st-Rs0" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="131" y="-2"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemTealColor">
                    <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    /// One canvas: Xcode's device id, the toolsVersion that saved it, the screen, its safe-area top as that Xcode
    /// simulates it, and the side margin the banner is inset by.
    struct Canvas: Sendable, CustomTestStringConvertible {
        var device: String, toolsVersion: String, width: Double, height: Double, safeTop: Double, side: Double
        var testDescription: String { "\(device) \(Int(width)) × \(Int(height)) (\(toolsVersion)): \(Int(side)) pt" }
    }

    // Worked by hand: banner = (side, safe top, width − 2 × side, 40). Safe tops as IBCanvas documents them (44 on
    // notched phones saved before toolsVersion 21000, then 47/50/59/62 by model, twice that from toolsVersion 23700 (Xcode
    // 16.2 doubles a notched canvas's insets: Xcode16CanvasTests); 20 for a status bar from Xcode 14.3).
    static let canvases: [Canvas] = [
        // Up to 375 pt: 16 (iPhone 8/SE 2nd and 3rd generation, X/XS/11 Pro, 12/13 mini).
        Canvas(device: "retina4_7", toolsVersion: "21701", width: 375, height: 667, safeTop: 20, side: 16),
        Canvas(device: "retina5_9", toolsVersion: "19529", width: 375, height: 812, safeTop: 44, side: 16),
        Canvas(device: "retina5_4", toolsVersion: "21701", width: 375, height: 812, safeTop: 50, side: 16),
        // Roots narrower than 414 pt in Xcode 14 and later (iPhone 14 Pro–16 at 393, 16 Pro at 402): 16
        // (IBNarrowRootMargins: measured in six documents of Xcode 14.2 to 26 storing margin-pinned content 16 pt
        // inside 393-pt roots, and a 391-pt view of Xcode 14.1; 402 is not measured and follows them).
        Canvas(device: "retina6_12", toolsVersion: "21701", width: 393, height: 852, safeTop: 59, side: 16),
        Canvas(device: "retina6_27", toolsVersion: "23727", width: 402, height: 874, safeTop: 124, side: 16),
        // 390 pt in Xcode 13 (toolsVersion 19000 on): 16 (IBNarrowRootMargins: measured blind in four saves of a
        // course's form by four people, Xcode 13.2 and 13.3, storing margin-pinned content 16 pt inside the 390-pt root).
        Canvas(device: "retina6_0", toolsVersion: "19529", width: 390, height: 844, safeTop: 44, side: 16),
        // Wider, and 390 pt before Xcode 13: 20 (iPhone 12 in Xcode 12, not measured; the Plus and Max phones).
        Canvas(device: "retina6_0", toolsVersion: "17701", width: 390, height: 844, safeTop: 44, side: 20),
        Canvas(device: "retina6_1", toolsVersion: "22155", width: 414, height: 896, safeTop: 48, side: 20),
        Canvas(device: "retina6_7", toolsVersion: "21701", width: 428, height: 926, safeTop: 47, side: 20),
        Canvas(device: "retina6_9", toolsVersion: "22155", width: 430, height: 932, safeTop: 59, side: 20),
        Canvas(device: "retina6_86", toolsVersion: "23727", width: 440, height: 956, safeTop: 124, side: 20),
    ]

    @Test("a banner pinned to the root's margins sits 16 pt in up to 375 pt (and below 414 from Xcode 13) and 20 pt in on wider phones",
          arguments: canvases)
    func rootMargins(canvas: Canvas) throws {
        let expected = Rect(x: canvas.side, y: canvas.safeTop, width: canvas.width - 2 * canvas.side, height: 40)
        let laid = try LaidOut(document(device: canvas.device, toolsVersion: canvas.toolsVersion, width: canvas.width,
                                        height: canvas.height, stored: expected))
        #expect(laid.frame("banner") == expected)
        // Stored where Xcode puts it, so no misplaced-view warning.
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    @Test("an Xcode 12 document stored with 16-pt margins on a 390-pt phone is reported misplaced by 4 pt at each side")
    func narrowStoredFrameIsMisplaced() throws {
        // 390 × 844 (Xcode 12.4): the banner goes at x = 20, width 390 − 40 = 350, below the 44-pt notch; a frame
        // stored at (16, 44, 358, 40) differs by 4 pt, more than half a point.
        let laid = try LaidOut(document(device: "retina6_0", toolsVersion: "17701", width: 390, height: 844,
                                        stored: Rect(x: 16, y: 44, width: 358, height: 40)))
        #expect(laid.frame("banner") == Rect(x: 20, y: 44, width: 350, height: 40))
        #expect(laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
