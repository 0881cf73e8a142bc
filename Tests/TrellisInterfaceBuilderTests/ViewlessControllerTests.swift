import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller with no view in the document (a SwiftUI hosting controller, a page view controller) has no scene;
/// it is named in an `unsupported` warning at its line instead of vanishing (IBViewlessControllers).
@Suite("Interface Builder controllers without a view")
struct ViewlessControllerTests {
    /// The usual view controller of `storyboard()`, then a hosting controller, a page view controller and a
    /// navigation controller, which is a container and is not named.
    static let document = storyboard("", extraScenes: """
        <scene sceneID="hst-sc-001">
            <objects>
                <hostingController storyboardIdentifier="Settings" id="hst-vc-001" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <scene sceneID="pge-sc-002">
            <objects>
                <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="pge-vc-002" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <scene sceneID="nav-sc-003">
            <objects>
                <navigationController id="nav-vc-003" sceneMemberID="viewController"/>
            </objects>
        </scene>
        """)

    @Test("each is named at its line; the view controller is still the one scene")
    func warnings() throws {
        let laid = try LaidOut(Self.document)
        #expect(laid.scenes.count == 1)
        let named = laid.warnings.filter { $0.code == .unsupported }
        #expect(named.count == 2)
        let hosting = try #require(named.first { $0.message.contains("<hostingController> 'Settings'") })
        #expect(hosting.message.contains("SwiftUI"))
        let page = try #require(named.first { $0.message.contains("<pageViewController> 'pge-vc-002'") })
        #expect(page.message.contains("made at run time"))
        // Each warning points at its controller's own line.
        let lines = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        let hostingLine = try #require(lines.firstIndex { $0.contains("<hostingController") }) + 1
        let pageLine = try #require(lines.firstIndex { $0.contains("<pageViewController") }) + 1
        #expect(hosting.location?.line == hostingLine)
        #expect(page.location?.line == pageLine)
    }
}
