import Testing
import TrellisModel
@testable import TrellisScene

/// The keys of the control kinds, their defaults, their errors, and the system colours they take in each appearance
/// (expected values: Apple's published colour tables).
@Suite("Control keys")
struct ControlKeysTests {
    static func control(_ entry: String, scene extra: String = "") throws -> ViewNode {
        let scene = try Load.scene("""
        \(extra)
        views:
          - \(entry)
            frame: [0, 0, 100, 40]
        """)
        return try #require(scene.allViews.first { $0.id == "c" })
    }

    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    @Test("a button: title, style, and the title font (legacy system 15, configuration styles body 17)")
    func button() throws {
        let legacy = try #require(try Self.control("button: c\n    title: Tap").control)
        #expect(legacy.title == "Tap")
        #expect(legacy.buttonStyle == .system)
        #expect(legacy.font == "Inter 15")
        let filled = try #require(try Self.control("button: c\n    title: Tap\n    style: filled").control)
        #expect(filled.buttonStyle == .filled)
        #expect(filled.font == "Inter 17")
        // Dynamic Type: body is 23 at xxxLarge.
        let large = try #require(try Self.control("button: c\n    style: plain", scene: "contentSize: xxxLarge").control)
        #expect(large.font == "Inter 23")
    }

    @Test("switch, slider, segmented control, page control and progress keys")
    func values() throws {
        let toggle = try #require(try Self.control("switch: c\n    on: true\n    onTint: systemBlue").control)
        #expect(toggle.isOn)
        #expect(toggle.onTint == Self.rgb(0, 122, 255))
        let slider = try #require(try Self.control("slider: c\n    value: 30\n    min: 0\n    max: 50").control)
        #expect(slider.value == 30 && slider.maximum == 50)
        // UISlider pins a value outside its range to the nearer end.
        #expect(try Self.control("slider: c\n    value: 3").control?.value == 1)
        let segments = try #require(try Self.control("segmentedControl: c\n    segments: [A, B, C]\n    selected: 2").control)
        #expect(segments.segments == ["A", "B", "C"] && segments.selected == 2)
        #expect(segments.font == "Inter 13" && segments.selectedFont == "Inter Semi-Bold 13")
        let pages = try #require(try Self.control("pageControl: c\n    pages: 4\n    current: 3").control)
        #expect(pages.pages == 4 && pages.selected == 3)
        #expect(try Self.control("progress: c\n    progress: 0.25").control?.value == 0.25)
        #expect(try Self.control("activityIndicator: c\n    style: large").control?.indicatorSize == .large)
        // UIStepper's documented defaults: 0…100 at 0; a new slider in Interface Builder: 0…1 at 0.5.
        let stepper = try #require(try Self.control("stepper: c").control)
        #expect(stepper.minimum == 0 && stepper.maximum == 100 && stepper.value == 0)
        let plainSlider = try #require(try Self.control("slider: c").control)
        #expect(plainSlider.maximum == 1 && plainSlider.value == 0.5)
    }

    @Test("fixed-size controls hug at 750 (Interface Builder's default for them); a button at 250; `hugging:` wins")
    func hugging() throws {
        #expect(try Self.control("switch: c").hugging == AxisPriorities(750))
        #expect(try Self.control("stepper: c").hugging == AxisPriorities(750))
        #expect(try Self.control("button: c\n    title: A").hugging == AxisPriorities(250))
        #expect(try Self.control("switch: c\n    hugging: 100").hugging == AxisPriorities(100))
    }

    @Test("a text view that does not scroll is measured as wrapped text inside UITextView's insets")
    func textView() throws {
        let view = try Self.control("textView: c\n    text: Notes\n    scrollable: false")
        let label = try #require(view.label)
        #expect(label.text == "Notes" && label.lines == 0)
        #expect(label.textInsets == Insets(top: 8, left: 5, bottom: 8, right: 5))
        #expect(try Self.control("textView: c\n    text: Notes").label == nil)
    }

    @Test("a search bar: text, placeholder (UISearchTextField's \"Search\" by default), style, the 17-point system font")
    func searchBar() throws {
        let plain = try #require(try Self.control("searchBar: c").control)
        #expect(plain.placeholder == "Search" && plain.title.isEmpty && plain.searchBarStyle == .prominent)
        #expect(plain.font == "Inter 17")
        let set = try #require(try Self.control("searchBar: c\n    text: tea\n    placeholder: Drinks\n    style: minimal").control)
        #expect(set.title == "tea" && set.placeholder == "Drinks" && set.searchBarStyle == .minimal)
        let wrong = Load.errors("views:\n  - searchBar: c\n    style: round\n    frame: [0, 0, 9, 9]")
        #expect(wrong.map(\.code) == [.badValue])
    }

    @Test("errors: a selected segment out of range, max below min, a key of another kind")
    func errors() {
        let segment = Load.errors("views:\n  - segmentedControl: c\n    segments: [A, B]\n    selected: 2\n    frame: [0, 0, 9, 9]")
        #expect(segment.map(\.code) == [.badValue])
        #expect(segment.first?.location?.line == 4)
        let range = Load.errors("views:\n  - slider: c\n    min: 5\n    max: 1\n    frame: [0, 0, 9, 9]")
        #expect(range.first?.message == "max: 1 is below min (5)")
        let other = Load.errors("views:\n  - switch: c\n    title: On\n    frame: [0, 0, 9, 9]")
        #expect(other.map(\.code) == [.unknownKey])
    }

    @Test("light palette: systemGreen on, secondarySystemFill off, separator, tertiarySystemFill (HIG colour table)")
    func lightPalette() throws {
        let palette = try #require(try Self.control("switch: c").control?.palette)
        #expect(palette.switchOn == Self.rgb(52, 199, 89))
        #expect(palette.secondaryFill == Self.rgb(120, 120, 128, 0.16))
        #expect(palette.tertiaryFill == Self.rgb(118, 118, 128, 0.12))
        #expect(palette.separator == Self.rgb(60, 60, 67, 0.29))
        #expect(palette.selectedSegment == .white)
    }

    @Test("dark palette: systemGreen (48, 209, 88), secondarySystemFill at 0.32, separator (84, 84, 88, 0.6)")
    func darkPalette() throws {
        let palette = try #require(try Self.control("switch: c", scene: "appearance: dark").control?.palette)
        #expect(palette.switchOn == Self.rgb(48, 209, 88))
        #expect(palette.secondaryFill == Self.rgb(120, 120, 128, 0.32))
        #expect(palette.tertiaryFill == Self.rgb(118, 118, 128, 0.24))
        #expect(palette.separator == Self.rgb(84, 84, 88, 0.6))
        #expect(palette.label == Self.rgb(255, 255, 255))
        #expect(palette.selectedSegment == Self.rgb(99, 99, 102))
    }
}
