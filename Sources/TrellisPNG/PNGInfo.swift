/// What a PNG file says before its image data: the pixel size and the text chunks written ahead of the pixels.
public struct PNGInfo: Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The text chunks (tEXt, zTXt, iTXt) that come before the first IDAT chunk, in file order.
    public var text: [(key: String, value: String)]

    /// The value of the first text chunk named `key` before the image data, if any.
    public func text(_ key: String) -> String? {
        text.first { $0.key == key }?.value
    }
}

/// Reads a PNG file up to its image data (the header, the chunks before the first IDAT, with their CRCs
/// checked) without inflating any pixels; only regular files are read.
public func readPNGInfo(atPath path: String) throws(PNGError) -> PNGInfo {
    let reader = try PNGReaderHandle(name: path)
    try reader.openFile()
    return PNGInfo(width: reader.width, height: reader.height, text: reader.texts())
}
