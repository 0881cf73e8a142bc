import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// From Xcode 11 a popover's root that Xcode stores 13 pt taller than its content size holds the arrow at its top: the
/// safe area starts 13 pt down (IBPopoverArrow; an Xcode 11.3 iPad document stored so).
@Suite("Interface Builder: a popover's arrow inside its root")
struct PopoverArrowTests {
    /// An 834 × 1112 iPad storyboard (`ipad10_5`) whose initial controller shows `pop` in a popover whose arrow may
    /// point `directions`; `pop`'s content size is 300 × 300, its root stored 300 × `rootHeight`, with a 100 × 20 view
    /// `item` pinned 10 pt below its safe area's top and 20 pt inside its leading edge.
    static func document(toolsVersion: Int = 15705, rootHeight: Double = 313,
                         directions: String = #"up="YES" down="YES" left="YES" right="YES""#) -> String {
        let pop = """
            <scene sceneID="pop-s"><objects>
              <viewController id="pop" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="proot">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="\(rootHeight)"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item">
                      <rect key="frame" x="20" y="23" width="100" height="20"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="100" id="p1"/>
                        <constraint firstAttribute="height" constant="20" id="p2"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="item" firstAttribute="leading" secondItem="psafe" secondAttribute="leading" constant="20" id="p3"/>
                    <constraint firstItem="item" firstAttribute="top" secondItem="psafe" secondAttribute="top" constant="10" id="p4"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="psafe"/>
                </view>
                <value key="contentSizeForViewInPopover" type="size" width="300" height="300"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="834" height="1112"/>
              </viewController>
            </objects></scene>
            """
        return storyboard("", device: "ipad10_5", toolsVersion: toolsVersion, size: (834, 1112), controller: """
            <connections>
                <segue destination="pop" kind="popoverPresentation" popoverAnchorView="root" id="pseg">
                    <popoverArrowDirection key="popoverArrowDirection" \(directions)/>
                </segue>
            </connections>
            """, extraScenes: pop)
    }

    @Test("Xcode 11.3, root 300 × 313 for 300 × 300 content, any arrow: the safe area starts below the 13-pt arrow")
    func arrowAbove() throws {
        // item: 13 (the arrow) + 10 = 23 down, 20 in.
        let laid = try LaidOut(Self.document())
        #expect(laid.frame(inAnyScene: "item") == Rect(x: 20, y: 23, width: 100, height: 20))
    }

    @Test("no arrow inset: a root stored at the content size, Xcode 10.1, or an arrow that cannot point up", arguments: [
        (15705, 300.0, #"up="YES" down="YES" left="YES" right="YES""#),
        (14460, 313.0, #"up="YES" down="YES" left="YES" right="YES""#),
        (15705, 313.0, #"down="YES""#),
    ])
    func noArrow(toolsVersion: Int, rootHeight: Double, directions: String) throws {
        // The root's own top: item 10 pt down.
        let laid = try LaidOut(Self.document(toolsVersion: toolsVersion, rootHeight: rootHeight, directions: directions))
        #expect(laid.frame(inAnyScene: "item") == Rect(x: 20, y: 10, width: 100, height: 20))
    }
}
