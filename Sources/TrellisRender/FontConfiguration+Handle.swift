internal import CCairo

/// One fontconfig configuration (`FcConfig`), owned and destroyed by this object; Pango's font map takes its own
/// reference when it is handed the configuration.
final class FontConfigHandle {
    let pointer: OpaquePointer

    /// An empty configuration: no folders, no rules; nil when fontconfig cannot allocate one.
    init?() {
        guard let created = FcConfigCreate() else { return nil }
        pointer = created
    }

    deinit { FcConfigDestroy(pointer) }

    /// Adds the rules and folders of a configuration file's text; false when fontconfig refuses it.
    func load(_ xml: String) -> Bool {
        let loaded = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(pointer, $0, FcTrue)
            }
        }
        return loaded != FcFalse
    }

    /// Scans the configuration's `<dir>` folders (through the caches its `<cachedir>` names); false on failure.
    func buildFonts() -> Bool { FcConfigBuildFonts(pointer) != FcFalse }

    /// Makes this the process's current configuration (fontconfig takes its own reference), so that nothing loads the
    /// system's default one: Pango's first font map calls `FcInit` on a thread of its own, which would otherwise read
    /// /etc/fonts and scan the user's font folders, and librsvg lays out an SVG's `<text>` with the current one.
    func makeCurrent() -> Bool { FcConfigSetCurrent(pointer) != FcFalse }

    /// Adds one font file (every face of a collection) to the configuration's application fonts, read from the file
    /// itself (no cache is read or written); false when fontconfig cannot read it as a font.
    func addFontFile(_ path: String) -> Bool {
        path.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcConfigAppFontAddFile(pointer, $0) != FcFalse
            }
        }
    }

    /// The faces of the application fonts (the files added with `addFontFile`), in the order they were added.
    var applicationFaces: [FontFace] { faces(FcSetApplication) }

    /// The faces found in the `<dir>` folders.
    var systemFaces: [FontFace] { faces(FcSetSystem) }

    private func faces(_ which: FcSetName) -> [FontFace] {
        guard let set = FcConfigGetFonts(pointer, which), let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            guard let pattern = fonts[index] else { return nil }
            return FontFace(file: Self.string(pattern, FC_FILE, 0) ?? "", families: Self.strings(pattern, FC_FAMILY))
        }
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        while let value = string(pattern, object, Int32(values.count)) { values.append(value) }
        return values
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}

/// One face fontconfig knows: its file and its family names (a face may have several: localized or typographic).
struct FontFace: Hashable {
    var file: String
    var families: [String]
}
