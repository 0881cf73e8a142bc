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
/// Grids whose stored shares are all equal are unchanged; the rule is gated to the Xcode versions measured (8 to 11).
enum IBGridButtonRounding {
    /// The Xcode versions measured: 8 (toolsVersion 11000) to 11 (before 16000).
    static func applies(toolsVersion: Int) -> Bool { (11000..<16000).contains(toolsVersion) }

    /// The intrinsic height of each grid button of `document`, by id: the grid's smallest stored button height, where
    /// the grid's stored button heights differ by at most a point (pixel rounding).
    static func heights(in document: XMLElement, toolsVersion: Int) -> [String: Double] {
        guard applies(toolsVersion: toolsVersion) else { return [:] }
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
        return found
    }
}
