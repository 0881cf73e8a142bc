import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 6.1 to 7 place a titled button's baselines ⌈0.952 p⌉ below the top of a ⌈1.193 p⌉ line centred in it
/// (IBXcode7ButtonBaselines); other versions keep the title measured and centred. The test measurer's line is 20 pt
/// with its baseline 16 pt down, so a centred title's baseline is the button's middle + 6; a 24-pt title's rounded
/// line (⌈28.63⌉ = 29) and ascender (⌈22.85⌉ = 23) put it at the middle − 14.5 + 23 = the middle + 8.5.
@Suite("Interface Builder: Xcode 7 button title baselines")
struct Xcode7ButtonBaselineTests {
    /// A 30-pt text field at (20, 100) and a `roundedRect` button with a 24-pt system-font title, 44 pt tall by a height
    /// constraint of its own (its title's line and padding would make it 41), stored at `buttonY`, the button's
    /// `baseline` on the text field's.
    func document(toolsVersion: Int, buttonY: Double) -> String {
        let views = """
        <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" text="12" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="amount">
            <rect key="frame" x="20" y="100" width="150" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="convert">
            <rect key="frame" x="200" y="\(buttonY)" width="100" height="44"/>
            <fontDescription key="fontDescription" type="system" pointSize="24"/>
            <state key="normal" title="Convert"/>
            <constraints>
                <constraint firstAttribute="height" constant="44" id="tall"/>
            </constraints>
        </button>
        """
        let constraints = """
        <constraint firstItem="amount" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="amount" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="convert" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c3"/>
        <constraint firstItem="convert" firstAttribute="baseline" secondItem="amount" secondAttribute="baseline" id="c4"/>
        """
        return storyboard(views, constraints: constraints, toolsVersion: toolsVersion)
    }

    @Test("Xcode 7.3: the button's baseline 30.5 pt below its top, on the text field's at 100 + 21 = 121: y = 90.5")
    func xcode7() throws {
        let laid = try LaidOut(document(toolsVersion: 10117, buttonY: 90.5))
        let button = try #require(laid.frame("convert"))
        #expect(abs(button.minY - 90.5) < 1e-6)
        #expect(abs(button.height - 44) < 1e-6)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("Xcode 6.1 and 6.3 (the extension): the rounded line too, the button at y = 121 − 30.5 = 90.5")
    func xcode6() throws {
        for toolsVersion in [6254, 7706] {
            let laid = try LaidOut(document(toolsVersion: toolsVersion, buttonY: 90.5))
            let button = try #require(laid.frame("convert"))
            #expect(abs(button.minY - 90.5) < 1e-6)
            #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
        }
    }

    @Test("Xcode 6.0 (6250, before the extension's versions) keeps the centred title: y = 93")
    func xcode60KeepsCentredTitle() throws {
        let laid = try LaidOut(document(toolsVersion: 6250, buttonY: 93))
        let button = try #require(laid.frame("convert"))
        #expect(abs(button.minY - 93) < 1e-6)
    }

    @Test("Xcode 8.2 keeps the centred title: its baseline 22 + 6 = 28 pt below its top, y = 121 − 28 = 93")
    func xcode8KeepsCentredTitle() throws {
        let laid = try LaidOut(document(toolsVersion: 11762, buttonY: 93))
        let button = try #require(laid.frame("convert"))
        #expect(abs(button.minY - 93) < 1e-6)
    }
}
