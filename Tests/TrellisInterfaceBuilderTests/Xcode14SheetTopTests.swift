import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 13.3 to 14 (toolsVersion 20000–21999) and Xcode 16.2 on (23700 on, Xcode 26 included) lay a bar-less page sheet stored 10 pt
/// below the status area out with the device's whole top inset at the top of its safe area, and no home indicator at
/// its bottom (IBShortPageSheet.Xcode14SheetTop). Expected frames worked out by hand from the canvas's insets.
@Suite("Interface Builder: Xcode 14 page sheets keep the device's top inset")
struct Xcode14SheetTopTests {
    /// A root of `width` × `height` on `device` holding `box`, its sides 20 pt inside the root's, with `vertical`
    /// constraints.
    func document(toolsVersion: Int, device: String, width: Double, height: Double, box: (y: Double, height: Double),
                  vertical: String, own: String = "") -> String {
        let subviews = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="\(box.y)" width="\(width - 40)" height="\(box.height)"/>
            <constraints>
                \(own)
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
        \(vertical)
        """
        return storyboard(subviews, constraints: constraints, device: device, toolsVersion: toolsVersion,
                          size: (width, height))
    }

    @Test("Xcode 14.2, 393 × 783 on retina6_12 (852 − 59 − 10): 70 pt below the top margin is 59 + 70 = 129")
    func topMarginKeepsSensorHousing() throws {
        let vertical = """
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="70" id="c3"/>
        """
        let laid = try LaidOut(document(toolsVersion: 21507, device: "retina6_12", width: 393, height: 783, box: (129, 43),
                                        vertical: vertical,
                                        own: #"<constraint firstAttribute="height" constant="43" id="c4"/>"#))
        #expect(laid.frame("box") == Rect(x: 20, y: 129, width: 353, height: 43))
    }

    @Test("Xcode 14.2, 414 × 838 on retina6_1 (896 − 48 − 10): the safe area runs from 48 to the sheet's bottom")
    func safeAreaTopIsStatusArea() throws {
        let vertical = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="50" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="50" id="c4"/>
        """
        let laid = try LaidOut(document(toolsVersion: 21507, device: "retina6_1", width: 414, height: 838, box: (98, 690),
                                        vertical: vertical))
        #expect(laid.frame("box") == Rect(x: 20, y: 98, width: 374, height: 690))
    }

    @Test("Xcode 16.3, 393 × 783 on retina6_12: 25 below the safe area's top is 59 + 25 = 84, its bottom the sheet's")
    func xcode163FirstShapeKeepsSensorHousing() throws {
        let vertical = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="25" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c4"/>
        """
        let laid = try LaidOut(document(toolsVersion: 23727, device: "retina6_12", width: 393, height: 783, box: (84, 679),
                                        vertical: vertical))
        #expect(laid.frame("box") == Rect(x: 20, y: 84, width: 353, height: 679))
    }

    @Test("Xcode 26.0, 402 × 802 on retina6_3 (874 − 62 − 10): 123 below the safe area's top is 62 + 123 = 185")
    func xcode26FirstShapeKeepsSensorHousing() throws {
        let vertical = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="123" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="40" id="c4"/>
        """
        // Its bottom: the sheet's own, no home indicator: 802 − 40 − 185 = 577 tall.
        let laid = try LaidOut(document(toolsVersion: 24506, device: "retina6_3", width: 402, height: 802, box: (185, 577),
                                        vertical: vertical))
        #expect(laid.frame("box") == Rect(x: 20, y: 185, width: 362, height: 577))
    }

    @Test("Xcode 14.3's sheet 10 pt shorter than the screen (393 × 842) keeps no top inset: 32 below the safe area's top")
    func shorterShapeHasNoTopInset() throws {
        let vertical = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="32" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="32" id="c4"/>
        """
        let laid = try LaidOut(document(toolsVersion: 21701, device: "retina6_12", width: 393, height: 842, box: (32, 778),
                                        vertical: vertical))
        #expect(laid.frame("box") == Rect(x: 20, y: 32, width: 353, height: 778))
    }

    /// Measured: hililyy's ios-clock-clone (Xcode 13.3, 20037) stores a label 4 pt below the safe area's top at 48.
    @Test("Xcode 13.3, 390 × 790 on retina6_0 (844 − 44 − 10): 4 pt below the safe area's top is 44 + 4 = 48")
    func xcode133KeepsStatusArea() throws {
        let vertical = """
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="4" id="c3"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
        """
        // Its bottom: the sheet's own, no home indicator: 790 − 48 = 742 tall.
        let laid = try LaidOut(document(toolsVersion: 20037, device: "retina6_0", width: 390, height: 790, box: (48, 742),
                                        vertical: vertical))
        #expect(laid.frame("box") == Rect(x: 20, y: 48, width: 350, height: 742))
    }
}
