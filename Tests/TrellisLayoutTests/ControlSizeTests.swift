import Testing
import TrellisModel
@testable import TrellisLayout

/// The intrinsic content sizes of UIKit's controls (ControlMetrics, docs/scene-format.md Controls), laid out by the
/// engine with the fake measurer (10 points per character, 20 per line). Each control is pinned at its top-left
/// only, so its frame's size is its intrinsic size.
@Suite("Control intrinsic sizes")
struct ControlSizeTests {
    static let palette = ControlPalette(label: .black, secondaryLabel: .black, placeholder: .black, systemFill: .black,
                                        secondaryFill: .black, tertiaryFill: .black, separator: .black, opaqueSeparator: .black,
                                        background: .white, switchOn: .black, selectedSegment: .white, thumb: .white)

    static func control(_ kind: ViewKind, _ id: String = "c", _ edit: (inout ControlProperties) -> Void = { _ in },
                        _ extra: [LayoutConstraint] = []) -> ViewNode {
        var properties = ControlProperties(font: "Inter 17", palette: palette)
        edit(&properties)
        var view = ViewNode(kind, id: id, constraints: [make(id, .top, constant: 10), make(id, .left, constant: 10)] + extra)
        view.control = properties
        return view
    }

    /// The solved size of a single control in a 375 × 667 scene at a scale.
    static func size(_ view: ViewNode, scale: Double = 2) throws -> Size {
        var scene = Scene(name: "controls", views: [view])
        scene.scale = scale
        let (_, result) = layOut(scene)
        return try #require(result.frame(view.id)).size
    }

    @Test("fixed sizes: switch 51 × 31, stepper 94 × 32, activity indicator 20 (medium) and 37 (large)")
    func fixedSizes() throws {
        #expect(try Self.size(Self.control(.switch)) == Size(width: 51, height: 31))
        #expect(try Self.size(Self.control(.stepper)) == Size(width: 94, height: 32))
        #expect(try Self.size(Self.control(.activityIndicator)) == Size(width: 20, height: 20))
        #expect(try Self.size(Self.control(.activityIndicator) { $0.indicatorSize = .large }) == Size(width: 37, height: 37))
    }

    @Test("slider 31 tall, progress 4 tall and search bar 56 tall, with no intrinsic width (their width comes from constraints)")
    func heightOnly() throws {
        let width = [make("c", .width, constant: 200)]
        #expect(try Self.size(Self.control(.slider, "c", { _ in }, width)) == Size(width: 200, height: 31))
        #expect(try Self.size(Self.control(.progress, "c", { _ in }, width)) == Size(width: 200, height: 4))
        // UISearchBar: 56 tall since iOS 11, its width the constraints' whatever its text.
        #expect(try Self.size(Self.control(.searchBar, "c", { $0.placeholder = "Search" }, width)) == Size(width: 200, height: 56))
    }

    @Test("buttons: the legacy system button is its title plus 6 above and below; configuration styles add 7 and 12",
          arguments: ButtonStyle.allCases)
    func buttons(style: ButtonStyle) throws {
        let size = try Self.size(Self.control(.button) { $0.title = "Tap"; $0.buttonStyle = style })
        // "Tap": 3 characters = 30 × 20 with the fake measurer.
        let expected = style == .system ? Size(width: 30, height: 20 + 12) : Size(width: 30 + 24, height: 20 + 14)
        #expect(size == expected)
    }

    @Test("a button's image sits left of its title and counts in its size; an image alone is its own size")
    func buttonImage() throws {
        let image = ImageProperties(source: "i@2x.png", path: "i@2x.png", pixelSize: Size(width: 48, height: 48), scale: 2)
        // 24 × 24 image + "Go" (20 × 20), filled: (24 + 20 + 24) × (max(24, 20) + 14).
        let filled = try Self.size(Self.control(.button) { $0.title = "Go"; $0.image = image; $0.buttonStyle = .filled })
        #expect(filled == Size(width: 68, height: 38))
        let alone = try Self.size(Self.control(.button) { $0.image = image })
        #expect(alone == Size(width: 24, height: 24))
    }

    @Test("segmented control: equal segments, each the widest title plus 16, 32 tall")
    func segments() throws {
        // "Week" is the widest title: 40 + 16 = 56 per segment, three segments.
        let size = try Self.size(Self.control(.segmentedControl) { $0.segments = ["Day", "Week", "Mon"] })
        #expect(size == Size(width: 168, height: 32))
    }

    @Test("page control: 16 points per page plus 4 at each end, 26 tall", arguments: [(1, 24.0), (5, 88.0)])
    func pages(count: Int, width: Double) throws {
        #expect(try Self.size(Self.control(.pageControl) { $0.pages = count }) == Size(width: width, height: 26))
    }

    @Test("text field: the wider of text and placeholder plus 7 at each side, at least 34 tall")
    func textField() throws {
        // "Email" = 50: 50 + 14 = 64; a 20-point line + 14 = 34.
        #expect(try Self.size(Self.control(.textField) { $0.placeholder = "Email" }) == Size(width: 64, height: 34))
        #expect(try Self.size(Self.control(.textField) { $0.placeholder = "Email"; $0.title = "Taylor A" }) == Size(width: 94, height: 34))
    }

    @Test("separator: one pixel thick across its axis, 0.5 point at @2x and 1/3 at @3x")
    func separator() throws {
        let width = [make("c", .width, constant: 100)]
        #expect(try Self.size(Self.control(.separator, "c", { _ in }, width), scale: 2) == Size(width: 100, height: 0.5))
        let vertical = Self.control(.separator, "c", { $0.axis = .vertical }, [make("c", .height, constant: 30)])
        let size = try Self.size(vertical, scale: 3)
        #expect(abs(size.width - 1.0 / 3) < 1e-9)
        #expect(size.height == 30)
    }

    @Test("a text view that does not scroll is its wrapped text plus 8 above and below and 5 at each side")
    func textView() throws {
        var view = Self.control(.textView, "c", { $0.scrollable = false }, [make("c", .width, constant: 110)])
        var label = LabelProperties(text: String(repeating: "x", count: 25))
        label.lines = 0
        label.lineBreak = .wordWrap
        label.textInsets = Insets(top: 8, left: 5, bottom: 8, right: 5)
        view.label = label
        // Inner width 110 − 10 = 100: 10 characters a line, 25 characters = 3 lines = 60, + 16.
        #expect(try Self.size(view) == Size(width: 110, height: 76))
    }

    @Test("compression resistance holds a button's intrinsic width against a weaker constraint; a stronger one wins")
    func priorities() throws {
        // Filled "Tap" is 54 wide; its compression resistance is 750.
        let weak = Self.control(.button, "c", { $0.title = "Tap"; $0.buttonStyle = .filled }, [make("c", .width, constant: 40, priority: 700)])
        #expect(try Self.size(weak).width == 54)
        let strong = Self.control(.button, "c", { $0.title = "Tap"; $0.buttonStyle = .filled }, [make("c", .width, constant: 40, priority: 800)])
        #expect(try Self.size(strong).width == 40)
    }

    @Test("an intrinsicSize the scene sets wins over the control's on that axis")
    func explicitIntrinsicSize() throws {
        var view = Self.control(.switch)
        view.intrinsicWidth = 60
        #expect(try Self.size(view) == Size(width: 60, height: 31))
    }
}
