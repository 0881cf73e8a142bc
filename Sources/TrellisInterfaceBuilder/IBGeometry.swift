import TrellisModel

/// Reading Xcode's geometry elements: `<rect>`, `<edgeInsets>`, `<directionalEdgeInsets>`.
enum IBGeometry {
    /// The element's stored frame (`<rect key="frame">`).
    static func rect(_ element: XMLElement) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        let width = rect.number("width") ?? 0, height = rect.number("height") ?? 0
        return Rect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: max(0, width), height: max(0, height))
    }

    /// `layoutMargins` or `directionalLayoutMargins` (leading and trailing as left and right, left to right).
    static func margins(_ element: XMLElement) -> Insets? {
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return Insets(top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                          bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return Insets(top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                          bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        }
        return nil
    }
}
