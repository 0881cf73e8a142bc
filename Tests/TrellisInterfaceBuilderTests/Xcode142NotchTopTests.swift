import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The 375 × 812 `retina5_9` canvas of Xcode 14.1 and 14.2 (toolsVersion 21500–21599): a 47-pt top inset in portrait
/// (IBXcode142NotchTop); Xcode 14.3 keeps 50.
@Suite("Interface Builder 375 × 812 canvas of Xcode 14.2: 47 pt at the top")
struct Xcode142NotchTopTests {
    /// A root of `size` (375 × 812 unless given) on `device` holding `box` pinned 20 pt in from the sides and to the
    /// safe area's top and bottom.
    func document(toolsVersion: Int, device: String = "retina5_9", size: (Double, Double) = (375, 812)) -> String {
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="47" width="\(size.0 - 40)" height="\(size.1 - 81)"/>
        </view>
        """
        let constraints = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c4"/>
        """
        return storyboard(box, constraints: constraints, device: device, toolsVersion: toolsVersion, size: size)
    }

    @Test("Xcode 14.2 (21507): the safe area is 47 … 812 − 34 = 778, the box 731 tall")
    func xcode142Has47() throws {
        let laid = try LaidOut(document(toolsVersion: 21507))
        #expect(laid.frame("box") == Rect(x: 20, y: 47, width: 335, height: 731))
    }

    @Test("Xcode 14.3 (21701): 50 … 778, the box 728 tall")
    func xcode143Keeps50() throws {
        let laid = try LaidOut(document(toolsVersion: 21701))
        #expect(laid.frame("box") == Rect(x: 20, y: 50, width: 335, height: 728))
    }

    @Test("Xcode 14.0 beta (21179): Xcode 13's 44 … 778, the box 734 tall; the 14.0 release (21225) 50")
    func xcode14BetaKeeps44() throws {
        let beta = try LaidOut(document(toolsVersion: 21179))
        #expect(beta.frame("box") == Rect(x: 20, y: 44, width: 335, height: 734))
        let release = try LaidOut(document(toolsVersion: 21225))
        #expect(release.frame("box") == Rect(x: 20, y: 50, width: 335, height: 728))
    }

    @Test("Xcode 14.0 beta (21179) on 390 × 844: 44, where Xcode 14's release has 47")
    func xcode14BetaOn390() throws {
        // The box pinned to the safe area's top and bottom: 44 … 844 − 34 = 810, 766 tall (47 … 810, 763 with 21225).
        let beta = try LaidOut(document(toolsVersion: 21179, device: "retina6_0", size: (390, 844)))
        #expect(beta.frame("box") == Rect(x: 20, y: 44, width: 350, height: 766))
        let release = try LaidOut(document(toolsVersion: 21225, device: "retina6_0", size: (390, 844)))
        #expect(release.frame("box") == Rect(x: 20, y: 47, width: 350, height: 763))
    }
}
