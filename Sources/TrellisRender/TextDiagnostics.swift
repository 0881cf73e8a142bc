import TrellisModel

/// The checks of a scene's text made before drawing: characters no font can draw (`missing-glyphs`), font
/// families that are not installed (`unknown-font`), and fonts too large to draw at the scale (`font-too-large`).
struct TextDiagnostics {
    let scene: Scene
    let measurer: PangoTextMeasurer
    /// Pixels per point of the images.
    let scale: Double

    /// The warnings, once per label or font, in the scene's order.
    func warnings() -> [Diagnostic] {
        var diagnostics = measurer.fontFolderWarnings(scene)
        var fontsChecked: Set<String> = []
        var labels: [ViewNode] = []
        func collect(_ node: ViewNode) {
            if node.kind == .label, node.label != nil { labels.append(node) }
            node.children.forEach(collect)
        }
        collect(scene.root)
        for node in labels {
            guard let label = node.label else { continue }
            if !FontLimits.drawable(label.font, scale: scale), let points = FontLimits.pointSize(of: label.font) {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .fontTooLarge,
                    message: "label '\(node.id)': a \(formatLayoutNumber(points))-point font is \(formatLayoutNumber(points * scale)) pixels at scale \(formatLayoutNumber(scale)), more than the \(formatLayoutNumber(FontLimits.maximumPixels)) that can be drawn; the label draws nothing",
                    location: node.location, view: node.id))
                continue
            }
            if fontsChecked.insert(label.font).inserted, let message = measurer.fallbackMessage(for: label.font) {
                diagnostics.append(Diagnostic(severity: .warning, code: .unknownFont, message: "label '\(node.id)': \(message)",
                                              location: node.location, view: node.id))
            }
            guard !label.text.isEmpty, measurer.unknownGlyphCount(label.text, font: label.font) > 0 else { continue }
            var missing: [Unicode.Scalar] = []
            for scalar in label.text.unicodeScalars where !missing.contains(scalar) && missing.count < 8 {
                if measurer.unknownGlyphCount(String(Character(scalar)), font: label.font) > 0 { missing.append(scalar) }
            }
            let codes = missing.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            let list = codes.isEmpty ? "some characters" : codes.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                severity: .warning, code: .missingGlyphs,
                message: "label '\(node.id)' has characters no installed font can draw (\(list)); they are drawn as boxes",
                location: node.location, view: node.id))
        }
        return diagnostics
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
