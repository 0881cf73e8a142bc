import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A hidden label or collection view at an end of a fill stack stays where the stack collapses it in Xcode 14 to 16,
/// and a button from Xcode 15 (toolsVersion 22505), where a hidden plain view of the same shape starts at the stack's
/// start (IBStackHiddenAtStart.collapsesAtItsEnd).
/// Expected frames are worked out by hand.
@Suite("Interface Builder: hidden end labels, collection views and (from Xcode 15) buttons collapse in Xcode 14–16 stacks")
struct StackHiddenEndClassTests {
    /// A horizontal fill stack (spacing 8) at (10, 50), pinned by its leading and top edges: a visible 45 × 20 box, then
    /// a hidden `tail` of 64 × 16 of its own, centred across the axis, written as the element `tag`.
    static func row(tag: String, toolsVersion: Int) -> String {
        let shown = box("shown", 0, 0, 45, 20, children: """
            <constraints>
                <constraint firstAttribute="width" constant="45" id="shown-w"/>
                <constraint firstAttribute="height" constant="20" id="shown-h"/>
            </constraints>
            """)
        let inner: String
        switch tag {
        case "label":
            inner = #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#
        case "collectionView":
            inner = #"<collectionViewLayout key="collectionViewLayout" id="tail-layout"/>"#
        default:
            inner = ""
        }
        let text = tag == "label" ? #" text="Saved""# : ""
        let tail = """
            <\(tag) hidden="YES" contentMode="scaleToFill"\(text) translatesAutoresizingMaskIntoConstraints="NO" id="tail">
                <rect key="frame" x="0.0" y="2" width="64" height="16"/>
                <constraints>
                    <constraint firstAttribute="width" constant="64" id="tail-w"/>
                    <constraint firstAttribute="height" constant="16" id="tail-h"/>
                </constraints>
                \(inner)
            </\(tag)>
            """
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="10" y="50" width="45" height="20"/>
                <subviews>\(shown)\(tail)</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 14.2 and 16.2: a hidden label or collection view after the box collapses at the box's end, x = 45",
          arguments: [21507, 23727])
    func labelAndCollectionCollapse(toolsVersion: Int) throws {
        // The visible box alone makes the row 45 × 20; the hidden view keeps its 64 × 16, centred (y = (20 − 16) / 2
        // = 2), and collapses at the box's trailing edge, 45 (measured: kDrive's collection view at 60.67, the end of
        // its row's visible views, spacing 8).
        for tag in ["label", "collectionView"] {
            let laid = try LaidOut(Self.row(tag: tag, toolsVersion: toolsVersion))
            #expect(laid.frame("row") == Rect(x: 10, y: 50, width: 45, height: 20))
            #expect(laid.frame("tail") == Rect(x: 45, y: 2, width: 64, height: 16), "\(tag)")
        }
    }

    @Test("Xcode 14.2 and 16.2: a hidden plain view of the same shape starts at the row's start, x = 0",
          arguments: [21507, 23727])
    func plainViewStarts(toolsVersion: Int) throws {
        let laid = try LaidOut(Self.row(tag: "view", toolsVersion: toolsVersion))
        #expect(laid.frame("tail") == Rect(x: 0, y: 2, width: 64, height: 16))
    }

    @Test("Xcode 15 and 16.2: a hidden button after the box collapses at the box's end, x = 45", arguments: [22505, 23727])
    func buttonCollapses(toolsVersion: Int) throws {
        // As the label: the row is the box's 45 × 20, the button keeps its 64 × 16 centred at y = 2 and sits at the
        // box's trailing edge (measured: twalker-codes' hidden button at the end of its stack's visible views, 395.5).
        let laid = try LaidOut(Self.row(tag: "button", toolsVersion: toolsVersion))
        #expect(laid.frame("row") == Rect(x: 10, y: 50, width: 45, height: 20))
        #expect(laid.frame("tail") == Rect(x: 45, y: 2, width: 64, height: 16))
    }

    @Test("Xcode 15.0 (22154): a hidden button after the box still starts at the row's start, x = 0")
    func xcode150ButtonStarts() throws {
        // IBStackTrailingHiddenAtStart's range (measured: reisdev's "Buy now" button at its stack's start).
        let laid = try LaidOut(Self.row(tag: "button", toolsVersion: 22154))
        #expect(laid.frame("tail") == Rect(x: 0, y: 2, width: 64, height: 16))
    }
}
