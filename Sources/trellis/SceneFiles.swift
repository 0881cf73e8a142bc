import Foundation

/// The scene files a run works on, found from the paths on the command line.
struct SceneFiles: Sendable {
    /// Scene files, as paths the user can read (the folder given, then the path inside it).
    var files: [String]
    /// Paths that do not exist, or folders without scene files, with what is wrong.
    var problems: [(path: String, message: String)]

    /// Expands folders to every `.yaml`/`.yml` file under them (sorted, hidden folders skipped); keeps files as given.
    static func collect(_ paths: [String]) -> SceneFiles {
        var files: [String] = []
        var seen: Set<String> = []
        var problems: [(String, String)] = []
        let manager = FileManager.default
        for path in paths {
            if path == SceneInput.standardInput {
                if seen.insert(path).inserted { files.append(path) }
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append((path, "no such file or folder"))
                continue
            }
            var found: [String] = []
            if isDirectory.boolValue {
                found = sceneFiles(inFolder: path)
                if found.isEmpty { problems.append((path, "the folder holds no .yaml or .yml files")) }
            } else {
                found = [path]
            }
            for file in found {
                let key = URL(fileURLWithPath: file).standardizedFileURL.path
                if seen.insert(key).inserted { files.append(file) }
            }
        }
        return SceneFiles(files: files, problems: problems)
    }

    private static func sceneFiles(inFolder folder: String) -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) { continue }
            let lower = relative.lowercased()
            guard lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") else { continue }
            var isDirectory: ObjCBool = false
            let full = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
            if manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(full)
            }
        }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
