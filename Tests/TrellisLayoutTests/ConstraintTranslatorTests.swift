import Testing
import TrellisModel
@testable import TrellisLayout
import TrellisSolver

/// The constraint translator alone, on a hand-made tree with hand-chosen variable values (no solver).
///
/// The tree: the root (375 × 667), a scroll view `scroll` at (0, 20), 375 × 600, content 375 × 1500, scrolled to
/// y = 300; inside it `box` at (10, 50) in content coordinates, 100 × 40; beside it `banner` at (0, 0), 375 × 20.
@Suite("Constraint translator")
struct ConstraintTranslatorTests {
    /// Variable numbers: root 0…5 (width, height, safe area), scroll 6…13, box 14…17, banner 18…21.
    static func v(_ index: Int) -> EngineVariable { EngineVariable(index: index) }
    static let values: [Double] = [375, 667, 0, 0, 0, 0,
                                   0, 20, 375, 600, 375, 1500, 0, 300,
                                   10, 50, 100, 40,
                                   0, 0, 375, 20]

    static func translator() -> ConstraintTranslator {
        let root = RootVariables(width: v(0), height: v(1), safeTop: v(2), safeLeft: v(3), safeBottom: v(4), safeRight: v(5))
        let scrollVariables = ScrollVariables(contentWidth: v(10), contentHeight: v(11), offsetX: v(12), offsetY: v(13))
        let nodes = [
            EngineNode(view: ViewNode(.view, id: "view"), parent: nil, depth: 0, x: nil, y: nil, width: v(0), height: v(1)),
            EngineNode(view: ViewNode(.scroll, id: "scroll"), parent: 0, depth: 1, x: v(6), y: v(7), width: v(8), height: v(9),
                       scroll: scrollVariables),
            EngineNode(view: ViewNode(.view, id: "box"), parent: 1, depth: 2, x: v(14), y: v(15), width: v(16), height: v(17)),
            EngineNode(view: ViewNode(.view, id: "banner"), parent: 0, depth: 1, x: v(18), y: v(19), width: v(20), height: v(21)),
        ]
        return ConstraintTranslator(nodes: nodes, indexByID: ["view": 0, "scroll": 1, "box": 2, "banner": 3], root: root) { _, _ in
            InsetVariables(top: v(2), left: v(3), bottom: v(4), right: v(5))
        }
    }

    /// Both sides of a translated constraint, evaluated at the chosen values.
    func sides(_ constraint: LayoutConstraint) throws -> (lhs: Double, relation: Relation, rhs: Double) {
        let (lhs, relation, rhs) = try Self.translator().translate(constraint).get()
        return (lhs.evaluate { Self.values[$0.index] }, relation, rhs.evaluate { Self.values[$0.index] })
    }

    @Test("an edge from inside a scroll view binds to its content area (TN2154)")
    func edgeBindsToContent() throws {
        // box.bottom in content coordinates = 50 + 40 = 90; the scroll view's bottom seen from inside is the content
        // height, 1500 (not the frame's 600).
        let (lhs, relation, rhs) = try sides(make("box", .bottom, .equal, "scroll"))
        #expect(lhs == 90)
        #expect(relation == .equal)
        #expect(rhs == 1500)
    }

    @Test("width and height from inside a scroll view bind to its frame")
    func sizeBindsToFrame() throws {
        // box.height == scroll.height: the frame's 600, not the content's 1500.
        let (lhs, _, rhs) = try sides(make("box", .height, .equal, "scroll"))
        #expect(lhs == 40)
        #expect(rhs == 600)
        // × 0.5 + 10 applies to the right-hand side: 600 × 0.5 + 10 = 310.
        let (_, _, scaled) = try sides(make("box", .height, .equal, "scroll", multiplier: 0.5, constant: 10))
        #expect(scaled == 310)
    }

    @Test("a center from inside a scroll view is half the frame, fixed in content coordinates")
    func centerIsHalfTheFrame() throws {
        // box.centerY = 50 + 40 / 2 = 70; the scroll view's centerY seen from inside = 600 / 2 = 300.
        let (lhs, _, rhs) = try sides(make("box", .centerY, .equal, "scroll"))
        #expect(lhs == 70)
        #expect(rhs == 300)
    }

    @Test("a constraint across the scroll view's boundary is lifted to the common ancestor, offset subtracted")
    func crossingIsLifted() throws {
        // banner.top in the root's space = 0; box.top there = scroll.y 20 + box.y 50 - offset 300 = -230.
        let (lhs, _, rhs) = try sides(make("banner", .top, .equal, "box"))
        #expect(lhs == 0)
        #expect(rhs == -230)
        // From outside, the scroll view's edges are its frame: scroll.bottom = 20 + 600 = 620.
        let (_, _, bottom) = try sides(make("banner", .top, .equal, "scroll", .bottom))
        #expect(bottom == 620)
    }

    @Test("a constraint the engine cannot use says why", arguments: [
        (make("ghost", .top, .equal, "view"), TranslationError.unknownView("ghost")),
        (make("box", .top, .equal, "ghost"), TranslationError.unknownView("ghost")),
        (make("box", .top, .equal, "scroll", .width), TranslationError.positionAndSize),
        (make("box", .top, .equal, "scroll", .left), TranslationError.mixedAxes),
        (make("box", .top, .equal, "scroll", constant: .infinity), TranslationError.notFinite),
    ])
    func rejected(constraint: LayoutConstraint, expected: TranslationError) {
        guard case .failure(let error) = Self.translator().translate(constraint) else {
            Issue.record("translated a constraint that should be rejected")
            return
        }
        #expect(error == expected)
    }
}
