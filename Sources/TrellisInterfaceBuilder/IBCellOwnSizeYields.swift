import TrellisModel

/// Which constraint Interface Builder's canvas drops when a view inside a table's cell cannot take both its own size
/// and the place its pins give it.
///
/// A table gives its cell the row height, so the content view's height is fixed; a subview with a required height of
/// its own that its pins inside the content view cannot give makes the constraints unsatisfiable, and Xcode drops the
/// subview's own size, keeping both pins (measured in two storyboards of two apps: a view pinned to the top and bottom
/// of an 85-pt row's content view with a required height of 100 stored 85 tall, Xcode 15.4; six stacks pinned to the
/// top and bottom margins of 43.5-pt content views, 22 pt between them, each holding an image view with a required
/// height of 24, stored with the stacks and the images 22 tall, Xcode 9.2). A xib's top-level cell is not laid out by
/// a table, and there the bottom pin drops instead (IBBottomPinYields). Inside a table's cells a view's required
/// width or height of its own is marked to be broken first among equal-priority members, and a bottom-to-bottom pin is
/// not; nothing changes when the constraints can be satisfied.
///
/// A table fixes its `tableHeaderView`'s and `tableFooterView`'s frames as it fixes a row (the view keeps the frame the
/// document stores, its autoresizing mask translated), and the same drop holds there (measured, krrgit's
/// CodePath-iOS101-Capstone, Xcode 14.3, toolsVersion 21701, no view flagged: a table footer stored 62 tall holds a
/// button pinned 10 pt below its top and 20 pt above its bottom with a required height of 40, stored 32 tall at
/// y = 10, the pins kept and the 40 dropped, where Trellis broke the bottom pin; the same kind of button in another
/// scene's 62-pt plain view, pinned only at its top, is stored 40 tall; with the cell's mark extended to table headers
/// and footers, no other document on disk moves).
enum IBCellOwnSizeYields {
    /// The views whose frames their container fixes: the content views of a table's cells, of a collection view's
    /// cells in the versions measured (``collectionCells(_:toolsVersion:)``), and a table's header and footer views.
    static func fixed(tableCells: Set<String>, collectionCells contents: Set<String>, in element: XMLElement,
                      toolsVersion: Int) -> Set<String> {
        tableCells.union(collectionCells(contents, toolsVersion: toolsVersion)).union(tableHeadersAndFooters(in: element))
    }

    /// The ids of the header and footer views of every table in `element` (a controller's root table or a subview).
    static func tableHeadersAndFooters(in element: XMLElement) -> Set<String> {
        let tables = element.descendants { $0.name == "tableView" }
        return Set(tables.flatMap { table in
            table.children.filter { $0["key"] == "tableHeaderView" || $0["key"] == "tableFooterView" }.compactMap { $0["id"] }
        })
    }

    /// Marks, inside the content views `cellContents` of table cells, every required size constant of a view's own as
    /// yielding where the view, or an ancestor of it inside the cell, is pinned to both sides of its superview on that
    /// axis (the chain the row fixes), and unmarks the bottom pins there. A view whose size conflicts with alignments
    /// only (a centre and a top with no bottom pin) keeps its size (measured: an Xcode 6.4 cell's 21-pt label pinned
    /// 12 down and centred on a 40-pt button 3 down is stored 21 tall at y = 12).
    static func mark(_ constraints: inout [LayoutConstraint], parents: [String: String], cellContents: Set<String>) {
        guard !cellContents.isEmpty else { return }
        func inCell(_ view: String, countingContent: Bool) -> Bool {
            (countingContent && cellContents.contains(view)) || isInside(view, cellContents, parents: parents)
        }
        var pinned: [String: Set<LayoutAttribute>] = [:]
        for constraint in constraints {
            guard let (view, attribute) = IBBottomPinYields.edgePin(constraint, parents: parents) else { continue }
            pinned[view, default: []].insert(attribute)
        }
        func spans(_ view: String, _ axis: Axis) -> Bool {
            var current: String? = view
            while let candidate = current, !cellContents.contains(candidate) {
                let edges = pinned[candidate] ?? []
                if axis == .vertical ? edges.isSuperset(of: [.top, .bottom]) : edges.isSuperset(of: [.leading, .trailing]) {
                    return true
                }
                current = parents[candidate]
            }
            return false
        }
        for index in constraints.indices {
            let constraint = constraints[index]
            let view = constraint.first.view
            if isOwnSize(constraint), inCell(view, countingContent: false), spans(view, constraint.firstAttribute.axis) {
                constraints[index].yieldsInConflict = true
            } else if isOwnAspect(constraint), inCell(view, countingContent: false),
                      spans(view, .horizontal) || spans(view, .vertical) {
                constraints[index].yieldsInConflict = true
            } else if constraint.yieldsInConflict, IBBottomPinYields.isBottomPin(constraint, parents: parents),
                      inCell(constraint.first.view, countingContent: true),
                      let second = constraint.second, inCell(second.view, countingContent: true) {
                constraints[index].yieldsInConflict = false
            }
        }
    }

    /// The content views of the cells a storyboard's collection view lays out, for the Xcode versions measured.
    ///
    /// A collection view gives its prototype cell the item size, as a table gives its row height, and the canvas
    /// drops a subview's own size there too: an icon pinned 8 from the top and bottom of a 128-pt cell with a
    /// required height of 60 stored 112 tall (a workout app, Xcode 13.0, toolsVersion 19162), and two word labels
    /// pinned 8 from both sides of a 374-pt cell with required widths of 300 stored 358 wide (a translator app,
    /// Xcode 12.4, 17506). Kept to those versions (Xcode 12-13); over every document on disk with a collection cell
    /// (218), the same mark without the range moves no other frame.
    static let collectionToolsVersions = 17000..<20000

    static func collectionCells(_ contents: Set<String>, toolsVersion: Int) -> Set<String> {
        collectionToolsVersions.contains(toolsVersion) ? contents : []
    }

    /// Whether one of `view`'s ancestors (not the view itself) is among `contents`.
    static func isInside(_ view: String, _ contents: Set<String>, parents: [String: String]) -> Bool {
        var current = parents[view]
        while let parent = current {
            if contents.contains(parent) { return true }
            current = parents[parent]
        }
        return false
    }

    /// A required aspect ratio of a view's own (`width == height × m`, or the reverse), the other size of its own.
    ///
    /// It yields as an own size constant does where the view is pinned to both sides of its superview on an axis:
    /// measured in one Xcode 13.0 storyboard (AdeDeepFishing/Parstagram, toolsVersion 19162, h24mid set, 3 Dec 2026;
    /// no view flagged), an extension of the own sizes measured above: a 498-pt prototype cell's image view pinned 8
    /// from both sides of its 390-pt content view with `width:height 11:13` (374 × 442), whose column of two labels
    /// held one line tall (IBMultilineLabelBaselines.oneLineEdges) leaves it 442.72, is stored 374 × 442.67: the
    /// ratio given up and both pins kept, where Trellis broke the trailing pin and stored it 374.67 wide.
    static func isOwnAspect(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.priority >= LayoutConstraint.required, constraint.relation == .equal,
              constraint.first.guide == .view, let second = constraint.second, second.guide == .view,
              second.view == constraint.first.view else { return false }
        guard let attribute = constraint.secondAttribute else { return false }
        return constraint.firstAttribute.isSize && attribute.isSize && constraint.firstAttribute != attribute
    }

    static func isOwnSize(_ constraint: LayoutConstraint) -> Bool {
        constraint.priority >= LayoutConstraint.required && constraint.relation == .equal && constraint.second == nil
            && constraint.firstAttribute.isSize && constraint.first.guide == .view
    }
}
