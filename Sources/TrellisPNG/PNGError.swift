/// A PNG that could not be read or written, naming the file and what went wrong.
public enum PNGError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file does not exist.
    case fileNotFound(path: String)
    /// The file exists but could not be opened or read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file does not start with the PNG signature.
    case notPNG(path: String)
    /// The file is truncated or invalid; `message` is libpng's.
    case corrupt(path: String, message: String)
    /// The image has more pixels than can be read or written.
    case tooLarge(path: String, width: Int, height: Int, message: String)
    /// The file could not be written (disk full, no permission, a bad text chunk).
    case writeFailed(path: String, message: String)

    /// The file (or the in-memory name) the error is about.
    public var path: String {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .notPNG(let path), .corrupt(let path, _),
            .tooLarge(let path, _, _, _), .writeFailed(let path, _):
            return path
        }
    }

    /// `PATH: what went wrong`.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file"
        case .unreadable(let path, let reason):
            return "\(path): cannot read the file: \(reason)"
        case .notPNG(let path):
            return "\(path): not a PNG file"
        case .corrupt(let path, let message):
            return "\(path): corrupt PNG: \(message)"
        case .tooLarge(let path, let width, let height, let message):
            return "\(path): image too large (\(width)×\(height) pixels): \(message)"
        case .writeFailed(let path, let message):
            return "\(path): cannot write the PNG: \(message)"
        }
    }
}
