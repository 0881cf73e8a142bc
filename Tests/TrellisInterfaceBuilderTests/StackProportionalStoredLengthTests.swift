import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A fillProportionally stack's views that have neither an intrinsic length nor a fixed one are shared by the
/// lengths Xcode stored them at (StackLayout+FittingLengths.swift, `storedLength`): measured, an Xcode 13
/// storyboard's 414-pt stack of two collection views stored 213 and 201 wide, and mapbox-navigation-ios's
/// ManeuverView.xib, a 70-pt vertical stack of a 27-pt label and a plain 43-pt view stored 27 and 43.
@Suite("Interface Builder: fillProportionally views without a fitting length keep their stored share")
struct StackProportionalStoredLengthTests {
    /// A horizontal fillProportionally stack `row` across the root (0 to 375, 40 down, 100 tall) holding two plain
    /// views stored 200 and 175 wide.
    var horizontal: String {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="0.0" y="40" width="375" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="left">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                    <rect key="frame" x="200" y="0.0" width="175" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="100" id="h1"/>
            </constraints>
        </stackView>
        """
        let pins = """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="p2"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p3"/>
        """
        return storyboard(stack, constraints: pins)
    }

    /// A vertical fillProportionally stack `column` (20, 100, 265 × 70, its height fixed) holding a label stored 27
    /// tall and a plain view stored 43 tall.
    var vertical: String {
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="100" width="265" height="70"/>
            <subviews>
                \(label("distance", 0, 0, 265, 27, text: "250 ft"))
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                    <rect key="frame" x="0.0" y="27" width="265" height="43"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="265" id="w1"/>
                <constraint firstAttribute="height" constant="70" id="h1"/>
            </constraints>
        </stackView>
        """
        let pins = """
        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p2"/>
        """
        return storyboard(stack, constraints: pins)
    }

    @Test("two views without an intrinsic width keep 200 and 175 of 375 (not 187.5 each)")
    func storedWidths() throws {
        let laid = try LaidOut(horizontal)
        // Shares 200/375 and 175/375 of the 375-pt stack.
        #expect(laid.frame("left") == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(laid.frame("right") == Rect(x: 200, y: 0, width: 175, height: 100))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a 27-pt label and a plain view stored 43 tall share 70 as 27 and 43 (not 70 and 0)")
    func storedHeightBesideALabel() throws {
        let laid = try LaidOut(vertical)
        // The label's fitting length is its intrinsic 27, the view's its stored 43: shares 27/70 and 43/70.
        #expect(laid.frame("distance") == Rect(x: 0, y: 0, width: 265, height: 27))
        #expect(laid.frame("holder") == Rect(x: 0, y: 27, width: 265, height: 43))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
