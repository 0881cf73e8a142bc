import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A storyboard controller whose root keeps a stale stored size: from Xcode 8 the canvas lays it out at the size of
/// the device the document names, its simulated size being inferred from it (IBInferredRootSize).
@Suite("Interface Builder: a controller's root is laid out at its device's size, not a stale stored one")
struct InferredRootSizeTests {
    /// `card` pinned 24 pt inside the root's leading and trailing edges and 30 pt below its top, 100 tall, stored as
    /// Xcode laid it out on the 375-pt iPhone 8 canvas; the root itself stored 600 × 600.
    func document(toolsVersion: Int, controller: String = "") -> String {
        let views = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="24" y="30" width="327" height="100"/>
            <constraints>
                <constraint firstAttribute="height" constant="100" id="cd-h"/>
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="cd-l"/>
        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="24" id="cd-t"/>
        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="cd-y"/>
        """
        return storyboard(views, constraints: constraints, toolsVersion: toolsVersion, size: (600, 600), controller: controller)
    }

    // Worked by hand: the root laid out at the canvas's 375 × 667; card from 24 to 375 − 24 = 351, 327 wide, at y = 30.
    // Without the rule the root is 600 wide and card 600 − 48 = 552 wide.
    @Test("Xcode 8.3, 10.2 and 15.3: the root is the 375 × 667 screen and card 327 wide", arguments: [12121, 14490, 22685])
    func laidOutOnTheDevice(toolsVersion: Int) throws {
        let laid = try LaidOut(document(toolsVersion: toolsVersion))
        #expect(laid.frame("card") == Rect(x: 24, y: 30, width: 327, height: 100))
        #expect(laid.scenes[0].size == Size(width: 375, height: 667))
        // The root's stored 600 × 600 is still what the misplaced-view check compares.
        #expect(laid.diagnostics().contains { $0.code == .misplacedView && $0.view == "root" })
    }

    /// An Xcode 8.1 document kept in the older format (no `<device>`), its controller simulating the 4-inch phone:
    /// `panel`, 320 × 480, centred in a root stored 600 × 600.
    func olderFormat(type: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="0.0" y="44" width="320" height="480"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="320" id="pn-w"/>
                                            <constraint firstAttribute="height" constant="480" id="pn-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="pn-x"/>
                                    <constraint firstItem="panel" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="pn-y"/>
                                </constraints>
                            </view>
                            <nil key="simulatedStatusBarMetrics"/>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="\(type)"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // Worked by hand: centred in 320 × 568, panel at ((320 − 320) / 2, (568 − 480) / 2) = (0, 44); in the stored
    // 600 × 600, (140, 60).
    @Test("Xcode 8's older format: the root is the phone its Simulated Metrics name")
    func simulatedPhone() throws {
        let laid = try LaidOut(olderFormat(type: "retina4_0.fullscreen"))
        #expect(laid.frame("panel") == Rect(x: 0, y: 44, width: 320, height: 480))
        #expect(laid.scenes[0].size == Size(width: 320, height: 568))
    }

    // A type that names no phone of the table keeps the stored 600 × 600.
    @Test("A simulated size naming no phone keeps the stored root")
    func unknownSimulatedSize() throws {
        let laid = try LaidOut(olderFormat(type: "retina9_9.fullscreen"))
        #expect(laid.frame("panel") == Rect(x: 140, y: 60, width: 320, height: 480))
    }

    // A freeform controller keeps the size it stores: card 600 − 48 = 552 wide.
    @Test("A freeform controller keeps its stored size")
    func freeformKeepsItsSize() throws {
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="600" height="600"/>"#
        let laid = try LaidOut(document(toolsVersion: 14490, controller: freeform))
        #expect(laid.frame("card") == Rect(x: 24, y: 30, width: 552, height: 100))
        #expect(laid.scenes[0].size == Size(width: 600, height: 600))
    }
}
