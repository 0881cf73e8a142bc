import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A stack whose arranged views are all hidden arranges nothing on Xcode 11.4's and later canvases (IBStackAllHidden):
/// its hidden views keep their stored frames and it is sized by the constraints around it, else by its stored size.
/// Expected frames are worked out by hand.
@Suite("Interface Builder (Xcode 11.4 on): a stack whose arranged views are all hidden arranges nothing")
struct StackAllHiddenArrangesNothingTests {
    /// A fill-equally vertical stack (spacing 10) pinned 100 pt below the root's top, 20 in from its sides and 167 above
    /// its bottom on 375 × 667 (400 tall), holding a plain view and a vertical fill stack of two hidden 46 × 0 views.
    static func shareDocument(toolsVersion: Int) -> String {
        storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                <rect key="frame" x="20" y="100" width="335" height="400"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        <rect key="frame" x="0.0" y="0.0" width="335" height="195"/>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                        <rect key="frame" x="0.0" y="205" width="335" height="195"/>
                        <subviews>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h1">
                                <rect key="frame" x="0.0" y="0.0" width="46" height="0.0"/>
                            </view>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h2">
                                <rect key="frame" x="0.0" y="0.0" width="46" height="0.0"/>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
            <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" constant="167" id="c-b"/>
            <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
            <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" constant="20" id="c-r"/>
            """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 11.5: the all-hidden stack takes its fill-equally share and its hidden views keep their frames")
    func shareKept() throws {
        // 400 − 10 = 390 shared by two: 195 each, the inner stack at 195 + 10 = 205; the hidden views neither collapse
        // the stack nor take the fill alignment's 335: (0, 0, 46, 0) as stored.
        let laidOut = try LaidOut(Self.shareDocument(toolsVersion: 16097))
        #expect(laidOut.frame("outer") == Rect(x: 20, y: 100, width: 335, height: 400))
        #expect(laidOut.frame("text") == Rect(x: 0, y: 0, width: 335, height: 195))
        #expect(laidOut.frame("inner") == Rect(x: 0, y: 205, width: 335, height: 195))
        #expect(laidOut.frame("h1") == Rect(x: 0, y: 0, width: 46, height: 0))
        #expect(laidOut.frame("h2") == Rect(x: 0, y: 0, width: 46, height: 0))
        #expect(!laidOut.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("Xcode 16: a bottom-aligned stack of one hidden 110 × 36 view keeps its stored 0 × 0 and the view its stored place")
    func alignmentNotApplied() throws {
        let document = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="187.5" y="333.5" width="0.0" height="0.0"/>
                <subviews>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <rect key="frame" x="0.0" y="0.0" width="110" height="36"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-x"/>
            <constraint firstItem="row" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c-y"/>
            """, toolsVersion: 23727)
        // The stack's stored size is its size (nothing else sizes it), centred at (187.5, 333.5); the button is not
        // bottom-aligned (that would put it at y = −36) but stays at (0, 0).
        let laidOut = try LaidOut(document)
        #expect(laidOut.frame("row") == Rect(x: 187.5, y: 333.5, width: 0, height: 0))
        #expect(laidOut.frame("button") == Rect(x: 0, y: 0, width: 110, height: 36))
        #expect(!laidOut.diagnostics().contains { $0.code == .misplacedView })
    }
}
