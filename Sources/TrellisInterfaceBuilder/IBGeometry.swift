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

    /// The part of a safe area a rectangle overlaps, each side clamped to the rectangle (UIView.safeAreaInsets).
    static func overlap(of rect: Rect, safeArea: Insets, in size: Size) -> Insets {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return Insets(top: clamp(safeArea.top - rect.minY, rect.height),
                      left: clamp(safeArea.left - rect.minX, rect.width),
                      bottom: clamp(rect.maxY - (size.height - safeArea.bottom), rect.height),
                      right: clamp(rect.maxX - (size.width - safeArea.right), rect.width))
    }
}
