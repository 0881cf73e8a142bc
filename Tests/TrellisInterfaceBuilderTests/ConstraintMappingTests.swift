import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A plain view with constraints off its autoresizing mask.
func box(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, extra: String = "", children: String = "") -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        \(children)
    </view>
    """
}

@Suite("Interface Builder constraints")
struct ConstraintMappingTests {
    @Test("a missing firstItem is the holding view; relation, constant, priority; decimal and a:b multipliers")
    func forms() throws {
        let views = box("a", 10, 20, 100, 50) + box("b", 10, 90, 50, 25)
        let constraints = """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
        <constraint firstItem="a" firstAttribute="height" relation="greaterThanOrEqual" constant="50" id="c4"/>
        <constraint firstItem="a" firstAttribute="height" constant="10" priority="250" id="c5"/>
        <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="1:2" id="c6"/>
        <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="0.5" id="c7"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c8"/>
        <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="552" id="c9"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        // a: x 10, y 20, width 100; height >= 50 beats the optional 10 → 50.
        #expect(laid.frame("a") == Rect(x: 10, y: 20, width: 100, height: 50))
        // b: width 100 × 1/2 = 50, height 50 × 0.5 = 25, x = a's 10; root.bottom = b.bottom + 552 → b.maxY = 667 − 552 = 115.
        #expect(laid.frame("b") == Rect(x: 10, y: 90, width: 50, height: 25))
        #expect(laid.diagnostics().isEmpty)
    }

    @Test("placeholder constraints are removed, as at build time")
    func placeholders() throws {
        let views = box("a", 0, 0, 375, 100)
        let constraints = """
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="a" firstAttribute="height" constant="100" id="c4"/>
        <constraint firstItem="a" firstAttribute="height" constant="300" placeholder="YES" id="c5"/>
        """
        // With the placeholder, the two required heights would conflict; without it, the height is 100.
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        #expect(laid.frame("a")?.height == 100)
        #expect(laid.diagnostics().allSatisfy { $0.code.rawValue != "unsatisfiable" })
    }

    @Test("margin attributes: a view controller's root has 16-pt side margins below 414 pt and the safe area's top")
    func rootMargins() throws {
        let views = box("a", 16, 20, 343, 40)
        let constraints = """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
        <constraint firstItem="a" firstAttribute="height" constant="40" id="c4"/>
        """
        // 375 wide: margins 16 → x 16, width 375 − 32 = 343; top margin 0 below the 20-pt status bar → y 20.
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        #expect(laid.frame("a") == Rect(x: 16, y: 20, width: 343, height: 40))
        // 414 wide (iPhone 11, toolsVersion 21701: 48-pt top): margins 20 → x 20, width 374, y 48.
        let wide = try LaidOut(storyboard(box("a", 20, 48, 374, 40), constraints: constraints, device: "retina6_1",
                                          toolsVersion: 21701, size: (414, 896)))
        #expect(wide.frame("a") == Rect(x: 20, y: 48, width: 374, height: 40))
    }

    @Test("the safe area guide and the older top and bottom layout guides")
    func guides() throws {
        let views = box("a", 0, 28, 375, 30) + box("b", 0, 609, 375, 50)
        let constraints = """
        <constraint firstItem="a" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" constant="8" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
        <constraint firstItem="a" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="a" firstAttribute="height" constant="30" id="c4"/>
        <constraint firstItem="blg" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="c5"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
        <constraint firstItem="b" firstAttribute="width" secondItem="root" secondAttribute="width" id="c7"/>
        <constraint firstItem="b" firstAttribute="height" constant="50" id="c8"/>
        """
        let guides = """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="tlg"/>
            <viewControllerLayoutGuide type="bottom" id="blg"/>
        </layoutGuides>
        """
        // The top guide's bottom is the 20-pt status bar: 20 + 8 = 28. The bottom guide's top is 667: 667 − 8 − 50 = 609.
        let laid = try LaidOut(storyboard(views, constraints: constraints, controller: guides))
        #expect(laid.frame("a") == Rect(x: 0, y: 28, width: 375, height: 30))
        #expect(laid.frame("b") == Rect(x: 0, y: 609, width: 375, height: 50))
    }

    @Test("a full-screen view's margins are measured from the safe area: 8 below a 20-pt status bar sits at 28")
    func marginsFromSafeArea() throws {
        let inner = box("b", 8, 28, 359, 10)
        let container = box("a", 0, 0, 375, 667, children: """
            <subviews>\(inner)</subviews>
            <constraints>
                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="topMargin" id="c5"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leadingMargin" id="c6"/>
                <constraint firstItem="a" firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="c7"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
            </constraints>
            """)
        let constraints = """
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
        <constraint firstItem="a" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
        <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
        """
        let laid = try LaidOut(storyboard(container, constraints: constraints))
        #expect(laid.frame("b") == Rect(x: 8, y: 28, width: 359, height: 10))
        // insetsLayoutMarginsFromSafeArea="NO": the plain 8.
        let off = container.replacingOccurrences(of: "id=\"a\" ", with: "id=\"a\" insetsLayoutMarginsFromSafeArea=\"NO\"")
        #expect(try LaidOut(storyboard(off, constraints: constraints)).frame("b")?.minY == 8)
    }

    @Test("explicit layoutMargins and directionalLayoutMargins")
    func explicitMargins() throws {
        let inner = box("b", 12, 30, 341, 10)
        let container = box("a", 10, 100, 355, 100, children: """
            <subviews>\(inner)</subviews>
            <directionalEdgeInsets key="directionalLayoutMargins" top="30" leading="2" bottom="4" trailing="2"/>
            <constraints>
                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="topMargin" id="c5"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leadingMargin" constant="10" id="c6"/>
                <constraint firstItem="a" firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="c7"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
            </constraints>
            """)
        let constraints = """
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c3"/>
        <constraint firstItem="a" firstAttribute="width" constant="355" id="c4"/>
        <constraint firstItem="a" firstAttribute="height" constant="100" id="c2"/>
        """
        // Leading margin 2 + 10 = 12; width 355 − 12 − 2 = 341; top margin 30 (the view is below the status bar).
        let laid = try LaidOut(storyboard(container, constraints: constraints))
        #expect(laid.frame("b") == Rect(x: 12, y: 30, width: 341, height: 10))
    }

    @Test("a switch's frame is 2 pt wider than the rectangle Auto Layout places; a slider's 2 pt each side and 1 below")
    func alignmentInsets() throws {
        let views = """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
            <rect key="frame" x="306" y="100" width="51" height="31"/>
        </switch>
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
            <rect key="frame" x="18" y="200" width="339" height="31"/>
        </slider>
        """
        let constraints = """
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="20" id="c1"/>
        <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstItem="root" firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="20" id="c4"/>
        <constraint firstItem="sl" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="230" id="c5"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        // Switch: the alignment rectangle's right at 375 − 20 = 355, the frame 2 pt further: 357 − 51 = 306.
        #expect(laid.frame("sw") == Rect(x: 306, y: 100, width: 51, height: 31))
        // Slider: rectangle 20…355, frame 18…357 (width 339); rectangle bottom 230, frame bottom 231 → y 200.
        #expect(laid.frame("sl") == Rect(x: 18, y: 200, width: 339, height: 31))
        #expect(laid.diagnostics().filter { $0.code.rawValue == "misplaced-view" }.isEmpty)
    }

    @Test("size-class variations: the most specific matching one decides which constraints take part")
    func variations() throws {
        let views = box("a", 0, 50, 375, 40, extra: "", children: """
            <variation key="default"><mask key="constraints"><exclude reference="c2"/></mask></variation>
            """)
        let constraints = """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c0"/>
        <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" id="c4"/>
        <constraint firstItem="a" firstAttribute="height" constant="40" id="c3"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c1"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
        """
        let compact = """
            <variation key="default"><mask key="constraints"><exclude reference="c2"/></mask></variation>
            <variation key="widthClass=compact"><mask key="constraints"><exclude reference="c1"/><include reference="c2"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints"><include reference="c1"/></mask></variation>
            """
        // A portrait iPhone is compact width: c1 (y 50) leaves, c2 (y 300) comes in.
        let phone = try LaidOut(storyboard(box("a", 0, 300, 375, 40, children: compact), constraints: constraints))
        #expect(phone.frame("a")?.minY == 300)
        // An iPad is regular width: the default (c1 only) holds.
        let pad = try LaidOut(storyboard(box("a", 0, 50, 768, 40, children: compact), constraints: constraints,
                                         device: "ipad9_7", size: (768, 1024)))
        #expect(pad.frame("a")?.minY == 50)
        #expect(try LaidOut(storyboard(views, constraints: constraints)).frame("a")?.minY == 50)
    }

    @Test("a view a variation excludes is not laid out, and constraints to it are dropped quietly")
    func excludedViews() throws {
        let views = box("a", 0, 0, 10, 10) + box("gone", 0, 0, 10, 10)
        let constraints = """
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="gone" secondAttribute="trailing" id="c2"/>
        """
        let variation = "<variation key=\"widthClass=compact\"><mask key=\"subviews\"><exclude reference=\"gone\"/></mask></variation>"
        let xml = storyboard(views, constraints: constraints).replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>",
                                                                                   with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" + variation)
        let laid = try LaidOut(xml)
        #expect(laid.frame("gone") == nil && laid.frame("a") != nil)
        #expect(laid.warnings.allSatisfy { $0.code.rawValue != "unknown-view" })
    }

    @Test("a constraint to an id that is nowhere in the scene is left out with a warning at its line")
    func unknownItem() throws {
        let xml = storyboard(box("a", 0, 0, 10, 10),
                             constraints: "<constraint firstItem=\"a\" firstAttribute=\"top\" secondItem=\"nope\" secondAttribute=\"top\" id=\"c1\"/>")
        let laid = try LaidOut(xml)
        let warning = try #require(laid.warnings.first { $0.code.rawValue == "unknown-view" })
        #expect(warning.message.contains("'nope'"))
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("secondItem=\"nope\"") }
        #expect(warning.location?.line == line.map { $0 + 1 })
    }

    @Test("an ambiguous view keeps the frame the document stored, as Xcode does, and the warning points at its element")
    func ambiguous() throws {
        let xml = storyboard(box("a", 10, 20, 30, 40),
                             constraints: "<constraint firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"20\" id=\"c1\"/>")
        let laid = try LaidOut(xml)
        // Only the top is constrained: x, width and height are undetermined and take the stored 10, 30 and 40.
        #expect(laid.frame("a") == Rect(x: 10, y: 20, width: 30, height: 40))
        let warning = try #require(laid.diagnostics().first { $0.code.rawValue == "ambiguous-layout" })
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"a\"") }
        #expect(warning.location?.line == line.map { $0 + 1 } && warning.message.contains("stored"))
    }

    @Test("multipliers as Xcode writes them", arguments: [("2:1", 2.0), ("1:2", 0.5), ("16:9", 16.0 / 9), ("0.75", 0.75), ("3", 3)])
    func multiplier(text: String, value: Double) {
        #expect(IBConstraintResolver.multiplier(text) == value)
    }

    @Test("malformed multipliers are not numbers", arguments: ["1:0", "a:b", "", "nan", "inf"])
    func badMultiplier(text: String) {
        #expect(IBConstraintResolver.multiplier(text) == nil)
    }
}
