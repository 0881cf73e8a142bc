internal import PNGSupport

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
