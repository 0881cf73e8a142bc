import TrellisModel

/// An image view's image as the importer found it.
struct IBImage: Sendable {
    var name: String
    /// The file to draw, when a catalog holds a PNG of it.
    var properties: ImageProperties?
    /// The size in points the layout gives the image: the catalog file's, else (no file drawn) the view's stored frame,
    /// else the size the document's `<resources>` lists; nil for SF Symbols and unknown images.
    var pointSize: Size?
}

/// Finds an image view's image in the asset catalogs; what it cannot find becomes a warning or an error.
struct IBImageResolver {
    let context: IBDocumentContext
    var warnings: [Diagnostic] = []
    var errors: [Diagnostic] = []

    var file: String { context.file }

    /// The image an image view (or a control) names: its `image` attribute, else its `<imageReference key="image">`'s.
    static func imageName(_ element: XMLElement) -> String? {
        element["image"] ?? element.child("imageReference", key: "image")?["image"]
    }

    /// An image view's image: from the asset catalogs (the file matching the canvas's scale), else its size from the
    /// stored frame or `<resources>`; SF Symbols are sized by their stored frame.
    mutating func resolve(_ element: XMLElement) -> IBImage? {
        guard let name = Self.imageName(element), !name.isEmpty else { return nil }
        let resources = context.resources
        let isSymbol = element["catalog"] == "system" || element.child("imageReference", key: "image")?["catalog"] == "system"
            || resources.systemImages.contains(name)
        if isSymbol { return IBImage(name: name, properties: nil, pointSize: nil) }
        switch context.assets.image(named: name, scale: context.canvas.scale) {
        case .found(let path, let pixelSize, let scale):
            return IBImage(name: name, properties: ImageProperties(source: name, path: path, pixelSize: pixelSize, scale: scale),
                           pointSize: Size(width: pixelSize.width / scale, height: pixelSize.height / scale))
        case .otherFormat(let imageFile):
            // A valid catalog entry Trellis cannot draw: not a missing asset, so the document is still laid out.
            warnings.append(.ib(.warning, .unsupported,
                                "the image '\(name)' is the file \(imageFile), a format Trellis does not draw (only PNG): drawn as a placeholder at its listed size",
                                file: file, element: element))
        case .empty:
            warnings.append(.ib(.warning, .missingAsset,
                                "the image set '\(name)' names no image file, so UIKit finds no image: drawn as a placeholder at its listed size",
                                file: file, element: element))
        case .unreadable(let reason):
            errors.append(.ib(.error, .missingAsset, "the image '\(name)' cannot be read: \(reason)", file: file, element: element))
        case .missing:
            if context.assets.isEmpty {
                warnings.append(.ib(.warning, .missingAsset,
                                    "no asset catalog (*.xcassets) was found from the document's folder upward: the image '\(name)' is drawn as a placeholder at its listed size",
                                    file: file, element: element))
            } else {
                errors.append(.ib(.error, .missingAsset,
                                  "the image '\(name)' is in none of the asset catalogs \(context.assets.catalogs.joined(separator: ", ")); add \(name).imageset",
                                  file: file, element: element))
            }
        }
        // Without the file, the size the view was laid out with is its stored frame: Xcode rewrites `<resources>` from
        // the catalog on every save but stores frames only when it lays the scene out again (measured: a chevron
        // listed 8 × 13 stored 10 × 38 in a 38-pt row, and an image listed 150 × 150 stored 335 × 300 in a stack:
        // both documents solve to their stored frames with the stored size as the image's, not with the listed one).
        return IBImage(name: name, properties: nil, pointSize: IBGeometry.rect(element)?.size ?? resources.imageSizes[name])
    }
}
