import Testing
import TrellisModel
import TrellisLayout
import TrellisScene

/// Layout rules that come with motion: `contentSize: VIEW.size`, `offset-not-on-page`, frames solved per gesture.
@Suite("Content size from a view, paging offsets, frame solves")
struct MotionLayoutTests {
    struct NoText: TextMeasurer {
        func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
            TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0)
        }
    }

    static func layOut(_ yaml: String) throws -> (LayoutEngine, LayoutResult) {
        let scene = try Load.scene(yaml)
        let engine = LayoutEngine(scene: scene, measurer: NoText())
        let device = try #require(engine.devices.first)
        return (engine, engine.layout(device: device))
    }

    @Test("seed 004's fix: contentSize: containerView.size gives the container's solved 375 × 1620, with no warning")
    func contentSizeOfView() throws {
        // containerView: left, top, width == scrollView (375); its height 20 + 300 + 50 + 400 + 100 + 700 + 50 = 1620.
        let (_, result) = try Self.layOut("""
            views:
              - scroll: scrollView
                layout: [edges == superview]
                contentSize: containerView.size
                children:
                  - view: containerView
                    layout: ["left, top == superview", width == scrollView.width]
                    children:
                      - view: a
                        layout: [top == 20, left == 0, width == containerView, height == 300]
                      - view: b
                        layout: [left == 0, top == a.bottom + 50, height == 400, width == containerView]
                      - view: c
                        layout: [left == 0, top == b.bottom + 100, width == containerView, height == 700, bottom == -50]
            """)
        let scroll = try #require(result.states.first?.view("scrollView"))
        #expect(scroll.contentSize == Size(width: 375, height: 1620))
        #expect(result.diagnostics.filter { $0.code == .ambiguousContentSize }.isEmpty)
    }

    @Test("contentSize naming an unknown view is an error with a suggestion")
    func unknownSource() {
        let errors = Load.errors("""
            views:
              - scroll: scrollView
                contentSize: containr.size
                children:
                  - view: container
            """)
        #expect(errors.first?.message.contains("unknown view 'containr'") == true)
        #expect(errors.first?.message.contains("container") == true)
    }

    @Test("a paging scroll view asked to show an offset between pages warns offset-not-on-page; pages and the end do not",
          arguments: [("[200, 0]", true), ("[375, 0]", false), ("[750, 0]", false), ("right", false)])
    func offsetNotOnPage(offset: String, warns: Bool) throws {
        // Content 3 × 375 = 1125 wide (three pages); the range is 0…750.
        let (_, result) = try Self.layOut("""
            views:
              - scroll: pager
                paging: true
                layout: [edges == superview]
                offsets: [\(offset)]
                children:
                  - view: strip
                    layout: [edges == pager, height == pager, width == pager.width * 3]
            """)
        let warnings = result.diagnostics.filter { $0.code == .offsetNotOnPage }
        #expect(warnings.count == (warns ? 1 : 0))
        if warns { #expect(warnings.first?.message.contains("use 0 or 375") == true) }
    }

    @Test("solving frames moves only what the offsets move: a sticky header stays at the frame's top")
    func frames() throws {
        let (engine, result) = try Self.layOut("""
            views:
              - scroll: s
                layout: [edges == superview]
                children:
                  - view: body
                    layout: [edges == s, width == s, height == 2000]
                  - view: header
                    layout: ["left, right == s", height == 50, top >= s.frame.top, top == s @low]
            """)
        let device = try #require(engine.devices.first)
        let solved = engine.solveFrames([["s": Point(x: 0, y: 0)], ["s": Point(x: 0, y: 300)], ["s": Point(x: 0, y: -40)]],
                                        device: device)
        // At offset 300 the header is held at the frame's top, 300 in content coordinates; pulled down by 40 it sits
        // at its natural 0 (the low-priority top wins once the frame's top is above it).
        #expect(solved.states.map { $0.view("header")?.frame.minY } == [0, 300, 0])
        #expect(solved.states.map { $0.view("s")?.contentOffset?.y } == [0, 300, -40])
        #expect(result.states.count == 1)
    }
}
