import TrellisModel

extension Diagnostic {
    /// A diagnostic of the importer at a place in a document.
    static func ib(_ severity: Severity, _ code: DiagnosticCode, _ message: String, file: String, line: Int, column: Int,
                   view: String? = nil, notes: [Note] = []) -> Diagnostic {
        Diagnostic(severity: severity, code: code, message: message,
                   location: SourceLocation(file: file, line: line, column: column), view: view, notes: notes)
    }

    /// A diagnostic of the importer about an element.
    static func ib(_ severity: Severity, _ code: DiagnosticCode, _ message: String, file: String, element: XMLElement,
                   view: String? = nil, notes: [Note] = []) -> Diagnostic {
        ib(severity, code, message, file: file, line: element.line, column: element.column, view: view, notes: notes)
    }
}
