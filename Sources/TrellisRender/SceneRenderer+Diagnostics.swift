import TrellisModel

extension SceneRenderer {
    /// Warnings about the scene's text: characters no font can draw (`missing-glyphs`) and font families that are
    /// not installed (`unknown-font`), once per label or font.
    func textDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fontsChecked: Set<String> = []
        var labels: [ViewNode] = []
        func collect(_ node: ViewNode) {
            if node.kind == .label, node.label != nil { labels.append(node) }
            node.children.forEach(collect)
        }
        collect(scene.root)
        for node in labels {
            guard let label = node.label else { continue }
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
