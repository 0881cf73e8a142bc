/// A folder of the user's own font files (a scene's `fonts:` or `--fonts DIR`), whose families labels can name.
public struct FontFolder: Sendable, Hashable {
    /// The folder's absolute path, standardized (no `.` or `..` parts).
    public var path: String
    /// Where the scene names the folder; nil for one given on the command line.
    public var location: SourceLocation?

    public init(path: String, location: SourceLocation? = nil) {
        self.path = path; self.location = location
    }

    /// The file name endings fontconfig reads as fonts here: TrueType, OpenType and their collections.
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Whether a file of the folder is one of its fonts, by its name's ending (any case: `Brand.TTF`).
    public static func isFontFile(_ name: String) -> Bool {
        guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
        return fontExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The font files among a folder's file names, sorted by their UTF-8 bytes, so that the fonts a folder gives do
    /// not depend on the order the file system lists them in.
    public static func fontFiles(among names: [String]) -> [String] {
        names.filter(isFontFile).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
