import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// SF Symbols in image views and buttons: Auto Layout places the symbol's alignment rectangle (the system font's line
/// box at the symbol's point size, 1.193 pt per point) and Xcode stores the frame around it.
@Suite("Interface Builder SF Symbol alignment insets")
struct SymbolImageTests {
    func symbolImageView(_ id: String, _ frame: (Double, Double, Double, Double), image: String = "star.fill",
                         configuration: String = "", constraints: String = "") -> String {
        """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(image)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            <constraints>
        \(constraints)
            </constraints>
            \(configuration)
        </imageView>
        """
    }

    func pin(_ id: String, leading: Double, top: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-t"/>
        """
    }

    static let symbolResources = """
    <image name="star.fill" catalog="system" width="128" height="116"/>
    <image name="location.circle.fill" catalog="system" width="128" height="123"/>
    """

    func misplaced(_ laid: LaidOut) -> [String] {
        laid.diagnostics().filter { $0.code == .misplacedView }.compactMap(\.view)
    }

    @Test("a button showing a symbol with a 40 × 40 size constraint, stored 40 × 39: its frame is 0.5 pt inside the 40-pt rectangle at top and bottom")
    func buttonWithSizeConstraints() throws {
        // The height constraint sizes the alignment rectangle 40; Xcode stored 39, so the insets total −1, split
        // −0.5 / −0.5. The rectangle is at (20, 100, 40, 40) from the leading and top constraints, so the frame is
        // (20, 100 + 0.5, 40, 40 − 1) = (20, 100.5, 40, 39). The width agrees with its constraint: no horizontal insets.
        let button = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="locate">
            <rect key="frame" x="20" y="100.5" width="40" height="39"/>
            <constraints>
                <constraint firstAttribute="width" constant="40" id="locate-w"/>
                <constraint firstAttribute="height" constant="40" id="locate-h"/>
            </constraints>
            <state key="normal" backgroundImage="location.circle.fill" catalog="system"/>
        </button>
        """
        let laid = try LaidOut(storyboard(button, constraints: pin("locate", leading: 20, top: 100), resources: Self.symbolResources))
        #expect(laid.frame("locate") == Rect(x: 20, y: 100.5, width: 40, height: 39))
        #expect(misplaced(laid).isEmpty)
    }

    @Test("a 120 × 120 symbol image view in a vertical stack, stored 121 tall: the spacing runs to its alignment rectangle")
    func imageViewInStack() throws {
        // Vertical stack, spacing 10, trailing alignment, at (20, 100): a 40-pt-tall view, the image view, a 50-pt view.
        // The image view's height constraint 120 against its stored 121 gives insets +0.5 / +0.5. Its alignment
        // rectangle starts at 40 + 10 = 50, so its frame is at 50 − 0.5 = 49.5, 121 tall; the last view starts at
        // 50 + 120 + 10 = 180 (not 180.5 or 181), and the stack is 180 + 50 = 230 tall.
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="trailing" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="100" width="120" height="230"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="120" id="top-w"/>
                        <constraint firstAttribute="height" constant="40" id="top-h"/>
                    </constraints>
                </view>
                \(symbolImageView("sun", (0, 49.5, 120, 121), image: "sun.max", constraints: """
                    <constraint firstAttribute="width" constant="120" id="sun-w"/>
                    <constraint firstAttribute="height" constant="120" id="sun-h"/>
                    """))
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                    <rect key="frame" x="0.0" y="180" width="120" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="120" id="bottom-w"/>
                        <constraint firstAttribute="height" constant="50" id="bottom-h"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
        """
        let laid = try LaidOut(storyboard(stack, constraints: pin("column", leading: 20, top: 100),
                                          resources: #"<image name="sun.max" catalog="system" width="128" height="125"/>"#))
        #expect(laid.frame("sun") == Rect(x: 0, y: 49.5, width: 120, height: 121))
        #expect(laid.frame("bottom") == Rect(x: 0, y: 180, width: 120, height: 50))
        #expect(laid.frame("column") == Rect(x: 20, y: 100, width: 120, height: 230))
        #expect(misplaced(laid).isEmpty)
    }

    @Test("a symbol image view pinned to its superview's top and bottom: the difference from the superview's height is its insets")
    func pinnedToSuperviewEdges() throws {
        // The box is 80 tall (its own constraint); the image view's top and bottom are pinned to the box's, so its
        // alignment rectangle is 80 − 0 − 0 = 80 tall, and Xcode stored its frame 79 tall at y = 0.5: insets −0.5 at
        // the top and the bottom. Frame: (0, 0.5, 80, 79). Without them the frame would be (0, 0, 80, 80).
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="100" width="200" height="80"/>
            <subviews>
                \(symbolImageView("coin", (0, 0.5, 80, 79), image: "bitcoinsign.circle.fill", constraints: #"<constraint firstAttribute="width" constant="80" id="coin-w"/>"#))
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="80" id="box-h"/>
                <constraint firstAttribute="width" constant="200" id="box-w"/>
                <constraint firstItem="coin" firstAttribute="top" secondItem="box" secondAttribute="top" id="coin-t"/>
                <constraint firstAttribute="bottom" secondItem="coin" secondAttribute="bottom" id="coin-b"/>
                <constraint firstItem="coin" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="coin-l"/>
            </constraints>
        </view>
        """
        let laid = try LaidOut(storyboard(box, constraints: pin("box", leading: 20, top: 100),
                                          resources: #"<image name="bitcoinsign.circle.fill" catalog="system" width="32" height="32"/>"#))
        #expect(laid.frame("coin") == Rect(x: 0, y: 0.5, width: 80, height: 79))
        #expect(misplaced(laid).isEmpty)
    }

    @Test("a default symbol image view at its own size, pinned by its top: its alignment rectangle is the 17-pt line box")
    func defaultSymbolAtIntrinsicSize() throws {
        // The image is the stored 20 × 17.5; the line box of the default 17-pt configuration is 1.193 × 17 = 20.281,
        // so the insets are (17.5 − 20.281) / 2 = −1.3905 at the top and bottom. The top constraint places the
        // rectangle's top at 100: the frame's top is 100 + 1.3905 = 101.3905, its size the image's; on the 2x canvas
        // UIKit rounds it to the pixel grid, 101.5.
        let laid = try LaidOut(storyboard(symbolImageView("star", (20, 101.5, 20, 17.5)), constraints: pin("star", leading: 20, top: 100),
                                          resources: Self.symbolResources))
        let frame = try #require(laid.frame("star"))
        #expect(frame.minY == 101.5)
        #expect(frame.height == 17.5 && frame.width == 20 && frame.minX == 20)
        #expect(misplaced(laid).isEmpty)
    }

    @Test("a 40-pt symbol configuration pinned by its bottom: the frame ends 1.86 pt above the 40-pt line box's bottom, on the pixel grid")
    func pointSizeConfigurationAtBottom() throws {
        // Line box 1.193 × 40 = 47.72; the image is the stored 44 tall, insets (44 − 47.72) / 2 = −1.86. The rectangle's
        // bottom is 667 − 100 = 567, so the frame's bottom is 567 − 1.86 = 565.14 and its top 565.14 − 44 = 521.14,
        // 521 and 565 on the 2x pixel grid (without the insets: 523 and 567).
        let configuration = #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="40"/>"#
        let laid = try LaidOut(storyboard(symbolImageView("star", (20, 521, 48, 44), configuration: configuration), constraints: """
            <constraint firstItem="star" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s-l"/>
            <constraint firstAttribute="bottom" secondItem="star" secondAttribute="bottom" constant="100" id="s-b"/>
            """, resources: Self.symbolResources))
        let frame = try #require(laid.frame("star"))
        #expect(frame.maxY == 565)
        #expect(frame.minY == 521)
    }

    @Test("no line-box insets where the line box is not known (large scale, an image over 1.5 line boxes) or the constraints set the height")
    func noInsetsWhereHeightIsNotIntrinsic() throws {
        let large = #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>"#
        let views = symbolImageView("big", (20, 100, 24, 22), configuration: large)
            + symbolImageView("pinned", (100, 100, 24, 60))
            + symbolImageView("tall", (200, 100, 40, 40))
        let laid = try LaidOut(storyboard(views, constraints: pin("big", leading: 20, top: 100) + pin("pinned", leading: 100, top: 100)
                                          + pin("tall", leading: 200, top: 100) + """
            <constraint firstItem="pinned" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="160" id="p-b"/>
            """, resources: Self.symbolResources))
        // Large scale: the frame is where the top constraint puts it, the stored size. Pinned: 100…160, 60 tall.
        // Tall: 40 pt is more than 1.5 line boxes of the default 17 pt (1.5 × 20.281 = 30.4): not that symbol, no insets.
        #expect(laid.frame("big") == Rect(x: 20, y: 100, width: 24, height: 22))
        #expect(laid.frame("pinned") == Rect(x: 100, y: 100, width: 24, height: 60))
        #expect(laid.frame("tall") == Rect(x: 200, y: 100, width: 40, height: 40))
    }

    @Test("a stored size far from the size constraint is a misplaced view, not a symbol's insets; a plain image is never given insets")
    func implausibleDifferencesStayMisplaced() throws {
        // 30 pt off a 40-pt constraint is beyond any symbol's insets (at most 2 pt or 10 % are taken): the frame follows
        // the constraint, 40 tall, and the view is reported. A catalog image is not a symbol: 41 against 40 is reported too.
        let symbol = symbolImageView("far", (20, 100, 40, 70), constraints: #"<constraint firstAttribute="height" constant="40" id="far-h"/>"#)
        let plain = """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
            <rect key="frame" x="100" y="100" width="40" height="41"/>
            <constraints>
                <constraint firstAttribute="width" constant="40" id="logo-w"/>
                <constraint firstAttribute="height" constant="40" id="logo-h"/>
            </constraints>
        </imageView>
        """
        let laid = try LaidOut(storyboard(symbol + plain, constraints: pin("far", leading: 20, top: 100) + pin("logo", leading: 100, top: 100),
                                          resources: Self.symbolResources + #"<image name="logo" width="40" height="40"/>"#))
        #expect(laid.frame("far")?.height == 40)
        #expect(laid.frame("logo") == Rect(x: 100, y: 100, width: 40, height: 40))
        #expect(Set(misplaced(laid)) == ["far", "logo"])
    }

    @Test("the symbol's point size: a point-size or font configuration, else the 17-pt default; none for other scales")
    func pointSizes() {
        func element(_ configuration: XMLElement?) -> XMLElement {
            XMLElement(name: "imageView", attributes: ["image": "star", "catalog": "system"], children: configuration.map { [$0] } ?? [])
        }
        func configuration(_ attributes: [String: String], font: [String: String]? = nil) -> XMLElement {
            var all = attributes; all["key"] = "preferredSymbolConfiguration"
            let children = font.map { [XMLElement(name: "fontDescription", attributes: $0)] } ?? []
            return XMLElement(name: "preferredSymbolConfiguration", attributes: all, children: children)
        }
        #expect(IBSymbolImages.pointSize(element(nil)) == 17)
        #expect(IBSymbolImages.pointSize(element(configuration(["configurationType": "pointSize", "pointSize": "30"]))) == 30)
        // UICTFontTextStyleTitle1 is 28 pt at the default text size (Human Interface Guidelines, Dynamic Type sizes).
        #expect(IBSymbolImages.pointSize(element(configuration(["configurationType": "font"], font: ["style": "UICTFontTextStyleTitle1"]))) == 28)
        #expect(IBSymbolImages.pointSize(element(configuration(["scale": "small"]))) == nil)
        let reference = XMLElement(name: "imageReference", attributes: ["key": "image", "image": "star", "catalog": "system", "symbolScale": "large"])
        #expect(IBSymbolImages.pointSize(XMLElement(name: "imageView", children: [reference])) == nil)
    }
}
