internal import PNGSupport

/// The PNGError for a PNGSupport status.
func pngError(status: Int32, path: String, message: String, width: Int = 0, height: Int = 0) -> PNGError {
    let message = message.isEmpty ? "libpng status \(status)" : message
    switch tps_status(rawValue: UInt32(truncatingIfNeeded: status)) {
    case TPS_NOT_FOUND: return .fileNotFound(path: path)
    case TPS_OPEN_FAILED: return .unreadable(path: path, reason: message)
    case TPS_NOT_PNG: return .notPNG(path: path)
    case TPS_CORRUPT: return .corrupt(path: path, message: message)
    case TPS_TOO_LARGE: return .tooLarge(path: path, width: width, height: height, message: message)
    case TPS_NO_MEMORY: return .writeFailed(path: path, message: "out of memory")
    default: return .writeFailed(path: path, message: message)
    }
}

/// Owns one libpng reader of PNGSupport.
final class PNGReaderHandle {
    let raw: OpaquePointer
    let name: String
    private(set) var width = 0
    private(set) var height = 0

    init(name: String) throws(PNGError) {
        guard let raw = tps_reader_create() else {
            throw .unreadable(path: name, reason: "out of memory")
        }
        self.raw = raw
        self.name = name
    }

    deinit { tps_reader_destroy(raw) }

    var message: String { String(cString: tps_reader_message(raw)) }

    /// Checks a status of an open call, keeping the size it reported.
    func opened(_ status: Int32, width: UInt32, height: UInt32) throws(PNGError) {
        self.width = Int(width)
        self.height = Int(height)
        guard status == Int32(TPS_OK.rawValue) else {
            throw pngError(status: status, path: name, message: message, width: self.width, height: self.height)
        }
    }

    func openFile() throws(PNGError) {
        var w: UInt32 = 0, h: UInt32 = 0
        let status = tps_reader_open_file(raw, name, &w, &h)
        try opened(status, width: w, height: h)
    }

    /// Decodes the image into a new buffer.
    func readPixels() throws(PNGError) -> PixelBuffer {
        let stride = width * 4
        let count = stride * height
        var status: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = tps_reader_read_image(raw, buffer.baseAddress, stride)
            if status != Int32(TPS_OK.rawValue) { buffer.initialize(repeating: 0) }
            initialized = count
        }
        try check(status)
        return PixelBuffer(width: width, height: height, stride: stride, bytes: bytes)
    }

    /// Reads through the image without keeping its pixels.
    func skipPixels() throws(PNGError) {
        try check(tps_reader_read_image(raw, nil, 0))
    }

    /// The text chunks read so far, tEXt/zTXt as Latin-1, iTXt as UTF-8.
    func texts() -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        for i in 0..<tps_reader_text_count(raw) {
            var key: UnsafePointer<CChar>?
            var value: UnsafePointer<CChar>?
            var length = 0
            var utf8: Int32 = 0
            guard tps_reader_text(raw, i, &key, &value, &length, &utf8) == Int32(TPS_OK.rawValue),
                let key, let value
            else { continue }
            let keyBytes = UnsafeRawBufferPointer(start: key, count: strlenOf(key))
            let valueBytes = UnsafeRawBufferPointer(start: value, count: length)
            result.append((
                key: latin1String(keyBytes),
                value: utf8 != 0 ? String(decoding: valueBytes, as: UTF8.self) : latin1String(valueBytes)))
        }
        return result
    }

    private func check(_ status: Int32) throws(PNGError) {
        guard status == Int32(TPS_OK.rawValue) else {
            throw pngError(status: status, path: name, message: message, width: width, height: height)
        }
    }
}

private func strlenOf(_ pointer: UnsafePointer<CChar>) -> Int {
    var n = 0
    while pointer[n] != 0 { n += 1 }
    return n
}

private func latin1String(_ bytes: UnsafeRawBufferPointer) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
    return String(scalars)
}
