/// An error of the renderer: what went wrong, in the user's terms, and with which file or size.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A drawing surface larger than cairo allows (32767 pixels per side).
    case surfaceTooLarge(width: Int, height: Int)
    /// An image larger than the output format or the `maxPixels` limit allows.
    case imageTooLarge(name: String, width: Int, height: Int, limit: String)
    /// Cairo reported an error status during an operation.
    case cairo(operation: String, message: String)
    /// An image file could not be used.
    case imageFile(path: String, message: String)
    /// A file or folder could not be written.
    case write(path: String, message: String)
    /// The state or scene does not hold what the renderer needs.
    case badState(String)

    public var description: String {
        switch self {
        case let .surfaceTooLarge(width, height):
            return "a \(width) × \(height) pixel surface is larger than cairo allows (32767 pixels per side)"
        case let .imageTooLarge(name, width, height, limit):
            return "\(name) would be \(width) × \(height) pixels, larger than \(limit)"
        case let .cairo(operation, message):
            return "cairo failed to \(operation): \(message)"
        case let .imageFile(path, message):
            return "\(path): \(message)"
        case let .write(path, message):
            return "cannot write \(path): \(message)"
        case let .badState(message):
            return message
        }
    }
}
