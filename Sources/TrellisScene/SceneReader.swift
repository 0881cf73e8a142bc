import TrellisModel

/// Reads one YAML document into a Scene, collecting every error it finds rather than stopping at the first.
///
/// The scene's own keys are read here; view entries, kind keys, fonts, traits and devices, motion and constraints each
/// have their own reader type (``ViewEntryReader``, ``ViewKindReader``, ``FontReader``, ``TraitReader``,
/// ``MotionReader``, ``ConstraintResolver``) over the one ``SceneReadContext``.
struct SceneReader: SceneReaderPart {
    let context: SceneReadContext

    init(file: String) {
        context = SceneReadContext(file: file)
    }
}
