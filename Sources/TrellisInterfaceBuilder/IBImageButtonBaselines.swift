import TrellisModel

/// An image-only button's baselines: the bottom of its image, centred in the button's stored frame.
///
/// A button with an image and no title has no text line to put a baseline on, and Xcode aligns its baseline with the
/// image's bottom edge. A declared one-document extension, measured blind (fifty-eighth session): ArnabHore's
/// Profile-Screen-Design, Main.storyboard (Xcode 9.1, toolsVersion 13529, `retina4_7`, not flagged), a 36 × 36 button
/// whose normal state shows `add_photo.png` (listed 25 × 25 in the document's resources) and no title, its baseline
/// tied to a 115-pt image view's (an image view's baseline is its bottom, 196.5), stores it at y = 166: its baseline
/// 30.5 below its top, the bottom of a 25-pt image centred in 36 pt ((36 − 25) / 2 + 25), where an empty title line
/// puts it 12 pt lower (the only such button on disk). Buttons whose content is not centred vertically, whose image is
/// taller than the button, or whose image size the document does not list are left to the title line; Xcode 9 to 16
/// only (toolsVersion 13000–23999), the measured one's era.
enum IBImageButtonBaselines {
    static let versions = 13000..<24000

    /// The image-only buttons of the scene `root`, each with its baselines' distance up from its stored frame's bottom.
    static func offsets(in root: XMLElement, toolsVersion: Int, resources: IBResources) -> [String: Double] {
        guard versions.contains(toolsVersion) else { return [:] }
        var offsets: [String: Double] = [:]
        var stack = [root]
        while let element = stack.popLast() {
            if element.name == "button", let id = element["id"], let offset = offset(element, resources: resources) {
                offsets[id] = offset
            }
            stack.append(contentsOf: element.children)
        }
        return offsets
    }

    /// How far above its stored frame's bottom `element`'s image ends, for a button with an image and no title.
    static func offset(_ element: XMLElement, resources: IBResources) -> Double? {
        guard (element["contentVerticalAlignment"] ?? "center") == "center", element.child(key: "configuration") == nil,
              let frame = IBGeometry.rect(element), let normal = element.child("state", key: "normal"),
              element.children("state").allSatisfy({ $0["title"] == nil }),
              let image = normal["image"], let size = resources.imageSizes[image], size.height <= frame.height
        else { return nil }
        return (frame.height - size.height) / 2
    }
}
