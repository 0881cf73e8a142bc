import Foundation
import TrellisModel

/// `fonts:` at the top of a scene: folders of the user's own font files, relative to the scene file's folder as image
/// paths are, whose families labels can then name (`font: "Brand Sans Bold 17"`).
struct FontsReader: SceneReaderPart {
    let context: SceneReadContext
}

extension FontsReader {
    /// Reads `fonts: Fonts` or `fonts: [Fonts, ../Shared/Fonts]` into the scene's font folders, in the order written.
    func readFonts(_ keys: [String: YAMLNode], into scene: inout Scene) {
        guard let node = keys["fonts"] else { return }
        let items: [YAMLNode]
        if let sequence = node.sequence {
            items = sequence
        } else if node.scalar != nil, !node.isNull {
            items = [node]
        } else {
            error(.badValue, "fonts: expected a folder of font files or a list of folders (fonts: [Fonts]), found \(node.kindDescription)",
                  at: node.mark)
            return
        }
        for item in items {
            guard let folder = folder(item), !scene.fontFolders.contains(where: { $0.path == folder.path }) else { continue }
            scene.fontFolders.append(folder)
        }
    }

    /// One folder: it must exist and be a folder (an error otherwise); a folder without font files is a warning.
    private func folder(_ node: YAMLNode) -> FontFolder? {
        guard let written = string(node, "fonts") else { return nil }
        guard !written.isEmpty else {
            error(.badValue, "fonts: expected a folder path, found an empty string", at: node.mark)
            return nil
        }
        let joined = written.hasPrefix("/") || baseDirectory.isEmpty ? written : baseDirectory + "/" + written
        let path = URL(fileURLWithPath: joined).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            error(.missingFontFolder, "font folder '\(written)' not found (looked for \(path))\(Self.hint(written, path))",
                  at: node.mark)
            return nil
        }
        guard isFolder.boolValue else {
            let parent = (written as NSString).deletingLastPathComponent
            let instead = parent.isEmpty ? "the folder that holds it" : "its folder, '\(parent)'"
            error(.missingFontFolder, "fonts: '\(written)' is a file, not a folder; name \(instead)", at: node.mark)
            return nil
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if FontFolder.fontFiles(among: names).isEmpty {
            let kinds = FontFolder.fontExtensions.sorted().map { ".\($0)" }.joined(separator: ", ")
            warning(.emptyFontFolder, "font folder '\(written)' holds no font files (\(kinds)); subfolders are not read, "
                    + "so name the folder the files are in", at: node.mark)
        }
        return FontFolder(path: path, location: location(node.mark))
    }

    /// `; did you mean 'Fonts'?` when a folder next to the missing one has a close name.
    private static func hint(_ written: String, _ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: parent + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }
        if let near = NameSuggestion.nearest(to: url.lastPathComponent, among: siblings.sorted()) {
            let parent = (written as NSString).deletingLastPathComponent
            return "; did you mean '\(parent.isEmpty ? near : parent + "/" + near)'?"
        }
        return "; paths in fonts: are relative to the scene file's folder"
    }
}
