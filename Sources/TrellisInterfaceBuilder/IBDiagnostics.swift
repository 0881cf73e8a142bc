import TrellisModel

/// The diagnostic codes the Interface Builder importer reports, and how they are built.
enum IBCode: String, Sendable {
    /// An element, class or attribute the importer does not map; drawn as an outlined placeholder.
    case unsupported
    /// A view whose solved frame differs from the frame Xcode stored by more than 0.5 pt.
    case misplacedView = "misplaced-view"
    /// An image the document names is not in the project's asset catalogs.
    case missingAsset = "missing-asset"
    /// The XML is malformed or truncated.
    case syntax
    /// A value of the wrong form.
    case badValue = "bad-value"
    /// A constraint names an object that does not exist.
    case unknownView = "unknown-view"
    /// The file cannot be read.
    case missingFile = "missing-file"
}

extension Diagnostic {
    /// A diagnostic of the importer at a place in a document.
    static func ib(_ severity: Severity, _ code: IBCode, _ message: String, file: String, line: Int, column: Int,
                   view: String? = nil, notes: [Note] = []) -> Diagnostic {
        Diagnostic(severity: severity, code: code.rawValue, message: message,
                   location: SourceLocation(file: file, line: line, column: column), view: view, notes: notes)
    }

    /// A diagnostic of the importer about an element.
    static func ib(_ severity: Severity, _ code: IBCode, _ message: String, file: String, element: XMLElement,
                   view: String? = nil, notes: [Note] = []) -> Diagnostic {
        ib(severity, code, message, file: file, line: element.line, column: element.column, view: view, notes: notes)
    }
}
