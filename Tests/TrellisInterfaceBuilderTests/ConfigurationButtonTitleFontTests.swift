import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A button with a configuration (`<buttonConfiguration>`, Xcode 13 on) and no `fontDescription` of its own draws its
/// title in the configuration's `titleFontDescription`, the font its baselines follow; without one, the
/// configuration's default 17 pt. Measured: GroupDustinProject (toolsVersion 24506) aligns a 24-pt label's baseline
/// with a 38-pt filled button whose title is 20 pt and stores the label at y = 753 (the 20-pt title's baseline), one
/// point below where a 17-pt title's baseline puts it.
@Suite("Interface Builder: a configuration button's title font")
struct ConfigurationButtonTitleFontTests {
    func font(configuration: String) throws -> String? {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="16" y="40" width="182" height="38"/>
                <state key="normal" title="Button"/>
                \(configuration)
            </button>
            """
        let constraints = """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """
        let laid = try LaidOut(storyboard(button, constraints: constraints, device: "retina6_12", toolsVersion: 24506,
                                          size: (393, 852)))
        return laid.scenes.first?.allViews.first { $0.id == "b" }?.label?.font
    }

    @Test("a filled configuration with a 20-pt titleFontDescription: the title is 20 pt")
    func titleFontDescription() throws {
        let configuration = """
            <buttonConfiguration key="configuration" style="filled" title="Calculate Calories">
                <fontDescription key="titleFontDescription" type="system" pointSize="20"/>
            </buttonConfiguration>
            """
        #expect(try font(configuration: configuration) == "Inter 20")
    }

    @Test("a configuration without a titleFontDescription keeps the default 17 pt")
    func defaultSize() throws {
        let configuration = #"<buttonConfiguration key="configuration" style="filled" title="Calculate Calories"/>"#
        #expect(try font(configuration: configuration) == "Inter 17")
    }
}
