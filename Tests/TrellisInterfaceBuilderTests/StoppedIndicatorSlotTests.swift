import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stopped activity indicator that hides when stopped, stored `hidden="YES"`, keeps its slot in its stack on Xcode's
/// canvas from Xcode 8.3 (IBStoppedIndicatorSlot). Expected frames are worked out by hand.
@Suite("Interface Builder: a stopped indicator that hides when stopped keeps its slot in a stack")
struct StoppedIndicatorSlotTests {
    /// A vertical fill stack (spacing 10) at (20, 100), 200 wide: a 30-pt box, a hidden indicator 20 tall of its own
    /// that hides when stopped (`animating` as given) and another 30-pt box; the fill alignment makes each 200 wide.
    static func document(toolsVersion: Int, animating: Bool = false) -> String {
        func shown(_ id: String) -> String {
            box(id, 0, 0, 200, 30, children: """
                <constraints><constraint firstAttribute="height" constant="30" id="\(id)-h"/></constraints>
                """)
        }
        let indicator = """
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES"\(animating ? " animating=\"YES\"" : "") style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                <rect key="frame" x="0.0" y="40" width="200" height="20"/>
                <constraints>
                    <constraint firstAttribute="height" constant="20" id="spin-h"/>
                </constraints>
            </activityIndicatorView>
            """
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="100" width="200" height="100"/>
                <subviews>\(shown("first"))\(indicator)\(shown("second"))</subviews>
                <constraints><constraint firstAttribute="width" constant="200" id="col-w"/></constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 8.3 on: the indicator keeps its slot and the spacing on both sides", arguments: [12118, 14490])
    func keepsSlot(toolsVersion: Int) throws {
        // first 0…30, spacing 10, the indicator 40…60, spacing 10, second 70…100: the stack is 100 tall.
        let laid = try LaidOut(Self.document(toolsVersion: toolsVersion))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 200, height: 100))
        #expect(laid.frame("first") == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(laid.frame("spin") == Rect(x: 0, y: 40, width: 200, height: 20))
        #expect(laid.frame("second") == Rect(x: 0, y: 70, width: 200, height: 30))
    }

    @Test("before Xcode 8.3, and when it is animating, the hidden indicator collapses as other hidden views do")
    func collapses() throws {
        // The indicator keeps its own 20 pt mid-spacing (first's end + 5 = 35) and second follows first at 40: the
        // stack is 70 tall.
        for document in [Self.document(toolsVersion: 10117), Self.document(toolsVersion: 14490, animating: true)] {
            let laid = try LaidOut(document)
            #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 200, height: 70))
            #expect(laid.frame("spin") == Rect(x: 0, y: 35, width: 200, height: 20))
            #expect(laid.frame("second") == Rect(x: 0, y: 40, width: 200, height: 30))
        }
    }

    @Test("only an activity indicator that hides when stopped, stored hidden and not animating, from Xcode 8.3")
    func bounds() throws {
        func element(_ name: String, _ attributes: [String: String]) -> XMLElement {
            XMLElement(name: name, attributes: attributes, children: [], text: "", line: 1, column: 1)
        }
        let stopped = ["hidden": "YES", "hidesWhenStopped": "YES"]
        #expect(IBStoppedIndicatorSlot.arrangedAsShown(element("activityIndicatorView", stopped), toolsVersion: 24506))
        #expect(IBStoppedIndicatorSlot.arrangedAsShown(element("activityIndicatorView", stopped), toolsVersion: 12118))
        #expect(!IBStoppedIndicatorSlot.arrangedAsShown(element("activityIndicatorView", stopped), toolsVersion: 10117))
        #expect(!IBStoppedIndicatorSlot.arrangedAsShown(element("imageView", stopped), toolsVersion: 24506))
        #expect(!IBStoppedIndicatorSlot.arrangedAsShown(element("activityIndicatorView", ["hidden": "YES"]), toolsVersion: 24506))
        var animating = stopped
        animating["animating"] = "YES"
        #expect(!IBStoppedIndicatorSlot.arrangedAsShown(element("activityIndicatorView", animating), toolsVersion: 24506))
    }
}
