import Foundation
import TrellisModel

/// A font file of the user's folders that is left out, and why.
struct UserFontProblem: Hashable {
    /// Why a file is left out.
    enum Reason: Hashable {
        /// Fontconfig cannot read it as a font.
        case unreadable
        /// An earlier folder gives one of its families (named here), and the first folder that gives a family wins.
        case shadowed(family: String, folder: String)
        /// The folder itself cannot be listed.
        case unlistable
        /// The folder holds no font files.
        case empty
    }

    /// The file (or, for `unlistable`, the folder).
    var path: String
    var reason: Reason

    /// The sentence a warning says.
    var message: String {
        switch reason {
        case .unreadable: return "font file '\(path)' is not a font fontconfig can read; it is left out"
        case .shadowed(let family, let folder):
            return "font file '\(path)' is left out: its family '\(family)' is given by the earlier font folder '\(folder)'"
        case .unlistable: return "font folder '\(path)' cannot be listed; its fonts are left out"
        case .empty:
            return "font folder '\(path)' holds no font files (.otc, .otf, .ttc, .ttf); subfolders are not read, "
                + "so name the folder the files are in"
        }
    }
}

/// Which font files of the user's folders a font system adds to the shipped configuration, and which shipped faces
/// they take the place of.
///
/// Folders are read in the order given, each folder's font files in the order of their names (so the result does not
/// depend on the order the file system lists them); subfolders are not read. A family belongs to the first folder
/// that gives it: a later file with one of its families is left out. A user font whose family is also a shipped
/// family replaces the shipped faces of that family (a team's own build of Inter is drawn for `system`), while the
/// other shipped families stay.
struct UserFontSelection {
    /// The files added, in order.
    var files: [String] = []
    /// The shipped faces left out because a user font gives their family: their file and that family.
    var replaced: [ReplacedFace] = []
    var problems: [UserFontProblem] = []

    /// One shipped face a user font takes the place of.
    struct ReplacedFace: Hashable {
        var file: String
        var family: String
    }

    /// Reads the folders' fonts with a scratch configuration (each file scanned on its own, no cache), against the
    /// shipped faces `shipped`.
    init(folders: [String], shipped: [FontFace]) {
        guard !folders.isEmpty, let scanner = FontConfigHandle() else { return }
        var claimed: [String: String] = [:]  // family key → the folder that gives it
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                problems.append(UserFontProblem(path: folder, reason: .unlistable))
                continue
            }
            var given: [String: String] = [:]
            let fontNames = FontFolder.fontFiles(among: names)
            if fontNames.isEmpty { problems.append(UserFontProblem(path: folder, reason: .empty)) }
            for name in fontNames {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                let before = scanner.applicationFaces.count
                let faces = scanner.addFontFile(path) ? Array(scanner.applicationFaces.dropFirst(before)) : []
                guard !faces.isEmpty else {
                    problems.append(UserFontProblem(path: path, reason: .unreadable))
                    continue
                }
                let families = faces.flatMap(\.families)
                if let taken = families.first(where: { claimed[Self.key($0)] != nil }) {
                    let owner = claimed[Self.key(taken)] ?? ""
                    problems.append(UserFontProblem(path: path, reason: .shadowed(family: taken, folder: owner)))
                    continue
                }
                for family in families { given[Self.key(family)] = folder }
                files.append(path)
            }
            claimed.merge(given) { first, _ in first }
        }
        var seen: Set<ReplacedFace> = []
        for face in shipped where !files.contains(face.file) {
            for family in face.families where claimed[Self.key(family)] != nil {
                let replacedFace = ReplacedFace(file: face.file, family: family)
                if seen.insert(replacedFace).inserted { replaced.append(replacedFace) }
            }
        }
    }

    /// A family name as fontconfig compares it: case and spaces ignored.
    static func key(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " })
    }

    /// The configuration text that leaves out the replaced shipped faces: a `<rejectfont>` pattern per face, by
    /// file and family, so the user's file of the same family is still accepted.
    var rejectionXML: String {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">",
                     "<fontconfig>", "  <selectfont>", "    <rejectfont>"]
        for face in replaced {
            lines.append("      <pattern><patelt name=\"file\"><string>\(Self.escaped(face.file))</string></patelt>"
                         + "<patelt name=\"family\"><string>\(Self.escaped(face.family))</string></patelt></pattern>")
        }
        lines += ["    </rejectfont>", "  </selectfont>", "</fontconfig>"]
        return lines.joined(separator: "\n")
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
