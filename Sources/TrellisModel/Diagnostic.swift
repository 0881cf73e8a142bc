/// A place in a scene file: 1-based line and column, and the path as the user gave it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
    public var description: String { "\(file):\(line):\(column)" }
}

/// A problem found in a scene, in the style of a compiler diagnostic.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a diagnostic is.
    public enum Severity: String, Sendable, Hashable { case error, warning, note }

    public var severity: Severity
    /// The code of the design (`unsatisfiable`, `ambiguous-content-size`, `unknown-key`, …).
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation?
    /// The view the diagnostic is about, if any.
    public var view: String?
    /// The axis the diagnostic is about, if any.
    public var axis: Axis?
    /// Further located remarks (the members of a conflicting set, for example).
    public var notes: [Note]

    /// A secondary remark with its own location.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: SourceLocation?
        public init(message: String, location: SourceLocation? = nil) { self.message = message; self.location = location }
    }

    public init(severity: Severity, code: DiagnosticCode, message: String, location: SourceLocation? = nil,
                view: String? = nil, axis: Axis? = nil, notes: [Note] = []) {
        self.severity = severity; self.code = code; self.message = message; self.location = location
        self.view = view; self.axis = axis; self.notes = notes
    }

    /// `file:line:column: warning: [code] message` (without the source excerpt).
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): [\(code)] \(message)"
    }
}
