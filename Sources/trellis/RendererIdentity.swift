#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// What identifies the code that draws: the running executable's content, every shared library it has mapped, and
/// the environment variables that steer fontconfig, pango and cairo. A rebuilt Trellis, or an upgraded cairo,
/// pango, fontconfig, freetype or Swift runtime, gives another identity, so no drawing memo written by one build
/// is read by another.
///
/// The executable counts by content: its GNU build ID (the linker's hash of the linked file, a note near the start
/// of the file) when it has one, else a hash of all its bytes. A library counts by path, size and modification time
/// (a package upgrade replaces the file), as ccache's default `compiler_check = mtime` identifies a compiler.
enum RendererIdentity {
    /// The identity of this process, worked out once (about a millisecond with a build ID).
    static let current: String = compute()

    private static func compute() -> String {
        var hash = StableHash()
        let executable = "/proc/self/exe"
        if let id = buildID(executable) {
            hash.add(Array("build-id".utf8) + id)
        } else if let bytes = FileManager.default.contents(atPath: executable) {
            hash.add([UInt8](bytes))
        } else {
            // Without the executable's content there is no identity: a random one keeps this process's memos apart.
            hash.add(Array("unknown \(getpid()) \(Date().timeIntervalSince1970) \(UInt64.random(in: 0...UInt64.max))".utf8))
        }
        for library in mappedLibraries() { hash.add(Array(library.utf8)) }
        // Variables that make fontconfig, pango or cairo pick other fonts or settings.
        let environment = ProcessInfo.processInfo.environment
        for name in environment.keys.sorted() where ["FONTCONFIG", "FC_", "PANGO", "CAIRO"].contains(where: name.hasPrefix) {
            hash.add(Array("\(name)=\(environment[name] ?? "")".utf8))
        }
        return hash.hex
    }

    /// `PATH SIZE MTIME-NS` of every shared library (a mapped file whose name holds `.so`), sorted.
    static func mappedLibraries() -> [String] {
        // A /proc file has no size: read it to its end (one read returns a page at most).
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? handle.readToEnd() else { return [] }
        try? handle.close()
        let maps = String(decoding: data, as: UTF8.self)
        var paths: Set<String> = []
        for line in maps.split(separator: "\n") {
            // address perms offset dev inode path: the path is the sixth field and may hold spaces
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            guard path.hasPrefix("/"), (path as NSString).lastPathComponent.contains(".so") else { continue }
            paths.insert(path)
        }
        return paths.sorted().map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return "\(path) missing" }
            return "\(path) \(info.st_size) \(Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))"
        }
    }

    /// The GNU build ID of an ELF file (`NT_GNU_BUILD_ID` in a `PT_NOTE` segment), or nil when it has none.
    static func buildID(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // The program headers and notes sit near the start of the file.
        guard let head = try? handle.read(upToCount: 65_536).map(Array.init), head.count >= 64,
              head[0..<4] == [0x7f, 0x45, 0x4c, 0x46], head[4] == 2, head[5] == 1 // ELF, 64-bit, little-endian
        else { return nil }
        func word(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= head.count else { return nil }
            return (0..<size).reversed().reduce(0) { $0 << 8 | Int(head[offset + $1]) }
        }
        guard let tableOffset = word(32, 8), let entrySize = word(54, 2), let count = word(56, 2) else { return nil }
        for index in 0..<count {
            let entry = tableOffset + index * entrySize
            guard let type = word(entry, 4), type == 4, // PT_NOTE
                  let start = word(entry + 8, 8), let size = word(entry + 32, 8) else { continue }
            var note = start
            while note + 12 <= start + size, let nameSize = word(note, 4), let descSize = word(note + 4, 4),
                  let noteType = word(note + 8, 4) {
                let name = note + 12, desc = name + (nameSize + 3) / 4 * 4
                if noteType == 3, nameSize == 4, word(name, 4) == 0x0055_4e47, desc + descSize <= head.count { // "GNU\0"
                    return Array(head[desc..<(desc + descSize)])
                }
                note = desc + (descSize + 3) / 4 * 4
            }
        }
        return nil
    }
}
