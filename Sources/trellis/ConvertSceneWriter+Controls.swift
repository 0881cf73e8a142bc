import TrellisModel

extension SceneConverter {
    /// The keys of a control entry (docs/scene-format.md, Controls) with the document's values, so the scene file
    /// draws the control the document shows.
    func controlKeys(_ kind: ViewKind, _ control: ControlProperties, inner: String, into lines: inout [String]) {
        func add(_ key: String, _ value: String) { lines.append("\(inner)\(key): \(value)") }
        switch kind {
        case .switch:
            add("on", "\(control.isOn)")
            if let tint = control.onTint { add("onTint", color(tint)) }
        case .slider, .stepper:
            add("min", number(control.minimum)); add("max", number(control.maximum)); add("value", number(control.value))
        case .segmentedControl:
            guard !control.segments.isEmpty else { return }
            add("segments", "[\(control.segments.map(Self.quoted).joined(separator: ", "))]")
            add("selected", "\(control.selected)")
        case .progress:
            add("progress", number(control.value))
        case .activityIndicator:
            add("style", control.indicatorSize.rawValue)
        case .pageControl:
            add("pages", "\(control.pages)"); add("current", "\(control.selected)")
        case .textField, .textView:
            if !control.title.isEmpty { add("text", Self.quoted(control.title)) }
            if kind == .textField, !control.placeholder.isEmpty { add("placeholder", Self.quoted(control.placeholder)) }
            add("font", Self.quoted(control.font))
            if kind == .textView, !control.scrollable { add("scrollable", "false") }
        case .searchBar:
            if !control.title.isEmpty { add("text", Self.quoted(control.title)) }
            add("placeholder", Self.quoted(control.placeholder))
            add("style", control.searchBarStyle.rawValue)
        case .button, .separator, .view, .scroll, .label, .image, .stack:
            return
        }
        if let tint = control.color, [.activityIndicator, .textField, .textView, .searchBar].contains(kind) { add("color", color(tint)) }
    }
}
