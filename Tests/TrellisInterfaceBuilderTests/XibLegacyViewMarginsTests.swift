import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A top-level view of an Xcode 6 to 8 xib (toolsVersion below 13000), the File's Owner's `view` too, has UIView's
/// own 8-pt margins on every edge; from Xcode 9 on the view is laid out as a controller's root.
@Suite("Interface Builder margins of an Xcode 7 and 8 xib's top-level view")
struct XibLegacyViewMarginsTests {
    /// A freeform 600 × 161 `box` whose `card` is pinned 10 pt inside its leading and top margins and 10 pt inside its
    /// trailing and bottom edges; the File's Owner holds `box` as its view when `owned`.
    func xib(toolsVersion: Int, owned: Bool) -> String {
        let owner = owned
            ? """
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                  <connections>
                      <outlet property="view" destination="box" id="o1"/>
                  </connections>
              </placeholder>
              """
            : #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                \(owner)
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="161"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="18" y="18" width="572" height="133"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="10" id="c1"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" constant="10" id="c2"/>
                        <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="10" id="c3"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="box" secondAttribute="topMargin" constant="10" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("Xcode 8.3: a plain view's margins are 8 on every edge")
    func xcode8PlainView() throws {
        // Leading and top margins 8: card at (8 + 10, 8 + 10) = (18, 18), 600 − 18 − 10 = 572 wide, 161 − 18 − 10 = 133
        // tall (a controller's root would give 20 at the sides of a 600-pt view and 0 at the top: (30, 10, 560, 141)).
        let laid = try LaidOut(xib(toolsVersion: 12118, owned: false), file: "Card.xib")
        #expect(laid.frame("card") == Rect(x: 18, y: 18, width: 572, height: 133))
    }

    @Test("Xcode 9 on: the view is laid out as a controller's root, 20 at the sides of 600 pt and 0 at the top")
    func xcode9PlainView() throws {
        // Side margin 20 (600 pt ≥ 414), top margin 0, and before toolsVersion 14800 a freeform view gets no status
        // bar (IBXibViewSafeArea): (20 + 10, 0 + 10, 600 − 30 − 10, 161 − 10 − 10) = (30, 10, 560, 141).
        let laid = try LaidOut(xib(toolsVersion: 13142, owned: false).replacingOccurrences(of: "useTraitCollections=\"YES\"", with: "useTraitCollections=\"YES\" useSafeAreas=\"YES\""), file: "Card.xib")
        #expect(laid.frame("card") == Rect(x: 30, y: 10, width: 560, height: 141))
    }

    // Worked by hand: the same 8-pt margins as a plain view, card at (18, 18, 572, 133). A controller's root would
    // give (30, 10, 560, 141) in Xcode 7 and 8, and (26, 10, 564, 141) in Xcode 6, whose 600-pt roots have 16 at the
    // sides (IBXcode6RootMargins).
    @Test("Xcode 6.3, 7.3 and 8.3: the File's Owner's view of a controller's xib keeps UIView's margins too",
          arguments: [7706, 10117, 12118])
    func ownersView(toolsVersion: Int) throws {
        let laid = try LaidOut(xib(toolsVersion: toolsVersion, owned: true), file: "Card.xib")
        #expect(laid.frame("card") == Rect(x: 18, y: 18, width: 572, height: 133))
    }

    @Test("Xcode 9 on: the File's Owner's view is laid out as a controller's root")
    func xcode9OwnersView() throws {
        let laid = try LaidOut(xib(toolsVersion: 13142, owned: true).replacingOccurrences(of: "useTraitCollections=\"YES\"", with: "useTraitCollections=\"YES\" useSafeAreas=\"YES\""), file: "Card.xib")
        #expect(laid.frame("card") == Rect(x: 30, y: 10, width: 560, height: 141))
    }
}
