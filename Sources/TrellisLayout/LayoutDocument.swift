import TrellisModel
/// The layout document (`layout.json`, `explain --json`) of a scene laid out on one device.
///
/// Keys come in the design's order, states and views in the result's order (views depth first, the root
/// first), one view and one diagnostic per line, numbers as `formatLayoutNumber` writes them. A diagnostic's
/// `message` is written as it is (the engine's messages are complete: an `unsatisfiable` one lists the
/// conflicting set with locations); its notes, which repeat that for the terminal, are not written.
public func layoutDocument(scene: Scene, result: LayoutResult) -> String {
    var out = "{\n"
    out += "  \"scene\": \(jsonStringLiteral(scene.name)),\n"
    out += "  \"file\": \(scene.file.isEmpty ? "null" : jsonStringLiteral(scene.file)),\n"
    let device = result.device
    let deviceFields: [(String, String)] = [
        ("name", device.name.map(jsonStringLiteral) ?? "null"),
        ("size", layoutNumberArray([device.size.width, device.size.height])),
        ("scale", formatLayoutNumber(scene.drawingScale(on: device))),
        ("safeArea", layoutInsetsArray(device.safeArea)),
    ]
    out += "  \"device\": \(inlineObject(deviceFields)),\n"

    if result.states.isEmpty {
        out += "  \"states\": [],\n"
    } else {
        out += "  \"states\": [\n"
        out += result.states.map(stateBlock).joined(separator: ",\n")
        out += "\n  ],\n"
    }

    if result.diagnostics.isEmpty {
        out += "  \"diagnostics\": []\n"
    } else {
        out += "  \"diagnostics\": [\n"
        out += result.diagnostics.map { "    " + diagnosticLine($0) }.joined(separator: ",\n")
        out += "\n  ]\n"
    }
    return out + "}\n"
}

/// One state, indented as an element of `states`.
private func stateBlock(_ state: SolvedState) -> String {
    let offsets = state.offsets.map { ($0.id, layoutNumberArray([$0.offset.x, $0.offset.y])) }
    var out = "    {\n"
    out += "      \"name\": \(jsonStringLiteral(state.name)),\n"
    out += "      \"offsets\": \(inlineObject(offsets)),\n"
    if state.views.isEmpty {
        out += "      \"views\": {}\n"
    } else {
        out += "      \"views\": {\n"
        out += state.views.map { "        \(jsonStringLiteral($0.id)): \(viewObject($0))" }.joined(separator: ",\n")
        out += "\n      }\n"
    }
    return out + "    }"
}

/// A view's entry: kind, parent, frame, and for scroll views contentSize and adjustedContentInset.
private func viewObject(_ view: SolvedView) -> String {
    var fields: [(String, String)] = [
        ("kind", jsonStringLiteral(view.kind.rawValue)),
        ("parent", view.parent.map(jsonStringLiteral) ?? "null"),
        ("frame", layoutNumberArray([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height])),
    ]
    if let exact = view.engineFrame {
        // The engine's values to nine decimal places: the solver's sums run in an order that changes from run to run,
        // so their last bits do (104.66666666666669 one run, 104.66666666666667 the next); to 1e-9 the file is the
        // same every run, and a frame the engine already put on the pixel grid has no engineFrame.
        let engine = [exact.minX, exact.minY, exact.width, exact.height].map { ($0 * 1e9).rounded() / 1e9 + 0.0 }
        let shown = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
        if zip(engine, shown).contains(where: { abs($0 - $1) > 1e-9 }) {
            fields.append(("engineFrame", layoutNumberArray(engine)))
        }
    }
    if let size = view.contentSize {
        fields.append(("contentSize", layoutNumberArray([size.width, size.height])))
    }
    if let inset = view.adjustedContentInset {
        fields.append(("adjustedContentInset", layoutInsetsArray(inset)))
    }
    return inlineObject(fields)
}

/// A diagnostic on one line: severity, code, view, axis, location, message.
private func diagnosticLine(_ diagnostic: Diagnostic) -> String {
    inlineObject([
        ("severity", jsonStringLiteral(diagnostic.severity.rawValue)),
        ("code", jsonStringLiteral(diagnostic.code.rawValue)),
        ("view", diagnostic.view.map(jsonStringLiteral) ?? "null"),
        ("axis", diagnostic.axis.map { jsonStringLiteral($0.rawValue) } ?? "null"),
        ("location", diagnostic.location.map { jsonStringLiteral($0.description) } ?? "null"),
        ("message", jsonStringLiteral(diagnostic.message)),
    ])
}

/// `{"key": value, …}` on one line; keys are escaped, values are already JSON.
private func inlineObject(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(jsonStringLiteral($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
}

private func layoutNumberArray(_ values: [Double]) -> String {
    "[" + values.map(formatLayoutNumber).joined(separator: ", ") + "]"
}

/// Insets as the document writes them: `[top, left, bottom, right]`.
private func layoutInsetsArray(_ insets: Insets) -> String {
    layoutNumberArray([insets.top, insets.left, insets.bottom, insets.right])
}
