import TrellisModel
// fillProportionally sizes its arranged views by their fitting lengths (`StackFittingLength` below). A view
// without an intrinsic length fits to the size its required constraints give it: UIKit asks
// systemLayoutSizeFitting, which sees every installed constraint, wherever it is installed. A scene file may
// write `textView.height == 259` in the view's own `layout:` list or in the top-level list; Interface Builder
// documents always give the top-level form (the converter moves each constraint out of its `<constraints>`
// element). Reading only the view's own list made such a view's fitting length 0 in an Interface Builder
// document: its share of the stack went to its neighbours, and the stack's length to what the others needed.

/// fillProportionally's fitting lengths (StackLayout+Distribution.swift uses them for the shares).
enum StackFittingLength {
    /// UIKit sizes fillProportionally's shares by each view's fitting length (systemLayoutSizeFitting when it
    /// has no intrinsic size). Without a solve at hand we estimate it: the intrinsic length (not a stored nested stack's
    /// placeholder, `sharedByStoredLength`); else the constant of
    /// a required `width == N`/`height == N` in the view's own constraints, else in the scene's top-level list
    /// (`fixedLength`, from `StackFixedLengths`); else, for a nested stack, its stored length when the document
    /// stored one (below), else its visible arranged views' fitting lengths (summed with the spacing along its
    /// axis, the largest across it, plus its margins when margin-relative); else its stored length
    /// (`storedLength`); else none.
    ///
    /// A nested stack has no intrinsic content size (UIStackView's is noIntrinsicMetric), so UIKit and Xcode's canvas
    /// share it by its current length, as a plain view (`storedLength`); reading its content instead mixed content
    /// lengths with the stored lengths of labels the stack had stretched. Measured in three documents of three
    /// projects, every frame as stored with the stored reading: kin-ecosystem-ios-sdk's
    /// ExplanationTemplateViewController.xib (Xcode 10.1) stores a 90-pt stack (spacing 4) of a row stretched to 41
    /// and a one-line label stretched to 45 (the content reading gave the row 20.5, so 26.5 and 59.5); a TechCareer
    /// bootcamp Main.storyboard (Xcode 15) a 523-pt stack of a 384.5-pt stack and a 138.5-pt row (329.5 and 193.5);
    /// okta-oidc-ios's Example Main.storyboard (Xcode 10.1) a 477-pt stack of stacks stored 148 and 329 (144 and
    /// 329 in a 473-pt stack, its buttons 4 pt short).
    static func of(_ view: ViewNode, along axis: Axis, intrinsicSize: (ViewNode) -> Size?,
                   fixedLength: (String, LayoutAttribute) -> Double? = { _, _ in nil }, depth: Int = 0) -> Double? {
        if !sharedByStoredLength(view, along: axis), let size = intrinsicSize(view) {
            let length = axis == .horizontal ? size.width : size.height
            if length.isFinite && length >= 0 { return length }
        }
        let attribute = StackConstraintBuilder.size(axis)
        if let fixed = view.constraints.first(where: {
            $0.first == LayoutItem(view.id) && $0.firstAttribute == attribute && $0.second == nil
                && $0.relation == .equal && $0.priority >= StackPriority.required
        }), fixed.constant.isFinite, fixed.constant >= 0 {
            return fixed.constant
        }
        if let fixed = fixedLength(view.id, attribute), fixed.isFinite, fixed >= 0 { return fixed }
        if view.kind == .stack, let stored = storedLength(of: view, along: axis) { return stored }
        guard view.kind == .stack, depth < 64 else { return storedLength(of: view, along: axis) }
        let arranged = view.children.filter { !$0.isHidden }
        let lengths = arranged.map { of($0, along: axis, intrinsicSize: intrinsicSize, fixedLength: fixedLength, depth: depth + 1) ?? 0 }
        var total = view.stack.axis == axis
            ? lengths.reduce(0, +) + view.stack.spacing * Double(max(arranged.count - 1, 0))
            : lengths.max() ?? 0
        if view.stack.layoutMarginsRelative {
            total += axis == .horizontal ? view.margins.left + view.margins.right : view.margins.top + view.margins.bottom
        }
        return total
    }
}

extension StackFittingLength {
    /// A nested stack with arranged views that carries Interface Builder's placeholder intrinsic size is still
    /// shared by its stored length: the placeholder does not stand in for the length the canvas shares it by.
    /// Measured in one document, declared as an extension of the nested-stack reading above: snowplow-ios-tracker's
    /// Examples Main.storyboard (Xcode 11.3) stores a 652.5-pt stack (spacing 8) of a 49.5-pt label and a stack of
    /// eight labels with placeholder height 250 stored 595 (49.5 + 8 + 595); sharing by the placeholder made them
    /// 105 and 539.5. An empty stack keeps its placeholder (simplenote's PinLockProgressView, ImplicitConstraints).
    static func sharedByStoredLength(_ view: ViewNode, along axis: Axis) -> Bool {
        view.kind == .stack && !view.children.isEmpty && storedLength(of: view, along: axis) != nil
    }

    /// Interface Builder's canvas shares a fillProportionally stack among views that have no intrinsic or fixed
    /// length by the lengths they were stored at, where UIKit's fitting length would be 0 (a plain view, a
    /// collection view): measured in two documents, an Xcode 13 storyboard's 414-pt stack of two collection
    /// views stored 213 and 201 wide (not 207 and 207), and mapbox-navigation-ios's ManeuverView.xib (Xcode 10),
    /// a 70-pt vertical stack of a 27-pt label and a 43-pt view holding a label, stored 27 and 43 (not 70 and 0).
    /// Scene files have no stored frames (unless `convert` wrote them): nil, a zero share, as before.
    static func storedLength(of view: ViewNode, along axis: Axis) -> Double? {
        guard let stored = view.storedFrame else { return nil }
        let length = axis == .horizontal ? stored.size.width : stored.size.height
        return length.isFinite && length > 0 ? length : nil
    }
}

/// The required constant widths and heights a scene's top-level list gives single views
/// (`view.width == N`, `view.height == N`, first one written wins, as in the view's own list).
struct StackFixedLengths {
    private var lengths: [String: Double] = [:]

    /// The lengths of the top-level list, read only when some stack of `views` sizes its views proportionally.
    static func ifProportional(_ views: some Sequence<ViewNode>, _ constraints: [LayoutConstraint]) -> StackFixedLengths? {
        views.contains { $0.kind == .stack && $0.stack.distribution == .fillProportionally } ? Self(constraints) : nil
    }

    init(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.second == nil && constraint.relation == .equal
            && constraint.first.guide == .view && constraint.priority >= StackPriority.required
            && (constraint.firstAttribute == .width || constraint.firstAttribute == .height)
            && constraint.constant.isFinite && constraint.constant >= 0 {
            let key = Self.key(constraint.first.view, constraint.firstAttribute)
            if lengths[key] == nil { lengths[key] = constraint.constant }
        }
    }

    /// The fixed width or height of view `id`, nil when the top-level list gives none.
    func length(of id: String, _ attribute: LayoutAttribute) -> Double? { lengths[Self.key(id, attribute)] }

    private static func key(_ id: String, _ attribute: LayoutAttribute) -> String {
        "\(id)\u{1F}\(attribute == .width ? "w" : "h")"
    }
}
