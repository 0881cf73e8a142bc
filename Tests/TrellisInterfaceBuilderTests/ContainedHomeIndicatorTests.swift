import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 15.3 to 26 give a controller sized by a container view the device's home indicator at its own bottom
/// (IBContainedHomeIndicator); Xcode 13 kept only the part of the screen's insets the child overlaps at the top-left.
@Suite("Interface Builder: a container's child keeps the home indicator (Xcode 15.3-26)")
struct ContainedHomeIndicatorTests {
    /// A 393 × 852 parent (`retina6_12`) whose container view at y = 300 embeds `kid` (393 × 400); the child holds
    /// `strip`, 50 tall, pinned 10 pt above its safe area's bottom and to its safe area's sides.
    func document(toolsVersion: Int) -> String {
        let container = """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hold-cv">
            <rect key="frame" x="0.0" y="300" width="393" height="400"/>
            <constraints><constraint firstAttribute="height" constant="400" id="Chi-Ht-001"/></constraints>
            <connections><segue destination="kid" kind="embed" id="Chi-Em-002"/></connections>
        </containerView>
        """
        let constraints = """
        <constraint firstItem="hold-cv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="Chi-Tp-003"/>
        <constraint firstItem="hold-cv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Chi-Ld-004"/>
        <constraint firstItem="hold-cv" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="Chi-Tr-005"/>
        """
        let child = """
        <scene sceneID="Chi-Sc-006"><objects>
          <viewController id="kid" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="kid-view">
              <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                  <rect key="frame" x="0.0" y="306" width="393" height="50"/>
                  <constraints><constraint firstAttribute="height" constant="50" id="Chi-Ht-007"/></constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="strip" firstAttribute="leading" secondItem="kid-safe" secondAttribute="leading" id="Chi-Ld-008"/>
                <constraint firstItem="kid-safe" firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="Chi-Tr-009"/>
                <constraint firstItem="kid-safe" firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" constant="10" id="Chi-Bt-010"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="kid-safe"/>
            </view>
          </viewController>
        </objects></scene>
        """
        return storyboard(container, constraints: constraints, device: "retina6_12", toolsVersion: toolsVersion,
                          size: (393, 852), extraScenes: child)
    }

    @Test("Xcode 26: the 393 × 400 child's safe area ends 34 pt above its bottom")
    func xcode26() throws {
        // The home indicator's 34 (not doubled): the strip ends at 400 − 34 − 10 = 356, so y = 306.
        let laid = try LaidOut(document(toolsVersion: 24506))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 306, width: 393, height: 50))
    }

    @Test("Xcode 15.3 as well")
    func xcode153() throws {
        let laid = try LaidOut(document(toolsVersion: 22505))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 306, width: 393, height: 50))
    }

    @Test("Xcode 13.0 keeps the overlapped part: the child, at the screen's top-left, reaches no home indicator")
    func xcode13() throws {
        // Safe area flush with the child's bottom: the strip ends at 400 − 10 = 390, y = 340.
        let laid = try LaidOut(document(toolsVersion: 18122))
        #expect(laid.frame(inAnyScene: "strip") == Rect(x: 0, y: 340, width: 393, height: 50))
    }
}
