import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode writes a text style's raw value: Large Title is `UICTFontTextStyleTitle0` (UIFont.TextStyle.largeTitle's
/// raw value), 34 pt at the default text size, not Title 1's 28 (IBText.textStyles).
@Suite("Interface Builder: the Large Title text style")
struct LargeTitleTextStyleTests {
    @Test("a label in UICTFontTextStyleTitle0 is drawn in the 34-pt Large Title size; Title 1 stays 28")
    func title0IsLargeTitle() throws {
        func font(_ style: String) throws -> String? {
            let views = label("l", 20, 40, 236, 41, text: "County")
                .replacingOccurrences(of: "type=\"system\" pointSize=\"17\"", with: "style=\"\(style)\"")
            let constraints = """
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """
            let laid = try LaidOut(storyboard(views, constraints: constraints, toolsVersion: 15702))
            return laid.scenes.first?.allViews.first { $0.id == "l" }?.label?.font
        }
        #expect(try font("UICTFontTextStyleTitle0") == "Inter 34")
        #expect(try font("UICTFontTextStyleTitle1") == "Inter 28")
    }
}
