import TrellisModel

/// A controller shown in a popover whose root Xcode stores 13 pt taller than its popover content size: the arrow above
/// it, inside the root, and the safe area starts below the arrow.
///
/// iOS 13 made a popover's content view extend under its arrow, the arrow's side counted in the safe area (WWDC 2019,
/// "Modernizing Your UI for iOS 13": content should use the safe area, which excludes the arrow); the arrow of
/// UIPopoverBackgroundView's standard popover is 13 pt. A declared one-document extension, measured blind (fifty-eighth
/// session): Kosalos's Mahjong, Main.storyboard (Xcode 11.3, toolsVersion 15705, `ipad10_5`, not flagged), a new-game
/// controller shown by a `popoverPresentation` segue that allows every arrow direction, its
/// `contentSizeForViewInPopover` 300 × 300 and its root stored 300 × 313, stores a label pinned 10 pt below the safe
/// area's top at y = 23 and five views chained below it 13 pt lower than a safe area at the root's top gives (6 frames).
/// Only that shape is taken: Xcode 11 and later (the iOS 13 SDK), an iPad canvas, an up arrow allowed (Xcode draws the
/// arrow above the content), and a root stored exactly the arrow taller than the content size. Earlier popovers
/// (Xcode 9 and 10 documents of the same author store their roots at the content size) keep the root's safe area.
enum IBPopoverArrow {
    /// The arrow's length, from the content's edge to its tip.
    static let height = 13.0

    /// Ids of the controllers whose roots show a popover's arrow at their top (the shape above).
    static func destinations(_ controllers: [String: XMLElement], canvas: IBCanvas) -> Set<String> {
        guard canvas.isPad, canvas.toolsVersion >= 15000 else { return [] }
        var result: Set<String> = []
        for controller in controllers.values {
            for segue in controller.segues where segue["kind"] == "popoverPresentation" {
                guard let id = segue["destination"], let destination = controllers[id],
                      segue.child("popoverArrowDirection", key: "popoverArrowDirection").map({ $0.flag("up") == true }) ?? true,
                      let content = destination.children.first(where: { $0.name == "value" && $0["key"] == "contentSizeForViewInPopover" }),
                      let width = Double(content["width"] ?? ""), let height = Double(content["height"] ?? ""),
                      let root = destination.child(key: "view").flatMap({ IBGeometry.rect($0) }),
                      root.width == width, root.height == height + Self.height else { continue }
                result.insert(id)
            }
        }
        return result
    }
}
