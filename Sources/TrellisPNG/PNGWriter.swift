/// Writes an image to a PNG file atomically (a temporary file renamed into place); an opaque image is written as RGB.
public func writePNG(
    _ image: PixelBuffer, toPath path: String, text: [(key: String, value: String)],
    options: PNGWriteOptions = .init()
) throws(PNGError) {
    try checkCovers(image, name: path)
    var options = options
    options.opaque = options.opaque || isOpaque(image)
    let writer = try PNGStreamWriter(path: path, width: image.width, height: image.height, text: text, options: options)
    let result: Result<Void, PNGError> = image.bytes.withUnsafeBytes { bytes in
        do throws(PNGError) {
            try writer.append(rows: bytes, stride: image.stride, rowCount: image.height)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
    try result.get()
    try writer.finish()
}

/// Encodes an image as PNG bytes in memory; an opaque image is written as RGB.
public func encodePNG(
    _ image: PixelBuffer, text: [(key: String, value: String)], options: PNGWriteOptions = .init()
) throws(PNGError) -> [UInt8] {
    let name = "<PNG in memory>"
    try checkCovers(image, name: name)
    return try encodeInMemory(image, hasAlpha: !(options.opaque || isOpaque(image)), text: text, options: options, name: name)
}

/// Encodes an image as PNG bytes in memory with the colour type given (an APNG's frames share the first's).
func encodeInMemory(
    _ image: PixelBuffer, hasAlpha: Bool, text: [(key: String, value: String)], options: PNGWriteOptions, name: String
) throws(PNGError) -> [UInt8] {
    let handle = try PNGWriterHandle(name: name)
    try handle.openMemory()
    try handle.addTexts(text)
    try handle.start(width: image.width, height: image.height, hasAlpha: hasAlpha, options: options)
    let result: Result<Void, PNGError> = image.bytes.withUnsafeBytes { bytes in
        do throws(PNGError) {
            try handle.writeRows(bytes, stride: image.stride, count: image.height)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
    try result.get()
    try handle.finish()
    return handle.data()
}

/// Throws unless the buffer's bytes cover its width, height and stride.
private func checkCovers(_ image: PixelBuffer, name: String) throws(PNGError) {
    guard image.width > 0, image.height > 0 else {
        throw .tooLarge(
            path: name, width: image.width, height: image.height,
            message: "a PNG image is at least 1 pixel wide and high")
    }
    let (rowsBefore, o1) = (image.height - 1).multipliedReportingOverflow(by: image.stride)
    let (needed, o2) = rowsBefore.addingReportingOverflow(image.width * 4)
    guard image.stride >= image.width * 4, !o1, !o2, image.bytes.count >= needed else {
        throw .writeFailed(
            path: name,
            message: "the pixel buffer (\(image.width)×\(image.height), stride \(image.stride)) holds only \(image.bytes.count) bytes")
    }
}

private func isOpaque(_ image: PixelBuffer) -> Bool {
    image.bytes.withUnsafeBytes { rowsAreOpaque($0, stride: image.stride, width: image.width, height: image.height) }
}
