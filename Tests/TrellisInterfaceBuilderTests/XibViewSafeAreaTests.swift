import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The safe area of a xib's top-level view of its own size in portrait: the device's insets clipped to the view
/// placed at the canvas's top-left corner (UIKit's safeAreaInsets are the part of the window's safe area a view
/// overlaps), with the status bar as the document's Xcode simulates it.
@Suite("Interface Builder xib views' safe area in portrait")
struct XibViewSafeAreaTests {
    /// A `width` × `height` freeform view on `device` saved by `toolsVersion`: `card` pinned 16 pt inside the safe
    /// area's sides, 20 below its top and 20 above its bottom; `extra` is written inside the view (a nil status bar).
    func xib(device: String, toolsVersion: String, width: Double, height: Double, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c2"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c3"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="20" id="c4"/>
                    </constraints>
                    \(extra)
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("a footer on the 414 × 896 canvas of Xcode 13 keeps the 44-pt sensor housing at its top, no home indicator")
    func notchedTop() throws {
        // retina6_1 before toolsVersion 21000: top inset 44. A 414 × 210 view ends at y = 210, far above the home
        // indicator's strip (896 − 34 = 862): bottom inset 0. card = (16, 44 + 20 = 64, 414 − 32 = 382,
        // 210 − 20 − 64 = 126), as element's SectionFooterView and simplenote's snackbar store theirs.
        let laid = try LaidOut(xib(device: "retina6_1", toolsVersion: "18122", width: 414, height: 210), file: "Footer.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 64, width: 382, height: 126))
    }

    @Test("a view reaching the home indicator's strip gets the part it overlaps")
    func homeIndicatorOverlap() throws {
        // A 414 × 880 view: its bottom is 880 − 862 = 18 pt into the 34-pt strip, so its bottom inset is 18.
        // card = (16, 64, 382, 880 − 18 − 20 − 64 = 778).
        let laid = try LaidOut(xib(device: "retina6_1", toolsVersion: "18122", width: 414, height: 880), file: "Tall.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 64, width: 382, height: 778))
    }

    @Test("a view taller than the screen is laid out in a window of its own size, with the device's whole insets")
    func tallerThanScreen() throws {
        // A 414 × 1000 view does not fit on the 414 × 896 screen: its own window's insets, 44 at the top (before
        // toolsVersion 21000) and the home indicator's 34 at its own bottom, not the 1000 − (896 − 34) = 138 it
        // would overlap at the screen's top-left. card = (16, 44 + 20 = 64, 382, 1000 − 34 − 20 − 64 = 882).
        let laid = try LaidOut(xib(device: "retina6_1", toolsVersion: "18122", width: 414, height: 1000), file: "Tall.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 64, width: 382, height: 882))
    }

    @Test("an Xcode 11.5 freeform view taller than the 375 × 667 screen keeps its safe area down to its own bottom")
    func tallerThanScreenNoStatusBar() throws {
        // As DecoratableAlertViewExample's MenuView.xib (Xcode 11.5, a 300 × 1109 view): Xcode 11 to 14.2 simulate no
        // status bar on a phone without a notch, and the phone has no home indicator, so the safe area is the whole
        // view. card = (16, 20, 300 − 32 = 268, 1109 − 40 = 1069); the screen's safe area would have cut it at 667,
        // a bottom inset of 1109 − 667 = 442 (card 627 tall).
        let laid = try LaidOut(xib(device: "retina4_7", toolsVersion: "16096", width: 300, height: 1109), file: "Menu.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 20, width: 268, height: 1069))
    }

    @Test("without safe-area guides a short view's device insets are cut to fit inside it")
    func insetsFitTheView() throws {
        // No useSafeAreas: the device's whole insets (414 × 896 from toolsVersion 21000: 48 top, 34 bottom), but a
        // 60-pt view keeps 48 at the top and only the 12 left at the bottom, so its scene stays valid.
        let xml = xib(device: "retina6_1", toolsVersion: "21701", width: 414, height: 60)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        let laid = try LaidOut(xml, file: "Bar.xib")
        #expect(laid.scenes[0].devices.first?.safeArea == Insets(top: 48, left: 0, bottom: 12, right: 0))
    }

    @Test("Xcode 15 on a 375 × 667 phone: the 20-pt status bar")
    func statusBarXcode15() throws {
        // toolsVersion 24127 simulates the status bar on phones without a notch: top inset 20. A 350 × 350 view:
        // card = (16, 40, 318, 350 − 20 − 40 = 290), as nextcloud talk's PlaceholderView stores its container.
        let laid = try LaidOut(xib(device: "retina4_7", toolsVersion: "24127", width: 350, height: 350), file: "Placeholder.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 40, width: 318, height: 290))
    }

    @Test("Xcode 10 on a 375 × 667 phone: no status bar over a freeform view")
    func noStatusBarXcode10() throws {
        // toolsVersion 14460: a freeform view is laid out without the status bar (stored: a label 28 pt below the safe
        // area's top at y = 28 in a 320 × 100 view). card = (16, 20, 318, 350 − 20 − 20 = 310).
        let laid = try LaidOut(xib(device: "retina4_7", toolsVersion: "14460.31", width: 350, height: 350), file: "Placeholder.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 20, width: 318, height: 310))
    }

    @Test("a view whose simulated status bar is none gets no top inset on a phone without a notch")
    func statusBarNone() throws {
        // `<nil key="simulatedStatusBarMetrics"/>`: UIKit gives no top safe-area inset when the status bar is hidden
        // on a phone without a sensor housing. card = (16, 20, 318, 310).
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        let laid = try LaidOut(xib(device: "retina4_7", toolsVersion: "24127", width: 350, height: 350, extra: none), file: "Placeholder.xib")
        #expect(laid.frame("card") == Rect(x: 16, y: 20, width: 318, height: 310))
    }
}
