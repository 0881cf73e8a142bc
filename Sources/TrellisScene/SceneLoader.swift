import Foundation
import TrellisModel

/// Every error found while loading a scene file (all of them, not only the first).
public struct SceneLoadError: Error, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    /// The text that was loaded, by file, so that the description can quote it even when it is not on disk.
    var sources: [String: String] = [:]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    init(diagnostics: [Diagnostic], file: String, text: String) {
        self.diagnostics = diagnostics
        sources = [file: text]
    }

    /// Every diagnostic as a compiler prints it: `file:line:column: error: [code] message`, the line and a caret.
    public var description: String {
        let printer = DiagnosticPrinter(sources: sources)
        return diagnostics.map(printer.format).joined(separator: "\n")
    }
}

/// Loads scene files (YAML) into scenes, reporting problems as diagnostics with their file positions.
public enum SceneLoader {
    /// Loads every scene of a file; warnings of loading come back in `warnings`.
    public static func load(contentsOf path: String) throws(SceneLoadError) -> (scenes: [Scene], warnings: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            throw SceneLoadError(diagnostics: [Diagnostic(severity: .error, code: .missingFile,
                                                          message: "cannot read scene file '\(path)' (looked for \(absolute))",
                                                          location: SourceLocation(file: path, line: 1, column: 1))])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneLoadError(diagnostics: [Diagnostic(severity: .error, code: .syntax,
                                                          message: "the scene file is not UTF-8 text",
                                                          location: SourceLocation(file: path, line: 1, column: 1))])
        }
        // Diagnostics printed later quote the text as it was read, even if the file changes meanwhile.
        SourceLineCache.shared.register(text, for: path)
        return try load(yaml: text, file: path)
    }

    /// Loads every scene of a YAML text; `file` is used for locations, the default name and `src:` paths.
    public static func load(yaml text: String, file: String) throws(SceneLoadError) -> (scenes: [Scene], warnings: [Diagnostic]) {
        let documents: [YAMLComposer.Document]
        do {
            documents = try YAMLComposer.documents(of: text)
        } catch {
            var message = error.message
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            if error.code == .syntax, error.mark.line - 1 < lines.count, lines[error.mark.line - 1].contains("{i"),
               lines[error.mark.line - 1].contains("[") || lines[error.mark.line - 1].contains("{") {
                message += "; inside [ ] or { }, quote a string that contains {i}: 'top == row{i-1}.bottom'"
            }
            let diagnostic = Diagnostic(severity: .error, code: error.code, message: message,
                                        location: SourceLocation(file: file, line: error.mark.line, column: error.mark.column))
            throw SceneLoadError(diagnostics: YAMLTrapHints.explain([diagnostic], text: text), file: file, text: text)
        }
        let defaultName = defaultSceneName(file)
        var scenes: [Scene] = []
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var names: [String: SourceLocation] = [:]
        if documents.isEmpty {
            errors.append(Diagnostic(severity: .error, code: .badValue, message: "the file holds no scene (it is empty)",
                                     location: SourceLocation(file: file, line: 1, column: 1)))
        }
        for (index, document) in documents.enumerated() {
            let reader = SceneReader(file: file)
            var scene = reader.readScene(document, isFirst: index == 0, defaultName: defaultName)
            errors += reader.context.errors
            warnings += reader.context.warnings
            if let read = scene, !reader.context.traitCombinations.isEmpty {
                let copies = traitVariants(of: read, combinations: reader.context.traitCombinations, document: document,
                                           isFirst: index == 0, defaultName: defaultName)
                scene?.traitVariants = copies.variants
                errors += copies.errors
            }
            guard let scene else { continue }
            let here = scene.location ?? SourceLocation(file: file, line: document.mark.line, column: document.mark.column)
            if let earlier = names[scene.name] {
                errors.append(Diagnostic(severity: .error, code: .duplicateID,
                                         message: "two scenes of this file are named '\(scene.name)'; every scene needs its own name",
                                         location: SourceLocation(file: file, line: document.mark.line, column: document.mark.column),
                                         notes: [Diagnostic.Note(message: "the first one starts here", location: earlier)]))
            }
            names[scene.name] = here
            scenes.append(scene)
        }
        guard errors.isEmpty else {
            throw SceneLoadError(diagnostics: YAMLTrapHints.explain(inFileOrder(errors), text: text), file: file, text: text)
        }
        return (scenes, inFileOrder(warnings))
    }

    /// Diagnostics sorted by line and column, the order of equal positions kept; a code repeated at one place
    /// (every copy of a repeated entry has the same mistake) is reported once.
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        let unique = diagnostics.filter { diagnostic in
            guard let location = diagnostic.location else { return true }
            return seen.insert("\(diagnostic.code) \(location)").inserted
        }
        return unique.enumerated().sorted { a, b in
            let left = (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
            let right = (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }

    /// The file name without directory and extension.
    static func defaultSceneName(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base.isEmpty ? "scene" : base }
        return String(base[..<dot])
    }
}

extension Scene {
    /// Loads the first scene of a scene file.
    public init(contentsOf path: String) throws(SceneLoadError) {
        let loaded = try SceneLoader.load(contentsOf: path)
        guard let first = loaded.scenes.first else {
            throw SceneLoadError(diagnostics: [Diagnostic(severity: .error, code: .badValue, message: "the file holds no scene",
                                                          location: SourceLocation(file: path, line: 1, column: 1))])
        }
        self = first
    }
}
