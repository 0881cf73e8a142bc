import TrellisModel

/// A view element's properties read into its ``ViewNode``: common view properties, the intrinsic size, and the
/// text, fonts, colours and per-class keys.
struct IBViewProperties {
    let context: IBDocumentContext

    /// hidden, alpha, clipsSubviews, background colour, content hugging and compression resistance. An arranged
    /// stopped indicator that hides when stopped is shown, as Xcode's canvas arranges it (IBStoppedIndicatorSlot).
    func applyCommonProperties(_ element: XMLElement, isArranged: Bool = false, to node: inout ViewNode) {
        node.isHidden = (element.flag("hidden") ?? false)
            && !(isArranged && IBStoppedIndicatorSlot.arrangedAsShown(element, toolsVersion: context.toolsVersion))
        if let alpha = element.number("alpha") { node.alpha = min(1, max(0, alpha)) }
        if let clips = element.flag("clipsSubviews") { node.clipsToBounds = clips }
        if let id = element["id"], context.wholePointEdgeViews.contains(id) { node.wholePointEdges = true }
        if let color = element.child("color", key: "backgroundColor").flatMap({ context.resources.color($0) }) {
            node.background = color
        }
        // Xcode writes a priority only where it differs from UIKit's default (250 hugging, 750 compression resistance).
        node.hugging = AxisPriorities(horizontal: priority(element, "horizontalHuggingPriority", 250),
                                      vertical: priority(element, "verticalHuggingPriority", 250))
        node.compression = AxisPriorities(horizontal: priority(element, "horizontalCompressionResistancePriority", 750),
                                          vertical: priority(element, "verticalCompressionResistancePriority", 750))
        IBFixedSizeStepper.apply(element, toolsVersion: context.toolsVersion, to: &node)
    }

    private func priority(_ element: XMLElement, _ name: String, _ fallback: Double) -> Double {
        guard let value = element.number(name) else { return fallback }
        return min(1000, max(1, value))
    }

    /// The intrinsic content size: `placeholderIntrinsicWidth`/`Height` when Xcode's placeholder size is set, else
    /// the image's size, else (for a control that has one on that axis) the stored frame's, which is the size Xcode
    /// measured with Apple's fonts; with `--measure-text`, text-bearing controls are measured with Trellis's fonts.
    func applyIntrinsicSize(_ element: XMLElement, _ viewClass: IBViewClass, image: IBImage?, stored: Rect?, to node: inout ViewNode) {
        var width: Double?, height: Double?
        if let image {
            if image.properties == nil, let size = image.pointSize ?? stored?.size { width = size.width; height = size.height }
        } else if element.name == "textView" {
            if element.flag("scrollEnabled") == false { width = stored?.width; height = stored?.height }
        } else if let size = IBImageButtons.intrinsicSize(element, resources: context.resources, toolsVersion: context.toolsVersion) {
            width = size.width; height = size.height
        } else if !(viewClass.bearsText && context.options.measureText) {
            let id = element["id"] ?? ""
            if viewClass.intrinsicWidth { width = context.equalShares.widths[id] ?? stored?.width }
            if viewClass.intrinsicHeight {
                height = context.gridButtonHeights[id] ?? context.equalShares.heights[id] ?? context.titledButtonHeights[id]
                    ?? stored?.height
            }
        }
        // Xcode's design-time placeholder size; "infinite" (not a number) means none on that axis.
        if element["placeholderIntrinsicWidth"] != nil { width = element.number("placeholderIntrinsicWidth") }
        if element["placeholderIntrinsicHeight"] != nil { height = element.number("placeholderIntrinsicHeight") }
        node.intrinsicWidth = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        node.intrinsicHeight = height.flatMap { $0.isFinite ? max(0, $0) : nil }
        if let image = image?.properties { node.image = image }
        IBLabelAspectWidth.apply(element, to: &node)
    }

    /// Text, fonts, colours and the per-class keys (stack, scroll, table, controls).
    func applyClassProperties(_ element: XMLElement, _ viewClass: IBViewClass, to node: inout ViewNode) {
        switch element.name {
        case "label":
            node.label = labelProperties(element, text: IBText.labelText(element, measured: context.options.measureText))
        case "button":
            var label = labelProperties(element, text: IBText.buttonTitle(element), defaultSize: 15)
            label.alignment = .center
            let tint = element.child("color", key: "tintColor").flatMap { context.resources.color($0) } ?? IBColors.system["systemBlueColor"] ?? .black
            let configuration = element.child("buttonConfiguration", key: "configuration")
            if configuration?["style"] == "filled" {
                node.background = tint; node.cornerRadius = 6; label.color = .white
            } else {
                label.color = element.child("state", key: "normal")?.child("color", key: "titleColor")
                    .flatMap { context.resources.color($0) } ?? tint
            }
            if configuration != nil, element.child("fontDescription", key: "fontDescription") == nil {
                label.font = IBText.font(configuration?.child("fontDescription", key: "titleFontDescription"), defaultSize: 17)
            }
            node.label = label
        case "textField" where node.kind == .textField:
            let control = IBControls(resources: context.resources).properties(element, kind: node.kind)
            node.control = control
            // UITextField's first and last baselines are its text's, which the layout reads from a label not drawn.
            node.label = control?.textFieldBaselineText
        case "textField":
            // Any other border style (none, line, bezel) is its text, drawn as a label.
            // An empty one still lays a line of its font out for its baselines (ControlProperties.textFieldBaselineText):
            // a space, which draws nothing.
            let text = element["text"] ?? ""
            let shown = text.isEmpty ? element["placeholder"] ?? "" : text
            var label = labelProperties(element, text: shown.isEmpty ? " " : shown, defaultSize: 14)
            if text.isEmpty { label.color = IBColors.system["placeholderTextColor"] ?? .black }
            label.lines = 1
            node.label = label
        case "stackView":
            node.stack = IBStack.properties(element)
            IBHiddenStackContentLength.apply(to: &node.stack, element, toolsVersion: context.toolsVersion)
            IBWholePointStacks.apply(to: &node.stack, toolsVersion: context.toolsVersion, halfPointLabels: context.halfPointLabels,
                                     wholePointFrames: context.wholePointFrames)
            IBStackUnplacedHidden.apply(to: &node.stack, toolsVersion: context.toolsVersion)
            IBStackHiddenAtStart.apply(to: &node.stack, toolsVersion: context.toolsVersion,
                                       hasHiddenEndView: IBStackHiddenAtStart.hasHiddenEndView(element, toolsVersion: context.toolsVersion))
            IBStackTrailingHiddenAtStart.apply(to: &node.stack, element, toolsVersion: context.toolsVersion)
            IBStackHiddenSlot.apply(to: &node.stack, toolsVersion: context.toolsVersion)
            IBStackHiddenSpacedFromVisible.apply(to: &node.stack, toolsVersion: context.toolsVersion)
        case "scrollView", "tableView", "collectionView":
            if let adjustment = IBSceneBuilder.insetAdjustment(element["contentInsetAdjustmentBehavior"]) { node.scroll.insetAdjustment = adjustment }
            if element.name == "tableView", element["style"] == "grouped" || element["style"] == "insetGrouped",
               element.child("color", key: "backgroundColor") == nil {
                node.background = IBColors.system["systemGroupedBackgroundColor"] ?? .white
            }
        case "imageView":
            node.image?.mode = IBText.contentMode(element["contentMode"])
        case "switch", "slider", "segmentedControl", "stepper", "progressView", "activityIndicatorView", "pageControl", "textView",
             "searchBar":
            node.control = IBControls(resources: context.resources).properties(element, kind: node.kind)
        case "navigationBar", "tabBar", "toolbar":
            if element.child("color", key: "backgroundColor") == nil { node.background = Color(red: 0.976, green: 0.976, blue: 0.976) }
        default:
            break
        }
    }

    private func labelProperties(_ element: XMLElement, text: String, defaultSize: Double = 17) -> LabelProperties {
        var label = LabelProperties(text: text)
        label.font = (element.name == "label" ? IBText.attributedFont(element, defaultSize: defaultSize) : nil)
            ?? IBText.font(element.child("fontDescription", key: "fontDescription"), defaultSize: defaultSize)
        if let lines = element.number("numberOfLines") { label.lines = Int(min(max(lines, 0), 10_000)) }
        label.alignment = IBText.alignment(element["textAlignment"])
        label.lineBreak = IBText.lineBreak(element["lineBreakMode"])
        if let color = element.child("color", key: "textColor").flatMap({ context.resources.color($0) }) { label.color = color }
        if let width = element.number("preferredMaxLayoutWidth"), width > 0 { label.preferredMaxWidth = width }
        return label
    }
}
