import Testing
import TrellisModel
@testable import TrellisLayout

/// A measurer with round numbers: 10 pt per character, 20 pt per line, wrapping at any character.
struct FakeMeasurer: TextMeasurer {
    func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
        let count = text.count
        var perLine = count
        if lines != 1, let width { perLine = max(1, Int(width / 10)) }
        var lineCount = max(1, (count + perLine - 1) / max(perLine, 1))
        if lines > 0 { lineCount = min(lineCount, lines) }
        let widest = min(count, perLine)
        return TextMetrics(size: Size(width: Double(widest) * 10, height: Double(lineCount) * 20),
                           firstBaseline: 16, lastBaseline: 16 + Double(lineCount - 1) * 20)
    }
}

/// `first.attribute relation second.attribute × multiplier + constant @priority`, with guides written `id.content`.
func make(_ first: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
          _ second: String? = nil, _ secondAttribute: LayoutAttribute? = nil,
          multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, line: Int? = nil) -> LayoutConstraint {
    LayoutConstraint(item(first), attribute, relation, second.map(item), secondAttribute,
                     multiplier: multiplier, constant: constant, priority: priority,
                     location: line.map { SourceLocation(file: "test.yaml", line: $0, column: 9) })
}

/// `a` or `a.content` / `a.frame` / `a.margins` / `a.safeArea`.
func item(_ text: String) -> LayoutItem {
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2, let guide = LayoutGuide(rawValue: parts[1]) else { return LayoutItem(text) }
    return LayoutItem(parts[0], guide: guide)
}

/// The four edges of `view` equal to `other`'s, inset by `inset` (Masonry's `edges.equalTo(other).insets(inset)`).
func edges(_ view: String, _ other: String, inset: Double = 0) -> [LayoutConstraint] {
    [make(view, .top, .equal, other, constant: inset), make(view, .left, .equal, other, constant: inset),
     make(view, .bottom, .equal, other, constant: -inset), make(view, .right, .equal, other, constant: -inset)]
}

/// A view of a kind with constraints and children.
func node(_ kind: ViewKind, _ id: String, _ constraints: [LayoutConstraint] = [], _ children: [ViewNode] = []) -> ViewNode {
    ViewNode(kind, id: id, children: children, constraints: constraints)
}

/// A label with a text (and lines).
func label(_ id: String, _ text: String, lines: Int = 1, _ constraints: [LayoutConstraint] = []) -> ViewNode {
    var view = ViewNode(.label, id: id, constraints: constraints)
    view.label = LabelProperties(text: text)
    view.label?.lines = lines
    return view
}

/// A scroll view with offsets.
func scroll(_ id: String, _ constraints: [LayoutConstraint], offsets: [ScrollOffset] = [.top], paging: Bool = false,
            contentSize: Size? = nil, _ children: [ViewNode]) -> ViewNode {
    var view = ViewNode(.scroll, id: id, children: children, constraints: constraints)
    view.scroll.offsets = offsets
    view.scroll.paging = paging
    view.scroll.contentSize = contentSize
    return view
}

/// Lays a scene out on its first device.
func layOut(_ scene: Scene) -> (LayoutEngine, LayoutResult) {
    let engine = LayoutEngine(scene: scene, measurer: FakeMeasurer())
    let result = engine.layout(device: engine.devices[0])
    #expect(engine.invariantViolations == [], "the engine's invariants hold at every pass boundary")
    return (engine, result)
}

extension LayoutResult {
    /// The state of that name.
    func state(_ name: String) -> SolvedState? { states.first { $0.name == name } }
    /// A view's frame in the first state.
    func frame(_ id: String) -> Rect? { states.first?.view(id)?.frame }
    /// Diagnostics with that code.
    func diagnostics(_ code: String) -> [Diagnostic] { diagnostics.filter { $0.code.rawValue == code } }
}
