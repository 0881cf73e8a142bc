import Foundation
import TrellisModel
internal import TrellisPNG

/// The project's asset catalogs (`*.xcassets`), found from the document's folder upward, and the image sets in them.
struct IBAssetCatalogs: Sendable {
    /// What looking an image up gave.
    enum Lookup: Sendable, Hashable {
        /// A PNG file of the image set, its pixel size and scale.
        case found(path: String, pixelSize: Size, scale: Double)
        /// No catalog holds an image set of that name (or no catalog was found at all).
        case missing
        /// The set holds its image in a format Trellis does not draw (a PDF or SVG vector, a JPEG, HEIC or GIF
        /// photo): the named file.
        case otherFormat(String)
        /// The set names no image file at all (an image set created and never filled: UIKit finds no image).
        case empty
        /// The set exists but its Contents.json or image file cannot be read.
        case unreadable(String)
    }

    /// Catalog folders, nearest first.
    private(set) var catalogs: [String] = []
    /// Image set name → folder, from every catalog (nearest catalog wins).
    private var imageSets: [String: String] = [:]

    /// How many folders up from the document are searched (a project's catalogs sit beside or above its documents).
    static let levels = 6
    /// Entries visited inside one catalog at most (a catalog is a folder tree; this bounds a hostile one).
    static let maximumEntries = 50_000

    init(documentPath: String) {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: documentPath).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<Self.levels {
            let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".xcassets") {
                catalogs.append(folder.appendingPathComponent(name).path)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        for catalog in catalogs.reversed() { index(catalog) }
    }

    /// Whether any catalog was found (without one, a missing image is reported as a warning, not an error).
    var isEmpty: Bool { catalogs.isEmpty }

    private mutating func index(_ catalog: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return }
        var visited = 0
        while let relative = enumerator.nextObject() as? String, visited < Self.maximumEntries {
            visited += 1
            let last = (relative as NSString).lastPathComponent
            guard last.hasSuffix(".imageset") else { continue }
            imageSets[String(last.dropLast(".imageset".count))] = catalog + "/" + relative
        }
    }

    /// The image of that name for a screen of that scale: the file whose scale matches, else the largest one.
    func image(named name: String, scale: Double) -> Lookup {
        guard let folder = imageSets[name] else { return .missing }
        let contentsPath = folder + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: contentsPath) else { return .unreadable("cannot read \(contentsPath)") }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else {
            return .unreadable("\(contentsPath) is not an asset catalog Contents.json (no \"images\" list)")
        }
        var candidates: [(file: String, scale: Double)] = []
        var others: [String] = []
        for entry in images {
            guard let file = entry["filename"] as? String, !file.contains("/") else { continue }
            guard file.lowercased().hasSuffix(".png") else { others.append(file); continue }
            let written = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            candidates.append((file, written))
        }
        guard !candidates.isEmpty else { return others.first.map { .otherFormat($0) } ?? .empty }
        let chosen = candidates.first { $0.scale == scale } ?? candidates.max { $0.scale < $1.scale } ?? candidates[0]
        let path = folder + "/" + chosen.file
        do throws(PNGError) {
            let info = try readPNGInfo(atPath: path)
            return .found(path: path, pixelSize: Size(width: Double(info.width), height: Double(info.height)), scale: chosen.scale)
        } catch {
            return .unreadable("cannot read the PNG \(path): \(error)")
        }
    }
}
