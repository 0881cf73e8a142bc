/// The buttons of a grid of stacks (a vertical `fillEqually` stack whose arranged views are buttons, or horizontal
/// fill-aligned stacks of buttons) take the smallest stored height among the grid's buttons as their intrinsic height.
///
/// A button's intrinsic size is read from its stored frame (IBViewProperties.applyIntrinsicSize), but a grid stretches
/// its buttons to equal shares, and Xcode stores each share rounded to the pixel grid (UIKit places frames on pixel
/// boundaries): four equal rows of a 495-pt grid are stored 124, 123.5, 124 and 123.5 tall. Read as intrinsic heights,
/// the larger ones overfill the grid (4 × 124 = 496), and the layout squeezes a neighbour by the difference, where Xcode
/// measured the buttons at their title's height and had no such pressure. The smallest stored share fits. Measured in two
/// projects, neither document flagged:
/// - PieroSilvestri's ITS_IOSProjects, Calcolatrice v1 Main.storyboard (Xcode 8.2, toolsVersion 11762, 375 × 667): a
///   label 20.5 tall at y = 28, a text field 63.5 below it at 112, and a calculator grid 30 below the field, pinned to
///   the bottom layout guide, 495 tall at 172 with rows stored 124 and 123.5 tall; with the rows' largest height the
///   label is squeezed to 19.5 and the field and grid sit 1 pt higher (6 frames).
/// - 6ai's CS193P-Fall-2017-SOLUTION-iOS13, Concentration Main.storyboard (Xcode 11.3, toolsVersion 15705, 414 × 896):
///   a 30-pt label above a grid 692 tall of rows stored 115.5 and 115 tall; with the largest the label is squeezed to
///   28.5 (4 frames).
/// Grids whose stored shares are all equal are unchanged; the rule is gated to the Xcode versions measured (7 to 11).
/// Xcode 7, the first with stack views, rounds a grid's rows to whole points on its 600 × 600 Any/Any canvas the same
/// way (a declared one-document extension, measured blind in the sixty-third session: 3eDevAndrew's iOS-Calculator,
/// Xcode 7.2, toolsVersion 10117, not flagged: a 35-pt display label stored 42 tall above a grid of five rows 528 tall,
/// spacing 10, stored 98, 97, 98, 97 and 98 tall; with the rows' own heights the label is squeezed to 40 and every
/// row sits 2 pt high, 14 frames).
enum IBGridButtonRounding {
    /// The Xcode versions measured: 7 (stack views came with it; toolsVersion 8000) to 11 (before 16000).
    static func applies(toolsVersion: Int) -> Bool { (8000..<16000).contains(toolsVersion) }

    /// The intrinsic height of each grid button of `document`, by id: the grid's smallest stored button height, where
    /// the grid's stored button heights differ by at most a point (pixel rounding).
    static func heights(in document: XMLElement, toolsVersion: Int) -> [String: Double] {
        let grids = ConstraintGrid.heights(in: document, toolsVersion: toolsVersion)
        guard applies(toolsVersion: toolsVersion) else { return grids }
        var found: [String: Double] = [:]
        func arranged(_ stack: XMLElement) -> [XMLElement] { stack.child("subviews")?.children ?? [] }
        func isRow(_ element: XMLElement) -> Bool {
            element.name == "stackView" && element["axis"] != "vertical" && (element["alignment"] ?? "fill") == "fill"
        }
        var pending = [document]
        while let element = pending.popLast() {
            pending.append(contentsOf: element.children)
            guard element.name == "stackView", element["axis"] == "vertical", element["distribution"] == "fillEqually" else { continue }
            let buttons = arranged(element).flatMap { child in
                child.name == "button" ? [child] : isRow(child) ? arranged(child).filter { $0.name == "button" } : []
            }
            let heights = buttons.compactMap { IBGeometry.rect($0)?.height }
            guard let least = heights.min(), let most = heights.max(), most - least <= 1 else { continue }
            for button in buttons { if let id = button["id"] { found[id] = least } }
        }
        return found.merging(grids) { stack, _ in stack }
    }

    /// A grid built with constraints instead of stacks: sibling buttons tied by required `height == height`
    /// constraints (multiplier 1, constant 0) share the grid's height, and Xcode stores each share rounded to the
    /// pixel grid just the same. Declared one-document extension, measured on martinrist's stanford-cs193p Calculator
    /// Main.storyboard (Xcode 6.3, toolsVersion 7706, 600 × 600, not flagged): twenty buttons in four rows tied by
    /// equal heights, below a label of a 32-pt system font stored 39 tall at y = 28 and a 150-pt text view 8 below it,
    /// above the bottom layout guide, are stored 82 and 83 tall (rows of 82.25 on whole points); with the largest
    /// stored height as every button's intrinsic one the label is squeezed to 36 and every row sits 3 pt high (22
    /// frames). Xcode 8 does the same on its half-point canvases, measured blind in a second project (sixty-fifth
    /// session): Akiba12's Calculator Main.storyboard (Xcode 8.2, toolsVersion 11542, `retina4_7`, not flagged), twenty
    /// buttons in five rows tied by equal heights, 1 pt apart in a 527-pt view below a label stored 120 tall, stored 104
    /// and 104.5 tall (rows of 104.2 on half points); with the largest the label is squeezed to 118.5 and the rows sit
    /// 1.5 pt low (10 frames). Gated to Xcode 6 to 8 (toolsVersion 6000–12999), the versions measured; no studied
    /// document of sessions 63 to 65 from Xcode 9 to 11 would change with it.
    enum ConstraintGrid {
        static let toolsVersions = 6000..<13000

        /// Each such button's intrinsic height, by id: its group's smallest stored height, where the group's stored
        /// heights differ by at most a point.
        static func heights(in document: XMLElement, toolsVersion: Int) -> [String: Double] {
            guard toolsVersions.contains(toolsVersion) else { return [:] }
            var heights: [String: Double] = [:]
            for button in document.descendants(where: { $0.name == "button" }) {
                if let id = button["id"], let height = IBGeometry.rect(button)?.height { heights[id] = height }
            }
            // Groups of buttons joined by equal heights (union-find over ids).
            var leader: [String: String] = [:]
            func root(_ id: String) -> String {
                var id = id
                while let next = leader[id], next != id { id = next }
                return id
            }
            for tie in IBWholePointCanvas.equalSizeTies(in: document, attributes: ["height"])
            where heights[tie.first] != nil && heights[tie.second] != nil {
                let (ra, rb) = (root(tie.first), root(tie.second))
                if ra != rb { leader[max(ra, rb)] = min(ra, rb) }
            }
            var groups: [String: [String]] = [:]
            for id in heights.keys { groups[root(id), default: []].append(id) }
            var found: [String: Double] = [:]
            for members in groups.values where members.count > 1 {
                let stored = members.compactMap { heights[$0] }
                guard let least = stored.min(), let most = stored.max(), most > least, most - least <= 1 else { continue }
                for id in members { found[id] = least }
            }
            return found
        }
    }
}
