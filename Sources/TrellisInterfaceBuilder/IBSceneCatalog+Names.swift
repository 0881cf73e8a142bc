import Foundation

/// Scene names: what Xcode accepts as a controller's title or identifier, made a folder name the output can use.
extension IBSceneCatalog {
    /// Names safe as folder names (no `/`, control characters, leading dot or dash, at most `maximumNameBytes`), made
    /// unique with `-2`, `-3`, …: any title or identifier Xcode accepts names a scene the output can be written to.
    func uniquelyNamed(_ roots: [IBSceneRoot]) -> [IBSceneRoot] {
        var seen: [String: Int] = [:]
        return roots.map { root in
            var root = root
            var name = String(String.UnicodeScalarView(root.name.unicodeScalars.map { scalar in
                scalar == "/" || scalar == "\\" || scalar == ":" || scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator ? "-" : scalar
            })).trimmingCharacters(in: CharacterSet(charactersIn: " ."))
            name = Self.shortened(String(name.drop(while: { $0 == "-" || $0 == "." || $0 == " " })))
            if name.isEmpty { name = root.element["id"] ?? "scene" }
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            root.name = count == 1 ? name : "\(name)-\(count)"
            return root
        }
    }

    /// The longest scene name in UTF-8 bytes: the output name check allows 200 per path segment, and the suffix `-N`
    /// and the staging names of the writers need a little room.
    static let maximumNameBytes = 150

    /// `name` cut at a character boundary to at most `maximumNameBytes` bytes.
    static func shortened(_ name: String) -> String {
        guard name.utf8.count > maximumNameBytes else { return name }
        var result = ""
        for character in name {
            guard result.utf8.count + character.utf8.count <= maximumNameBytes else { break }
            result.append(character)
        }
        return result
    }
}
