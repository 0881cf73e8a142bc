import TrellisModel

/// The one check of every name that becomes a file or folder name under the output folder (scene, device,
/// state, trait, gesture, and the image file names built from them).
///
/// A name is one path segment: never empty, `.` or `..`; no `/`, `\`, NUL or other control character (they
/// would leave the folder, cut the name, or reach a terminal as escape sequences); no leading `.` (hidden, and
/// the prefix of trellis's own staging folders) or `-` (read as an option by shell tools); at most
/// `maximumBytes` bytes of UTF-8, so that the longest file name built from it stays within the 255 bytes Linux
/// file systems allow (NAME_MAX).
public enum OutputName {
    /// The longest name, in UTF-8 bytes.
    public static let maximumBytes = 200

    /// What is wrong with `name` as a path segment, or nil when it is fine.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "'\(name)' names a folder above or at the output folder" }
        if name.contains("/") || name.contains("\\") { return "it contains a slash, which would make it a path" }
        if let scalar = name.unicodeScalars.first(where: isControl) {
            return scalar.value == 0 ? "it contains a NUL character" : "it contains the control character \(TerminalText.escape(scalar))"
        }
        if name.hasPrefix(".") { return "it starts with '.', which would make a hidden file" }
        if name.hasPrefix("-") { return "it starts with '-', which shell tools read as an option" }
        if name.utf8.count > maximumBytes { return "it is \(name.utf8.count) bytes long; names may have at most \(maximumBytes)" }
        return nil
    }

    /// An `invalid-name` error about `name`, the `what` of the scene (`scene name`, `state name`), or nil.
    public static func check(_ name: String, what: String, location: SourceLocation?) -> Diagnostic? {
        guard let problem = problem(name) else { return nil }
        return Diagnostic(
            severity: .error, code: .invalidName,
            message: "the \(what) '\(printable(name))' cannot be a file name: \(problem); use letters, digits, '-', '_' and '.' (not first)",
            location: location)
    }

    /// `name` with control characters (and the bidirectional overrides) written as `\u{1B}`, so printing it
    /// cannot move the cursor, recolour a terminal or reorder what it shows.
    public static func printable(_ name: String) -> String {
        TerminalText.printable(name)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
