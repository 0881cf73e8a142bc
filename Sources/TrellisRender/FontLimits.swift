internal import CCairo

/// The largest text Trellis draws: FreeType fails to make a scaled font much beyond 16384 pixels per em (a
/// 100000-point font fails at scale 1, measured), and a failed font poisons the shared font map for labels
/// drawn at the same time, so larger fonts are not drawn at all, with a `font-too-large` warning.
enum FontLimits {
    /// The largest font size drawn, in pixels per em.
    static let maximumPixels = 16384.0

    /// The size of a Pango font description (`DejaVu Sans 17`) in points, or nil when it names none.
    static func pointSize(of font: String) -> Double? {
        guard let description = pango_font_description_from_string(font) else { return nil }
        defer { pango_font_description_free(description) }
        let size = pango_font_description_get_size(description)
        guard size > 0 else { return nil }
        return Double(size) / Double(PANGO_SCALE)
    }

    /// Whether a label in `font` can be drawn at `scale` pixels per point.
    static func drawable(_ font: String, scale: Double) -> Bool {
        guard let points = pointSize(of: font) else { return true }
        return points * scale <= maximumPixels
    }
}
