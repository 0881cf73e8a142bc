import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A symbol image view whose top and bottom are pinned to two different items, far taller than its line box, keeps
/// the insets its stored frame shows around the rectangle its pins give (IBSymbolSpanInsets).
@Suite("Interface Builder symbol image views stretched between two items")
struct SymbolSpanInsetsTests {
    static let symbols = #"<image name="phone.fill" catalog="system" width="128" height="124"/>"#

    /// A 414 × 896 root (Xcode 13.2): a text field pinned 18 pt below the top, 34 tall, and a phone.fill image view
    /// 40 wide pinned 13 pt below the top and to the field's bottom, stored `storedY`, `storedHeight`.
    static func beside(storedY: String, storedHeight: String) -> String {
        storyboard("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="87" y="18" width="300" height="34"/>
                <constraints>
                    <constraint firstAttribute="height" constant="34" id="fh"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="phone">
                <rect key="frame" x="27" y="\(storedY)" width="40" height="\(storedHeight)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="pw"/>
                </constraints>
                <imageReference key="image" image="phone.fill" catalog="system"/>
            </imageView>
            """, constraints: """
            <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="18" id="c1"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="87" id="c2"/>
            <constraint firstItem="field" firstAttribute="width" constant="300" id="c3"/>
            <constraint firstItem="phone" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="c4"/>
            <constraint firstItem="phone" firstAttribute="bottom" secondItem="field" secondAttribute="bottom" id="c5"/>
            <constraint firstItem="phone" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="27" id="c6"/>
            """, device: "retina6_1", toolsVersion: 19455, size: (414, 896), resources: symbols)
    }

    @Test("pinned to the superview's top and a sibling's bottom: the 39-pt rectangle holds the 36.5-pt image 1.25 in")
    func bothEdgesFromStoredFrames() throws {
        // Rectangle: 13 to the field's bottom, 18 + 34 = 52, so 39 tall. Stored 36.5 tall: 2.5 less, 1.25 at each
        // edge, y = 14.25, on the 2× canvas's pixels 14.5 (Xcode stored 14.5). Before the rule: (27, 13, 40, 39).
        let laid = try LaidOut(Self.beside(storedY: "14.5", storedHeight: "36.5"))
        #expect(laid.frame("field") == Rect(x: 87, y: 18, width: 300, height: 34))
        let phone = try #require(laid.frame("phone"))
        #expect(phone == Rect(x: 27, y: 14.5, width: 40, height: 36.5))
    }

    @Test("a stored frame more than a quarter off its rectangle is stale: the frame is the rectangle")
    func staleFrameKeepsTheRectangle() throws {
        // Stored 80 tall against the 39-pt rectangle: 41 pt more, beyond a quarter of 39 (9.75).
        let laid = try LaidOut(Self.beside(storedY: "0", storedHeight: "80"))
        #expect(laid.frame("phone") == Rect(x: 27, y: 13, width: 40, height: 39))
    }

    @Test("pinned to the safe area's top and a sibling's top: the gap at the sibling is the gap at the safe area too")
    func oneEdgeFromStoredFrames() throws {
        // The rectangle runs from the safe area's top + 30 (44 + 30 = 74 on an iPhone 11 canvas) to 22 above a text
        // view stored at y = 378, so to 356; the image is stored 281 tall ending at 355.5, 0.5 inside that edge, so
        // 0.5 inside the top too: (0, 74.5, 414, 281), as Xcode 13.2 stored it (wjdals0304's diary).
        let xml = storyboard("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="plane">
                <rect key="frame" x="0.0" y="74.5" width="414" height="281"/>
                <imageReference key="image" image="paperplane.circle" catalog="system"/>
            </imageView>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                <rect key="frame" x="20" y="378" width="374" height="200"/>
                <constraints>
                    <constraint firstAttribute="height" constant="200" id="nh"/>
                </constraints>
                <textInputTraits key="textInputTraits"/>
            </textView>
            """, constraints: """
            <constraint firstItem="plane" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="30" id="c1"/>
            <constraint firstItem="notes" firstAttribute="top" secondItem="plane" secondAttribute="bottom" constant="22" id="c2"/>
            <constraint firstItem="plane" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="plane" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="notes" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="-318" id="c5"/>
            <constraint firstItem="notes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
            <constraint firstAttribute="trailing" secondItem="notes" secondAttribute="trailing" constant="20" id="c7"/>
            """, device: "retina6_1", toolsVersion: 19455, size: (414, 896),
            resources: #"<image name="paperplane.circle" catalog="system" width="128" height="121"/>"#)
        let laid = try LaidOut(xml)
        #expect(laid.frame("notes") == Rect(x: 20, y: 378, width: 374, height: 200))
        #expect(laid.frame("plane") == Rect(x: 0, y: 74.5, width: 414, height: 281))
    }
}
