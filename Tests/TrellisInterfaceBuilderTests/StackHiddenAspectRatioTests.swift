import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Hidden arranged views whose length along the stack's axis follows a 1:1 aspect ratio (Xcode keeps their size).
@Suite("Interface Builder: hidden arranged views sized by their own aspect ratio")
struct StackHiddenAspectRatioTests {
    /// A horizontal row of three 1:1 buttons, 56 pt tall: the first hidden by a compact-width variation, the last by
    /// its own attribute; the stack's leading edge at x = 100.
    static func row(firstStored: Rect, lastStored: Rect) -> String {
        func button(_ id: String, _ frame: Rect, _ extra: String = "", hidden: Bool = false) -> String {
            """
            <button \(hidden ? "hidden=\"YES\" " : "")opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(frame.minX)" y="\(frame.minY)" width="\(frame.width)" height="\(frame.height)"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="\(id)" secondAttribute="height" multiplier="1:1" id="\(id)-r"/>
                </constraints>
                \(extra)
            </button>
            """
        }
        return """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="100" y="100" width="56" height="56"/>
            <subviews>
                \(button("first", firstStored, #"<variation key="widthClass=compact" hidden="YES"/>"#))
                \(button("middle", Rect(x: 0, y: 0, width: 56, height: 56)))
                \(button("last", lastStored, hidden: true))
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="56" id="row-h"/>
                <constraint firstItem="middle" firstAttribute="height" secondItem="row" secondAttribute="height" id="m-h"/>
                <constraint firstItem="first" firstAttribute="height" secondItem="middle" secondAttribute="height" id="f-h"/>
                <constraint firstItem="last" firstAttribute="height" secondItem="middle" secondAttribute="height" id="l-h"/>
            </constraints>
        </stackView>
        """
    }

    static let pins = """
    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="p1"/>
    <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p2"/>
    """

    @Test("on a compact-width canvas both hidden buttons keep 56 × 56: the first ends where the row starts, the last starts where the visible one ends")
    func hiddenButtonsKeepTheirRatio() throws {
        // The visible middle button alone sizes the row: 56 × 56 at (100, 100). The first hidden button ends at the
        // row's start, x = −56; the last starts at the middle one's end, x = 56. Their ratio ties their width to
        // their height, which the middle button's (the row's) 56 gives.
        let first = Rect(x: -56, y: 0, width: 56, height: 56), last = Rect(x: 56, y: 0, width: 56, height: 56)
        let laid = try LaidOut(storyboard(Self.row(firstStored: first, lastStored: last), constraints: Self.pins))
        #expect(laid.frame("row") == Rect(x: 100, y: 100, width: 56, height: 56))
        #expect(laid.frame("middle") == Rect(x: 0, y: 0, width: 56, height: 56))
        #expect(laid.frame("first") == first)
        #expect(laid.frame("last") == last)
        #expect(laid.diagnostics().filter { $0.code == .misplacedView || $0.code == .unsatisfiable }.isEmpty)
    }
}
