import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

@Suite("Interface Builder views")
struct ViewMappingTests {
    /// The view of that id in the first scene.
    func node(_ laid: LaidOut, _ id: String) -> ViewNode? { laid.scenes.first?.allViews.first { $0.id == id } }

    @Test("a label's text, font, lines, line break and alignment; its stored frame is its intrinsic size")
    func labels() throws {
        let views = label("l", 20, 40, 120, 29, text: "Title", extra: "numberOfLines=\"2\"",
                          children: "<color key=\"textColor\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
            .replacingOccurrences(of: "type=\"system\" pointSize=\"17\"", with: "type=\"boldSystem\" pointSize=\"24\"")
            .replacingOccurrences(of: "textAlignment=\"natural\"", with: "textAlignment=\"center\"")
            .replacingOccurrences(of: "lineBreakMode=\"tailTruncation\"", with: "lineBreakMode=\"wordWrap\"")
        let constraints = """
        <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        let properties = try #require(node(laid, "l")?.label)
        #expect(properties.text == "Title" && properties.lines == 2 && properties.lineBreak == .wordWrap && properties.alignment == .center)
        #expect(properties.font == "Inter Bold 24")
        #expect(properties.color == Color(red: 1, green: 0, blue: 0))
        // Only position constraints: the size is the stored 120 × 29 (what Xcode measured with Apple's font).
        #expect(laid.frame("l") == Rect(x: 20, y: 40, width: 120, height: 29))
    }

    @Test("--measure-text measures the text instead (10 pt per character with the test measurer)")
    func measureText() throws {
        let constraints = """
        <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
        """
        let laid = try LaidOut(storyboard(label("l", 20, 40, 42, 21, text: "Hello"), constraints: constraints),
                               options: InterfaceBuilderOptions(measureText: true))
        // "Hello": 5 × 10 = 50 wide, 20 high.
        #expect(laid.frame("l") == Rect(x: 20, y: 40, width: 50, height: 20))
    }

    @Test("placeholderIntrinsicWidth and Height override the intrinsic size, as Interface Builder's design-time size")
    func placeholderIntrinsicSize() throws {
        let views = box("p", 30, 30, 120, 80, extra: "placeholderIntrinsicWidth=\"120\" placeholderIntrinsicHeight=\"80\"")
        let constraints = """
        <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="c1"/>
        <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
        """
        #expect(try LaidOut(storyboard(views, constraints: constraints)).frame("p") == Rect(x: 30, y: 30, width: 120, height: 80))
    }

    @Test("hugging and compression resistance: the label with the lower hugging priority stretches")
    func hugging() throws {
        let views = label("a", 0, 100, 60, 21, extra: "horizontalCompressionResistancePriority=\"760\"")
            + label("b", 60, 100, 315, 21).replacingOccurrences(of: "horizontalHuggingPriority=\"251\"", with: "horizontalHuggingPriority=\"250\"")
        let constraints = """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c5"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        // a keeps its 60 (hugging 251 > 250); b takes the rest: 375 − 60 = 315.
        #expect(laid.frame("a")?.width == 60 && laid.frame("b")?.width == 315)
        #expect(node(laid, "a")?.compression.horizontal == 760 && node(laid, "b")?.hugging.horizontal == 250)
    }

    @Test("a vertical stack: spacing, arranged labels at their stored sizes, alignment top/bottom spellings, margins-relative")
    func stack() throws {
        let arranged = label("s1", 0, 0, 80, 21, text: "One") + label("s2", 0, 29, 80, 21, text: "Two")
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
            <rect key="frame" x="20" y="100" width="80" height="50"/>
            <subviews>\(arranged)</subviews>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
        """
        let laid = try LaidOut(storyboard(stack, constraints: constraints))
        // 21 + 8 + 21 = 50 high, as wide as the widest (80).
        #expect(laid.frame("st") == Rect(x: 20, y: 100, width: 80, height: 50))
        #expect(laid.frame("s2") == Rect(x: 0, y: 29, width: 80, height: 21))
        #expect(node(laid, "st")?.stack.axis == .vertical && node(laid, "st")?.stack.spacing == 8)

        let horizontal = IBStack.properties(XMLElement(name: "stackView", attributes: ["alignment": "top", "distribution": "fillEqually"]))
        #expect(horizontal.alignment == .top && horizontal.distribution == .fillEqually && horizontal.axis == .horizontal)
        let vertical = IBStack.properties(XMLElement(name: "stackView", attributes: ["axis": "vertical", "alignment": "bottom"]))
        #expect(vertical.alignment == .trailing)
        #expect(IBStack.properties(XMLElement(name: "stackView", attributes: ["alignment": "baseline"])).alignment == .lastBaseline)
        let margins = XMLElement(name: "stackView", children: [XMLElement(name: "directionalEdgeInsets",
            attributes: ["key": "directionalLayoutMargins", "top": "8", "leading": "8", "bottom": "8", "trailing": "8"])])
        #expect(IBStack.properties(margins).layoutMarginsRelative)
    }

    @Test("a table's prototype cell keeps its stored frame; its content view's margins are 11 and 16 (20 from 393 pt)")
    func tableCells() throws {
        func table(width: Double) -> String {
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" rowHeight="60" id="cell">
                        <rect key="frame" x="0.0" y="28" width="\(width)" height="60"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <subviews>\(label("t1", 16, 11, 100, 38))</subviews>
                            <constraints>
                                <constraint firstItem="t1" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                                <constraint firstItem="t1" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k2"/>
                                <constraint firstAttribute="bottomMargin" secondItem="t1" secondAttribute="bottom" id="k3"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        }
        let constraints = """
        <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
        <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="t" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="t" firstAttribute="height" constant="600" id="c4"/>
        """
        // Xcode 14.3 (Xcode 9.2 to 10.3 give a table placed in a view 15 at the sides: IBLegacyCellMargins).
        let laid = try LaidOut(storyboard(table(width: 375), constraints: constraints, toolsVersion: 21701))
        #expect(laid.frame("cell") == Rect(x: 0, y: 28, width: 375, height: 60))
        // Margins 11 top and bottom, 16 leading: the label at (16, 11), 60 − 22 = 38 high.
        #expect(laid.frame("t1") == Rect(x: 16, y: 11, width: 100, height: 38))
        #expect(laid.results[0].states[0].view("t")?.contentSize == Size(width: 375, height: 88))
        let wide = try LaidOut(storyboard(table(width: 393), constraints: constraints, device: "retina6_3", toolsVersion: 21701, size: (393, 852)))
        #expect(wide.frame("t1")?.minX == 20)
        // Before toolsVersion 13500 the content view had 8 all round.
        let old = try LaidOut(storyboard(table(width: 375), constraints: constraints, toolsVersion: 13196))
        #expect(old.frame("t1") == Rect(x: 8, y: 8, width: 100, height: 44))
    }

    @Test("views without constraints keep their stored frame (autoresizing mask, or fixedFrame)")
    func storedFrames() throws {
        let views = """
        <view contentMode="scaleToFill" id="auto"><rect key="frame" x="12" y="34" width="56" height="78"/></view>
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
            <rect key="frame" x="1" y="2" width="3" height="4"/>
        </view>
        """
        let laid = try LaidOut(storyboard(views))
        #expect(laid.frame("auto") == Rect(x: 12, y: 34, width: 56, height: 78))
        #expect(laid.frame("fixed") == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(laid.diagnostics().isEmpty)
    }

    @Test("hidden, alpha, clipsSubviews, background colours in sRGB, gray, system and named colours")
    func appearance() throws {
        let views = """
        <view hidden="YES" alpha="0.5" clipsSubviews="YES" contentMode="scaleToFill" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
        <view contentMode="scaleToFill" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <color key="backgroundColor" white="0.5" alpha="0.25" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
        <view contentMode="scaleToFill" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <color key="backgroundColor" systemColor="systemRedColor"/></view>
        <view contentMode="scaleToFill" id="d"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <color key="backgroundColor" name="Brand"/></view>
        """
        let resources = """
        <namedColor name="Brand"><color red="0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        <systemColor name="systemRedColor"><color red="1" green="0.23" blue="0.19" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
        """
        let laid = try LaidOut(storyboard(views, resources: resources))
        let a = try #require(node(laid, "a"))
        #expect(a.isHidden && a.alpha == 0.5 && a.clipsToBounds && a.background == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(node(laid, "b")?.background == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
        #expect(node(laid, "c")?.background == Color(red: 1, green: 0.23, blue: 0.19))
        #expect(node(laid, "d")?.background == Color(red: 0, green: 0.5, blue: 1))
    }

    @Test("an unknown element and a custom class are warned `unsupported` at their line and drawn outlined with the class name")
    func unsupported() throws {
        let views = """
        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="map">
            <rect key="frame" x="0" y="100" width="375" height="200"/>
        </mapView>
        <view contentMode="scaleToFill" id="chart" customClass="ChartView" customModule="App"><rect key="frame" x="0" y="300" width="375" height="100"/></view>
        """
        let xml = storyboard(views)
        let laid = try LaidOut(xml)
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        let warnings = laid.warnings.filter { $0.code.rawValue == "unsupported" }
        #expect(warnings.count == 2)
        #expect(warnings.first?.location?.line == (lines.firstIndex { $0.contains("<mapView") } ?? -1) + 1)
        #expect(warnings.last?.message.contains("ChartView") == true)
        #expect(node(laid, "map")?.border != nil && node(laid, "map#class")?.label?.text == "MKMapView")
        #expect(laid.frame("map") == Rect(x: 0, y: 100, width: 375, height: 200))
    }

    @Test("misplaced-view: a solved frame more than 0.5 pt from the stored one names the view, both frames and the constraint")
    func misplaced() throws {
        let views = box("m", 0, 90, 100, 40, extra: "userLabel=\"Banner\"")
        let constraints = """
        <constraint firstItem="m" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="m" firstAttribute="width" constant="100" id="c3"/>
        <constraint firstItem="m" firstAttribute="height" constant="40" id="c4"/>
        """
        let xml = storyboard(views, constraints: constraints)
        let laid = try LaidOut(xml)
        let warning = try #require(laid.diagnostics().first { $0.code.rawValue == "misplaced-view" })
        #expect(warning.message.contains("UIView 'Banner' (m)"))
        #expect(warning.message.contains("(0, 100, 100, 40)") && warning.message.contains("(0, 90, 100, 40)"))
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("constant=\"100\" id=\"c1\"") }
        #expect(warning.notes.contains { $0.location?.line == line.map { $0 + 1 } })
        // Within 0.5 pt is not misplaced.
        let close = try LaidOut(storyboard(box("m", 0, 99.6, 100, 40), constraints: constraints))
        #expect(close.diagnostics().allSatisfy { $0.code.rawValue != "misplaced-view" })
    }

    @Test("images from the asset catalogs above the document: the file of the canvas's scale gives the size in points")
    func assetCatalog() throws {
        let folder = try TemporaryFolder()
        let contents = """
        {"images":[{"idiom":"universal","filename":"logo.png","scale":"1x"},{"idiom":"universal","filename":"logo@2x.png","scale":"2x"},
        {"idiom":"universal","filename":"logo@3x.png","scale":"3x"}],"info":{"version":1,"author":"xcode"}}
        """
        try folder.write(contents, to: "App/Assets.xcassets/Brand/logo.imageset/Contents.json")
        try folder.write(TemporaryFolder.png(width: 60, height: 30), to: "App/Assets.xcassets/Brand/logo.imageset/logo.png")
        try folder.write(TemporaryFolder.png(width: 120, height: 60), to: "App/Assets.xcassets/Brand/logo.imageset/logo@2x.png")
        try folder.write(TemporaryFolder.png(width: 180, height: 90), to: "App/Assets.xcassets/Brand/logo.imageset/logo@3x.png")
        let image = """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img">
            <rect key="frame" x="10" y="10" width="60" height="30"/>
        </imageView>
        """
        let constraints = """
        <constraint firstItem="img" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
        """
        try folder.write(storyboard(image, constraints: constraints), to: "App/Base.lproj/Main.storyboard")
        let loaded = try InterfaceBuilderLoader.load(contentsOf: folder.path + "/App/Base.lproj/Main.storyboard")
        let properties = try #require(loaded.scenes.first?.allViews.first { $0.id == "img" }?.image)
        // The iPhone 8 canvas is @2x: logo@2x.png, 120 × 60 pixels = 60 × 30 points.
        #expect(properties.path.hasSuffix("logo@2x.png") && properties.scale == 2 && properties.pointSize == Size(width: 60, height: 30))
        #expect(properties.mode == .aspectFit)
    }

    @Test("a missing image is an error at its element when the project has catalogs, a warning when there are none")
    func missingImage() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"info\":{\"version\":1}}", to: "App/Assets.xcassets/Contents.json")
        let image = """
        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="nowhere" id="img">
            <rect key="frame" x="10" y="10" width="60" height="30"/>
        </imageView>
        """
        let xml = storyboard(image)
        try folder.write(xml, to: "App/Main.storyboard")
        do {
            _ = try InterfaceBuilderLoader.load(contentsOf: folder.path + "/App/Main.storyboard")
            Issue.record("a missing image was accepted")
        } catch {
            let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("image=\"nowhere\"") }
            let diagnostic = try #require(error.diagnostics.first { $0.code.rawValue == "missing-asset" })
            #expect(diagnostic.severity == .error && diagnostic.message.contains("'nowhere'"))
            #expect(diagnostic.location?.line == line.map { $0 + 1 } && diagnostic.location?.column == 1)
        }
        let alone = try TemporaryFolder()
        try alone.write(xml, to: "Main.storyboard")
        let loaded = try InterfaceBuilderLoader.load(contentsOf: alone.path + "/Main.storyboard")
        #expect(loaded.warnings.contains { $0.code.rawValue == "missing-asset" && $0.severity == .warning })
    }

    @Test("an unreadable Contents.json is an error naming the file")
    func unreadableCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("{ not json", to: "Assets.xcassets/logo.imageset/Contents.json")
        try folder.write(storyboard("<imageView image=\"logo\" id=\"img\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></imageView>"),
                         to: "Main.storyboard")
        #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderLoader.load(contentsOf: folder.path + "/Main.storyboard") }
    }
}
