internal import CCairo
import TrellisModel

/// How a text is laid out: the same values give the same lines when measuring and when drawing.
struct TextParameters: Hashable {
    var text: String
    var font: String
    /// Wrapping width in points; nil lays every paragraph out on one line.
    var width: Double?
    /// 0 for unlimited.
    var lines: Int
    var lineBreak: LineBreakMode
    var alignment: TextAlignment = .left
    /// When set, ellipsizing modes shorten the text so that it fits this height (a label's bounds).
    var fitHeight: Double? = nil
    /// The text's language (`lang:`): fontconfig picks the CJK font of that language for its Han characters.
    var language: TextLanguage? = nil
}

/// The extent of a laid-out text's visible lines, in points.
struct TextExtent: Hashable {
    var width: Double
    var height: Double
    var firstBaseline: Double
    var lastBaseline: Double
    /// Lines the layout has, before any line limit.
    var lineCount: Int
    /// Lines shown (at most the line limit).
    var visibleLines: Int
}

/// One owned `PangoLayout`; exists only inside `FontSystem.withContext`, where Pango calls are serialized.
final class TextLayout {
    static let pangoScale = Double(PANGO_SCALE)

    let handle: OpaquePointer
    let parameters: TextParameters

    init(context: OpaquePointer, parameters: TextParameters) {
        handle = pango_layout_new(context)
        self.parameters = parameters
        let description = pango_font_description_from_string(parameters.font)
        pango_layout_set_font_description(handle, description)
        pango_font_description_free(description)
        // Bounded so that shaping stays fast (TextLimits; the scene reader warns about what is left out).
        TextLimits.breakingLongWords(TextLimits.bounded(parameters.text).text).withCString { pango_layout_set_text(handle, $0, -1) }
        if let language = parameters.language { setLanguage(language) }
        configure()
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// A language attribute over the whole text: Pango itemizes with it and asks fontconfig for fonts of that
    /// language, which the shipped configuration answers with the Noto Sans CJK face of that language.
    private func setLanguage(_ language: TextLanguage) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        let tag = pango_language_from_string(language.pangoTag)
        // The list owns the attribute once inserted; it covers the whole text by default.
        guard let attribute = pango_attr_language_new(tag) else { return }
        pango_attr_list_insert(list, attribute)
        pango_layout_set_attributes(handle, list)
    }

    /// Points in Pango units, clamped to what Pango holds (a non-finite value gives 0).
    private static func units(_ points: Double) -> Int32 {
        let value = (points * pangoScale).rounded(.down)
        guard value.isFinite else { return 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), value)))
    }

    private var ellipsizes: Bool {
        switch parameters.lineBreak {
        case .truncateHead, .truncateMiddle, .truncateTail: return true
        case .wordWrap, .charWrap, .clip: return false
        }
    }

    private func configure() {
        let p = parameters
        // A single clipped line is not wrapped: it runs past the bounds and is clipped there.
        let wraps = p.width != nil && !(p.lineBreak == .clip && p.lines == 1)
        pango_layout_set_width(handle, wraps ? Self.units(max(0, p.width ?? 0)) : -1)
        pango_layout_set_wrap(handle, p.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        switch p.alignment {
        case .left, .natural: pango_layout_set_alignment(handle, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(handle, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(handle, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(handle, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(handle, 1)
        }
        guard ellipsizes, wraps else {
            pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_NONE)
            return
        }
        if p.lines == 0 && p.fitHeight == nil {
            // Unlimited lines and no bounds yet: nothing to shorten.
            pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_NONE)
            return
        }
        switch p.lineBreak {
        case .truncateHead: pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_START)
        case .truncateMiddle: pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_MIDDLE)
        default: pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_END)
        }
        pango_layout_set_height(handle, p.lines > 0 ? -Int32(clamping: p.lines) : Self.units(p.fitHeight ?? 0))
        if p.lines > 0, let fit = p.fitHeight, extent().height > fit + 0.5 {
            // More lines asked for than the bounds hold: shorten to what fits, as UILabel does.
            pango_layout_set_height(handle, Self.units(fit))
        }
    }

    /// Whether Pango shortened the text with an ellipsis.
    var isEllipsized: Bool { pango_layout_is_ellipsized(handle) != 0 }

    /// Characters no font could draw.
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(handle)) }

    /// The size and baselines of the visible lines (the first `lines` ones).
    func extent() -> TextExtent {
        let lineCount = Int(pango_layout_get_line_count(handle))
        let visible = parameters.lines > 0 ? min(lineCount, parameters.lines) : lineCount
        guard let iterator = pango_layout_get_iter(handle) else {
            return TextExtent(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0, visibleLines: 0)
        }
        defer { pango_layout_iter_free(iterator) }
        var width: Int32 = 0, bottom: Int32 = 0, first: Int32 = 0, last: Int32 = 0
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            if index == 0 { first = baseline }
            last = baseline
            width = max(width, logical.width)
            bottom = max(bottom, logical.y + logical.height)
            index += 1
        } while index < visible && pango_layout_iter_next_line(iterator) != 0
        let s = Self.pangoScale
        return TextExtent(width: Double(width) / s, height: Double(bottom) / s, firstBaseline: Double(first) / s,
                          lastBaseline: Double(last) / s, lineCount: lineCount, visibleLines: visible)
    }

    /// Draws the visible lines with the layout's top-left at `x`, `y` in the context's user space.
    func draw(in context: CairoContext, x: Double, y: Double, visibleHeight: Double) {
        context.saved {
            let extent = extent()
            if extent.visibleLines < extent.lineCount {
                // Lines past the limit are laid out but not shown.
                context.rectangle(x - 1e5, y, 2e5, visibleHeight)
                context.clip()
            }
            context.moveTo(x, y)
            pango_cairo_show_layout(context.handle, handle)
            context.newPath()
        }
    }
}
