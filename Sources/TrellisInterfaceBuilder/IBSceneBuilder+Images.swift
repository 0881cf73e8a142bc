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

extension IBSceneBuilder {
    /// An image view's image: from the asset catalogs (the file matching the canvas's scale), else its size from the
    /// stored frame or `<resources>`; SF Symbols are sized by their stored frame.
    mutating func resolveImage(_ element: XMLElement) -> IBImage? {
        guard let name = element["image"] ?? element.child("imageReference", key: "image")?["image"], !name.isEmpty else { return nil }
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

extension IBSceneBuilder {
    /// Gives the scene's image views and buttons that show SF Symbols their alignment insets (``IBSymbolImages``),
    /// before the constraints are resolved (the resolver moves constraints by the insets) and stacks arrange them.
    mutating func applySymbolInsets(to node: inout ViewNode) {
        var symbols: [String: XMLElement] = [:]
        collectSymbolViews(root.element, into: &symbols)
        guard !symbols.isEmpty else { return }
        let summary = IBSymbolConstraints(pending: pending, ids: Set(symbols.keys))
        applySymbolInsets(to: &node, parent: nil, symbols: symbols, summary: summary)
    }

    private func collectSymbolViews(_ element: XMLElement, into symbols: inout [String: XMLElement]) {
        if let id = element["id"], IBSymbolImages.showsSymbol(element, resources: context.resources) { symbols[id] = element }
        for child in element.children { collectSymbolViews(child, into: &symbols) }
    }

    /// `parent`: the superview's id, stored size and, when it is a stack, its arrangement.
    private mutating func applySymbolInsets(to node: inout ViewNode, parent: IBSymbolParent?,
                                            symbols: [String: XMLElement], summary: IBSymbolConstraints) {
        if let element = symbols[node.id], let stored = node.storedFrame {
            // A stack sets an arranged view's height when it is vertical (its distribution may stretch it) or fills
            // across a horizontal axis; only an image view at its own intrinsic height is its unscaled image.
            let stack = parent?.stack
            let stackSetsHeight = stack.map { $0.axis == .vertical || $0.alignment == .fill } ?? false
            let intrinsic = element.name == "imageView" && !stackSetsHeight && summary.heightIsIntrinsic(node.id)
            let insets = IBSymbolImages.insets(stored: stored, own: summary.constrainedSize(of: node.id, in: parent),
                                               intrinsicHeightPointSize: intrinsic ? IBSymbolImages.pointSize(element) : nil)
            if insets != .zero {
                node.alignmentInsets = insets
                alignmentInsets[node.id] = insets
            }
        }
        let superview = IBSymbolParent(node)
        for index in node.children.indices {
            applySymbolInsets(to: &node.children[index], parent: superview, symbols: symbols, summary: summary)
        }
    }
}
