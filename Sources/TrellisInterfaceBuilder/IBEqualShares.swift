/// The arranged views of a `fillEqually` stack take the mean of their stored lengths along the stack's axis as their
/// intrinsic length there.
///
/// A control's intrinsic size is read from its stored frame (IBViewProperties.applyIntrinsicSize). In a fillEqually
/// stack every visible arranged view has the same length (`UISV-fill-equally`), and where the stack is as long as its
/// content UIKit makes that length the largest fitting length of the views (Apple's documentation of
/// UIStackView.Distribution.fillEqually: all arranged views are resized to one length along the axis). Xcode
/// stores each share with its edges on the pixel grid, so equal shares of 163.87 pt on a 3× canvas are stored 164 and
/// 163.67 wide; read one by one, the largest stored share (164) becomes every view's length and the stack grows by the
/// rounding (5 × 0.13 pt). The edges telescope: the stored lengths add up to the stack's length less its spacings, so
/// their mean is the share Xcode computed. One document, measured: Anjali-Sikarwar's Notes Main.storyboard (Xcode 15.3,
/// plug-in 22685, 393 × 852 at 3×, not flagged): a horizontal fillEqually stack, spacing 1, of five configuration
/// buttons (25-pt titles) in a scroll view, as wide as its content, stored 823.33 wide with buttons stored 164,
/// 163.67, 164, 163.67 and 164 wide (mean 163.87: 5 × 163.87 + 4 = 823.33); with the largest the stack is 824 wide and
/// its last button at 660, not 659.33 (2 frames).
///
/// Stacks whose stored shares are all equal, or differ by more than a point (not rounding), are unchanged; views with
/// a grid height (IBGridButtonRounding) keep it.
enum IBEqualShares {
    /// The intrinsic length along its stack's axis of each arranged view that shares a fillEqually stack, by id:
    /// `width` for a horizontal stack's views, `height` for a vertical one's.
    struct Lengths: Sendable {
        var widths: [String: Double] = [:]
        var heights: [String: Double] = [:]
    }

    static func lengths(in document: XMLElement) -> Lengths {
        var found = Lengths()
        for stack in document.descendants(where: { $0.name == "stackView" && $0["distribution"] == "fillEqually" }) {
            let vertical = stack["axis"] == "vertical"
            let arranged = (stack.child("subviews")?.children ?? []).filter { $0.flag("hidden") != true }
            let lengths = arranged.compactMap { IBGeometry.rect($0).map { vertical ? $0.height : $0.width } }
            guard lengths.count == arranged.count, lengths.count > 1,
                  let least = lengths.min(), let most = lengths.max(), most > least, most - least <= 1 else { continue }
            let mean = lengths.reduce(0, +) / Double(lengths.count)
            for view in arranged {
                guard let id = view["id"] else { continue }
                if vertical { found.heights[id] = mean } else { found.widths[id] = mean }
            }
        }
        return found
    }
}
