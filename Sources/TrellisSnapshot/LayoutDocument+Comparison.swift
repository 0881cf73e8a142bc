import TrellisModel

/// One number that differs between two layout documents (`headView.frame.y 108 → 110`).
public struct LayoutDocumentDifference: Sendable, Hashable, CustomStringConvertible {
    /// Where the number is: `headView.frame.y`, prefixed with `STATE: ` when the documents have several states.
    public var path: String
    public var old: Double
    public var new: Double
    public init(path: String, old: Double, new: Double) { self.path = path; self.old = old; self.new = new }
    public var description: String { "\(path) \(formatLayoutNumber(old)) → \(formatLayoutNumber(new))" }
}

/// What differs between a reference layout document and a new one, one human line each, for `trellis test`.
///
/// Numbers that differ by more than `tolerance` points are listed as `headView.frame.y 108 → 110`
/// (prefixed with `STATE: ` when there are several states); views, states and diagnostics that appear or
/// disappear, and changed kinds or parents, get their own lines. The file path is not compared. An empty
/// result means the layouts agree. A text that is not a layout document gives one line saying why.
public func compareLayoutDocuments(reference: String, actual: String, tolerance: Double = 1e-6) -> [String] {
    let old: LayoutJSON, new: LayoutJSON
    do { old = try LayoutJSONParser.parse(reference) } catch {
        return ["reference is not a layout document: \(error)"]
    }
    do { new = try LayoutJSONParser.parse(actual) } catch {
        return ["result is not a layout document: \(error)"]
    }
    var comparer = LayoutDocumentComparer(tolerance: tolerance)
    comparer.compareDocuments(old, new)
    return comparer.lines
}

/// Walks two parsed layout documents side by side and collects the differences.
struct LayoutDocumentComparer {
    let tolerance: Double
    var lines: [String] = []
    var differences: [LayoutDocumentDifference] = []

    /// Component names of the document's number arrays.
    static let rectangle = ["x", "y", "width", "height"]
    static let size = ["width", "height"]
    static let insets = ["top", "left", "bottom", "right"]
    static let point = ["x", "y"]

    mutating func compareDocuments(_ old: LayoutJSON, _ new: LayoutJSON) {
        compareText(old["scene"], new["scene"], path: "scene")
        compareText(old["device"]?["name"], new["device"]?["name"], path: "device.name")
        compareNumbers(old["device"]?["size"], new["device"]?["size"], names: Self.size, path: "device.size")
        compareNumber(old["device"]?["scale"], new["device"]?["scale"], path: "device.scale")
        compareNumbers(old["device"]?["safeArea"], new["device"]?["safeArea"], names: Self.insets,
                       path: "device.safeArea")

        let oldStates = old["states"]?.array ?? []
        let newStates = new["states"]?.array ?? []
        let several = max(oldStates.count, newStates.count) > 1
        for state in oldStates {
            let name = state["name"]?.string ?? "?"
            guard let match = newStates.first(where: { $0["name"]?.string == name }) else {
                lines.append("state \(name): missing")
                continue
            }
            compareState(state, match, prefix: several ? "\(name): " : "")
        }
        let oldNames = Set(oldStates.compactMap { $0["name"]?.string })
        for name in newStates.compactMap({ $0["name"]?.string }) where !oldNames.contains(name) {
            lines.append("state \(name): new")
        }
        compareDiagnostics(old["diagnostics"]?.array ?? [], new["diagnostics"]?.array ?? [])
    }

    mutating func compareState(_ old: LayoutJSON, _ new: LayoutJSON, prefix: String) {
        for (id, offset) in old["offsets"]?.members ?? [] {
            compareNumbers(offset, new["offsets"]?[id], names: Self.point, path: "\(prefix)offsets.\(id)")
        }
        let oldViews = old["views"]?.members ?? []
        let newViews = new["views"]?.members ?? []
        for (id, view) in oldViews {
            guard let match = newViews.first(where: { $0.key == id })?.value else {
                lines.append("\(prefix)\(id): missing")
                continue
            }
            compareText(view["kind"], match["kind"], path: "\(prefix)\(id).kind")
            compareText(view["parent"], match["parent"], path: "\(prefix)\(id).parent")
            compareNumbers(view["frame"], match["frame"], names: Self.rectangle, path: "\(prefix)\(id).frame")
            compareNumbers(view["contentSize"], match["contentSize"], names: Self.size,
                           path: "\(prefix)\(id).contentSize")
            compareNumbers(view["adjustedContentInset"], match["adjustedContentInset"], names: Self.insets,
                           path: "\(prefix)\(id).adjustedContentInset")
        }
        let oldIDs = Set(oldViews.map(\.key))
        for (id, _) in newViews where !oldIDs.contains(id) {
            lines.append("\(prefix)\(id): new view")
        }
    }

    /// Diagnostics matched by severity, code, view, axis and whole message (not by location, which moves
    /// when the scene file is edited); each unmatched one is a line showing its message's first line.
    mutating func compareDiagnostics(_ old: [LayoutJSON], _ new: [LayoutJSON]) {
        func key(_ diagnostic: LayoutJSON) -> [String] {
            ["severity", "code", "view", "axis", "message"].map { Self.text(diagnostic[$0]) }
        }
        func summary(_ diagnostic: LayoutJSON) -> String {
            let severity = diagnostic["severity"]?.string ?? "?"
            let code = diagnostic["code"]?.string ?? "?"
            let view = diagnostic["view"]?.string.map { " \($0)" } ?? ""
            let message = diagnostic["message"]?.string?.split(separator: "\n").first.map(String.init) ?? ""
            return "\(severity) [\(code)]\(view): \(message)"
        }
        var remaining = new
        for diagnostic in old {
            if let found = remaining.firstIndex(where: { key($0) == key(diagnostic) }) {
                remaining.remove(at: found)
            } else {
                lines.append("diagnostic gone: \(summary(diagnostic))")
            }
        }
        lines.append(contentsOf: remaining.map { "new diagnostic: \(summary($0))" })
    }

    /// Two strings (or nulls), reported as `path old → new`.
    mutating func compareText(_ old: LayoutJSON?, _ new: LayoutJSON?, path: String) {
        let before = Self.text(old), after = Self.text(new)
        if before != after { lines.append("\(path) \(before) → \(after)") }
    }

    static func text(_ value: LayoutJSON?) -> String {
        switch value {
        case .string(let text)?: return text
        case .number(let number)?: return formatLayoutNumber(number)
        case .bool(let flag)?: return String(flag)
        case nil, .null?: return "none"
        default: return "(structure)"
        }
    }

    mutating func compareNumber(_ old: LayoutJSON?, _ new: LayoutJSON?, path: String) {
        switch (old?.number, new?.number) {
        case let (before?, after?):
            guard abs(before - after) > tolerance else { return }
            let difference = LayoutDocumentDifference(path: path, old: before, new: after)
            differences.append(difference)
            lines.append(difference.description)
        case (nil, nil):
            return
        default:
            compareText(old, new, path: path)
        }
    }

    /// Two number arrays component by component; a missing array is one line.
    mutating func compareNumbers(_ old: LayoutJSON?, _ new: LayoutJSON?, names: [String], path: String) {
        let before = old?.array, after = new?.array
        switch (before, after) {
        case (nil, nil):
            return
        case (nil, _?):
            lines.append("\(path): new")
        case (_?, nil):
            lines.append("\(path): missing")
        case let (before?, after?):
            guard before.count == names.count, after.count == names.count else {
                if before.count != after.count { lines.append("\(path): \(before.count) → \(after.count) numbers") }
                return
            }
            for (index, name) in names.enumerated() {
                compareNumber(before[index], after[index], path: "\(path).\(name)")
            }
        }
    }
}
