import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// `searchBar` elements become the `searchBar` control: drawn as UIKit draws a search bar, laid out exactly as before
/// (their stored height is their intrinsic height, as for every control with a stored frame).
@Suite("Interface Builder search bars")
struct SearchBarMappingTests {
    func node(_ laid: LaidOut, _ id: String) -> ViewNode? { laid.scenes.first?.allViews.first { $0.id == id } }

    /// Xcode's `searchBar` element: `placeholder`, `searchBarStyle` and `text` only when set.
    func searchBar(_ id: String, y: Double, height: Double, attributes: String = "") -> String {
        """
        <searchBar contentMode="redraw" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
            <textInputTraits key="textInputTraits"/>
        </searchBar>
        """
    }

    /// Leading and trailing on the root's edges and a top at `y`: the width comes from the root, the height from the
    /// search bar itself.
    func pinned(_ id: String, y: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-l"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-t"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
        """
    }

    @Test("a search bar is the searchBar control with its placeholder, text and style, and is not 'unsupported'")
    func attributes() throws {
        let views = searchBar("find", y: 20, height: 56, attributes: #"searchBarStyle="minimal" text="tea" placeholder="Find a drink""#)
            + searchBar("plain", y: 100, height: 56)
        let laid = try LaidOut(storyboard(views, constraints: pinned("find", y: 20) + pinned("plain", y: 100)))
        #expect(node(laid, "find")?.kind == .searchBar)
        let find = try #require(node(laid, "find")?.control)
        #expect(find.placeholder == "Find a drink" && find.title == "tea" && find.searchBarStyle == .minimal)
        // Absent attributes are UIKit's defaults: the prominent style, and UISearchTextField's "Search" as placeholder.
        let plain = try #require(node(laid, "plain")?.control)
        #expect(plain.placeholder == "Search" && plain.title.isEmpty && plain.searchBarStyle == .prominent)
        #expect(!laid.diagnostics().contains { $0.code == .unsupported })
    }

    @Test("its frame: the width from its constraints, the height its stored one (56, or an older Xcode's 44)")
    func frames() throws {
        let views = searchBar("new", y: 20, height: 56) + searchBar("old", y: 100, height: 44)
        let laid = try LaidOut(storyboard(views, constraints: pinned("new", y: 20) + pinned("old", y: 100)))
        #expect(laid.frame("new") == Rect(x: 0, y: 20, width: 375, height: 56))
        #expect(laid.frame("old") == Rect(x: 0, y: 100, width: 375, height: 44))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("without a stored frame it takes UISearchBar's intrinsic height, 56 (ControlMetrics)")
    func withoutStoredFrame() throws {
        let views = #"<searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="bare"/>"#
        let laid = try LaidOut(storyboard(views, constraints: pinned("bare", y: 20)))
        #expect(laid.frame("bare") == Rect(x: 0, y: 20, width: 375, height: 56))
    }
}
