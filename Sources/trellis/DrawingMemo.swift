import Foundation
import TrellisModel
import TrellisRender

/// What this very build drew for a scene file, remembered in a cache folder, so `test` can tell that an unchanged
/// scene file still draws its references without solving or drawing it, as a build system's action cache (Bazel's,
/// ccache's) knows an output without running the step again.
///
/// The key hashes the renderer's identity (`RendererIdentity`: the executable's content and its shared libraries)
/// and the render manifest's input key (the scene file's bytes, its images, its fonts, Trellis's version and every
/// option that changes the pixels). The value lists, per scene, each output file with the digest of its pixels
/// (images) or of its bytes (layout.json, gesture files), and the diagnostics drawing printed. `render` and `test`
/// write an entry whenever they draw a scene file; `test` reads it. This relies on drawing being deterministic: the
/// same build, inputs and options give the same pixels (tests render twice and compare the bytes).
struct DrawingMemo: Sendable {
    /// One output file and what identifies its content: `pixels v1 …` (the pixel digest a PNG carries in its
    /// `Trellis-Pixels` chunk) or `bytes HASH SIZE`.
    struct File: Sendable, Equatable {
        /// Relative to the output (reference) folder: `NAME/screen.png`.
        var path: String
        var fingerprint: String
    }

    /// One scene of the file: its name, its files in the order drawn, and the drawing's diagnostics.
    struct Scene: Sendable, Equatable {
        var name: String
        var files: [File]
        /// The diagnostics of layout and drawing, formatted with colour (removed when printing without).
        var report: String
        var warnings: Int
    }

    /// The folder of memo files.
    var folder: String
    /// The renderer's identity (`RendererIdentity.current`, worked out when the options are read, before
    /// anything is drawn, so `render` and `test` see the same libraries), with `TRELLIS_MEMO_SALT` mixed in (a
    /// test sets it to stand for another build).
    var identity: String

    /// The memo of `--cache DIR`, else `$TRELLIS_CACHE`, else `$XDG_CACHE_HOME/trellis`, else `~/.cache/trellis`;
    /// nil when none of them is set.
    init?(option: String?, environment: [String: String]) {
        func given(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let option, !option.isEmpty {
            folder = option
        } else if let cache = given("TRELLIS_CACHE") {
            folder = cache
        } else if let xdg = given("XDG_CACHE_HOME") {
            folder = FileOutput.join(xdg, "trellis")
        } else if let home = given("HOME") {
            folder = FileOutput.join(home, ".cache/trellis")
        } else {
            return nil
        }
        identity = RendererIdentity.current + (environment["TRELLIS_MEMO_SALT"].map { " salt " + $0 } ?? "")
    }

    /// The memo key of a scene file whose render manifest input key is `inputKey`, for this process's renderer.
    func key(inputKey: String) -> String {
        var hash = StableHash()
        hash.add(Array("trellis-drawing-memo 1".utf8))
        hash.add(Array(identity.utf8))
        hash.add(Array(inputKey.utf8))
        return hash.hex
    }

    /// `FOLDER/drawn/AB/ABCDEF….json`: 256 subfolders, so no folder grows past a few thousand files.
    func path(key: String) -> String {
        FileOutput.join(folder, "drawn/\(key.prefix(2))/\(key).json")
    }

    /// The scenes remembered under `key`; nil when there is no entry, or it cannot be read or is not whole.
    func read(key: String) -> [Scene]? {
        guard let data = FileManager.default.contents(atPath: path(key: key)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1, object["key"] as? String == key,
              let scenes = object["scenes"] as? [[String: Any]], !scenes.isEmpty
        else { return nil }
        var result: [Scene] = []
        for scene in scenes {
            guard let name = scene["name"] as? String, let files = scene["files"] as? [[String]], !files.isEmpty,
                  let report = scene["report"] as? String, let warnings = scene["warnings"] as? Int
            else { return nil }
            var entries: [File] = []
            for file in files {
                guard file.count == 2, !file[0].isEmpty, Self.isFingerprint(file[1]) else { return nil }
                entries.append(File(path: file[0], fingerprint: file[1]))
            }
            result.append(Scene(name: name, files: entries, report: report, warnings: warnings))
        }
        return result
    }

    /// Remembers `scenes` under `key`: a temporary file renamed into place, one file per key (so parallel jobs
    /// and processes never write the same file half). A cache that cannot be written only costs the next run
    /// its shortcut, so a failure is ignored.
    func write(_ scenes: [Scene], key: String) {
        guard !scenes.isEmpty, scenes.allSatisfy({ !$0.files.isEmpty }) else { return }
        let object: [String: Any] = [
            "version": 1, "key": key,
            "scenes": scenes.map { scene in
                ["name": scene.name, "report": scene.report, "warnings": scene.warnings,
                 "files": scene.files.map { [$0.path, $0.fingerprint] }] as [String: Any]
            },
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        try? FileOutput.write([UInt8](data), to: path(key: key))
    }

    /// `pixels v1 0123456789abcdef`, for a pixel digest as the PNG writer stores it.
    static func pixels(_ digest: String) -> String { "pixels " + digest }

    /// `bytes HASH SIZE`, for a file compared by its bytes.
    static func bytes(_ bytes: [UInt8]) -> String {
        var hash = StableHash()
        hash.add(bytes)
        return "bytes \(hash.hex) \(bytes.count)"
    }

    private static func isFingerprint(_ text: String) -> Bool {
        text.hasPrefix("pixels v") || text.hasPrefix("bytes ")
    }

    /// Whether the reference at `path` holds what `fingerprint` says was drawn: the same pixel digest in its
    /// `Trellis-Pixels` chunk (only chunk headers are read), or the same bytes.
    static func reference(at path: String, matches fingerprint: String) -> Bool {
        if fingerprint.hasPrefix("pixels ") {
            guard let stored = try? PixelDigest.stored(atPath: path) else { return false }
            return "pixels " + stored == fingerprint
        }
        guard let bytes = FileOutput.read(path) else { return false }
        return Self.bytes(bytes) == fingerprint
    }
}
