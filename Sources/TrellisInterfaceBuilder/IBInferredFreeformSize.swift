import TrellisModel

/// A controller pushed from a freeform controller is simulated at its source's freeform size in Xcode 8.
///
/// A controller's Simulated Metrics size defaults to "Inferred" (Xcode's Attributes inspector, Simulated Metrics,
/// Size): Interface Builder infers it, as it infers the bars, from the controller a segue comes from. In a document saved
/// by Xcode 8 a `show` (or `push`) segue from a controller simulated at a freeform size (`<freeformSimulatedSizeMetrics>`
/// with `<size key="freeformSize">`) therefore gives its destination that size too, when the destination states no
/// size of its own: its root lies on a screen of that size, so its bottom layout guide is at the root's bottom (as
/// IBFreeformScreen lays out a freeform root taller than the phone), not at the bottom of the phone the document is
/// otherwise taken for.
///
/// Measured blind on one document (a declared one-document extension, forty-second session): leofontes's ios-course
/// BridFlix Main.storyboard (Xcode 8.2, toolsVersion 11762, `retina3_5`, not flagged) pushes an add-review controller
/// from a detail controller simulated at a 320 × 800 freeform size; the add-review controller states no size, its root
/// is stored 320 × 800, and its 60-pt message label, 20 pt above the bottom layout guide, is stored at y = 720
/// (800 − 20 − 60), where the 480-pt phone puts it at 400. Only a destination whose root Xcode stored at the source's
/// freeform size is taken for one (the size the inference gives), and only in Xcode 8 documents, the version measured.
enum IBInferredFreeformSize {
    /// The ids of the controllers of `controllers` (every object of the document's scenes by id) simulated at the
    /// freeform size of a controller that pushes them.
    static func destinations(_ controllers: [String: XMLElement], document: XMLElement, toolsVersion: Int) -> Set<String> {
        guard IBToolsVersion.xcode8.contains(toolsVersion) else { return [] }
        var found: Set<String> = []
        for push in IBSceneSegueSources.pushes(controllers, document: document) {
            guard let source = controllers[push.source], let size = freeformSize(of: source),
                  let destination = controllers[push.destination], statesNoSize(destination),
                  let root = destination.child(key: "view"), let stored = IBGeometry.rect(root),
                  stored.size == size else { continue }
            found.insert(push.destination)
        }
        return found
    }

    /// The freeform size a controller states: `<freeformSimulatedSizeMetrics>` with a `<size key="freeformSize">`.
    static func freeformSize(of controller: XMLElement) -> Size? {
        guard controller.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics",
              let size = controller.child(key: "freeformSize"), size.name == "size",
              let width = size.number("width"), let height = size.number("height") else { return nil }
        return Size(width: width, height: height)
    }

    /// Whether a controller states no simulated size of its own (its size is inferred).
    static func statesNoSize(_ controller: XMLElement) -> Bool {
        controller.child(key: "simulatedDestinationMetrics") == nil && controller.child(key: "freeformSize") == nil
    }
}
