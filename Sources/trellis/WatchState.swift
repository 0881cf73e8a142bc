import Foundation
import TrellisModel

/// What the `watch` page shows: for each scene file its images (the last good ones when the latest save is
/// broken) and its diagnostics; the version counts renders, so the page knows when to reload.
final class WatchState: @unchecked Sendable {
    /// One scene file's latest render.
    struct FileView: Sendable {
        var file: String
        /// Image name (`profile/screen.png`) and PNG bytes, from the last render without errors.
        var images: [(name: String, png: [UInt8])] = []
        /// The diagnostics of the latest render, formatted as the terminal shows them.
        var diagnostics = ""
        /// False when the latest save could not be drawn (its error is in `diagnostics`, the images are older).
        var ok = true
    }

    private let lock = NSLock()
    private var files: [FileView] = []
    private(set) var version = 0

    /// Replaces a file's view; keeps its earlier images when the new render has none because it failed.
    func update(_ view: FileView) {
        lock.lock(); defer { lock.unlock() }
        var view = view
        if let index = files.firstIndex(where: { $0.file == view.file }) {
            if !view.ok { view.images = files[index].images }
            files[index] = view
        } else {
            files.append(view)
        }
        version += 1
    }

    /// The page's JSON: the version, and per file its diagnostics and image URLs.
    func json() -> [UInt8] {
        lock.lock(); defer { lock.unlock() }
        var entries: [[String: Any]] = []
        for (fileIndex, view) in files.enumerated() {
            let images = view.images.enumerated().map { index, image in
                ["name": image.name, "url": "/image/\(fileIndex)/\(index)?v=\(version)", "bytes": image.png.count] as [String: Any]
            }
            entries.append(["file": view.file, "ok": view.ok, "diagnostics": view.diagnostics, "images": images])
        }
        let object: [String: Any] = ["version": version, "files": entries]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { Array($0) } ?? []
    }

    /// The PNG of `/image/FILE/INDEX`.
    func image(file: Int, index: Int) -> [UInt8]? {
        lock.lock(); defer { lock.unlock() }
        guard files.indices.contains(file), files[file].images.indices.contains(index) else { return nil }
        return files[file].images[index].png
    }
}
