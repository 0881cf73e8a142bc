import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A label with a required aspect ratio of its own: its stored width is its intrinsic width and the ratio gives the
/// height; the stored height is not held (IBLabelAspectWidth).
@Suite("Interface Builder: a label's own aspect ratio keeps its stored width, not its stored height")
struct LabelAspectWidthTests {
    /// On the 375 × 667 canvas (Xcode 14.3): `card` centred in the root with `width == 3:2 × height` of its own, and
    /// `message` 10 pt inside its sides, centred on it, with `width == 5:1 × height` of its own, stored 300 × 61 (a
    /// height the ratio does not give from the width: 300 / 5 = 60).
    func document(ratio: String = #"multiplier="5:1""#) -> String {
        let message = label("message", 10, 76.5, 300, 61, extra: #"numberOfLines="0""#, children: """
        <constraints>
            <constraint firstAttribute="width" secondItem="message" secondAttribute="height" \(ratio) id="m-r"/>
        </constraints>
        """)
        let views = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="27.5" y="226.5" width="320" height="213.5"/>
            <subviews>
                \(message)
            </subviews>
            <constraints>
                <constraint firstAttribute="width" secondItem="card" secondAttribute="height" multiplier="3:2" id="c-r"/>
                <constraint firstItem="message" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="10" id="m-l"/>
                <constraint firstAttribute="trailing" secondItem="message" secondAttribute="trailing" constant="10" id="m-t"/>
                <constraint firstItem="message" firstAttribute="centerY" secondItem="card" secondAttribute="centerY" id="m-y"/>
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-x"/>
        <constraint firstItem="card" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c-y"/>
        """
        return storyboard(views, constraints: constraints, toolsVersion: 21701)
    }

    // Worked by hand: message keeps its 300 (compression resistance and hugging), 300 / 5 = 60 tall; card 320 wide,
    // 320 / 1.5 = 213.33 tall, at ((375 − 320) / 2, (667 − 213.33) / 2) = (27.5, 226.67); message at (10, 106.67 − 30)
    // = (10, 76.67). Before the rule the stored 61 held and the width followed: message 305 × 61, card 325 × 216.67.
    // (The card's top and message's y differ from these by the pixel rounding of the laid-out frames.)
    @Test("Xcode 14.3: the stored width holds, the ratio gives the height")
    func widthHolds() throws {
        let laid = try LaidOut(document())
        // Frames as the layout rounds them to the canvas's pixels: card 226.67 to 440 → 227 … 440.
        #expect(laid.frame("card") == Rect(x: 27.5, y: 227, width: 320, height: 213))
        #expect(laid.frame("message") == Rect(x: 10, y: 76.5, width: 300, height: 60))
    }

    /// A one-line 12-pt label whose ratio Xcode wrote from its stored 30 × 15 frame, pinned 35 pt in and 40 pt down
    /// from the root's edges, in either order of the ratio's attributes. (The tests' measurer gives every line 20 pt,
    /// taller than the stored 15, as Trellis's font gave a 24-pt line 30 pt where Xcode stored 29.)
    func small(_ ratio: String) -> String {
        let view = label("small", 35, 40, 30, 15, children: """
        <constraints>
            <constraint \(ratio) id="l-r"/>
        </constraints>
        """).replacingOccurrences(of: #"pointSize="17""#, with: #"pointSize="12""#)
        let constraints = """
        <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="35" id="l-x"/>
        <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="l-y"/>
        """
        return storyboard(view, constraints: constraints, toolsVersion: 23727)
    }

    // Worked by hand: 30 = 2 × 15, so the stored width and height are both the text's size and the ratio holds between
    // them: (35, 40, 30, 15). Without the stored height the line was the measurer's 20 tall (its compression
    // resistance beats the width's hugging) and the ratio made the label 40 wide: (35, 40, 40, 20).
    @Test("A stored frame that keeps the ratio exactly keeps both lengths", arguments: [
        #"firstAttribute="width" secondItem="small" secondAttribute="height" multiplier="2:1""#,
        #"firstAttribute="height" secondItem="small" secondAttribute="width" multiplier="1:2""#,
    ])
    func exactRatioKeepsFrame(ratio: String) throws {
        #expect(try LaidOut(small(ratio)).frame("small") == Rect(x: 35, y: 40, width: 30, height: 15))
    }

    // A ratio Xcode 14.1 and later write without a multiplier (a square) is a ratio of its own too.
    @Test("A ratio without a multiplier, and one with a constant or below required, as read")
    func ratios() throws {
        let element = { (ratio: String) -> XMLElement in
            XMLElement(name: "label", attributes: ["id": "l"], children: [
                XMLElement(name: "constraints", children: [
                    XMLElement(name: "constraint", attributes: ["firstAttribute": "width", "secondItem": "l",
                                                                "secondAttribute": "height"].merging(Self.attributes(ratio)) { $1 })
                ])
            ])
        }
        #expect(IBLabelAspectWidth.ownRatio(element(""), id: "l") != nil)
        #expect(IBLabelAspectWidth.ownRatio(element("multiplier=2:1"), id: "l") != nil)
        #expect(IBLabelAspectWidth.ownRatio(element("constant=4"), id: "l") == nil)
        #expect(IBLabelAspectWidth.ownRatio(element("priority=750"), id: "l") == nil)
        #expect(IBLabelAspectWidth.ownRatio(element("relation=greaterThanOrEqual"), id: "l") == nil)
    }

    private static func attributes(_ text: String) -> [String: String] {
        guard let split = text.firstIndex(of: "=") else { return [:] }
        return [String(text[..<split]): String(text[text.index(after: split)...])]
    }
}
