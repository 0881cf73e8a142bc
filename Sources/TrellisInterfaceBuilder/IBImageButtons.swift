import TrellisModel

/// An image-only button's intrinsic size is its image's, not its stored frame.
///
/// UIButton sizes itself to its content: for a button with no title, no configuration and no insets, that is the size
/// of its normal-state image (Apple's UIButton and intrinsicContentSize documentation); the document lists that image's
/// size in `<resources>`. Trellis otherwise takes a control's stored frame as its intrinsic size, which is right where
/// the frame is the content's size and harmless where constraints fix the size, but wrong where the constraints leave
/// the size to hugging and compression resistance and Xcode stored it stretched: the stretched size then resists
/// shrinking at 750. Measured: BoostCamp's PitchPerfect_Hun storyboard (Xcode 8.2, 11762, 375 × 667) stores a
/// center-aligned vertical stack pinned to the top layout guide, whose bottom a `>=` pin keeps at most 10 pt above the
/// bottom guide, holding a fillEqually stack of three rows of two square buttons showing 90 × 90 images and a 90-pt row:
/// the pins only bound the rows from below, at (593 - 90) / 3 = 167.67 pt, and Xcode stores the stack 593 tall and the
/// rows and buttons at 167.5 to 168 (pixel-rounded 167.67), the least the constraints allow, as the buttons' hugging
/// towards their 90-pt images gives. With the stored frames as intrinsic sizes, compression resistance held every
/// square at the largest stored width (168.5) and the stack at 595.5: 11 frames off. Apple's documentation of UIButton
/// has the button's intrinsic content size come from its content (title, image) and content insets. Only documents
/// of Xcode 6 to 8: an Xcode 11.3 storyboard (Yreshef's WeightTracker, 16097) stores an image-only button in a
/// fillProportionally row at a share that fits no listed image size (30 × 31 listed, 113.5 of 264 pt beside a 150.5-pt
/// label), as `<resources>` sizes, rewritten at every save, need not be the ones a stored layout used.
enum IBImageButtons {
    /// The normal-state image's size when the element is a button showing that image alone in a document of Xcode 6
    /// to 8 (toolsVersion 6000–12999), else nil.
    static func intrinsicSize(_ element: XMLElement, resources: IBResources, toolsVersion: Int) -> Size? {
        guard (6000..<13000).contains(toolsVersion),
              element.name == "button", element.child("buttonConfiguration", key: "configuration") == nil,
              IBText.buttonTitle(element).isEmpty, let normal = element.child("state", key: "normal"),
              normal["backgroundImage"] == nil, normal["catalog"] == nil, let name = normal["image"],
              let size = resources.imageSizes[name], size.width > 0, size.height > 0,
              !element.children.contains(where: { $0.name == "inset" }) else { return nil }
        // Xcode 6 to 8 keep such a button at least one line of its title font tall (IBXcode6ImageButtonLine).
        return Size(width: size.width,
                    height: IBXcode6ImageButtonLine.height(element, imageHeight: size.height))
    }
}
