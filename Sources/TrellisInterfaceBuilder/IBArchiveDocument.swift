/// Xib files of Xcode 4 and earlier (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">`):
/// a keyed archive of `IBUI…` objects instead of Xcode 5's `<document>` format.
///
/// The archive is rewritten into the `<document>` elements the importer reads: each top-level `IBUIView`
/// (and the other `IBUI…` view classes) with its `NSFrame` (`{{x, y}, {w, h}}`, or `NSFrameSize` `{w, h}` at the
/// origin), `NSSubviews`, `IBUIHidden`, `IBUIAlpha`, `IBUIText` and `IBUINormalTitle`. The archive's constraints
/// (`IBNSLayoutConstraint`, numbered attributes) are not read: every view is placed at the frame the archive stores,
/// as translatesAutoresizingMaskIntoConstraints places a view of such a nib, which is also the frame Xcode shows.
enum IBArchiveDocument {
    /// Archive classes and the element names of the modern format.
    static let elementNames: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
        "IBUITextField": "textField", "IBUITextView": "textView", "IBUIScrollView": "scrollView",
        "IBUITableView": "tableView", "IBUICollectionView": "collectionView", "IBUISwitch": "switch",
        "IBUISlider": "slider", "IBUISegmentedControl": "segmentedControl", "IBUIProgressView": "progressView",
        "IBUIActivityIndicatorView": "activityIndicatorView", "IBUIPageControl": "pageControl", "IBUIStepper": "stepper",
        "IBUINavigationBar": "navigationBar", "IBUIToolbar": "toolbar", "IBUITabBar": "tabBar",
        "IBUISearchBar": "searchBar", "IBUIDatePicker": "datePicker", "IBUIPickerView": "pickerView",
        "IBUIWebView": "webView", "IBUITableViewCell": "tableViewCell", "IBMKMapView": "mapView",
    ]

    /// The `<document>` element standing for an archive; nil when the archive holds no root object list.
    static func document(from archive: XMLElement) -> XMLElement? {
        guard let data = archive.child("data"),
              let roots = data.children.first(where: { $0["key"] == "IBDocument.RootObjects" }) else { return nil }
        var objects: [String: XMLElement] = [:]
        collectObjects(data, into: &objects)
        var converter = Converter(objects: objects)
        let views = roots.children.compactMap { converter.view(resolving: $0, depth: 0) }
        var document = XMLElement(name: "document", attributes: [
            "type": archive["type"] ?? "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0", "toolsVersion": "0",
            "targetRuntime": "iOS.CocoaTouch",
        ], line: archive.line, column: archive.column)
        document.children = [XMLElement(name: "objects", children: views, line: roots.line, column: roots.column)]
        return document
    }

    /// Every `<object>` with an id, so `<reference ref="…">` can be followed.
    private static func collectObjects(_ element: XMLElement, into objects: inout [String: XMLElement]) {
        var stack = [element]
        while let next = stack.popLast() {
            if next.name == "object", let id = next["id"], objects[id] == nil { objects[id] = next }
            stack.append(contentsOf: next.children)
        }
    }

    /// `{{x, y}, {w, h}}` or `{w, h}` as numbers; nil when malformed or not finite.
    static func numbers(_ text: String) -> [Double]? {
        let parts = text.split { "{}, ".contains($0) }.map { Double($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// The walk over one archive's views, with the ids already used (a view referenced twice is mapped once).
    private struct Converter {
        let objects: [String: XMLElement]
        var visited: Set<String> = []

        mutating func view(resolving element: XMLElement, depth: Int) -> XMLElement? {
            var object = element
            if element.name == "reference", let ref = element["ref"], let target = objects[ref] { object = target }
            guard depth < 64, object.name == "object", let className = object["class"],
                  let name = IBArchiveDocument.elementNames[className] else { return nil }
            let id = object["id"] ?? "archive-\(object.line)-\(object.column)"
            guard visited.insert(id).inserted else { return nil }
            var attributes = ["id": id]
            func value(_ key: String) -> XMLElement? { object.children.first { $0["key"] == key } }
            if value("IBUIHidden")?.text == "YES" { attributes["hidden"] = "YES" }
            if let alpha = value("IBUIAlpha")?.text, Double(alpha) != nil { attributes["alpha"] = alpha }
            if let text = value("IBUIText")?.text { attributes["text"] = text }
            var children: [XMLElement] = []
            var frame: [Double]?
            if let text = value("NSFrame")?.text, let parts = IBArchiveDocument.numbers(text), parts.count == 4 {
                frame = parts
            } else if let text = value("NSFrameSize")?.text, let parts = IBArchiveDocument.numbers(text), parts.count == 2 {
                frame = [0, 0] + parts
            }
            if let frame {
                var rect = ["key": "frame"]
                for (key, number) in zip(["x", "y", "width", "height"], frame) { rect[key] = "\(number)" }
                children.append(XMLElement(name: "rect", attributes: rect, line: object.line, column: object.column))
            }
            if name == "button", let title = value("IBUINormalTitle")?.text {
                children.append(XMLElement(name: "state", attributes: ["key": "normal", "title": title],
                                           line: object.line, column: object.column))
            }
            if let list = value("NSSubviews") {
                let subviews = list.children.compactMap { view(resolving: $0, depth: depth + 1) }
                if !subviews.isEmpty {
                    children.append(XMLElement(name: "subviews", children: subviews, line: list.line, column: list.column))
                }
            }
            return XMLElement(name: name, attributes: attributes, children: children, line: object.line, column: object.column)
        }
    }
}
