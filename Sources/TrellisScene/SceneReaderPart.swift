import TrellisModel

/// One part of reading a scene document (its entries, kinds, fonts, traits, motion, constraints): a small type over the
/// shared ``SceneReadContext``, with the context's state, its diagnostics and the typed value readers at hand.
protocol SceneReaderPart {
    var context: SceneReadContext { get }
}

extension SceneReaderPart {
    typealias ViewInfo = SceneReadContext.ViewInfo
    typealias PendingConstraint = SceneReadContext.PendingConstraint

    // Collections (views, metrics, diagnostics) are used as `context.views` so that they change in place.
    var file: String { context.file }
    var baseDirectory: String { context.baseDirectory }
    var sceneName: String { get { context.sceneName } nonmutating set { context.sceneName = newValue } }
    var anonymousCount: Int { get { context.anonymousCount } nonmutating set { context.anonymousCount = newValue } }
    var tooManyViews: Bool { get { context.tooManyViews } nonmutating set { context.tooManyViews = newValue } }
    var repeatedBytes: Int { get { context.repeatedBytes } nonmutating set { context.repeatedBytes = newValue } }
    var currentView: String? { get { context.currentView } nonmutating set { context.currentView = newValue } }
    var appearance: Appearance { get { context.appearance } nonmutating set { context.appearance = newValue } }
    var contentSize: ContentSizeCategory { get { context.contentSize } nonmutating set { context.contentSize = newValue } }

    func location(_ mark: YAMLMark) -> SourceLocation { context.location(mark) }

    func error(_ code: DiagnosticCode, _ message: String, at mark: YAMLMark, notes: [Diagnostic.Note] = []) {
        context.error(code, message, at: mark, notes: notes)
    }

    func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        context.error(code, message, at: location, notes: notes)
    }

    func warning(_ code: DiagnosticCode, _ message: String, at mark: YAMLMark) { context.warning(code, message, at: mark) }

    func viewHint(for name: String, extra: [String] = []) -> String { context.viewHint(for: name, extra: extra) }

    func checkKeys(_ pairs: [(key: YAMLNode, value: YAMLNode)], allowed: [String], in place: String,
                   elsewhere: [String: String] = [:]) -> [String: YAMLNode] {
        context.checkKeys(pairs, allowed: allowed, in: place, elsewhere: elsewhere)
    }

    // The parts, each made over the same context when needed.
    var entries: ViewEntryReader { ViewEntryReader(context: context) }
    var kinds: ViewKindReader { ViewKindReader(context: context) }
    var fonts: FontReader { FontReader(context: context) }
    var traits: TraitReader { TraitReader(context: context) }
    var motion: MotionReader { MotionReader(context: context) }
    var constraints: ConstraintResolver { ConstraintResolver(context: context) }
}
