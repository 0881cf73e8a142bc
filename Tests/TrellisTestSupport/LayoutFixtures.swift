import TrellisModel

/// Seed 004's container scene as a layout result: a label 108 points down the content, one or two states.
public func sampleLayout(states count: Int) -> (Scene, LayoutResult) {
    var scene = Scene(name: "container-view")
    scene.file = "Samples/container-view.yaml"
    scene.scale = 2
    var scroll = SolvedView(id: "scrollView", kind: .scroll, parent: "view", frame: Rect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentSize = .zero
    scroll.adjustedContentInset = .zero
    var states: [SolvedState] = []
    for index in 0..<count {
        let y = Double(index) * 600
        scroll.contentOffset = Point(x: 0, y: y)
        states.append(SolvedState(name: "scrollView.0,\(formatLayoutNumber(y))", scrollView: "scrollView", views: [
            SolvedView(id: "view", kind: .view, parent: nil, frame: Rect(x: 0, y: 0, width: 375, height: 667)),
            scroll,
            SolvedView(id: "headView", kind: .label, parent: "scrollView",
                       frame: Rect(x: 0, y: 108 + y, width: 337.5, height: 20.25)),
        ]))
    }
    let diagnostic = Diagnostic(
        severity: .warning, code: .ambiguousContentSize, message: "the \"content\" height is open\nadd `bottom == scrollView`",
        location: SourceLocation(file: "Samples/container-view.yaml", line: 9, column: 7), view: "scrollView",
        axis: .vertical,
        notes: [.init(message: "add `bottom == scrollView`",
                      location: SourceLocation(file: "Samples/container-view.yaml", line: 12, column: 9))])
    let device = Device(name: nil, size: Size(width: 375, height: 667), scale: 2, safeArea: .zero)
    return (scene, LayoutResult(device: device, states: states, diagnostics: [diagnostic]))
}
