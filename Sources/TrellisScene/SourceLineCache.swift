import Foundation

/// The texts of the files diagnostics point into, each split into lines once.
///
/// The shared cache keeps the text `SceneLoader` read from each scene file, so that a diagnostic printed later quotes
/// the file as it was loaded; other files are read from disk on first use. Printing n diagnostics of a file costs one
/// read and one pass over its bytes, not n (issue 17: 1000 diagnostics in a 1.4 MB file took 53 s). Kept texts are
/// capped at `byteBudget` in all; past it the oldest are dropped and read from disk again if needed.
final class SourceLineCache: @unchecked Sendable {
    /// The process's cache, used by printers given no texts of their own.
    static let shared = SourceLineCache(sources: [:])

    /// Bytes of kept text past which the oldest texts are dropped.
    static let byteBudget = 256 << 20

    /// A file's bytes and where each of its lines starts.
    private struct Entry {
        var bytes: [UInt8]
        /// Offsets of line starts in `bytes`, computed on the first excerpt.
        var lineStarts: [Int]?
        /// Whether every byte is ASCII (one scalar per byte), found with the line starts.
        var isASCII = false
    }

    private let lock = NSLock()
    /// nil: the file could not be read.
    private var files: [String: Entry?] = [:]
    private var order: [String] = []
    private var keptBytes = 0

    init(sources: [String: String]) {
        for (path, text) in sources { store(path, Array(text.utf8)) }
    }

    /// Keeps `text` as the contents of `path` (the text a scene was loaded from).
    func register(_ text: String, for path: String) {
        lock.lock()
        defer { lock.unlock() }
        store(path, Array(text.utf8))
    }

    /// Line `number` (1-based) of `path`, without its line break (`\\n` or `\\r\\n`).
    func line(_ number: Int, of path: String) -> String? {
        bytesOfLine(number, of: path).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// At most `width` Unicode scalars of line `number` around `column` (from `width / 2` before it), with `…` where
    /// the line is cut, and how many scalars were cut from its start. Only the bytes up to the window are looked at,
    /// so quoting n places of a minified document's one long line costs n windows, not n copies of the line.
    func window(_ number: Int, of path: String, column: Int, width: Int) -> (text: String, dropped: Int)? {
        guard let (bytes, isASCII) = bytesOfLine(number, of: path) else { return nil }
        if bytes.count <= width { return (String(decoding: bytes, as: UTF8.self), 0) }
        let first = max(0, column - 1 - width / 2)
        let (start, end, scalars) = isASCII
            ? (min(first, bytes.count), min(first + width, bytes.count), bytes.count)
            : Self.scalarWindow(bytes, first: first, width: width)
        if scalars <= width { return (String(decoding: bytes, as: UTF8.self), 0) }
        if scalars <= first { return first == 0 ? ("", 0) : nil }
        let base = bytes.startIndex
        var text = String(decoding: bytes[(base + start)..<(base + end)], as: UTF8.self)
        if first > 0 { text = "…" + text }
        if base + end < bytes.endIndex { text += "…" }
        return (text, first)
    }

    /// The byte offsets (from the slice's start) of scalars `first` and `first + width` of UTF-8 `bytes` (the end when
    /// past it), and how many scalars were counted: all of them when the line ends before the window does.
    private static func scalarWindow(_ bytes: ArraySlice<UInt8>, first: Int, width: Int) -> (Int, Int, Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var scalar = 0
            var start = buffer.count
            for index in 0..<buffer.count where buffer[index] & 0xC0 != 0x80 {
                // A byte that is not a UTF-8 continuation byte starts a scalar.
                if scalar == first { start = index }
                if scalar == first + width { return (start, index, scalar) }
                scalar += 1
            }
            return (start, buffer.count, scalar)
        }
    }

    /// The bytes of line `number` (1-based) of `path`, without its line break, and whether the file is all ASCII.
    private func bytesOfLine(_ number: Int, of path: String) -> (bytes: ArraySlice<UInt8>, isASCII: Bool)? {
        lock.lock()
        defer { lock.unlock() }
        if files[path] == nil {
            if let data = FileManager.default.contents(atPath: path), String(data: data, encoding: .utf8) != nil {
                store(path, [UInt8](data))
            } else {
                files[path] = .some(nil)
            }
        }
        guard var entry = files[path] ?? nil, number >= 1 else { return nil }
        if entry.lineStarts == nil {
            entry.lineStarts = Self.lineStarts(entry.bytes)
            entry.isASCII = entry.bytes.allSatisfy { $0 < 0x80 }
            files[path] = entry
        }
        guard let starts = entry.lineStarts, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : entry.bytes.count
        if end > start, entry.bytes[end - 1] == UInt8(ascii: "\r"), number < starts.count { end -= 1 }
        return (entry.bytes[start..<end], entry.isASCII)
    }

    private func store(_ path: String, _ bytes: [UInt8]) {
        if let old = files[path], let old {
            keptBytes -= old.bytes.count
            order.removeAll { $0 == path }
        }
        files[path] = Entry(bytes: bytes, lineStarts: nil)
        order.append(path)
        keptBytes += bytes.count
        while keptBytes > Self.byteBudget, order.count > 1 {
            let oldest = order.removeFirst()
            if let old = files.removeValue(forKey: oldest), let old { keptBytes -= old.bytes.count }
        }
    }

    /// The offset of each line's first byte: 0, and one past every `\\n`.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }
}
