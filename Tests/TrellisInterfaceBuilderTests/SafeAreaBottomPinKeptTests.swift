import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Two required bottom pins that cannot both hold, one to the safe area and one to the root's edge: Interface
/// Builder keeps the safe-area pin and drops the other, whichever is written last (SolverDriver.brokenMember).
@Suite("Interface Builder: a conflicting bottom pin gives way to a safe-area bottom pin")
struct SafeAreaBottomPinKeptTests {
    /// A 375 × 667 scene (no home indicator, so the safe area's bottom is the root's). `upper`, 315 × 50, is pinned 20
    /// above the root's bottom; `lower`, 315 × 40, sits 10 below `upper` and 30 above the safe area's bottom (or the
    /// root's bottom when `lowerToEdge`). 50 + 10 + 40 + 30 = 130 is not 20: one bottom pin must go. `edgeFirst` writes
    /// `upper`'s pin before `lower`'s (Xcode writes constraints sorted by id).
    func storyboard(edgeFirst: Bool, lowerToEdge: Bool = false) -> String {
        let edge = #"<constraint firstAttribute="bottom" secondItem="upper" secondAttribute="bottom" constant="20" id="pin-edge"/>"#
        let lowerItem = lowerToEdge ? #"firstAttribute="bottom" secondItem="lower""# : #"firstItem="safe" firstAttribute="bottom" secondItem="lower""#
        let lower = #"<constraint \#(lowerItem) secondAttribute="bottom" constant="30" id="pin-lower"/>"#
        let pins = edgeFirst ? "\(edge)\n\(lower)" : "\(lower)\n\(edge)"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="upper">
                                        <rect key="frame" x="30" y="537" width="315" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="upper-height"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lower">
                                        <rect key="frame" x="30" y="597" width="315" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="lower-height"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    \(pins)
                                    <constraint firstItem="upper" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="upper-leading"/>
                                    <constraint firstAttribute="trailing" secondItem="upper" secondAttribute="trailing" constant="30" id="upper-trailing"/>
                                    <constraint firstItem="lower" firstAttribute="leading" secondItem="upper" secondAttribute="leading" id="lower-leading"/>
                                    <constraint firstItem="lower" firstAttribute="trailing" secondItem="upper" secondAttribute="trailing" id="lower-trailing"/>
                                    <constraint firstItem="lower" firstAttribute="top" secondItem="upper" secondAttribute="bottom" constant="10" id="lower-top"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand: the safe-area pin holds, lower's bottom at 667 − 30 = 637, so lower at (30, 597, 315, 40) and
    // upper, 10 above it, at (30, 537, 315, 50); upper's own pin would have put its bottom at 647. Before, the last
    // written pin broke: with upper's pin written first the safe-area pin went, upper at (30, 597) and lower at 657.
    @Test("The safe-area pin holds whether the edge pin is written first or last", arguments: [true, false])
    func safeAreaPinHolds(edgeFirst: Bool) throws {
        let laid = try LaidOut(storyboard(edgeFirst: edgeFirst))
        #expect(laid.frame("lower") == Rect(x: 30, y: 597, width: 315, height: 40))
        #expect(laid.frame("upper") == Rect(x: 30, y: 537, width: 315, height: 50))
    }

    // Worked by hand: two pins to the root's edge, neither to a guide, keep the last-written rule: lower's pin, written
    // last, is the member the warning breaks (UIKit would put upper's bottom at 667 − 20 = 647). Interface Builder
    // keeps the conflict's views at their stored frames (IBConflictHold): upper (30, 537), lower (30, 597).
    @Test("Two edge pins still break the last written")
    func edgePinsKeepFileOrder() throws {
        let laid = try LaidOut(storyboard(edgeFirst: true, lowerToEdge: true))
        let warning = laid.diagnostics().first { $0.code == .unsatisfiable }
        #expect(warning?.message.contains("breaking `root.bottom == lower.bottom + 30`") == true)
        #expect(laid.frame("upper") == Rect(x: 30, y: 537, width: 315, height: 50))
        #expect(laid.frame("lower") == Rect(x: 30, y: 597, width: 315, height: 40))
    }
}
