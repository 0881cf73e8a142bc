import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Before the iOS 13 SDK a stepper keeps its own size against required pins (IBFixedSizeStepper): measured on
/// igorariza's IOS-PetFinder (Xcode 10.1), a stepper pinned so that 24 pt are left for it stored 29 tall at its top
/// pin. From Xcode 11 it is resized like other controls.
@Suite("Interface Builder: a stepper of Xcode 10 and earlier keeps its own size")
struct FixedSizeStepperTests {
    /// A 375 × 44 row at y = 100 holds a stepper stored 94 × 29 (its own size, written by Xcode as its frame), pinned
    /// 16 pt from the row's leading edge and 10 pt inside its top and bottom, which leave it 44 − 20 = 24 pt.
    func document(toolsVersion: Int) -> String {
        let row = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="0.0" y="100" width="375" height="44"/>
            <subviews>
                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                    <rect key="frame" x="16" y="10" width="94" height="29"/>
                </stepper>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="44" id="rh1"/>
                <constraint firstItem="stepper" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="16" id="sp1"/>
                <constraint firstItem="stepper" firstAttribute="top" secondItem="row" secondAttribute="top" constant="10" id="sp2"/>
                <constraint firstAttribute="bottom" secondItem="stepper" secondAttribute="bottom" constant="10" id="sp3"/>
            </constraints>
        </view>
        """
        let pins = """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="rp1"/>
        <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="rp2"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="rp3"/>
        """
        return storyboard(row, constraints: pins, toolsVersion: toolsVersion)
    }

    @Test("Xcode 10.1: the stepper stays 94 × 29 at its top pin, 5 pt past the bottom pin")
    func xcode10KeepsOwnSize() throws {
        let laid = try LaidOut(document(toolsVersion: 14460))
        #expect(laid.frame("stepper") == Rect(x: 16, y: 10, width: 94, height: 29))
        #expect(laid.frame("row") == Rect(x: 0, y: 100, width: 375, height: 44))
    }

    @Test("Xcode 11.3: the pins squeeze the stepper to 44 − 10 − 10 = 24")
    func xcode11Resizes() throws {
        let laid = try LaidOut(document(toolsVersion: 15705))
        #expect(laid.frame("stepper") == Rect(x: 16, y: 10, width: 94, height: 24))
    }
}
