import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A fillProportionally stack whose arranged view is sized only by a required height constraint of its own: the
/// converter writes that constraint in the scene's top-level list, and the stack's fitting lengths read it there
/// (StackLayout+FittingLengths.swift). Seen in okta-oidc-ios's Example Main.storyboard (Xcode 10.1, 375 × 667): a
/// 259-pt text view in a nested stack, stored in a 477-pt stack that Trellis shrank to 214.
@Suite("Interface Builder: fixed lengths in fillProportionally stacks")
struct StackProportionalFixedLengthTests {
    /// A vertical fillProportionally stack `outer`, pinned to the root's sides (16) and top (28), holding a 40-pt
    /// label and a vertical stack `inner` (spacing 5) of a text view with `height == 120` and a 30-pt label.
    var document: String {
        let outer = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
            <rect key="frame" x="16" y="28" width="343" height="195"/>
            <subviews>
                \(label("title", 0, 0, 343, 40, text: "Tokens"))
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="0.0" y="40" width="343" height="155"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="120"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="120" id="n1"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textView>
                        \(label("hint", 0, 125, 343, 30, text: "Clear"))
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
        """
        let pins = """
        <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="p1"/>
        <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" constant="16" id="p2"/>
        <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="28" id="p3"/>
        """
        return storyboard(outer, constraints: pins)
    }

    @Test("the text view's height counts in its stack's share: 40 + (120 + 5 + 30) = 195, every view as stored")
    func nestedFixedHeight() throws {
        let laid = try LaidOut(document)
        // Fitting lengths 40 and 155: shares 40/195 and 155/195 of a stack that nothing else sizes, so 195 tall.
        #expect(laid.frame("outer") == Rect(x: 16, y: 28, width: 343, height: 195))
        #expect(laid.frame("title") == Rect(x: 0, y: 0, width: 343, height: 40))
        #expect(laid.frame("inner") == Rect(x: 0, y: 40, width: 343, height: 155))
        #expect(laid.frame("notes") == Rect(x: 0, y: 0, width: 343, height: 120))
        #expect(laid.frame("hint") == Rect(x: 0, y: 125, width: 343, height: 30))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView || $0.code == .negativeSize })
    }
}
