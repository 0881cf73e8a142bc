import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack arranged in a fillProportionally stack is shared by the length it was stored at, as a plain view is
/// (StackLayout+FittingLengths.swift): UIStackView has no intrinsic content size, so UIKit and Xcode's canvas take
/// its current length, not its content's. Measured in three documents of three projects: kin-ecosystem-ios-sdk's
/// ExplanationTemplateViewController.xib (Xcode 10.1) stores a 90-pt stack's nested 41-pt row and a 45-pt label;
/// the content reading (a 20.5-pt row) made them 26.5 and 59.5.
@Suite("Interface Builder: a nested stack's share of a fillProportionally stack is its stored length")
struct StackProportionalNestedStackTests {
    /// A vertical fillProportionally stack `shares` (37, 100, 301 × 90, centred, spacing 4) holding a horizontal stack
    /// `row` (centred, spacing 4) of a 14 × 19 view and a 21-pt label, stored 60 × 41 (stretched by its share), and a
    /// multi-line label `detail` stored 42 × 45.
    var document: String {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="shares">
            <rect key="frame" x="37" y="100" width="301" height="90"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="120.5" y="0.0" width="60" height="41"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="flag">
                            <rect key="frame" x="0.0" y="11" width="14" height="19"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="14" id="f1"/>
                                <constraint firstAttribute="height" constant="19" id="f2"/>
                            </constraints>
                        </view>
                        \(label("title", 18, 10, 42, 21))
                    </subviews>
                </stackView>
                \(label("detail", 129.5, 45, 42, 45, extra: "numberOfLines=\"0\""))
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="301" id="w1"/>
                <constraint firstAttribute="height" constant="90" id="h1"/>
            </constraints>
        </stackView>
        """
        let pins = """
        <constraint firstItem="shares" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="37" id="p1"/>
        <constraint firstItem="shares" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p2"/>
        """
        return storyboard(stack, constraints: pins)
    }

    @Test("a row stored 41 tall and a label stored 45 share 90 as 41 and 45 (not 27 and 59 from the row's content)")
    func storedNestedStack() throws {
        let laid = try LaidOut(document)
        // Fitting lengths 41 (the row's stored height) and 45: shares 90 × 41 / (41 + 45 + 4) = 41 and 45.
        #expect(laid.frame("row") == Rect(x: 120.5, y: 0, width: 60, height: 41))
        #expect(laid.frame("flag") == Rect(x: 0, y: 11, width: 14, height: 19))
        #expect(laid.frame("title") == Rect(x: 18, y: 10, width: 42, height: 21))
        #expect(laid.frame("detail") == Rect(x: 129.5, y: 45, width: 42, height: 45))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
