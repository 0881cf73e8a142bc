/// Every diagnostic Trellis reports, one case per code; the raw value is the code printed in brackets
/// (`[unknown-view]`) and written to layout.json.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // Errors: the scene is not rendered.
    /// The file is not valid YAML (or not UTF-8 text).
    case syntax
    /// A key the scene format does not know.
    case unknownKey = "unknown-key"
    /// A value of the wrong type or out of range.
    case badValue = "bad-value"
    /// A constraint or offset names a view that does not exist.
    case unknownView = "unknown-view"
    /// Two views (or two scene files) share an id.
    case duplicateID = "duplicate-id"
    /// A constraint that cannot be read.
    case badConstraint = "bad-constraint"
    /// A Visual Format Language string that cannot be read.
    case badVFL = "bad-vfl"
    /// A file the scene names does not exist or cannot be read.
    case missingFile = "missing-file"
    /// A surface larger than the renderer can hold.
    case tooLarge = "too-large"
    /// A YAML alias that contains itself.
    case cycle
    /// An image an Interface Builder document names is in none of the project's asset catalogs, or its catalog
    /// entry cannot be read (a warning when the project has no catalog at all).
    case missingAsset = "missing-asset"
    /// A scene, device or state name that cannot be a file or folder name under the output folder.
    case invalidName = "invalid-name"
    /// A scale too small to draw (cairo's matrix degenerates).
    case tooSmall = "too-small"
    /// The layout solver stopped short of an optimal solution (its work limit, an iteration limit, an unbounded objective).
    case `internal`

    // Warnings: the scene is rendered, with the problem drawn or explained.
    /// Required constraints that cannot all hold; the set and the one broken are named.
    case unsatisfiable
    /// A view's position or size is not determined on an axis.
    case ambiguousLayout = "ambiguous-layout"
    /// A scroll view's content size is not determined on an axis.
    case ambiguousContentSize = "ambiguous-content-size"
    /// A `contentSize:` replaces the size the constraints give.
    case contentSizeOverridden = "content-size-overridden"
    /// A named offset lies outside the scrollable range.
    case offsetOutOfRange = "offset-out-of-range"
    /// A paging scroll view is asked to show an offset between pages, where it never rests.
    case offsetNotOnPage = "offset-not-on-page"
    /// A gesture step that no scroll view enclosing its view can follow.
    case gestureNotScrollable = "gesture-not-scrollable"
    /// A label holds characters no installed font can draw.
    case missingGlyphs = "missing-glyphs"
    /// A label's font family is not installed; fontconfig's fallback is used.
    case unknownFont = "unknown-font"
    /// Multi-line labels whose measured heights did not settle.
    case unstableLayout = "unstable-layout"
    /// Required constraints force a view's width or height below 0; the view, axis and constraints are named.
    case negativeSize = "negative-size"
    /// An Interface Builder element, custom class or attribute the importer does not map (drawn as a placeholder).
    case unsupported
    /// A view whose solved frame is more than 0.5 pt from the frame its Interface Builder document stored.
    case misplacedView = "misplaced-view"
    /// A label's font is larger than can be drawn (16384 pixels per em); the label draws nothing.
    case fontTooLarge = "font-too-large"
    /// `pages` stopped at its limit of pages per axis before the end of the content.
    case pageLimit = "page-limit"
    /// A label's text past the text limits; the rest is left out.
    case textTooLong = "text-too-long"
    /// A folder named by `fonts:` does not exist or is not a folder.
    case missingFontFolder = "missing-font-folder"
    /// A folder named by `fonts:` holds no font files (.ttf, .otf, .ttc, .otc); it adds nothing.
    case emptyFontFolder = "empty-font-folder"
    /// A file of a font folder is left out: fontconfig cannot read it, or an earlier folder gives its family.
    case unusableFont = "unusable-font"

    public var description: String { rawValue }
}

/// The one place that counts a run's diagnostics by severity.
public struct DiagnosticCounts: Sendable, Hashable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init() {}

    /// Counts of `diagnostics`.
    public init<S: Sequence>(_ diagnostics: S) where S.Element == Diagnostic {
        add(diagnostics)
    }

    /// Adds `diagnostics` to the counts.
    public mutating func add<S: Sequence>(_ diagnostics: S) where S.Element == Diagnostic {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// Whether any diagnostic is an error, or (with `strict`) a warning: the policy that stops a scene.
    public func stopsScene(strict: Bool) -> Bool { errors > 0 || (strict && warnings > 0) }
}
