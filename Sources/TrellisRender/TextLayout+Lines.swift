internal import CCairo
import TrellisModel

/// One visible line of a laid-out text as drawn: its characters (with the ellipsis Pango put in, if any), and
/// where it starts and its baseline, relative to the layout's top-left, in points.
struct TextLine: Hashable {
    var text: String
    var x: Double
    var baseline: Double
    var width: Double
}

extension TextLayout {
    /// The visible lines (the first `lines` ones), each with the text it shows.
    ///
    /// A line's characters are its runs' characters in logical order; a run Pango made for an ellipsis
    /// (`PANGO_ANALYSIS_FLAG_IS_ELLIPSIS`) stands for the characters it hides and shows "…" instead.
    func visibleLines() -> [TextLine] {
        let visible = extent().visibleLines
        guard visible > 0, let iterator = pango_layout_get_iter(handle) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        guard let textPointer = pango_layout_get_text(handle) else { return [] }
        let utf8 = Array(String(cString: textPointer).utf8)
        var lines: [TextLine] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / Self.pangoScale
            lines.append(TextLine(text: Self.characters(of: line, in: utf8), x: Double(logical.x) / Self.pangoScale,
                                  baseline: baseline, width: Double(logical.width) / Self.pangoScale))
        } while lines.count < visible && pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The characters a line shows, its trailing line break left out.
    private static func characters(of line: UnsafeMutablePointer<PangoLayoutLine>, in utf8: [UInt8]) -> String {
        var pieces: [(offset: Int, text: String)] = []
        var run = line.pointee.runs
        while let node = run {
            if let glyphItem = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = glyphItem.pointee.item {
                let offset = Int(item.pointee.offset), length = Int(item.pointee.length)
                if Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                    pieces.append((offset, "…"))
                } else if offset >= 0, length >= 0, offset + length <= utf8.count {
                    pieces.append((offset, String(decoding: utf8[offset..<(offset + length)], as: UTF8.self)))
                }
            }
            run = node.pointee.next
        }
        // Runs are in visual order; the text reads in logical order.
        let text = pieces.sorted { $0.offset < $1.offset }.map(\.text).joined()
        return text.trimmingTrailingNewlines()
    }
}

extension String {
    /// The string without the line break characters at its end.
    func trimmingTrailingNewlines() -> String {
        var scalars = unicodeScalars[...]
        while let last = scalars.last, last == "\n" || last == "\r" || last == "\u{2028}" || last == "\u{2029}" {
            scalars = scalars.dropLast()
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
