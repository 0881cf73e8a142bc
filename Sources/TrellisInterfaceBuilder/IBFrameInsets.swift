import TrellisModel

/// Xcode 8.0's frames: `<frame key="frameInset" …/>` in place of `<rect key="frame" …/>`.
///
/// Xcode 8.0 (toolsVersion 11xxx before 8.1's 11542) wrote a view's frame as insets from its superview's edges:
/// `minX` and `minY` from the leading and top edges, `maxX` and `maxY` from the trailing and bottom edges, with
/// `width` and `height` where the size is its own; an edge left out is at 0 from its superview's edge, and a missing
/// length spans what the insets leave. Xcode 8.1 went back to `<rect>` (WinObjC issue 1536, "<rect> attributes may be
/// changed to <frame frameInset>", gone again in Xcode 8.2.1). Measured: an Xcode 8.0 storyboard (TextFieldEffects,
/// toolsVersion 11201) stores its 414 × 66 static cells' content views as `width="414" height="66"`. Without this a
/// view stored so has no frame at all, and one that autoresizes is laid out 0 × 0 at its superview's origin.
enum IBFrameInsets {
    /// The document with its `frameInset`s turned into `rect`s; the document itself when it has none (every
    /// document but Xcode 8.0's).
    static func resolvedDocument(_ document: XMLElement) -> XMLElement {
        contains(document) ? resolved(document) : document
    }

    /// Whether `element` or a descendant stores a `frameInset`.
    static func contains(_ element: XMLElement) -> Bool {
        element.children.contains { ($0.name == "frame" && $0["key"] == "frameInset") || contains($0) }
    }

    /// `element` with every `frameInset` of its views turned into the `rect` the same frame has in later documents.
    static func resolved(_ element: XMLElement, parentSize: Size? = nil) -> XMLElement {
        var element = element
        var size = parentSize
        if let rect = element.child("rect", key: "frame") {
            size = Size(width: rect.number("width") ?? 0, height: rect.number("height") ?? 0)
        } else if let index = element.children.firstIndex(where: { $0.name == "frame" && $0["key"] == "frameInset" }) {
            let inset = element.children[index]
            let (x, width) = axis(min: inset.number("minX"), length: inset.number("width"), max: inset.number("maxX"),
                                  parent: parentSize?.width ?? 0)
            let (y, height) = axis(min: inset.number("minY"), length: inset.number("height"), max: inset.number("maxY"),
                                   parent: parentSize?.height ?? 0)
            element.children[index] = XMLElement(name: "rect", attributes: ["key": "frame", "x": "\(x)", "y": "\(y)",
                                                                          "width": "\(width)", "height": "\(height)"],
                                                 line: inset.line, column: inset.column)
            size = Size(width: width, height: height)
        }
        guard !element.children.isEmpty else { return element }
        element.children = element.children.map { resolved($0, parentSize: size) }
        return element
    }

    /// The origin and length along one axis of a superview `parent` long, from the insets and the length given.
    static func axis(min: Double?, length: Double?, max: Double?, parent: Double) -> (origin: Double, length: Double) {
        if let length {
            if let min { return (min, length) }
            if let max { return (parent - max - length, length) }
            return (0, length)
        }
        let origin = min ?? 0
        return (origin, Swift.max(0, parent - origin - (max ?? 0)))
    }
}
