import TrellisModel

/// What reading one scene document collects and shares between the readers of its parts: the file, the diagnostics,
/// the views known so far, the metrics, and the appearance and text size named colors and text styles resolve with.
///
/// One reference shared by every part reader, as swift-format's `DiagnosticsEngine` is shared by its rules: each part
/// reports into it and reads what earlier parts found (a constraint names views an entry declared).
final class SceneReadContext {
    /// What the reader knows about a view once its entry is read.
    struct ViewInfo {
        var kind: ViewKind
        var parent: String?
        var location: SourceLocation
    }

    /// A constraint string of a `layout:` list, resolved once every view is known.
    struct PendingConstraint {
        var owner: String
        var text: String
        var node: YAMLNode
        /// The size classes it is installed in (`when:`), nil for all.
        var condition: TraitCondition? = nil
    }

    /// The path as the user gave it, used in every location.
    let file: String
    /// The directory `src:` paths are relative to.
    let baseDirectory: String
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    var metrics: [String: Double] = [:]
    var sceneName = ""
    var anonymousCount = 0
    var views: [String: ViewInfo] = ["view": ViewInfo(kind: .view, parent: nil, location: SourceLocation(file: "", line: 1, column: 1))]
    /// Ids in file order, for "did you mean".
    var viewOrder: [String] = ["view"]
    /// Every id, for quick membership tests.
    var viewIDs: Set<String> = ["view"]
    var pending: [PendingConstraint] = []
    /// Set once the scene has reached the most views it may hold; reading stops there.
    var tooManyViews = false
    /// Bytes of text the `repeat` copies made so far (bounded by `maximumRepeatedBytes`).
    var repeatedBytes = 0
    /// `repeat` copies read so far, kept or not (a copy with a duplicate id is no view, but costs its reading).
    var repeatedCopies = 0
    /// The view whose entry or constraints are being read, named in diagnostics.
    var currentView: String?
    /// The scene's appearance and text size, read before its views: named colors and text styles resolve with them.
    var appearance: Appearance = .light
    var contentSize: ContentSizeCategory = .default
    /// The scene's `lang:`, the language of labels that do not give their own.
    var language: TextLanguage?
    /// The combinations of `traits:` (read on the first pass), with where each was written.
    var traitCombinations: [(TraitCombination, YAMLMark)] = []
    /// The combination this pass reads a copy of the scene with (nil on the first pass).
    var combination: TraitCombination?

    init(file: String) {
        self.file = file
        if let slash = file.lastIndex(of: "/") {
            baseDirectory = String(file[..<slash])
        } else {
            baseDirectory = ""
        }
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    func error(_ code: DiagnosticCode, _ message: String, at mark: YAMLMark, notes: [Diagnostic.Note] = []) {
        errors.append(Diagnostic(severity: .error, code: code, message: message, location: location(mark), view: currentView, notes: notes))
    }

    func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        errors.append(Diagnostic(severity: .error, code: code, message: message, location: location, view: currentView, notes: notes))
    }

    func warning(_ code: DiagnosticCode, _ message: String, at mark: YAMLMark) {
        warnings.append(Diagnostic(severity: .warning, code: code, message: message, location: location(mark), view: currentView))
    }

    /// "; did you mean 'x'?" among the view ids; after many errors (a mistake in a large repeated entry) the search,
    /// which costs one comparison per view, is skipped so that a scene of thousands of views fails quickly.
    func viewHint(for name: String, extra: [String] = []) -> String {
        guard errors.count < 50 else { return "" }
        return NameSuggestion.hint(for: name, among: viewOrder + extra)
    }

    /// Reports keys of `pairs` that are not in `allowed`, with "did you mean"; returns the pairs by key.
    func checkKeys(_ pairs: [(key: YAMLNode, value: YAMLNode)], allowed: [String], in context: String,
                            elsewhere: [String: String] = [:]) -> [String: YAMLNode] {
        var byKey: [String: YAMLNode] = [:]
        var firstMark: [String: YAMLMark] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar, pair.key.mapping == nil else {
                error(.badValue, "\(context): keys are names, found \(pair.key.kindDescription)", at: pair.key.mark)
                continue
            }
            guard allowed.contains(key) else {
                var message = "unknown key '\(key)' in \(context)"
                if let owner = elsewhere[key] {
                    message += "; '\(key)' is a key of \(owner)"
                } else if let near = NameSuggestion.nearest(to: key, among: allowed) {
                    message += "; did you mean '\(near)'?"
                } else if let near = NameSuggestion.nearest(to: key, among: elsewhere.keys.sorted()), let owner = elsewhere[near] {
                    message += "; did you mean '\(near)'? (a key of \(owner))"
                }
                error(.unknownKey, message, at: pair.key.mark)
                continue
            }
            if let earlier = firstMark[key] {
                error(.badValue, "'\(key)' is given twice in \(context)", at: pair.key.mark,
                      notes: [Diagnostic.Note(message: "first given here", location: location(earlier))])
                continue
            }
            firstMark[key] = pair.key.mark
            byKey[key] = pair.value
        }
        return byKey
    }
}
