import TrellisModel

extension IBSceneBuilder {
    /// Keys under which Xcode writes a view that is not in `<subviews>` (a cell's content view, a table's header).
    static let viewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView"]

    /// A view element and its subtree as a ``ViewNode``; nil when a size-class variation removes it.
    mutating func mapView(_ raw: XMLElement, parentOrigin: Point, placement: IBPlacement) -> ViewNode? {
        let element = variations.apply(to: raw)
        var id = element["id"] ?? anonymousID(element)
        guard variations.isIncluded(id) else { return nil }
        if viewIDs.contains(id) {
            // Two views with one id: Xcode never writes it, a hand edit or a bad merge does. The later view is
            // renamed so the scene stays a tree; constraints naming the id keep binding to the first.
            let renamed = "\(id)#\(element.line)"
            warnings.append(.ib(.warning, .duplicateID,
                                "duplicate id '\(id)': this view is laid out as '\(renamed)' and constraints naming '\(id)' bind to the first view with it (give each view its own id)",
                                file: file, element: element, view: renamed))
            id = renamed
        }
        let viewClass = IBViewClass.of(element)
        let stored = IBGeometry.rect(element)
        let absolute = Rect(x: parentOrigin.x + (stored?.minX ?? 0), y: parentOrigin.y + (stored?.minY ?? 0),
                            width: stored?.width ?? 0, height: stored?.height ?? 0)
        var image: IBImage?
        if element.name == "imageView" {
            var resolver = IBImageResolver(context: context)
            image = resolver.resolve(element)
            warnings += resolver.warnings
            errors += resolver.errors
        }
        var node = ViewNode(image?.properties != nil ? .image : viewClass.kind, id: id)
        node.location = SourceLocation(file: file, line: element.line, column: element.column)
        node.storedFrame = stored
        viewIDs.insert(id)
        if IBAmbiguousViewHold.holds(element, isArranged: placement.isArranged) { ambiguousScrollViews.insert(id); ambiguousStoredFrames[id] = stored }
        node.designDescription = describe(element, viewClass)
        // Views Xcode lets UIKit place by their autoresizing mask keep their stored frame, and so do views without
        // constraints marked `fixedFrame` (Xcode adds constraints fixing the stored frame at build time); a stack
        // places its arranged subviews whatever the attributes say.
        let autoresizing = element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame") == true
        if !placement.isRoot, !placement.isArranged, autoresizing, let stored {
            node.frame = stored
        }
        let properties = IBViewProperties(context: context)
        properties.applyCommonProperties(element, isArranged: placement.isArranged, to: &node)
        applyTraits(element, placement: placement, to: &node)
        IBViewMargins(context: context).apply(element, placement: placement, to: &node)
        registerGuides(element, owner: id)
        if let list = element.child("constraints") {
            for constraint in list.children("constraint") { pending.append((constraint, id)) }
        }
        let insets = (context.isAppKit ? IBAppKitFrames.alignmentInsets(element) : nil)
            ?? IBXcode26Controls.alignmentInsets(viewClass, toolsVersion: context.toolsVersion)
        if insets != .zero { alignmentInsets[id] = insets }
        node.alignmentInsets = insets
        properties.applyIntrinsicSize(element, viewClass, image: image, stored: stored, to: &node)
        IBEmptyStackSize.apply(element, stored: stored, to: &node)
        properties.applyClassProperties(element, viewClass, to: &node)
        var inner = placement
        inner.ancestorsPlacedByFrame = placement.ancestorsPlacedByFrame && (placement.isRoot || node.frame != nil)
        node.children = mapChildren(of: element, origin: absolute.origin, placement: inner)
        // A stack's children are its arranged subviews: its guides are left out (quietly); all hidden, IBStackAllHidden.
        if element.name != "stackView" { node.children += customGuides(of: element) } else { IBStackAllHidden.apply(element, variations: variations, toolsVersion: context.toolsVersion, stored: stored, to: &node) }
        if element.name == "tableView" || element.name == "collectionView" {
            let bottom = node.children.map { ($0.frame ?? $0.storedFrame).map(\.maxY) ?? 0 }.max() ?? 0
            node.scroll.contentSize = Size(width: stored?.width ?? 0, height: bottom)
        }
        markUnsupported(element, viewClass, stored: stored, node: &node)
        return node
    }

    /// The subviews, in order: a cell's or effect view's content view, a table's header, cells and footer, then `<subviews>`.
    private mutating func mapChildren(of element: XMLElement, origin: Point, placement: IBPlacement) -> [ViewNode] {
        let isCell = element.name == "tableViewCell" || element.name == "collectionViewCell"
        var inner = IBPlacement()
        inner.isInCell = placement.isInCell || isCell
        inner.ancestorsPlacedByFrame = placement.ancestorsPlacedByFrame
        inner.tableSide = IBCanvasTableMargins.side(table: element, isRoot: placement.isRoot, root: root, context: context)
            ?? IBTableCellMargins.side(table: element, isRoot: placement.isRoot, root: root,
                                       toolsVersion: context.toolsVersion, isPad: context.canvas.isPad) ?? placement.tableSide
        var children: [ViewNode] = []
        for child in element.children {
            var childPlacement = inner
            if child.name == "subviews" {
                childPlacement.isArranged = element.name == "stackView"
                for subview in child.children where subview.name != "variation" {
                    if let node = mapView(subview, parentOrigin: origin, placement: childPlacement) { children.append(node) }
                }
            } else if let key = child["key"], Self.viewKeys.contains(key), child.name != "variation" {
                childPlacement.isCellContent = isCell && key == "contentView"
                if childPlacement.isCellContent {
                    childPlacement.cellWidth = IBGeometry.rect(element)?.width
                    childPlacement.cellHeight = IBGeometry.rect(element)?.height
                    childPlacement.cellIsTopLevel = placement.isRoot
                    childPlacement.tableMargins = placement.tableMargins
                    childPlacement.tableIsRoot = placement.tableIsRoot
                    if element.name == "tableViewCell", !placement.isRoot, let id = child["id"] { tableCellContents.insert(id) }
                    if element.name == "collectionViewCell", !placement.isRoot, let id = child["id"] { collectionCells.insert(id) }
                    if let id = child["id"] { cellContents.insert(id) }
                }
                var content = IBCellContentFrame.filled(child, cell: element, toolsVersion: context.toolsVersion)
                // Stale content-view rects of top-level cells: Xcode 6.1's (IBXcode61CellContent), Xcode 8's (IBXcode8StaleCellContent).
                content = IBXcode61CellContent.laidOut(content, cell: element, topLevel: placement.isRoot, toolsVersion: context.toolsVersion)
                content = IBXcode8StaleCellContent.laidOut(content, cell: element, topLevel: placement.isRoot, toolsVersion: context.toolsVersion)
                // Xcode 8 on a 1× display or the 3× canvas lays cells out over a whole-point separator (IBXcode8WholePointCells).
                content = IBXcode8WholePointCells.laidOut(content, cell: element, shortfalls: context.wholePointCellShortfalls)
                if let node = mapView(content, parentOrigin: origin, placement: childPlacement) {
                    children.append(node)
                    // Xcode 6's collection cell stored at 50 × 50 over its real content view (IBXcode6CollectionCellContent).
                    if let cellID = element["id"],
                       IBXcode6CollectionCellContent.redirects(cell: element, content: content, toolsVersion: context.toolsVersion) {
                        pending = IBXcode6CollectionCellContent.redirected(pending, cell: cellID, content: node.id)
                    }
                }
            } else if child.name == "prototypes" || child.name == "cells" {
                childPlacement.isInCell = true
                childPlacement.tableMargins = element.name == "tableView" ? IBGeometry.margins(element) : nil
                childPlacement.tableIsRoot = placement.isRoot && element.name == "tableView"
                for cell in child.children {
                    // Xcode 6 stored some table cells without a frame (IBXcode6CellFrame).
                    var cell = IBXcode6CellFrame.filled(cell, table: element, toolsVersion: context.toolsVersion)
                    // Xcode 6's prototype cell stored at a stale 44 pt (IBXcode6StaleCellHeight).
                    cell = IBXcode6StaleCellHeight.laidOut(cell, table: element, toolsVersion: context.toolsVersion)
                    if let node = mapView(cell, parentOrigin: origin, placement: childPlacement) { children.append(node) }
                }
            } else if child.name == "sections" {
                childPlacement.isInCell = true
                childPlacement.tableMargins = IBGeometry.margins(element)
                childPlacement.tableIsRoot = placement.isRoot && element.name == "tableView"
                for section in child.children("tableViewSection") {
                    for cell in section.child("cells")?.children ?? [] {
                        let cell = IBXcode6CellFrame.filled(cell, table: element, toolsVersion: context.toolsVersion)
                        if let node = mapView(cell, parentOrigin: origin, placement: childPlacement) { children.append(node) }
                    }
                }
            }
        }
        return children
    }

    /// `<viewLayoutGuide>`s (safe area, content and frame guides) and `<layoutGuide>`s of a view.
    private mutating func registerGuides(_ element: XMLElement, owner: String) {
        for guide in element.children where guide.name == "viewLayoutGuide" || guide.name == "layoutGuide" {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guides[id] = IBGuideReference(view: owner, guide: .safeArea)
            case "contentLayoutGuide": guides[id] = IBGuideReference(view: owner, guide: .content)
            case "frameLayoutGuide": guides[id] = IBGuideReference(view: owner, guide: .frame)
            case "layoutMargins", "readableContent": guides[id] = IBGuideReference(view: owner, guide: .margins)
            default:
                // A UILayoutGuide of its own: mapped as a guide node of the owner (``customGuides(of:)``).
                continue
            }
        }
    }

    /// `Class 'label' (id)`: the custom class or UIKit class, the user label or text, and the element id.
    private func describe(_ element: XMLElement, _ viewClass: IBViewClass) -> String {
        let className = element["customClass"] ?? viewClass.className
        let label = element["userLabel"] ?? element["text"]
        return label.map { "\(className) '\($0)' (\(element["id"] ?? "no id"))" } ?? "\(className) \(element["id"] ?? "without id")"
    }

    /// An id for an element Xcode wrote without one (hand-edited documents).
    private mutating func anonymousID(_ element: XMLElement) -> String {
        anonymousCount += 1
        return "\(element.name)#\(anonymousCount)"
    }

    /// Unknown elements and custom classes: a warning with the line, an outline and the class name drawn inside.
    private mutating func markUnsupported(_ element: XMLElement, _ viewClass: IBViewClass, stored: Rect?, node: inout ViewNode) {
        let custom = element["customClass"]
        guard !viewClass.isSupported || custom != nil else { return }
        let name = custom ?? viewClass.className
        let message = viewClass.isSupported
            ? "custom class '\(name)' is drawn as its Interface Builder class \(viewClass.className), outlined"
            : "'\(element.name)' (\(name)) is not supported: drawn as an outlined placeholder and laid out by its constraints and stored frame"
        warnings.append(.ib(.warning, .unsupported, message, file: file, element: element, view: node.id))
        node.border = Border(width: 1, color: Color(red: 0.6, green: 0.6, blue: 0.6))
        guard node.kind == .view, let stored else { return }
        var caption = ViewNode(.label, id: "\(node.id)#class")
        caption.frame = Rect(origin: .zero, size: stored.size)
        caption.label?.text = name
        caption.label?.font = "\(systemFontFamily) 11"
        caption.label?.alignment = .center
        caption.label?.color = Color(red: 0.45, green: 0.45, blue: 0.45)
        node.children.insert(caption, at: 0)
    }
}
