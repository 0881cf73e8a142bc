import Foundation

/// The annotation layouts a renderer worked out, by image, so that an image drawn in bands or tiles places its badges
/// once rather than once per band (the placement looks at the whole image, so every band gets the same answer).
/// Holds one image's layout at a time: bands of an image are drawn one after another.
final class AnnotationLayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    private var key: String?
    private var layout: AnnotationLayout?

    /// The layout of the image named `key`, made by `make` the first time.
    func layout(for key: String, _ make: () -> AnnotationLayout?) -> AnnotationLayout? {
        lock.lock()
        defer { lock.unlock() }
        if self.key == key { return layout }
        let made = make()
        self.key = key
        layout = made
        return made
    }
}
