import TrellisModel
// The stack's alignment across its axis (UIStackView.Alignment); see StackLayout.swift for sources.

extension StackConstraintBuilder {
    /// How the arranged views line up across the axis, after reading baselines of vertical stacks as edges.
    enum CrossAlignment { case fill, start, center, end, firstBaseline, lastBaseline }

    var crossAlignment: CrossAlignment {
        switch properties.alignment {
        case .fill: return .fill
        case .leading, .top: return .start
        case .center: return .center
        case .trailing, .bottom: return .end
        case .firstBaseline: return axis == .horizontal ? .firstBaseline : .start
        case .lastBaseline: return axis == .horizontal ? .lastBaseline : .end
        }
    }

    mutating func buildAlignment() {
        let alignment = crossAlignment
        let start = Self.start(cross), end = Self.end(cross)
        let first = item(0)

        // The first view's edge(s) on the canvas (UISV-canvas-connection) and every other view (hidden ones
        // too, as UIKit) aligned (UISV-alignment). UIKit aligns the others with the first view; aligning them
        // with the canvas instead gives the same frames but keeps the solver's rows short (measured: half
        // the time for a 3000-row stack). Baselines have no canvas counterpart and go through the first view.
        for index in items.indices {
            let name = index == 0 ? "UISV-canvas-connection" : "UISV-alignment"
            // UIKit's form, aligned with the first view, where its canvas connection may be broken (restatedPinsWin).
            let anchor = index > 0 && properties.restatedPinsWin ? first : canvas
            switch alignment {
            case .fill:
                add(name, anchor, start, .equal, item(index), start)
                add(name, item(index), end, .equal, anchor, end)
            case .start:
                add(name, anchor, start, .equal, item(index), start)
            case .center:
                add(name, anchor, Self.center(cross), .equal, item(index), Self.center(cross))
            case .end:
                add(name, item(index), end, .equal, anchor, end)
            case .firstBaseline, .lastBaseline:
                guard index > 0 else { continue }
                // Views with text have baselines: labels, and the controls a reader gives their text as a label (an
                // Interface Builder text field), as ConstraintTranslator reads them; and, for first baselines, nested
                // stacks whose handed-out arranged view has text (StackNestedBaselines).
                func hasBaseline(_ view: ViewNode) -> Bool {
                    view.label != nil || alignment == .firstBaseline && StackNestedBaselines.firstBaselineView(of: view) != nil
                }
                let bothHaveBaselines = hasBaseline(items[0]) && hasBaseline(items[index])
                let attribute: LayoutAttribute = alignment == .firstBaseline
                    ? (bothHaveBaselines ? .firstBaseline : .top)
                    : (bothHaveBaselines ? .lastBaseline : .bottom)
                add(name, first, attribute, .equal, item(index), attribute)
            }
        }
        if alignment == .fill { return }

        // Every other alignment: a spanner guide around the visible views, hugging them at low priority.
        let spanner = newSpacer(unusedAxis: axis)
        switch alignment {
        case .start:
            add("UISV-canvas-connection", spanner, end, .equal, canvas, end)
        case .end:
            add("UISV-canvas-connection", canvas, start, .equal, spanner, start)
        case .center:
            add("UISV-canvas-connection", canvas, start, .equal, spanner, start)
            add("UISV-canvas-connection", spanner, end, .equal, canvas, end)
        case .firstBaseline, .lastBaseline, .fill:
            add("UISV-canvas-connection", canvas, start, .equal, spanner, start)
            add("UISV-canvas-connection", spanner, end, .equal, canvas, end)
            add("UISV-canvas-fit", LayoutItem(stack.id), Self.size(cross), .equal, nil, nil, constant: 0,
                priority: StackPriority.canvasFit)
        }
        for index in visible {
            // Baseline alignment: only the first visible view bounds the stack's top (firstBaseline) or bottom
            // (lastBaseline); the others may reach past it (StackBaselineEdges).
            let boundsStart = alignment != .firstBaseline || index == visible.first
            let boundsEnd = alignment != .lastBaseline || index == visible.first
            if alignment == .start {
                add("UISV-spanning-boundary", spanner, start, .equal, item(index), start,
                    priority: StackPriority.spanningBoundary)
            } else if boundsStart {
                add("UISV-spanning-boundary", spanner, start, .lessThanOrEqual, item(index), start)
            }
            if alignment == .end {
                add("UISV-spanning-boundary", spanner, end, .equal, item(index), end,
                    priority: StackPriority.spanningBoundary)
            } else if boundsEnd {
                add("UISV-spanning-boundary", spanner, end, .greaterThanOrEqual, item(index), end)
            }
        }
        add("UISV-spanning-fit", spanner, Self.size(cross), .equal, nil, nil, constant: 0,
            priority: visible.isEmpty ? StackPriority.spanningFitEmpty : StackPriority.spanningFit)
        // Interface Builder documents turn the suppression off (StackProperties.suppressesAmbiguity).
        guard properties.suppressesAmbiguity else { return }
        for index in items.indices {
            add("UISV-ambiguity-suppression", item(index), Self.size(cross), .equal, nil, nil, constant: 0,
                priority: StackPriority.ambiguitySuppression)
        }
    }

    /// `UISV-text-width-disambiguation`: in a horizontal stack, each visible multi-line label at most its
    /// share of the canvas's width, so wrapped labels split the width instead of one taking it all.
    mutating func buildTextWidthDisambiguation() {
        guard axis == .horizontal, properties.distribution != .fillEqually else { return }
        let multiline = visible.filter { items[$0].kind == .label && (items[$0].label?.lines ?? 1) != 1 }
        guard !multiline.isEmpty else { return }
        let count = Double(multiline.count)
        for index in multiline {
            add("UISV-text-width-disambiguation", item(index), .width, .lessThanOrEqual, canvas, .width,
                multiplier: 1 / count, constant: -(properties.spacing * (count - 1)) / count,
                priority: StackPriority.textWidthDisambiguation)
        }
    }
}
