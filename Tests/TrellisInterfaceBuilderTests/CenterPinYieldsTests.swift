import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view centred in its superview and pinned to its edges by required constraints that cannot all hold: Interface
/// Builder keeps the edge pins and drops the centring pin (IBCenterPinYields).
@Suite("Interface Builder: an unsatisfiable set drops a centring pin before an edge pin")
struct CenterPinYieldsTests {
    /// An Xcode 10.0 xib's opening up to its top-level view, and its closing after the view's constraints.
    static let opening = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>

    """
    static let closing = """

                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
        </objects>
    </document>
    """

    /// A 300 × 200 freeform xib view whose `poster`, 100 × 150, is pinned 10 from the top, 10 from the bottom
    /// (150 + 20 does not fill 200) and 20 from the leading edge, and centred vertically. Xcode sorts constraints by
    /// id, so the centring pin (`a-…`) is written before the top pin (`b-…`), which the engine would break last.
    func verticalXib() -> String {
        Self.opening + """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="poster">
                            <rect key="frame" x="20" y="10" width="100" height="150"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="150" id="0-height"/>
                                <constraint firstAttribute="width" constant="100" id="0-width"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="poster" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="a-center"/>
                        <constraint firstItem="poster" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b-top"/>
                        <constraint firstAttribute="bottom" secondItem="poster" secondAttribute="bottom" constant="10" id="c-bottom"/>
                        <constraint firstItem="poster" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="d-leading"/>
                    </constraints>
        """ + Self.closing
    }

    // Worked by hand: the top pin holds, poster at (20, 10, 100, 150), its bottom at 160 (the bottom pin wanted 190)
    // and its centre at 85 (the centring pin wanted 100). Before, the top pin broke: the centre held, y = 100 − 75 = 25.
    @Test("The top pin holds over a centring pin written before it")
    func topPinHolds() throws {
        let laid = try LaidOut(verticalXib(), file: "Poster.xib")
        #expect(laid.frame("poster") == Rect(x: 20, y: 10, width: 100, height: 150))
    }

    /// A 400 × 250 freeform xib view whose `card` is pinned to all four edges, centred on both axes and held at
    /// width = 1.6 × height: 400 wide needs 250 tall, so every pin holds; `tall` makes the view 260 tall, which the
    /// ratio cannot fill.
    func cardXib(height: Int) -> String {
        Self.opening + """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="250"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="card" secondAttribute="height" multiplier="1.6" id="0-ratio"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="a-trailing"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="b-top"/>
                        <constraint firstItem="card" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c-centerY"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d-leading"/>
                        <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="e-centerX"/>
                        <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="f-bottom"/>
                    </constraints>
        """ + Self.closing
    }

    // Worked by hand: in a 260-pt view the side pins give width 400 and the ratio height 400 / 1.6 = 250; the top pin
    // puts it at y = 0, so the centring pin (centre 130, not 125) and the bottom pin (260, not 250) go. Before, the
    // leading pin, written after trailing, top and centerY, broke: top and centre gave height 260, width 416, x −16.
    @Test("The side and top pins and the ratio hold; centerY and the bottom pin go")
    func cardKeepsEdges() throws {
        let laid = try LaidOut(cardXib(height: 260), file: "Card.xib")
        #expect(laid.frame("card") == Rect(x: 0, y: 0, width: 400, height: 250))
    }

    // Worked by hand: 400 × 250 satisfies every pin, so nothing breaks and the card fills the view.
    @Test("A satisfiable set is untouched")
    func satisfiable() throws {
        let laid = try LaidOut(cardXib(height: 250), file: "Card.xib")
        #expect(laid.frame("card") == Rect(x: 0, y: 0, width: 400, height: 250))
    }

    @Test("Only a required centring pin between a view and its superview is marked")
    func marksCenterPinsOnly() {
        let parents = ["card": "root", "other": "root"]
        let centerY = LayoutConstraint(LayoutItem("card"), .centerY, .equal, LayoutItem("root"), .centerY)
        let reversed = LayoutConstraint(LayoutItem("root"), .centerX, .equal, LayoutItem("card"), .centerX, constant: 4)
        let safeArea = LayoutConstraint(LayoutItem("card"), .centerX, .equal, LayoutItem("root", guide: .safeArea), .centerX)
        let top = LayoutConstraint(LayoutItem("card"), .top, .equal, LayoutItem("root"), .top)
        let siblings = LayoutConstraint(LayoutItem("card"), .centerY, .equal, LayoutItem("other"), .centerY)
        let optional = LayoutConstraint(LayoutItem("card"), .centerY, .equal, LayoutItem("root"), .centerY, priority: 750)
        let scaled = LayoutConstraint(LayoutItem("card"), .centerY, .equal, LayoutItem("root"), .centerY, multiplier: 0.5)
        #expect(IBCenterPinYields.isCenterPin(centerY, parents: parents))
        #expect(IBCenterPinYields.isCenterPin(reversed, parents: parents))
        #expect(IBCenterPinYields.isCenterPin(safeArea, parents: parents))
        #expect(!IBCenterPinYields.isCenterPin(top, parents: parents))
        #expect(!IBCenterPinYields.isCenterPin(siblings, parents: parents))
        #expect(!IBCenterPinYields.isCenterPin(optional, parents: parents))
        #expect(!IBCenterPinYields.isCenterPin(scaled, parents: parents))
    }
}
