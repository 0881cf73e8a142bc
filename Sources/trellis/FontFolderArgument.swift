import Foundation

/// `--fonts DIR`: a folder of font files, checked to exist and be a folder, as an absolute path.
struct FontFolderArgument: ExpressibleByArgument, Equatable {
    /// The folder's absolute, standardized path.
    var path: String

    init?(argument: String) {
        guard !argument.isEmpty, Self.isFolder(Self.absolute(argument)) else { return nil }
        path = Self.absolute(argument)
    }

    /// Says whether the folder is missing or is a file, with the path looked for.
    static func expectation(given text: String) -> String {
        guard !text.isEmpty else { return "a folder of font files" }
        let path = absolute(text)
        let found = FileManager.default.fileExists(atPath: path) ? "\(path) is a file" : "\(path) does not exist"
        return "a folder of font files (.ttf, .otf, .ttc, .otc); \(found)"
    }

    private static func absolute(_ text: String) -> String {
        URL(fileURLWithPath: text).standardizedFileURL.path
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
