import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

@Suite("Interface Builder controls")
struct ControlMappingTests {
    func node(_ laid: LaidOut, _ id: String) -> ViewNode? { laid.scenes.first?.allViews.first { $0.id == id } }

    /// `leading` and `top` constraints placing `id` at (x, y) in the root.
    func place(_ id: String, _ x: Double, _ y: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-x"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
        """
    }

    /// One element of each control, as Xcode writes them, each placed by its leading and top edges only.
    static let controls = """
    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
        <rect key="frame" x="20" y="40" width="51" height="31"/>
        <color key="onTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </switch>
    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="150" minValue="100" maxValue="200" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
        <rect key="frame" x="18" y="80" width="204" height="31"/>
        <constraints>
            <constraint firstAttribute="width" constant="200" id="sl-w"/>
        </constraints>
    </slider>
    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
        <rect key="frame" x="20" y="120" width="180" height="32"/>
        <segments>
            <segment title="Day"/>
            <segment title="Week"/>
            <segment title="Month"/>
        </segments>
    </segmentedControl>
    <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" maximumValue="10" translatesAutoresizingMaskIntoConstraints="NO" id="st">
        <rect key="frame" x="20" y="160" width="94" height="32"/>
    </stepper>
    <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="pv">
        <rect key="frame" x="20" y="200" width="150" height="4"/>
        <constraints>
            <constraint firstAttribute="width" constant="150" id="pv-w"/>
        </constraints>
    </progressView>
    <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" animating="YES" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="ai">
        <rect key="frame" x="20" y="210" width="37" height="37"/>
    </activityIndicatorView>
    <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" currentPage="2" translatesAutoresizingMaskIntoConstraints="NO" id="pc">
        <rect key="frame" x="20" y="250" width="115.5" height="26"/>
    </pageControl>
    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
        <rect key="frame" x="20" y="290" width="97" height="34"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <textInputTraits key="textInputTraits"/>
    </textField>
    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Plain" borderStyle="none" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tn">
        <rect key="frame" x="20" y="330" width="37" height="17"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <textInputTraits key="textInputTraits"/>
    </textField>
    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Notes" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
        <rect key="frame" x="20" y="360" width="240" height="33"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
    </textView>
    """

    func laidOutControls() throws -> LaidOut {
        let ids: [(String, Double, Double)] = [("sw", 20, 40), ("sg", 20, 120), ("st", 20, 160), ("pv", 20, 200), ("ai", 20, 210),
                                               ("pc", 20, 250), ("tf", 20, 290), ("tn", 20, 330), ("tv", 20, 360)]
        // The slider is placed by its alignment rectangle: leading 20 is its frame's x 18 (2-pt left inset).
        let constraints = ids.map { place($0.0, $0.1, $0.2) }.joined(separator: "\n") + place("sl", 20, 80)
        return try LaidOut(storyboard(Self.controls, constraints: constraints))
    }

    @Test("each control element becomes its control kind, with the attributes Xcode wrote")
    func kindsAndAttributes() throws {
        let laid = try laidOutControls()
        let expected: [(String, ViewKind)] = [("sw", .switch), ("sl", .slider), ("sg", .segmentedControl), ("st", .stepper),
                                              ("pv", .progress), ("ai", .activityIndicator), ("pc", .pageControl),
                                              ("tf", .textField), ("tn", .label), ("tv", .textView)]
        for (id, kind) in expected { #expect(node(laid, id)?.kind == kind, "\(id)") }
        let toggle = try #require(node(laid, "sw")?.control)
        #expect(toggle.isOn && toggle.onTint == Color(red: 1, green: 0, blue: 0))
        let slider = try #require(node(laid, "sl")?.control)
        #expect(slider.minimum == 100 && slider.maximum == 200 && slider.value == 150)
        let segments = try #require(node(laid, "sg")?.control)
        #expect(segments.segments == ["Day", "Week", "Month"] && segments.selected == 1)
        // The stepper: value 3, maximum 10, the minimum left at UIStepper's default 0.
        let stepper = try #require(node(laid, "st")?.control)
        #expect(stepper.value == 3 && stepper.minimum == 0 && stepper.maximum == 10)
        #expect(node(laid, "pv")?.control?.value == 0.25)
        #expect(node(laid, "ai")?.control?.indicatorSize == .large)
        let pages = try #require(node(laid, "pc")?.control)
        #expect(pages.pages == 5 && pages.selected == 2)
        let field = try #require(node(laid, "tf")?.control)
        #expect(field.placeholder == "Email" && field.title.isEmpty && field.font == "Inter 14")
        #expect(node(laid, "tn")?.label?.text == "Plain")
        let text = try #require(node(laid, "tv")?.control)
        #expect(text.title == "Notes" && !text.scrollable)
    }

    @Test("a control's stored frame is its size (Xcode's measure) wherever only its position is constrained")
    func frames() throws {
        let laid = try laidOutControls()
        // Placed by leading and top; the size is the stored frame's (the slider's and progress view's widths by
        // their width constraints: 200 + 2 + 2 = 204 for the slider's frame around its alignment rectangle).
        #expect(laid.frame("sw") == Rect(x: 20, y: 40, width: 51, height: 31))
        #expect(laid.frame("sl") == Rect(x: 18, y: 80, width: 204, height: 31))
        #expect(laid.frame("sg") == Rect(x: 20, y: 120, width: 180, height: 32))
        #expect(laid.frame("st") == Rect(x: 20, y: 160, width: 94, height: 32))
        #expect(laid.frame("pv") == Rect(x: 20, y: 200, width: 150, height: 4))
        #expect(laid.frame("ai") == Rect(x: 20, y: 210, width: 37, height: 37))
        #expect(laid.frame("pc") == Rect(x: 20, y: 250, width: 115.5, height: 26))
        #expect(laid.frame("tf") == Rect(x: 20, y: 290, width: 97, height: 34))
        #expect(laid.frame("tv") == Rect(x: 20, y: 360, width: 240, height: 33))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("absent attributes are UIKit's defaults: a switch off, no segment selected, a slider at its minimum")
    func defaults() throws {
        let views = """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
            <rect key="frame" x="20" y="40" width="51" height="31"/>
        </switch>
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
            <rect key="frame" x="20" y="120" width="121" height="32"/>
            <segments>
                <segment title="First"/>
                <segment title="Second"/>
            </segments>
        </segmentedControl>
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="-5" maxValue="5" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
            <rect key="frame" x="18" y="80" width="204" height="31"/>
        </slider>
        """
        let laid = try LaidOut(storyboard(views))
        #expect(node(laid, "sw")?.control?.isOn == false)
        #expect(node(laid, "sg")?.control?.selected == -1)
        #expect(node(laid, "sl")?.control?.value == -5)
    }

    @Test("a control without a stored frame takes UIKit's intrinsic size: a switch 51 × 31, a stepper 94 × 32")
    func withoutStoredFrame() throws {
        let views = """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sw"/>
        <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="st"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: place("sw", 20, 40) + place("st", 20, 100)))
        // UISwitch is 51 × 31 whatever its frame (Apple's UISwitch documentation; view-hierarchy dumps); UIStepper
        // 94 × 32 since iOS 13 (ControlMetrics cites both).
        #expect(laid.frame("sw") == Rect(x: 20, y: 40, width: 51, height: 31))
        #expect(laid.frame("st") == Rect(x: 20, y: 100, width: 94, height: 32))
    }

    @Test("a label aligned to a rounded text field by first baseline: the field's baseline is its text's, centred")
    func textFieldBaseline() throws {
        let views = label("name", 20, 107, 60, 20, text: "Name") + """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
            <rect key="frame" x="100" y="100" width="200" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textField>
        """
        let constraints = place("tf", 100, 100) + """
        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
        <constraint firstItem="name" firstAttribute="firstBaseline" secondItem="tf" secondAttribute="firstBaseline" id="b2"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        // The test measurer's text is 20 tall with its baseline 16 below its top, centred in its view: the field's
        // baseline is 100 + (34 − 20) / 2 + 16 = 123; the 20-pt label's top is 123 − 16 = 107.
        #expect(laid.frame("tf") == Rect(x: 100, y: 100, width: 200, height: 34))
        #expect(laid.frame("name") == Rect(x: 20, y: 107, width: 60, height: 20))
    }

    @Test("an empty text field (no text, no placeholder) keeps its font's baseline, centred, for a label aligned to it",
          arguments: ["none", "roundedRect"])
    func emptyTextFieldBaseline(border: String) throws {
        let views = label("name", 20, 107, 60, 20, text: "Room") + """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="\(border)" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
            <rect key="frame" x="100" y="100" width="200" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </textField>
        """
        let constraints = place("tf", 100, 100) + """
        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
        <constraint firstItem="name" firstAttribute="lastBaseline" secondItem="tf" secondAttribute="lastBaseline" id="b2"/>
        """
        let laid = try LaidOut(storyboard(views, constraints: constraints))
        // One line of the field's font (test measurer: 20 tall, baseline 16 below its top) centred in 34 pt: the
        // baseline is 100 + (34 − 20) / 2 + 16 = 123, so the label's top is 123 − 16 = 107 (its middle, 117, without
        // the line: the label would sit at 101).
        #expect(laid.frame("tf") == Rect(x: 100, y: 100, width: 200, height: 34))
        #expect(laid.frame("name") == Rect(x: 20, y: 107, width: 60, height: 20))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a first-baseline stack of a label and a rounded text field aligns the label with the field's text")
    func textFieldBaselineStack() throws {
        let field = """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
            <rect key="frame" x="68" y="0.0" width="200" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textField>
        """
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="20" y="100" width="268" height="34"/>
            <subviews>\(label("name", 0, 7, 60, 20, text: "Name"))\(field)</subviews>
        </stackView>
        """
        let laid = try LaidOut(storyboard(stack, constraints: place("row", 20, 100)))
        // Baselines (test measurer: text 20 tall, baseline 16 below its top, centred): the field's is 7 + 16 = 23
        // below its top, the label's 16; equal baselines put the label 7 below the field, which spans the stack.
        #expect(laid.frame("tf") == Rect(x: 68, y: 0, width: 200, height: 34))
        #expect(laid.frame("name") == Rect(x: 0, y: 7, width: 60, height: 20))
        #expect(laid.frame("row") == Rect(x: 20, y: 100, width: 268, height: 34))
    }

    @Test("out-of-range control attributes are pinned, never a crash: 1000 segments or pages at most, values in range")
    func nonsenseValues() throws {
        let segments = String(repeating: "<segment title=\"S\"/>", count: 1500)
        let views = """
        <segmentedControl opaque="NO" contentMode="scaleToFill" selectedSegmentIndex="1600" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
            <rect key="frame" x="0" y="0" width="300" height="32"/>
            <segments>\(segments)</segments>
        </segmentedControl>
        <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="1000000" currentPage="-4" translatesAutoresizingMaskIntoConstraints="NO" id="pc">
            <rect key="frame" x="0" y="40" width="300" height="26"/>
        </pageControl>
        <slider opaque="NO" contentMode="scaleToFill" value="nan" minValue="5" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
            <rect key="frame" x="0" y="80" width="300" height="31"/>
        </slider>
        <progressView opaque="NO" contentMode="scaleToFill" progress="7" translatesAutoresizingMaskIntoConstraints="NO" id="pv">
            <rect key="frame" x="0" y="120" width="300" height="4"/>
        </progressView>
        """
        let laid = try LaidOut(storyboard(views))
        let segmented = try #require(node(laid, "sg")?.control)
        #expect(segmented.segments.count == 1000 && segmented.selected == -1)
        let pages = try #require(node(laid, "pc")?.control)
        #expect(pages.pages == 1000 && pages.selected == 0)
        // A maximum below the minimum is raised to it; an unreadable value is the minimum.
        let slider = try #require(node(laid, "sl")?.control)
        #expect(slider.minimum == 5 && slider.maximum == 5 && slider.value == 5)
        #expect(node(laid, "pv")?.control?.value == 1)
    }
}
