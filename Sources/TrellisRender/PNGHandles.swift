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

/// Owns one libpng writer of PNGSupport (to a file or to memory).
final class PNGWriterHandle {
    let raw: OpaquePointer
    let name: String

    init(name: String) throws(PNGError) {
        guard let raw = tps_writer_create() else {
            throw .writeFailed(path: name, message: "out of memory")
        }
        self.raw = raw
        self.name = name
    }

    deinit { tps_writer_destroy(raw) }

    var message: String { String(cString: tps_writer_message(raw)) }

    func check(_ status: Int32, width: Int = 0, height: Int = 0) throws(PNGError) {
        guard status == Int32(TPS_OK.rawValue) else {
            throw pngError(status: status, path: name, message: message, width: width, height: height)
        }
    }

    func openFile(_ path: String) throws(PNGError) { try check(tps_writer_open_file(raw, path)) }

    func openMemory() throws(PNGError) { try check(tps_writer_open_memory(raw)) }

    /// Adds the text chunks: tEXt when the value is Latin-1, iTXt (UTF-8) otherwise.
    func addTexts(_ texts: [(key: String, value: String)]) throws(PNGError) {
        for (key, value) in texts {
            guard let keyBytes = pngKeyword(key) else {
                throw .writeFailed(
                    path: name,
                    message: "invalid text chunk keyword \"\(key)\" (1 to 79 Latin-1 characters, no leading, trailing or double spaces)")
            }
            guard !value.unicodeScalars.contains("\0") else {
                throw .writeFailed(path: name, message: "the value of text chunk \"\(key)\" contains a NUL character")
            }
            let latin1 = latin1Bytes(value)
            let valueBytes = latin1 ?? Array(value.utf8)
            let status = (keyBytes + [0]).withUnsafeBufferPointer { k in
                (valueBytes + [0]).withUnsafeBufferPointer { v in
                    k.withMemoryRebound(to: CChar.self) { kc in
                        v.withMemoryRebound(to: CChar.self) { vc in
                            tps_writer_add_text(raw, kc.baseAddress, vc.baseAddress, latin1 == nil ? 1 : 0)
                        }
                    }
                }
            }
            try check(status)
        }
    }

    func start(width: Int, height: Int, hasAlpha: Bool, options: PNGWriteOptions) throws(PNGError) {
        guard width > 0, height > 0, width <= 0x7fff_ffff, height <= 0x7fff_ffff else {
            throw .tooLarge(
                path: name, width: width, height: height,
                message: "a PNG image is 1 to 2147483647 pixels wide and high")
        }
        try check(
            tps_writer_start(
                raw, UInt32(width), UInt32(height), hasAlpha ? 1 : 0, options.clampedLevel,
                options.filter.libpngMask, -1),
            width: width, height: height)
    }

    func writeRows(_ rows: UnsafeRawBufferPointer, stride: Int, count: Int) throws(PNGError) {
        try check(tps_writer_write_rows(raw, rows.baseAddress?.assumingMemoryBound(to: UInt8.self), stride, UInt32(count)))
    }

    func finish() throws(PNGError) { try check(tps_writer_finish(raw)) }

    /// The bytes of a memory writer.
    func data() -> [UInt8] {
        var length = 0
        guard let bytes = tps_writer_data(raw, &length) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }
}

/// Whether the ARGB32 rows are all opaque.
func rowsAreOpaque(_ rows: UnsafeRawBufferPointer, stride: Int, width: Int, height: Int) -> Bool {
    guard let base = rows.baseAddress, width > 0, height > 0 else { return true }
    return tps_rows_are_opaque(base.assumingMemoryBound(to: UInt8.self), stride, UInt32(width), UInt32(height)) != 0
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

/// The Latin-1 bytes of a string, or nil when it has a character outside Latin-1.
private func latin1Bytes(_ string: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.unicodeScalars.count)
    for scalar in string.unicodeScalars {
        guard scalar.value <= 0xff else { return nil }
        bytes.append(UInt8(scalar.value))
    }
    return bytes
}

/// A valid PNG keyword's Latin-1 bytes: 1–79 printable characters, no leading, trailing or consecutive spaces.
private func pngKeyword(_ key: String) -> [UInt8]? {
    guard let bytes = latin1Bytes(key), (1...79).contains(bytes.count),
        bytes.first != 0x20, bytes.last != 0x20
    else { return nil }
    var previousSpace = false
    for byte in bytes {
        guard (0x20...0x7e).contains(byte) || byte >= 0xa1 else { return nil }
        if byte == 0x20 && previousSpace { return nil }
        previousSpace = byte == 0x20
    }
    return bytes
}
