/// One element of an XML document: name, attributes, text, children, and where its start tag begins.
struct XMLElement: Sendable, Hashable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement]
    /// The character data directly inside the element (text and CDATA), whitespace included.
    var text: String
    /// 1-based line and column of the `<` that starts the element.
    var line: Int
    var column: Int

    init(name: String, attributes: [String: String] = [:], children: [XMLElement] = [], text: String = "",
         line: Int = 1, column: Int = 1) {
        self.name = name; self.attributes = attributes; self.children = children; self.text = text
        self.line = line; self.column = column
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child of that name, and with that `key` attribute when one is given.
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child with that `key` attribute, whatever its name.
    func child(key: String) -> XMLElement? { children.first { $0.attributes["key"] == key } }

    /// Every child of that name.
    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// The destinations of a controller's relationship segues of those kinds (`rootViewController`, `viewControllers`,
    /// `masterViewController`, …), in document order.
    func relationshipDestinations(_ relationships: Set<String>) -> [String] {
        (child("connections")?.children("segue") ?? [])
            .filter { $0["kind"] == "relationship" && relationships.contains($0["relationship"] ?? "") }
            .compactMap { $0["destination"] }
    }

    /// Every `<segue>` the element holds, at any depth (a controller's own connections, its bar button items', its
    /// views'), in document order.
    var segues: [XMLElement] {
        var found: [XMLElement] = []
        var stack = [self]
        while let next = stack.popLast() {
            if next.name == "segue" { found.append(next) }
            stack.append(contentsOf: next.children.reversed())
        }
        return found
    }

    /// Every `id` of the subtree, the element's own included.
    var subtreeIDs: Set<String> {
        var found: Set<String> = []
        var stack = [self]
        while let next = stack.popLast() {
            if let id = next.attributes["id"] { found.insert(id) }
            stack.append(contentsOf: next.children)
        }
        return found
    }

    /// Whether the element or one below it satisfies `test`.
    func containsDescendant(where test: (XMLElement) -> Bool) -> Bool {
        var found = false
        visitDescendants { element in
            found = test(element)
            return !found
        }
        return found
    }

    /// The element and those below it that satisfy `test`, depth first.
    func descendants(where test: (XMLElement) -> Bool) -> [XMLElement] {
        var matches: [XMLElement] = []
        visitDescendants { element in
            if test(element) { matches.append(element) }
            return true
        }
        return matches
    }

    /// Visits the element and those below it, depth first, while `visit` returns true; the walk stops after 200,000
    /// elements, so a hostile document cannot make a document-wide question run long.
    private func visitDescendants(_ visit: (XMLElement) -> Bool) {
        var stack = [self]
        var visited = 0
        while let element = stack.popLast(), visited < 200_000 {
            visited += 1
            guard visit(element) else { return }
            stack.append(contentsOf: element.children)
        }
    }

    /// A `YES`/`NO` attribute; nil when absent or another value.
    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A number attribute; nil when absent, not a number, or beyond ±10,000,000 (no Interface Builder value is
    /// that large, and a hostile one must not reach the solver or the renderer).
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite, abs(value) <= 1e7 else { return nil }
        return value
    }
}
