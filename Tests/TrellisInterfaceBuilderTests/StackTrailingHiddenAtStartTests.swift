import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 14.0's to 14.2's (and 15.0's) canvases put a hidden arranged view that follows every visible one at the stack's start,
/// while a hidden view before the first visible one still collapses (IBStackTrailingHiddenAtStart). Expected frames
/// are worked out by hand.
@Suite("Interface Builder: Xcode 14.0–14.2 and 15.0 hidden trailing views at the stack's start")
struct StackTrailingHiddenAtStartTests {
    /// StackHiddenAtStartTests' column: a vertical stack (spacing 20) at (20, 100) of a hidden 80-pt box (head), a
    /// visible 100 × 30 box, a hidden 40-pt box (between), a visible 100 × 30 box and a hidden 20-pt box (tail).
    static func column(toolsVersion: Int) -> String {
        StackHiddenAtStartTests.document(toolsVersion: toolsVersion)
    }

    @Test("Xcode 14.1: the hidden view after the last visible one starts at the stack's top; the one before collapses")
    func xcode141() throws {
        // Visible chain: first 0…30, spacing 20, second 50…80: the stack is 80 tall. tail (20 tall) starts at y = 0;
        // head (80) ends where the stack starts, y = −80; between sits half the spacing after first, 30 + 10 = 40.
        let laid = try LaidOut(Self.column(toolsVersion: 21507))
        #expect(laid.frame("col") == Rect(x: 20, y: 100, width: 100, height: 80))
        #expect(laid.frame("first") == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(laid.frame("second") == Rect(x: 0, y: 50, width: 100, height: 30))
        #expect(laid.frame("tail") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(laid.frame("head") == Rect(x: 0, y: -80, width: 100, height: 80))
        #expect(laid.frame("between") == Rect(x: 0, y: 40, width: 100, height: 40))
    }

    @Test("Xcode 15.0: the hidden view after the last visible one starts at the stack's top; the one before collapses")
    func xcode150() throws {
        // The column of xcode141, saved by Xcode 15.0 (toolsVersion 22154): tail at y = 0, head at −80.
        let laid = try LaidOut(Self.column(toolsVersion: 22154))
        #expect(laid.frame("tail") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(laid.frame("head") == Rect(x: 0, y: -80, width: 100, height: 80))
        #expect(laid.frame("second") == Rect(x: 0, y: 50, width: 100, height: 30))
    }

    @Test("Xcode 12.0 and 14.3 leave the trailing hidden view where it collapses, after the last visible view")
    func outsideTheGate() throws {
        // Not Xcode 13.2 (19529): its vertical stacks put hidden end views at the start (IBStackHiddenAtStart's
        // xcode13Vertical, measured); Xcode 12.0 vertical stacks collapse them (freeotp's Main.storyboard, 17156).
        for version in [17156, 21701] {
            let laid = try LaidOut(Self.column(toolsVersion: version))
            #expect(laid.frame("tail") == Rect(x: 0, y: 80, width: 100, height: 20))
            #expect(laid.frame("head") == Rect(x: 0, y: -80, width: 100, height: 80))
        }
    }

    /// A horizontal stack (spacing 0) at (10, 50), pinned by its leading and top edges: a visible 45 × 20 box, then a
    /// hidden box with a width of 100 and a height of 16 of its own, centred across the axis.
    static func row(toolsVersion: Int) -> String {
        let shown = box("label", 0, 0, 45, 20, children: """
            <constraints>
                <constraint firstAttribute="width" constant="45" id="label-w"/>
                <constraint firstAttribute="height" constant="20" id="label-h"/>
            </constraints>
            """)
        let loading = box("loading", 0, 2, 100, 16, extra: "hidden=\"YES\"", children: """
            <constraints>
                <constraint firstAttribute="width" constant="100" id="loading-w"/>
                <constraint firstAttribute="height" constant="16" id="loading-h"/>
            </constraints>
            """)
        return storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="10" y="50" width="45" height="20"/>
                <subviews>\(shown)\(loading)</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="k2"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 14.0: a hidden trailing view with a width of its own starts at the row's start")
    func xcode140Row() throws {
        // The visible box alone makes the row 45 × 20. With the key the hidden view keeps its 100 × 16 at x = 0,
        // centred: y = (20 − 16) / 2 = 2; collapsed after the box it would start at x = 45.
        let laid = try LaidOut(Self.row(toolsVersion: 21225))
        #expect(laid.frame("row") == Rect(x: 10, y: 50, width: 45, height: 20))
        #expect(laid.frame("label") == Rect(x: 0, y: 0, width: 45, height: 20))
        #expect(laid.frame("loading") == Rect(x: 0, y: 2, width: 100, height: 16))
        let later = try LaidOut(Self.row(toolsVersion: 21701))
        #expect(later.frame("loading") == Rect(x: 45, y: 2, width: 100, height: 16))
    }

    @Test("Xcode 14.1: in a fillEqually row the hidden trailing view starts at the row's start too")
    func xcode141FillEqually() throws {
        // The same row, fillEqually: the visible box alone fills the 45-pt row; the hidden view keeps its own 100 × 16
        // at x = 0 (y = 2, centred), where collapsed after the box it would start at x = 45.
        let xml = Self.row(toolsVersion: 21507).replacingOccurrences(of: #"alignment="center""#,
                                                                     with: #"distribution="fillEqually" alignment="center""#)
        let laid = try LaidOut(xml)
        #expect(laid.frame("loading") == Rect(x: 0, y: 2, width: 100, height: 16))
        #expect(try LaidOut(xml.replacingOccurrences(of: #"toolsVersion="21507""#, with: #"toolsVersion="21701""#))
            .frame("loading")?.minX == 45)
    }

    @Test("the key is set only for Xcode 14.0–14.2 and 15.0 documents' fill and fillEqually stacks with a hidden view after the visible ones")
    func bounds() throws {
        func stack(_ kids: [Bool], distribution: String = "") -> XMLElement? {
            let views = kids.enumerated().map { index, hidden in
                "<view \(hidden ? "hidden=\"YES\" " : "")id=\"v\(index)\"/>"
            }.joined()
            let text = "<stackView id=\"s\"\(distribution)><subviews>\(views)</subviews></stackView>"
            return try? XMLDocumentReader.parse(Array(text.utf8), url: "t.xib")
        }
        let trailing = try #require(stack([false, true]))
        for version in [19529, 21224, 21600, 21701, 21999, 22505] {
            var other = StackProperties()
            IBStackTrailingHiddenAtStart.apply(to: &other, trailing, toolsVersion: version)
            #expect(!other.hiddenTrailingViewsAtStart)
        }
        for version in [21225, 21507, 22154, 22155] {
            var shown = StackProperties()
            IBStackTrailingHiddenAtStart.apply(to: &shown, trailing, toolsVersion: version)
            #expect(shown.hiddenTrailingViewsAtStart)
        }
        var equal = StackProperties()
        equal.distribution = .fillEqually
        IBStackTrailingHiddenAtStart.apply(to: &equal, trailing, toolsVersion: 21507)
        #expect(equal.hiddenTrailingViewsAtStart)
        var spaced = StackProperties()
        spaced.distribution = .equalSpacing
        IBStackTrailingHiddenAtStart.apply(to: &spaced, trailing, toolsVersion: 21507)
        #expect(!spaced.hiddenTrailingViewsAtStart)
        for kids in [[true, false], [false, true, false], [true, true]] {
            var none = StackProperties()
            IBStackTrailingHiddenAtStart.apply(to: &none, try #require(stack(kids)), toolsVersion: 21507)
            #expect(!none.hiddenTrailingViewsAtStart)
        }
    }
}
