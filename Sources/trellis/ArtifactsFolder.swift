import Foundation

/// The artifacts folder of `trellis test`: cleared of the files an earlier run wrote, so that what CI uploads
/// is this run's failures only.
enum ArtifactsFolder {
    /// The endings of the files `test` writes there.
    static let suffixes = [".actual.png", ".diff.png", ".side-by-side.png", ".actual.json"]

    /// Removes the files with those endings under `folder`, then the folders left empty; other files stay,
    /// so that pointing `--artifacts` at a folder that holds something else loses nothing.
    static func clear(_ folder: String) {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return }
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = FileOutput.join(folder, relative)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folders.append(path)
            } else if suffixes.contains(where: { relative.hasSuffix($0) }) {
                try? manager.removeItem(atPath: path)
            }
        }
        // deepest first, so a parent is empty once its children are gone
        for path in folders.sorted(by: { $0.count > $1.count }) {
            if (try? manager.contentsOfDirectory(atPath: path))?.isEmpty == true { try? manager.removeItem(atPath: path) }
        }
    }
}
