internal import PNGSupport

/// Reads a PNG file (8-bit or 16-bit RGB, RGBA, gray, gray+alpha, palette with tRNS, interlaced or not) into ARGB32 premultiplied pixels.
public func readPNG(atPath path: String) throws(PNGError) -> PixelBuffer {
    let reader = try PNGReaderHandle(name: path)
    try reader.openFile()
    return try reader.readPixels()
}

/// The text chunks (tEXt, zTXt and iTXt) of a PNG file, in file order.
public func readPNGText(atPath path: String) throws(PNGError) -> [(key: String, value: String)] {
    let reader = try PNGReaderHandle(name: path)
    try reader.openFile()
    try reader.skipPixels()
    return reader.texts()
}

/// Decodes PNG bytes held in memory; `name` is used in errors.
public func readPNG(data: [UInt8], name: String) throws(PNGError) -> PixelBuffer {
    let reader = try PNGReaderHandle(name: name)
    let result: Result<PixelBuffer, PNGError> = data.withUnsafeBufferPointer { bytes in
        do throws(PNGError) {
            var w: UInt32 = 0, h: UInt32 = 0
            let status = tps_reader_open_memory(reader.raw, bytes.baseAddress, bytes.count, &w, &h)
            try reader.opened(status, width: w, height: h)
            return .success(try reader.readPixels())
        } catch {
            return .failure(error)
        }
    }
    return try result.get()
}
