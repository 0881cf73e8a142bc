import TrellisModel

/// Typed values of the scene format: numbers, booleans, names, sizes, insets, colors.
extension SceneReaderPart {
    /// A number, or a metric name; reports `key: expected …, found …` otherwise.
    func number(_ node: YAMLNode, _ key: String, expected: String = "a number") -> Double? {
        if let value = node.number { return value }
        if case .scalar(let name, .plain, nil) = node.content, let value = context.metrics[name] { return value }
        error(.badValue, "\(key): expected \(expected), found \(node.kindDescription)", at: node.mark)
        return nil
    }

    /// A number within a closed range.
    func number(_ node: YAMLNode, _ key: String, in range: ClosedRange<Double>, expected: String) -> Double? {
        guard let value = number(node, key, expected: expected) else { return nil }
        guard range.contains(value) else {
            error(.badValue, "\(key): expected \(expected), found \(formatConstraintNumber(value))", at: node.mark)
            return nil
        }
        return value
    }

    /// A whole number within a range.
    func wholeNumber(_ node: YAMLNode, _ key: String, in range: ClosedRange<Int>, expected: String) -> Int? {
        guard let value = number(node, key, expected: expected) else { return nil }
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            error(.badValue, "\(key): expected \(expected), found \(formatConstraintNumber(value))", at: node.mark)
            return nil
        }
        return Int(value)
    }

    func bool(_ node: YAMLNode, _ key: String) -> Bool? {
        if let value = node.bool { return value }
        error(.badValue, "\(key): expected true or false, found \(node.kindDescription)", at: node.mark)
        return nil
    }

    /// A scalar read as text (numbers and booleans as written).
    func string(_ node: YAMLNode, _ key: String) -> String? {
        if let value = node.scalar, !node.isNull { return value }
        error(.badValue, "\(key): expected a string, found \(node.kindDescription)", at: node.mark)
        return nil
    }

    /// One of the raw values of an enumeration, with "did you mean".
    func choice<T: RawRepresentable>(_ node: YAMLNode, _ key: String, _ options: [T]) -> T? where T.RawValue == String {
        let names = options.map(\.rawValue)
        guard let text = node.scalar, !node.isNull else {
            error(.badValue, "\(key): expected one of \(names.joined(separator: ", ")), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        if let value = options.first(where: { $0.rawValue == text }) { return value }
        let hint = NameSuggestion.nearest(to: text, among: names).map { "; did you mean '\($0)'?" }
            ?? " (expected one of \(names.joined(separator: ", ")))"
        error(.badValue, "\(key): unknown value '\(text)'\(hint)", at: node.mark)
        return nil
    }

    /// A list of exactly `count` numbers, each either a number or (when allowed) `none`.
    func numbers(_ node: YAMLNode, _ key: String, count: Int, expected: String, allowNone: Bool = false) -> [Double?]? {
        guard let items = node.sequence, items.count == count else {
            let found = node.sequence.map { "\($0.count) items" } ?? node.kindDescription
            error(.badValue, "\(key): expected \(expected), found \(found)", at: node.mark)
            return nil
        }
        var values: [Double?] = []
        var failed = false
        for item in items {
            if allowNone, item.scalar == "none" || item.isNull {
                values.append(nil)
            } else if let value = number(item, key, expected: "a number") {
                values.append(value)
            } else {
                failed = true
            }
        }
        return failed ? nil : values
    }

    /// `[width, height]` in points, neither negative.
    func size(_ node: YAMLNode, _ key: String) -> Size? {
        guard let values = numbers(node, key, count: 2, expected: "[width, height] in points"),
              let width = values[0], let height = values[1] else { return nil }
        guard width >= 0, height >= 0 else {
            error(.badValue, "\(key): a size cannot be negative, found [\(formatConstraintNumber(width)), \(formatConstraintNumber(height))]", at: node.mark)
            return nil
        }
        return Size(width: width, height: height)
    }

    /// The insets form: one number, `[vertical, horizontal]`, `[top, left, bottom, right]` or `{top, left, bottom, right}`.
    func insets(_ node: YAMLNode, _ key: String) -> Insets? {
        let expected = "insets (a number, [vertical, horizontal], [top, left, bottom, right] or {top, left, bottom, right})"
        if node.scalar != nil, !node.isNull {
            return number(node, key, expected: expected).map { Insets(all: $0) }
        }
        if let items = node.sequence {
            guard items.count == 2 || items.count == 4 else {
                error(.badValue, "\(key): expected \(expected), found a list of \(items.count)", at: node.mark)
                return nil
            }
            let values = items.compactMap { number($0, key, expected: "a number") }
            guard values.count == items.count else { return nil }
            if values.count == 2 { return Insets(top: values[0], left: values[1], bottom: values[0], right: values[1]) }
            return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        if let pairs = node.mapping {
            let sides = checkKeys(pairs, allowed: ["top", "left", "bottom", "right"], in: key)
            var insets = Insets.zero
            if let value = sides["top"] { insets.top = number(value, "\(key).top") ?? 0 }
            if let value = sides["left"] { insets.left = number(value, "\(key).left") ?? 0 }
            if let value = sides["bottom"] { insets.bottom = number(value, "\(key).bottom") ?? 0 }
            if let value = sides["right"] { insets.right = number(value, "\(key).right") ?? 0 }
            return insets
        }
        error(.badValue, "\(key): expected \(expected), found \(node.kindDescription)", at: node.mark)
        return nil
    }

    /// A color name or hex string.
    func color(_ node: YAMLNode, _ key: String) -> Color? {
        guard let text = node.scalar, !node.isNull, node.number == nil else {
            error(.badValue, "\(key): expected a color (a UIKit name such as 'systemBlue', or #RGB, #RRGGBB, #RRGGBBAA), found \(node.kindDescription)",
                  at: node.mark)
            return nil
        }
        if let color = NamedColors.color(text, appearance: appearance) { return color }
        if text.hasPrefix("#") {
            error(.badValue, "\(key): '\(text)' is not a hex color; write #RGB, #RRGGBB or #RRGGBBAA", at: node.mark)
        } else {
            let hint = NameSuggestion.hint(for: text, among: SystemColors.light.keys.sorted())
            error(.badValue, "\(key): unknown color '\(text)'\(hint)", at: node.mark)
        }
        return nil
    }

    /// A priority pair: one number (or priority name) for both axes, or `{horizontal, vertical}`.
    func axisPriorities(_ node: YAMLNode, _ key: String, default value: AxisPriorities) -> AxisPriorities {
        if let pairs = node.mapping {
            let axes = checkKeys(pairs, allowed: ["horizontal", "vertical"], in: key)
            var result = value
            if let h = axes["horizontal"], let n = priority(h, "\(key).horizontal", expected: "a priority from 0 to 1000") { result.horizontal = n }
            if let v = axes["vertical"], let n = priority(v, "\(key).vertical", expected: "a priority from 0 to 1000") { result.vertical = n }
            return result
        }
        let expected = "a priority from 0 to 1000 or {horizontal: n, vertical: n}"
        return priority(node, key, expected: expected).map { AxisPriorities($0) } ?? value
    }

    /// A priority: a number from 0 to 1000, or `required`, `high`, `low`, `fittingSize`.
    private func priority(_ node: YAMLNode, _ key: String, expected: String) -> Double? {
        let named = ["required": LayoutConstraint.required, "high": LayoutConstraint.high, "low": LayoutConstraint.low,
                     "fittingSize": LayoutConstraint.fittingSize]
        if case .scalar(let name, .plain, _) = node.content, let value = named[name] { return value }
        return number(node, key, in: 0...1000, expected: expected)
    }
}
