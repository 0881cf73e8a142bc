/// Size-class `<variation>`s: which objects the canvas's size classes include, and the attributes they change.
///
/// The stored frames follow the stored `<device>` (an iPhone in portrait is compact width, regular height); the most
/// specific matching variation wins (`default` < one class < both classes), and a view a variation excludes is not
/// laid out.
struct IBVariations: Sendable {
    private var decisions: [String: (specificity: Int, include: Bool)] = [:]
    private var compactWidth = true
    private var compactHeight = false
    /// Only `default` and `any` keys match: an Xcode 6 or 7 document's base configuration (IBAnyAnyCanvas).
    private var anyAny = false
    /// Whether the canvas is the Mac idiom's (IBMacCanvas): then `userInterfaceIdiom=mac` keys match; no other idiom
    /// key matches on any canvas.
    private var macIdiom = false

    init() {}

    init(scene: XMLElement, canvas: IBCanvas, anyAny: Bool = false) {
        compactWidth = canvas.isCompactWidth
        compactHeight = canvas.isCompactHeight
        self.anyAny = anyAny
        macIdiom = canvas.isMac
        collect(scene)
    }

    /// Whether a view or constraint takes part in the layout for the canvas's size classes.
    func isIncluded(_ id: String) -> Bool { decisions[id]?.include ?? true }

    /// The specificity of a variation key that matches the canvas (0 for `default`), or nil when it does not match.
    func specificity(_ key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            let compact: Bool
            if parts[0] == "userInterfaceIdiom" {
                guard !anyAny, macIdiom, parts[1] == IBMacCanvas.idiom else { return nil }
                count += 1
                continue
            }
            switch parts[0] {
            case "widthClass": compact = compactWidth
            case "heightClass": compact = compactHeight
            default: return nil
            }
            switch parts[1] {
            case "compact": if anyAny || !compact { return nil }
            case "regular": if anyAny || compact { return nil }
            case "any": break
            default: return nil
            }
            count += 1
        }
        return count
    }

    private mutating func collect(_ element: XMLElement) {
        for child in element.children {
            if child.name == "variation", let key = child["key"], let level = specificity(key) {
                for mask in child.children("mask") {
                    for entry in mask.children {
                        guard let reference = entry["reference"], entry.name == "include" || entry.name == "exclude" else { continue }
                        if let earlier = decisions[reference], earlier.specificity > level { continue }
                        decisions[reference] = (level, entry.name == "include")
                    }
                }
            } else {
                collect(child)
            }
        }
    }

    /// The element with the attributes and keyed children of its matching variations applied, least specific first.
    func apply(to element: XMLElement) -> XMLElement {
        let matching = element.children("variation").compactMap { variation -> (Int, XMLElement)? in
            guard let key = variation["key"], let level = specificity(key) else { return nil }
            return (level, variation)
        }
        guard !matching.isEmpty else { return element }
        var result = element
        for (_, variation) in matching.sorted(by: { $0.0 < $1.0 }) {
            for (name, value) in variation.attributes where name != "key" { result.attributes[name] = value }
            for child in variation.children where child.name != "mask" {
                guard let key = child["key"] else { continue }
                if let index = result.children.firstIndex(where: { $0["key"] == key && $0.name != "variation" }) {
                    result.children[index] = child
                } else {
                    result.children.append(child)
                }
            }
        }
        return result
    }
}
