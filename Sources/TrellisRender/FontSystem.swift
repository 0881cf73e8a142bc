internal import CCairo
import Foundation

/// The process's fonts: the shipped fontconfig configuration, one Pango font map and context over it, and the lock
/// that serializes every Pango call (Pango objects are not thread-safe).
final class FontSystem: @unchecked Sendable {
    /// The one font system of the process, created on first use.
    static let shared = FontSystem()

    private let lock = NSLock()
    private let config: OpaquePointer?
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    /// Why the shipped configuration could not be used, if it could not (the system's is used then).
    let setupProblem: String?

    private init() {
        var problem: String? = nil
        var config: OpaquePointer? = FcConfigCreate()
        if let created = config {
            let loaded = FontConfiguration.xml.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: FontConfiguration.xml.utf8.count + 1) {
                    FcConfigParseAndLoadFromMemory(created, $0, FcTrue)
                }
            }
            if loaded == FcFalse || FcConfigBuildFonts(created) == FcFalse {
                problem = "the shipped fontconfig configuration could not be loaded"
                FcConfigDestroy(created)
                config = nil
            }
        } else {
            problem = "fontconfig could not create a configuration"
        }
        self.config = config
        setupProblem = problem

        // pango_cairo_font_map_new gives a fontconfig-backed map on Linux; point it at our configuration.
        let map = pango_cairo_font_map_new()!
        if let config {
            pango_fc_font_map_set_config(OpaquePointer(map), config)
        }
        fontMap = map
        context = pango_font_map_create_context(map)
        Self.configure(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        if let config { FcConfigDestroy(config) }
    }

    /// Fixed rendering options: grayscale antialiasing, no hinting, unhinted metrics, unrounded glyph positions.
    private static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_cairo_context_set_resolution(context, 72)
    }

    /// Runs `body` with the shared Pango context while holding the lock; nothing Pango may escape `body`.
    func withContext<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(context)
    }

    /// The family fontconfig resolves a font description to (call inside `withContext`).
    func resolvedFamily(of description: OpaquePointer, in context: OpaquePointer) -> String? {
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let described = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(described) }
        return pango_font_description_get_family(described).map { String(cString: $0) }
    }
}
