import TrellisModel

/// In a xib's top-level table cell whose content view cannot hold a view of fixed height between its top and bottom
/// pins, the labels (and text fields) pinned to the content view's bottom keep their own height: their bottom pin
/// gives way.
///
/// Measured in three xibs of three projects, none flagged misplaced, every label pinned to its cell's content view's
/// bottom stored one line tall (its intrinsic height) where its pins would stretch it:
/// - ayunav/RandomUser, UserTableViewCell.xib (Xcode 8.2, toolsVersion 11760): a 72-pt avatar pinned 8 below the top
///   and 7.5 above the bottom of a 79.5-pt content view (87.5 needed), stored at y = 8 (its bottom pin broken); a
///   multi-line label pinned 8 below the top and 7.5 above the bottom, stored 20.5 tall at y = 8, not 64;
/// - sesilmarsely/simple-movie-api, MovieTableViewCell.xib (Xcode 11.5, 16097): a 200-pt poster pinned 10 from the
///   top and bottom of a 222-pt content view, stored at y = 10; a label chained 5 below another and pinned 50 above
///   the bottom, stored 14.5 tall at y = 28, not 144;
/// - KirillBelikov/MovieApp, MovieTableViewCell.xib (Xcode 14.3, 21701): a 90-pt poster pinned 8 from the top and
///   bottom of a 130-pt content view, stored at y = 8; a label pinned to the top and bottom, stored 20.33 tall at y = 0,
///   not 130.
/// And a text field the same way, in a fourth project: wl-tsui/toshi-ios-client, InputCell.xib (Xcode 8.3, 12121), a
/// label 40 tall of its own pinned 5 from the top and bottom of a 32.5-pt content view, stored at y = 5, and a text
/// field pinned 5 from the top and bottom stored 21 tall at y = 5, not 22.5.
/// The frames are those the pins would give had the bottom pins of the labels been dropped with the poster's:
/// Interface Builder does not settle a cell whose constraints it cannot satisfy, and the labels keep the height they
/// were given (the constants of their bottom pins match no stored frame). Only xibs' top-level table cells are
/// measured (a table sizes its own cells, IBCellOwnSizeYields), only labels and text fields (a view without an
/// intrinsic height would be left without one), and only a conflict of a view with a required height of its own pinned to both of the content
/// view's edges, read from the document before solving; elsewhere the label stretches as before.
///
/// A storyboard's cells the same way (declared one-document extension, forty-eighth session), where the view that
/// cannot fit is pinned to the content view's edges themselves (not its margins) and is stored at its own height, as
/// Xcode leaves an unsettled cell: sviridovartem/IOS-HotelManzana (Xcode 9.4, toolsVersion 14113, 375 × 812), two
/// static 44-pt rows whose 29-pt steppers are pinned 8 pt from the top and bottom of a 43.67-pt content view (45
/// needed), stored at y = 8; their labels, pinned 8 pt from the same edges, are stored one line tall at y = 8 (21 and
/// 20.33), not 27.67, while the same document's cell without a conflict stores such a label at 27.67 (4 frames; no other
/// document on disk moves; two documents whose labels are pinned to the margins of such a cell store them stretched).
enum IBConflictingCellLabels {
    /// Removes the bottom pins of the labels and text fields of the scene's root, when it is a xib's top-level table
    /// cell, to its content view, when that holds a fixed-height view that cannot fit between its own top and bottom
    /// pins; in any other scene, those of each of its table cells under the storyboard gate above.
    static func drop(_ constraints: inout [LayoutConstraint], root: ViewNode, scene element: XMLElement,
                     parents: [String: String]) {
        guard element.name == "tableViewCell" else {
            // A storyboard's (or a xib view's) cells: pins to the content view's edges, the view stored at its height.
            for cell in element.descendants(where: { $0.name == "tableViewCell" }) {
                drop(&constraints, root: root, cell: cell, parents: parents, edgesOnly: true)
            }
            return
        }
        drop(&constraints, root: root, cell: element, parents: parents, edgesOnly: false)
    }

    /// Removes the bottom pins of `cell`'s labels and text fields to its content view (only those to its edges when
    /// `edgesOnly`) when a fixed-height view there cannot fit (`cannotFit`).
    static func drop(_ constraints: inout [LayoutConstraint], root: ViewNode, cell: XMLElement, parents: [String: String],
                     edgesOnly: Bool) {
        guard let content = cell.child(key: "contentView")?["id"], let contentNode = node(content, in: root),
              let height = (contentNode.frame ?? (edgesOnly ? contentNode.storedFrame : nil))?.height,
              cannotFit(constraints, content: content, height: height, parents: parents,
                        storedIn: edgesOnly ? contentNode : nil) else { return }
        let labels = Set(cell.descendants { $0.name == "label" || $0.name == "textField" }.compactMap { $0["id"] })
        constraints.removeAll { constraint in
            guard let (view, edge) = IBBottomPinYields.edgePin(constraint, parents: parents), edge == .bottom,
                  labels.contains(view), !edgesOnly || bothEdges(constraint) else { return false }
            return parents[view] == content
        }
    }

    /// Whether both items of `constraint` are views' own edges (no margins or guides).
    static func bothEdges(_ constraint: LayoutConstraint) -> Bool {
        constraint.first.guide == .view && constraint.second?.guide == .view
    }

    /// Whether a direct subview of `content` with a required height of its own is pinned to its top and bottom edges
    /// by constants that, with that height, do not add up to the content view's `height`. With `storedIn` (the content
    /// view's node), only pins to its edges count, and the view must be stored at its own height.
    static func cannotFit(_ constraints: [LayoutConstraint], content: String, height: Double,
                          parents: [String: String], storedIn contentNode: ViewNode? = nil) -> Bool {
        var tops: [String: Double] = [:], bottoms: [String: Double] = [:], heights: [String: Double] = [:]
        for constraint in constraints {
            if constraint.second == nil, constraint.firstAttribute == .height, constraint.relation == .equal,
               constraint.priority >= LayoutConstraint.required, constraint.first.guide == .view,
               parents[constraint.first.view] == content {
                heights[constraint.first.view] = constraint.constant
                continue
            }
            guard let (view, edge) = IBBottomPinYields.edgePin(constraint, parents: parents), parents[view] == content,
                  edge == .top || edge == .bottom, contentNode == nil || bothEdges(constraint) else { continue }
            // The view's edge less the content view's: the constant, negated when the content view is written first.
            let offset = constraint.first.view == view ? constraint.constant : -constraint.constant
            if edge == .top { tops[view] = offset } else { bottoms[view] = -offset }
        }
        return heights.contains { view, own in
            guard let top = tops[view], let bottom = bottoms[view] else { return false }
            if let contentNode {
                guard let stored = contentNode.children.first(where: { $0.id == view })?.storedFrame?.height,
                      abs(stored - own) <= 0.5 else { return false }
            }
            return abs(top + own + bottom - height) > 0.5
        }
    }

    static func node(_ id: String, in root: ViewNode) -> ViewNode? {
        if root.id == id { return root }
        for child in root.children {
            if let found = node(id, in: child) { return found }
        }
        return nil
    }
}
