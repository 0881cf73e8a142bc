import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A hidden arranged stack whose visible arranged views have only their spacing to require keeps that spacing's length,
/// its views at 0 (IBHiddenStackContentLength's spacing extension, with IBNonNegativeSizes bounding the views of a
/// hidden stack). Expected frames worked out by hand.
@Suite("Interface Builder: a hidden arranged stack keeps its own spacing")
struct HiddenStackSpacingLengthTests {
    /// HiddenStackContentLengthTests' column (spacing 10, visible 30-pt boxes `first` and `second`) around a hidden
    /// vertical stack (spacing 8) of a label and a button, with no size of their own besides their intrinsic ones.
    static func document(toolsVersion: Int) -> String {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="retry">
                <rect key="frame" x="0.0" y="28.5" width="200" height="30"/>
                <state key="normal" title="Try Again"/>
            </button>
            """
        let errorStack = """
            <stackView hidden="YES" opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="problem">
                <rect key="frame" x="0.0" y="35" width="200" height="8"/>
                <subviews>\(label("message", 0, 0, 200, 20.5, text: "Something went wrong"))\(button)</subviews>
            </stackView>
            """
        return HiddenStackContentLengthTests.column(middle: errorStack, toolsVersion: toolsVersion)
    }

    @Test("Xcode 12.0: the hidden stack is 8 tall mid-spacing, its label and button 0 tall on either side of the spacing")
    func keepsSpacing() throws {
        // first 0…30, second 40…70; the hidden stack half the column's spacing after first, y = 35, as tall as its
        // own spacing (8): the label at 0 and the button at 8, both 0 tall (the hiding beats their compression
        // resistance, and neither goes below 0).
        let laid = try LaidOut(Self.document(toolsVersion: 17156))
        #expect(laid.frame("second") == Rect(x: 0, y: 40, width: 200, height: 30))
        #expect(laid.frame("problem") == Rect(x: 0, y: 35, width: 200, height: 8))
        #expect(laid.frame("message") == Rect(x: 0, y: 0, width: 200, height: 0))
        #expect(laid.frame("retry") == Rect(x: 0, y: 8, width: 200, height: 0))
    }
}
