internal import CCairo
import Foundation

/// The fonts of a set of user font folders (none for most scenes): the shipped fontconfig configuration plus those
/// folders' files, one Pango font map and context over it, and the lock that serializes every Pango call.
///
/// Fontconfig's configuration is per font map, not per process: each distinct list of folders has its own
/// configuration and font map (`forFolders`), so scenes with different `fonts:` drawn at the same time (`--jobs`)
/// never see each other's fonts. One lock is shared by all of them, since Pango objects are not thread-safe and
/// cairo's font caches are process-wide.
final class FontSystem: @unchecked Sendable {
    /// The font system of scenes without `fonts:`: the shipped configuration alone.
    static let shared = FontSystem(folders: [], shipped: [])

    /// Held around every Pango and fontconfig call, whichever font system makes it.
    static let lock = NSLock()

    /// The user's font folders (absolute paths, in order), empty for the shipped fonts alone.
    let folders: [String]
    private let config: FontConfigHandle?
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    /// Why the shipped configuration could not be used, if it could not (the system's is used then).
    let setupProblem: String?
    /// The user's font files that are left out, and why.
    let fontProblems: [UserFontProblem]

    /// Builds the configuration for `folders`; `shipped` are the faces of the shipped configuration, which a user
    /// font of the same family replaces.
    init(folders: [String], shipped: [FontFace]) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        self.folders = folders
        let selection = UserFontSelection(folders: folders, shipped: shipped)
        var problems = selection.problems
        var setupProblem: String? = nil
        var config = FontConfigHandle()
        if let created = config {
            let loaded = created.load(FontConfiguration.xml) && (selection.replaced.isEmpty || created.load(selection.rejectionXML))
            if !loaded || !created.buildFonts() {
                setupProblem = "the shipped fontconfig configuration could not be loaded"
                config = nil
            } else if folders.isEmpty, !created.makeCurrent() {
                setupProblem = "the shipped fontconfig configuration could not be made the process's"
                config = nil
            } else {
                for file in selection.files where !created.addFontFile(file) {
                    problems.append(UserFontProblem(path: file, reason: .unreadable))
                }
            }
        } else {
            setupProblem = "fontconfig could not create a configuration"
        }
        self.config = config
        self.setupProblem = setupProblem
        fontProblems = problems

        // pango_cairo_font_map_new gives a fontconfig-backed map on Linux; point it at our configuration (the map
        // takes its own reference to it).
        let map = pango_cairo_font_map_new()!
        if let config {
            pango_fc_font_map_set_config(OpaquePointer(map), config.pointer)
        }
        fontMap = map
        context = pango_font_map_create_context(map)
        Self.configure(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The faces the shipped configuration finds (none when it could not be loaded).
    var shippedFaces: [FontFace] {
        withContext { _ in config?.systemFaces ?? [] }
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

    /// Runs `body` with this font system's Pango context while holding the lock; nothing Pango may escape `body`.
    func withContext<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        Self.lock.lock()
        defer { Self.lock.unlock() }
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
