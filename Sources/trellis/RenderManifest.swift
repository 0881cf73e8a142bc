import Foundation
import TrellisModel
import TrellisRender

/// What `render` wrote for each scene file into an output folder, so a file whose inputs and outputs are unchanged
/// is not drawn again (`--force` draws every file).
///
/// An entry holds a hash of everything that decides the files (Trellis's version, the options that change
/// pixels, the scene file's bytes, each image it draws and the fonts Trellis draws with) and the size and
/// modification time of every file written. The manifest is replaced whole (a temporary file renamed over it)
/// after the scenes' folders were swapped in, so a killed run leaves the previous manifest, whose stamps no longer
/// match the files the killed run replaced: those files are drawn again.
struct RenderManifest: Sendable {
    /// The manifest's file name in the output folder (hidden, and no scene name can start with a dot).
    static let fileName = ".trellis-manifest.json"

    /// One scene file's record.
    struct Entry: Sendable, Equatable {
        /// The hash of the inputs (`RenderManifest.inputKey`).
        var key: String
        /// Every file written, relative to the output folder, with its size and modification time.
        var outputs: [String: FileStamp]
        /// What the run printed for the file (warnings), printed again when it is skipped.
        var report: String
        var scenes: Int
        var images: Int
        var warnings: Int
    }

    /// A file's size and modification time, in nanoseconds.
    struct FileStamp: Sendable, Equatable {
        var size: Int
        var modified: Int
    }

    /// By scene file, as its absolute path.
    private(set) var entries: [String: Entry] = [:]

    /// The manifest of `folder`; an empty one when there is none or it cannot be read (every file is drawn).
    static func read(folder: String) -> RenderManifest {
        var manifest = RenderManifest()
        guard let data = FileManager.default.contents(atPath: FileOutput.join(folder, fileName)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1, let files = object["files"] as? [String: [String: Any]]
        else { return manifest }
        for (file, value) in files {
            guard let key = value["key"] as? String, let outputs = value["outputs"] as? [String: [Int]] else { continue }
            var stamps: [String: FileStamp] = [:]
            for (path, numbers) in outputs where numbers.count == 2 { stamps[path] = FileStamp(size: numbers[0], modified: numbers[1]) }
            manifest.entries[file] = Entry(key: key, outputs: stamps, report: value["report"] as? String ?? "",
                                           scenes: value["scenes"] as? Int ?? 0, images: value["images"] as? Int ?? 0,
                                           warnings: value["warnings"] as? Int ?? 0)
        }
        return manifest
    }

    /// The entry of `file` when its key is `key` and every file it wrote is still there as it was written.
    func current(_ file: String, key: String, in folder: String) -> Entry? {
        guard let entry = entries[Self.absolute(file)], entry.key == key, !entry.outputs.isEmpty else { return nil }
        for (path, stamp) in entry.outputs where Self.stamp(FileOutput.join(folder, path)) != stamp { return nil }
        return entry
    }

    /// Records what a run wrote for `file`, stamping each output as it is now.
    mutating func record(_ file: String, key: String, outputs: [String], in folder: String, report: String,
                         scenes: Int, images: Int, warnings: Int) {
        var stamps: [String: FileStamp] = [:]
        for path in outputs {
            guard let stamp = Self.stamp(FileOutput.join(folder, path)) else { return } // not all there: not recorded
            stamps[path] = stamp
        }
        entries[Self.absolute(file)] = Entry(key: key, outputs: stamps, report: report, scenes: scenes, images: images,
                                             warnings: warnings)
    }

    /// Forgets `file` (it failed, or was drawn with errors): the next run draws it.
    mutating func forget(_ file: String) {
        entries[Self.absolute(file)] = nil
    }

    /// Writes the manifest into `folder` whole: a temporary file renamed over the previous one.
    func write(folder: String) throws {
        var files: [String: Any] = [:]
        for (file, entry) in entries {
            files[file] = [
                "key": entry.key, "report": entry.report, "scenes": entry.scenes, "images": entry.images,
                "warnings": entry.warnings,
                "outputs": entry.outputs.mapValues { [$0.size, $0.modified] },
            ] as [String: Any]
        }
        let data = try JSONSerialization.data(withJSONObject: ["version": 1, "files": files], options: [.sortedKeys])
        try FileOutput.write([UInt8](data), to: FileOutput.join(folder, Self.fileName))
    }

    /// The version and options that decide the outputs, as one line of the input key (`render` and `test` make it
    /// alike, so a drawing memo written by one is found by the other).
    static func settings(format: OutputFormat, overrides: SceneOverrides, strict: Bool, maxPixels: Int) -> String {
        "trellis \(Commands.version) \(format.rawValue) \(overrides) strict=\(strict) max-pixels=\(maxPixels) "
            + "measure-text=\(InterfaceBuilderFiles.isMeasuringText)"
    }

    /// The hash of what decides a scene file's outputs: `settings` (version and options), the file's bytes, the
    /// bytes of each image its scenes draw, `fonts`, and the font files of its scenes' `fonts:` folders (by path,
    /// size and time). Nil when an input cannot be read (the file is drawn).
    static func inputKey(file: String, scenes: [Scene], settings: String, fonts: String) -> String? {
        var hash = StableHash()
        hash.add(Array(settings.utf8))
        hash.add(Array(fonts.utf8))
        guard let bytes = FileManager.default.contents(atPath: file) else { return nil }
        hash.add([UInt8](bytes))
        let images = Set(scenes.flatMap { $0.allViews.compactMap { $0.image?.path } }).sorted()
        for path in images {
            guard let image = FileManager.default.contents(atPath: path) else { return nil }
            hash.add(Array(path.utf8))
            hash.add([UInt8](image))
        }
        let fontFolders = Set(scenes.flatMap { $0.fontFolders.map(\.path) }).sorted()
        if !fontFolders.isEmpty { hash.add(Array(fontStamp(fontFolders).utf8)) }
        return hash.hex
    }

    /// The font files Trellis draws with (those of its fontconfig configuration, and of `--fonts` folders), by path,
    /// size and time: a font package updated or installed changes every key.
    static func fontStamp(_ directories: [String] = FontFolders.all) -> String {
        var lines: [String] = []
        for directory in directories {
            let names = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []).sorted()
            for name in names {
                let path = FileOutput.join(directory, name)
                if let stamp = stamp(path) { lines.append("\(path) \(stamp.size) \(stamp.modified)") }
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(size: Int(info.st_size), modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    private static func absolute(_ file: String) -> String {
        URL(fileURLWithPath: file).standardizedFileURL.path
    }
}

/// FNV-1a, 64 bits, over 8-byte words (a change detector, not a defence against forgery).
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                state = (state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x0000_0100_0000_01b3
                state ^= state >> 29
                index += 8
            }
            while index < raw.count {
                state = (state ^ UInt64(raw[index])) &* 0x0000_0100_0000_01b3
                index += 1
            }
        }
        // the length ends each input, so ("ab", "c") and ("a", "bc") differ
        state = (state ^ UInt64(bytes.count)) &* 0x0000_0100_0000_01b3
    }

    var hex: String {
        let text = String(state, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}

/// The manifest shared by the render workers: looked up and updated under a lock, written once at the end.
final class ManifestStore: @unchecked Sendable {
    private let lock = NSLock()
    private var manifest: RenderManifest

    init(_ manifest: RenderManifest) { self.manifest = manifest }

    func current(_ file: String, key: String, in folder: String) -> RenderManifest.Entry? {
        lock.lock(); defer { lock.unlock() }
        return manifest.current(file, key: key, in: folder)
    }

    /// Records a drawn file's outputs under `key`, or forgets the file when `key` is nil (it failed).
    func update(_ file: String, key: String?, outcome: RenderCommand.FileOutcome, in folder: String) {
        lock.lock(); defer { lock.unlock() }
        guard let key, !outcome.files.isEmpty else { return manifest.forget(file) }
        manifest.record(file, key: key, outputs: outcome.files, in: folder, report: outcome.report,
                        scenes: outcome.scenes, images: outcome.images, warnings: outcome.warnings)
    }

    /// Writes the manifest; a failure only costs the next run its shortcut, so it is a note, not an error.
    func write(folder: String) {
        lock.lock(); defer { lock.unlock() }
        do {
            try manifest.write(folder: folder)
        } catch {
            Console.err("\(folder): note: the render manifest was not written (\(error)); the next render draws every scene again\n")
        }
    }
}
